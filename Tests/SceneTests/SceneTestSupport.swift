import Geometry
import Scene
import XCTest

/// Geometry's transform, not Foundation's (which XCTest brings in under the same name).
typealias AffineTransform = Geometry.AffineTransform

/// One millisecond in clock nanoseconds.
let ms: Int64 = 1_000_000

/// Material's standard curve, (0.4, 0), (0.2, 1), made here from its control points: Material's
/// named curves (`TimingFunction.Material`) live in the Material module, above Scene.
let standardCurve = TimingFunction(unchecked: 0.4, 0.0, 0.2, 1.0)

extension AnimationSet {
    /// The presentation value of a scalar property, unwrapped (NaN if it is not a double).
    func double(_ keyPath: String, model: Double, at time: Int64) -> Double {
        guard case .double(let value) = presentationValue(for: keyPath, model: .double(model), at: time) else {
            return .nan
        }
        return value
    }

    /// The presentation value of a point property, unwrapped.
    func point(_ keyPath: String, model: Point, at time: Int64) -> Point? {
        guard case .point(let value) = presentationValue(for: keyPath, model: .point(model), at: time) else {
            return nil
        }
        return value
    }
}

/// Records completion and start callbacks with the clock time at which they ran.
final class CallbackLog {
    let clock: SimClock
    private(set) var entries: [String] = []

    init(clock: SimClock) { self.clock = clock }

    /// A completion callback that records `name finished@time` or `name interrupted@time`.
    func completion(_ name: String) -> (Bool) -> Void {
        { [unowned self] finished in entries.append("\(name) \(finished ? "finished" : "interrupted")@\(clock.now)") }
    }

    /// A start callback that records `name started@time`.
    func start(_ name: String) -> () -> Void {
        { [unowned self] in entries.append("\(name) started@\(clock.now)") }
    }

    /// Records a free-form entry.
    func note(_ text: String) { entries.append(text) }
}

func assertPoint(_ actual: Point?, _ expected: Point, accuracy: Double = 1e-9, _ message: String = "",
                 file: StaticString = #filePath, line: UInt = #line) {
    guard let actual else { return XCTFail("no point \(message)", file: file, line: line) }
    XCTAssertTrue(actual.isApproximatelyEqual(to: expected, tolerance: accuracy),
                  "\(actual) vs \(expected) \(message)", file: file, line: line)
}
