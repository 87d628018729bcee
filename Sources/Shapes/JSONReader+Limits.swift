import Geometry
import JSON

extension JSONReader {
    /// The value as a finite number within ±10¹² (``Geometry/CoordinateLimit``), the one range of
    /// every length and every other number a shape spec or scene file holds (docs/limits.md), so
    /// no product of them overflows; `what` names it in the message
    /// (`expected a width within ±1e12, found 1e+20`).
    public func limitedNumber(_ what: String = "number") throws -> Double {
        let number = try double()
        guard CoordinateLimit.contains(number) else {
            throw error("expected a \(what) within ±1e12, found \(value)")
        }
        return number
    }
}
