#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
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
/// instead each blitter takes ``selected`` when it is made: the level the environment variable
/// `TOUCHSTONE_SPAN_KERNELS` names (``environmentVariable``), else ``detected``.
public enum SpanKernels: String, CaseIterable, Sendable {
    /// The kernels compiled into `Raster` for the build's target (on x86-64, SSE2 vectors; the
    /// route every other architecture runs).
    case baseline
    /// `raster_source_over_span_x86_64_v3`: only on a processor that supports x86-64-v3.
    case x86_64_v3 = "x86-64-v3"
    /// `raster_source_over_span_x86_64_v4`: only on a processor that supports x86-64-v4.
    case x86_64_v4 = "x86-64-v4"

    /// The widest kernels this processor runs: x86-64-v4 before v3 before the baseline. A pure
    /// function of the hardware, asked of the compiler runtime's feature table (RasterKernels) on
    /// each use rather than kept in a global: a few loads per blitter, not per span.
    public static var detected: SpanKernels {
        if touchstone_cpu_supports_x86_64_v4() != 0 { return .x86_64_v4 }
        return touchstone_cpu_supports_x86_64_v3() != 0 ? .x86_64_v3 : .baseline
    }

    /// Whether this processor can run `kernels`: every level up to the detected one.
    public static func runs(_ kernels: SpanKernels) -> Bool {
        switch kernels {
        case .baseline: true
        case .x86_64_v3: detected != .baseline
        case .x86_64_v4: detected == .x86_64_v4
        }
    }

    /// The environment variable that forces a level: `baseline`, `x86-64-v3` or `x86-64-v4`, so
    /// that runs on processors of different levels take the same route (the pixels are the same
    /// on every route; instruction counts and times are not).
    public static let environmentVariable = "TOUCHSTONE_SPAN_KERNELS"

    /// The level `value` (of ``environmentVariable``) forces: `nil` when it is unset or empty.
    ///
    /// - Throws: ``SpanKernelsError`` for a value that names no level, or a level this processor
    ///   does not run.
    public static func forced(by value: String?) throws(SpanKernelsError) -> SpanKernels? {
        guard let value, !value.isEmpty else { return nil }
        guard let kernels = SpanKernels(rawValue: value) else {
            let hint = value == "scalar" ? " (the route without AVX2 or AVX-512 is 'baseline')" : ""
            throw SpanKernelsError("\(environmentVariable)=\(value): expected baseline, x86-64-v3 or x86-64-v4\(hint)")
        }
        guard runs(kernels) else {
            let levels = allCases.filter(runs).map(\.rawValue).joined(separator: ", ")
            throw SpanKernelsError("\(environmentVariable)=\(value): this processor does not run \(value) (it runs \(levels))")
        }
        return kernels
    }

    /// The level in the environment: ``forced(by:)`` of ``environmentVariable``'s value.
    public static func fromEnvironment() throws(SpanKernelsError) -> SpanKernels? {
        try forced(by: getenv(environmentVariable).map { String(cString: $0) })
    }

    /// The level blitters use unless told otherwise: the environment's, read once, on first use,
    /// else ``detected``. A value ``fromEnvironment()`` refuses leaves ``detected``: the command
    /// line calls it at start and exits 2 instead, and so should other hosts that want the error.
    public static let selected: SpanKernels = (try? fromEnvironment()) ?? detected
}

/// A value of `TOUCHSTONE_SPAN_KERNELS` that cannot be used: the message names the variable, its
/// value and the levels expected.
public struct SpanKernelsError: Error, Equatable, CustomStringConvertible {
    /// The complete message.
    public let description: String

    /// An error with a complete message.
    public init(_ description: String) {
        self.description = description
    }
}
