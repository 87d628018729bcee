/// The exact sign of a 2×2 orientation determinant, for the line kernel of
/// ``Path/winding(at:)``: a point exactly on a line, or a few units in the last place off it, is
/// decided by exact arithmetic rather than by how the products happen to round.
///
/// With the products compared in plain floating point, points a few ulps outside a cut corner are
/// reported inside; `touchstone fuzz hit-test` finds such points, and HitTestRegressionTests keeps one.
@usableFromInline
enum ExactOrientation {
    /// Shewchuk's `ccwerrboundA`, (3 + 16u)·u with u = 2⁻⁵³ ("Adaptive Precision Floating-Point
    /// Arithmetic", 1997, §4.2): the rounded `l − r` of two rounded products of rounded
    /// differences is within this times `|l| + |r|` of the exact determinant.
    @usableFromInline
    static let errorBound = (3 + 16 * 0x1p-53) * 0x1p-53

    /// The sign (−1, 0, +1) of `(ax − cx)·(by − cy) − (ay − cy)·(bx − cx)`, exactly, for
    /// coordinates that are 0 or within [2⁻³⁰⁰, 2³⁰⁰] in magnitude; `nil` outside that range.
    ///
    /// ## Method
    /// Each difference is split error-free into `s + e` (TwoSum), each product of two doubles
    /// into `p + q` (TwoProduct: `q = fma(x, y, −p)`), so the determinant is exactly the sum of
    /// 16 doubles; Grow-Expansion (Shewchuk, Theorem 10) adds them into a nonoverlapping
    /// expansion, whose largest nonzero component has the sign of the sum. The range keeps every
    /// product's error term above the subnormal range (the smallest are above 2⁻⁷⁰⁴), where an
    /// FMA's error term would stop being exact, and every sum below overflow.
    @usableFromInline @inline(never)
    static func sign(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double,
                     _ cx: Double, _ cy: Double) -> Int? {
        func inRange(_ v: Double) -> Bool {
            let m = v.magnitude
            return m == 0 || (m >= 0x1p-300 && m <= 0x1p300)
        }
        guard inRange(ax), inRange(ay), inRange(bx), inRange(by), inRange(cx), inRange(cy) else { return nil }
        let (s1, e1) = twoSum(ax, -cx), (s2, e2) = twoSum(by, -cy)
        let (s3, e3) = twoSum(ay, -cy), (s4, e4) = twoSum(bx, -cx)
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: 16) { expansion -> Int in
            var count = 0
            func add(_ term: Double) {
                var q = term
                for i in 0..<count {
                    let (sum, error) = twoSum(q, expansion[i])
                    expansion[i] = error
                    q = sum
                }
                expansion[count] = q
                count += 1
            }
            func addProduct(_ x: Double, _ y: Double, negated: Bool) {
                let p = x * y
                let q = (-p).addingProduct(x, y)
                add(negated ? -p : p)
                add(negated ? -q : q)
            }
            addProduct(s1, s2, negated: false); addProduct(s1, e2, negated: false)
            addProduct(e1, s2, negated: false); addProduct(e1, e2, negated: false)
            addProduct(s3, s4, negated: true); addProduct(s3, e4, negated: true)
            addProduct(e3, s4, negated: true); addProduct(e3, e4, negated: true)
            for i in stride(from: count - 1, through: 0, by: -1) where expansion[i] != 0 {
                return expansion[i] > 0 ? 1 : -1
            }
            return 0
        }
    }

    /// Knuth's TwoSum: `a + b = sum + error` exactly (round to nearest, no overflow).
    @inline(__always)
    static func twoSum(_ a: Double, _ b: Double) -> (sum: Double, error: Double) {
        let s = a + b
        let bVirtual = s - a
        let aVirtual = s - bVirtual
        return (s, (a - aVirtual) + (b - bVirtual))
    }
}
