/// The special functions shadows need, written out so that every build and platform computes the
/// same bits (no libm): `exp`, `erf`, `erfc`, the normal CDF Φ and its integral E.
///
/// Package-visible so the tests can check their accuracy; not part of the public API.
package enum GaussianMath {
    /// 1/√2.
    static let inverseSquareRootOfTwo = 0.707_106_781_186_547_6
    /// φ(0) = 1/√(2π), the peak of the standard normal density.
    static let inverseSquareRootOfTwoPi = 0.398_942_280_401_432_7
    /// Beyond this many standard deviations Φ is 0 or 1 to double precision (Φ(−8.5) ≈ 9.5·10⁻¹⁸,
    /// under half an ulp of 1) and E(t) is 0 or t to within 1.1·10⁻¹⁸·σ.
    package static let saturation = 8.5
    /// Cody's split between the small-argument erf form and the erfc forms.
    static let codyThreshold = 0.468_75

    /// `e^x`, accurate to about 1 ulp, the same on every platform: Cody–Waite reduction
    /// `x = k·ln2 + r`, |r| ≤ ln2/2, then the Taylor series of e^r to degree 13 (the first omitted
    /// term is below 1.7·10⁻¹⁶ relative), scaled by 2^k.
    package static func exp(_ x: Double) -> Double {
        if x.isNaN { return x }
        if x > 709.782_712_893_384 { return .infinity }
        if x < -745.133_219_101_941_2 { return 0 }
        // fdlibm's split of ln 2: `ln2Hi` has 32 trailing zero bits, so k·ln2Hi is exact.
        let ln2Hi = 6.931_471_803_691_238_164_90e-01, ln2Lo = 1.908_214_929_270_587_700_02e-10
        // Nearest integer by truncation (|x·log2 e| < 1075, so the conversion is exact and cheap;
        // `rounded()` would be a libm call on baseline x86-64).
        let scaled = x * 1.442_695_040_888_963_387_00
        let k = Double(Int(scaled + (scaled < 0 ? -0.5 : 0.5)))
        let r = (x - k * ln2Hi) - k * ln2Lo
        var p = 1.0 / 6_227_020_800
        p = p * r + 1.0 / 479_001_600
        p = p * r + 1.0 / 39_916_800
        p = p * r + 1.0 / 3_628_800
        p = p * r + 1.0 / 362_880
        p = p * r + 1.0 / 40_320
        p = p * r + 1.0 / 5_040
        p = p * r + 1.0 / 720
        p = p * r + 1.0 / 120
        p = p * r + 1.0 / 24
        p = p * r + 1.0 / 6
        p = p * r + 0.5
        p = p * r + 1
        p = p * r + 1
        // 2^k from its bit pattern when k is a normal exponent (always, unless the result is
        // subnormal or near overflow); the generic initializer otherwise.
        let exponent = Int(k)
        if exponent > -1022 && exponent < 1024 {
            return p * Double(bitPattern: UInt64(1023 + exponent) << 52)
        }
        return Double(sign: .plus, exponent: exponent, significand: p)
    }

    /// The error function, with an absolute error below 10⁻¹⁵ (`ShadowTests` checks against a
    /// series): W. J. Cody's rational Chebyshev approximations ("Rational Chebyshev approximations
    /// for the error function", Math. Comp. 23 (1969), as in his CALERF routine), not
    /// Abramowitz–Stegun 7.1.26, whose error is 1.5·10⁻⁷.
    package static func erf(_ x: Double) -> Double {
        if x.isNaN { return x }
        let y = Swift.abs(x)
        if y < codyThreshold { return x * smallRatio(y * y) }
        let tail = exp(-y * y) * scaledTail(y)
        return x < 0 ? tail - 1 : 1 - tail
    }

    /// The complementary error function `1 − erf(x)`, with a relative error near 10⁻¹⁵ for x > 0
    /// (where the subtraction would lose everything).
    package static func erfc(_ x: Double) -> Double {
        if x.isNaN { return x }
        let y = Swift.abs(x)
        if y < codyThreshold { return 1 - x * smallRatio(y * y) }
        let tail = exp(-y * y) * scaledTail(y)
        return x < 0 ? 2 - tail : tail
    }

    /// The standard normal CDF `Φ(u) = ½·erfc(−u/√2)`; exactly 0 below −8.5 and 1 above 8.5.
    package static func cdf(_ u: Double) -> Double {
        if u <= -saturation { return 0 }
        if u >= saturation { return 1 }
        let y = Swift.abs(u) * inverseSquareRootOfTwo
        if y < codyThreshold { return 0.5 + 0.5 * (u * inverseSquareRootOfTwo) * smallRatio(y * y) }
        let tail = 0.5 * exp(-0.5 * u * u) * scaledTail(y)
        return u < 0 ? tail : 1 - tail
    }

    /// `E(t) = ∫_{−∞}^{t} Φ(v/σ) dv = t·Φ(t/σ) + σ·φ(t/σ)`, the integral of a blurred unit step, so
    /// that `E(b) − E(a)` is the step's integral over [a, b]. `max(t, 0)` for σ = 0. Computed for
    /// t ≤ 0 (no cancellation) and as `t + E(−t)` above.
    package static func integratedCDF(_ t: Double, sigma: Double) -> Double {
        if sigma == 0 { return Swift.max(t, 0) }
        let u = t / sigma
        if u <= -saturation { return 0 }
        if u >= saturation { return t }
        if u > 0 { return t + integratedCDF(-t, sigma: sigma) }
        let (cdf, density) = cdfAndDensity(u)
        return t * cdf + sigma * density
    }

    /// Φ(u) and φ(u) for −8.5 < u ≤ 0, sharing one exponential.
    static func cdfAndDensity(_ u: Double) -> (cdf: Double, density: Double) {
        let gauss = exp(-0.5 * u * u)
        let y = -u * inverseSquareRootOfTwo
        let cdf = y < codyThreshold ? 0.5 - 0.5 * y * smallRatio(y * y) : 0.5 * gauss * scaledTail(y)
        return (cdf, gauss * inverseSquareRootOfTwoPi)
    }

    /// `erf(y)/y` for |y| < 0.46875 as a function of y²: Cody's first approximation.
    @inline(__always)
    static func smallRatio(_ ysq: Double) -> Double {
        var num = 1.857_777_061_846_031_53e-1 * ysq, den = ysq
        num = (num + 3.161_123_743_870_565_60e00) * ysq
        den = (den + 2.360_129_095_234_412_09e01) * ysq
        num = (num + 1.138_641_541_510_501_56e02) * ysq
        den = (den + 2.440_246_379_344_441_73e02) * ysq
        num = (num + 3.774_852_376_853_020_21e02) * ysq
        den = (den + 1.282_616_526_077_372_28e03) * ysq
        return (num + 3.209_377_589_138_469_47e03) / (den + 2.844_236_833_439_170_62e03)
    }

    /// `erfc(y)·e^{y²}` for y ≥ 0.46875: Cody's second approximation up to 4 and his asymptotic
    /// one beyond. (Cody also splits y² to avoid the 36-ulp error that e^{−y²} inherits at y = 6;
    /// at the accuracy shadows need that does not matter, so it is left out.)
    static func scaledTail(_ y: Double) -> Double {
        if y <= 4 {
            var num = 2.153_115_354_744_038_46e-8 * y, den = y
            num = (num + 5.641_884_969_886_700_89e-1) * y
            den = (den + 1.574_492_611_070_983_47e01) * y
            num = (num + 8.883_149_794_388_375_94e00) * y
            den = (den + 1.176_939_508_913_124_99e02) * y
            num = (num + 6.611_919_063_714_162_95e01) * y
            den = (den + 5.371_811_018_620_098_58e02) * y
            num = (num + 2.986_351_381_974_001_31e02) * y
            den = (den + 1.621_389_574_566_690_19e03) * y
            num = (num + 8.819_522_212_417_690_90e02) * y
            den = (den + 3.290_799_235_733_459_63e03) * y
            num = (num + 1.712_047_612_634_070_58e03) * y
            den = (den + 4.362_619_090_143_247_16e03) * y
            num = (num + 2.051_078_377_826_071_47e03) * y
            den = (den + 3.439_367_674_143_721_64e03) * y
            return (num + 1.230_339_354_797_997_25e03) / (den + 1.230_339_354_803_749_42e03)
        }
        let ysq = 1 / (y * y)
        var num = 1.631_538_713_730_209_78e-2 * ysq, den = ysq
        num = (num + 3.053_266_349_612_323_44e-1) * ysq
        den = (den + 2.568_520_192_289_822_42e00) * ysq
        num = (num + 3.603_448_999_498_044_39e-1) * ysq
        den = (den + 1.872_952_849_923_467_25e00) * ysq
        num = (num + 1.257_817_261_112_292_46e-1) * ysq
        den = (den + 5.279_051_029_514_284_12e-1) * ysq
        num = (num + 1.608_378_514_874_227_66e-2) * ysq
        den = (den + 6.051_834_131_244_131_91e-2) * ysq
        let ratio = ysq * (num + 6.587_491_615_298_378_03e-4) / (den + 2.335_204_976_268_691_85e-3)
        return (5.641_895_835_477_562_869_5e-1 - ratio) / y
    }
}
