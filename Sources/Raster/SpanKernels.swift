import TouchstoneCPU

/// Which compilation of the hot span kernels a ``SourceOverBlitter`` calls: the package's own
/// (baseline x86-64, SSE2; or whatever the target architecture's default is) or the module
/// `RasterKernelsV3`, the same arithmetic compiled for x86-64-v3 (AVX2).
///
/// Both give bit-identical pixels (integer arithmetic, one rounding; `SpanKernelTests` checks
/// them against each other and a scalar reference), so the choice affects speed only. The package
/// is not built for AVX2 as a whole so that one binary runs on every x86-64 processor; instead
/// each blitter asks ``detected`` when it is made.
package enum SpanKernels: Sendable {
    /// The kernels compiled into `Raster` for the build's target.
    case baseline
    /// `RasterKernelsV3`'s kernels: only on a processor that supports x86-64-v3.
    case x86_64_v3

    /// The widest kernels this processor runs. A pure function of the hardware, asked of the
    /// compiler runtime's feature table (TouchstoneCPU) on each use rather than kept in a global:
    /// a few loads per blitter, not per span.
    package static var detected: SpanKernels {
        touchstone_cpu_supports_x86_64_v3() != 0 ? .x86_64_v3 : .baseline
    }
}
