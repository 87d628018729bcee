import RasterKernels

/// Which compilation of the hot span kernels a ``SourceOverBlitter`` calls: the package's own
/// (baseline x86-64, SSE2; or whatever the target architecture's default is), or one of the C
/// target RasterKernels' functions with the same arithmetic for x86-64-v3 (AVX2, 32-byte vectors)
/// or x86-64-v4 (AVX-512, 64-byte vectors), each compiled for its level alone
/// (`__attribute__((target))`).
///
/// All give bit-identical pixels (integer arithmetic, one rounding; `SpanKernelTests` checks
/// them against each other and a scalar reference), so the choice affects speed only. The package
/// is not built for AVX2 or AVX-512 as a whole so that one binary runs on every x86-64 processor;
/// instead each blitter asks ``detected`` when it is made.
package enum SpanKernels: Sendable {
    /// The kernels compiled into `Raster` for the build's target.
    case baseline
    /// `raster_source_over_span_x86_64_v3`: only on a processor that supports x86-64-v3.
    case x86_64_v3
    /// `raster_source_over_span_x86_64_v4`: only on a processor that supports x86-64-v4.
    case x86_64_v4

    /// The widest kernels this processor runs: x86-64-v4 before v3 before the baseline. A pure
    /// function of the hardware, asked of the compiler runtime's feature table (RasterKernels) on
    /// each use rather than kept in a global: a few loads per blitter, not per span.
    package static var detected: SpanKernels {
        if touchstone_cpu_supports_x86_64_v4() != 0 { return .x86_64_v4 }
        return touchstone_cpu_supports_x86_64_v3() != 0 ? .x86_64_v3 : .baseline
    }

    /// Whether this processor can run `kernels`: every level up to the detected one.
    package static func runs(_ kernels: SpanKernels) -> Bool {
        switch kernels {
        case .baseline: true
        case .x86_64_v3: detected != .baseline
        case .x86_64_v4: detected == .x86_64_v4
        }
    }
}
