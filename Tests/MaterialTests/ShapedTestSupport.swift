import Geometry
import Raster
import Scene

/// Nanoseconds for seconds, for readable test timelines.
func paperNanoseconds(_ seconds: Double) -> Int64 { Int64((seconds * 1e9).rounded()) }

/// The shape content of a layer, or an empty one.
func layerShapeContent(_ layer: Layer) -> ShapeContent? {
    if case .shape(let shape) = layer.content { return shape }
    return nil
}
