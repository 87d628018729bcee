/// The one range every length read from input must lie in: coordinates, sizes, radii, widths and
/// offsets in points, `±10¹²` (see docs/limits.md).
///
/// Within it every product the engine forms stays finite: a length times the largest scale
/// (``maximumScale``) is at most 10²⁴ pixels, and squares of pixel lengths (10⁴⁸) are far from
/// `Double`'s overflow, so no NaN or infinity can come out of a path, a stroke or a shadow built
/// from accepted input. Readers refuse a value outside it at its place (a JSON path, an option);
/// library code below the readers guards once per path or shadow, never per pixel.
public enum CoordinateLimit {
    /// The largest magnitude of a length, in points: 10¹².
    public static let maximumMagnitude = 1e12

    /// The largest scale (pixels per point) accepted: 10¹².
    public static let maximumScale = 1e12

    /// Whether `value` is finite and within ±``maximumMagnitude`` (±0 and subnormals are).
    @inlinable
    public static func contains(_ value: Double) -> Bool {
        value.magnitude <= maximumMagnitude
    }

    /// What an accepted length is, for error messages: "a finite number of points within ±1e12".
    public static let expectation = "a finite number of points within ±1e12"
}
