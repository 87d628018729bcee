import Geometry
import Raster
import Scene

/// A layer covering `rect` of its superlayer's coordinates (bounds at the origin, position at the
/// rectangle's centre), filled with `color`; `nil` fills nothing.
func box(_ clock: SimClock, _ rect: Rect, _ color: Color?) -> Layer {
    let layer = Layer(clock: clock)
    layer.bounds = Rect(x: 0, y: 0, width: rect.width, height: rect.height)
    layer.position = Point(x: rect.midX, y: rect.midY)
    layer.backgroundColor = color
    return layer
}
