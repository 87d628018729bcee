import Geometry
import Raster
import Scene

/// One visible piece of a ``PaperView``'s touch feedback at a moment — a tap circle or the background
/// fade — with presentation values, for the replay harness's state reports (`--state`), which add
/// the view's id and convert the centre to scene points.
public struct PaperFeedbackState: Hashable, Sendable {
    /// What the feedback is.
    public enum Kind: String, Hashable, Sendable {
        /// A BFPaperView tap circle.
        case tapCircle
        /// A background fade layer (a rectangle, no radius).
        case fade
    }

    /// What the feedback is.
    public var kind: Kind
    /// The centre, in the owning view's coordinates (points).
    public var center: Point
    /// The circle's radius in points; `nil` for a fade, which fills a (rounded) rectangle.
    public var radius: Double?
    /// The presented layer opacity, 0…1 (the colour's own alpha comes on top).
    public var opacity: Double
    /// The fill colour.
    public var color: Color

    /// Creates a state.
    public init(kind: Kind, center: Point, radius: Double?, opacity: Double, color: Color) {
        self.kind = kind
        self.center = center
        self.radius = radius
        self.opacity = opacity
        self.color = color
    }
}

extension PaperView {
    /// The feedback presented at `time` (clock nanoseconds), back to front: the fade layer while
    /// its presented opacity is above 0, then each live tap circle (growing or bursting) in drawing
    /// order, with its presented centre, radius (half the presented diameter) and opacity.
    public func paperFeedbackStates(at time: Int64) -> [PaperFeedbackState] {
        var states: [PaperFeedbackState] = []
        for sublayer in layer.sublayers {
            let p = sublayer.presentation(at: time)
            if sublayer === fadeLayer {
                guard p.opacity > 0 else { continue }
                let frame = Rect(x: p.position.x - p.bounds.width / 2, y: p.position.y - p.bounds.height / 2,
                                 width: p.bounds.width, height: p.bounds.height)
                states.append(PaperFeedbackState(kind: .fade, center: frame.center, radius: nil, opacity: p.opacity,
                                            color: p.backgroundColor))
            } else if queuedTapCircles.contains(where: { $0 === sublayer })
                        || burstingTapCircles.contains(where: { $0 === sublayer }),
                      case .shape(let shape) = p.content, let box = shape.path.controlPointBounds {
                states.append(PaperFeedbackState(kind: .tapCircle, center: box.center, radius: box.width / 2,
                                            opacity: p.opacity, color: shape.fillColor ?? .clear))
            }
        }
        return states
    }
}
