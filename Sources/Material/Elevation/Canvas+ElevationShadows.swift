import Geometry
import Raster

extension Canvas {
    /// Draws MDC's two elevation shadows (``ShadowMetrics``) for `shape`: the key shadow, then the
    /// ambient one over it, each masked off the shape's interior as `MDCShadowLayer` does by default.
    /// Elevation 0 or less draws nothing.
    ///
    /// - Throws: ``ShadowError`` for non-finite geometry.
    public mutating func drawElevationShadows(elevation: Double, of shape: ShadowShape,
                                              transform: AffineTransform = .identity, color: Color = .black) throws {
        try drawShadows(ShadowMetrics(elevation: elevation).shadows(color: color), of: shape, transform: transform,
                        excludingInterior: true)
    }
}
