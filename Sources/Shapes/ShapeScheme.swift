/// The two corner families of the Material shape system (MDC's `MDCShapeCornerFamily`).
public enum ShapeCornerFamily: Int, Hashable, Sendable {
    /// Rounded corners (MDC's value 0).
    case rounded = 0
    /// Cut corners (MDC's value 1).
    case cut = 1
}

/// Four corner treatments that a themed component applies to its rectangle generator (MDC's
/// `MDCShapeCategory`).
public struct ShapeCategory: Hashable, Sendable {
    /// The top-left corner.
    public var topLeftCorner: CornerTreatment
    /// The top-right corner.
    public var topRightCorner: CornerTreatment
    /// The bottom-right corner.
    public var bottomRightCorner: CornerTreatment
    /// The bottom-left corner.
    public var bottomLeftCorner: CornerTreatment

    /// Rounded corners of radius 0, MDC's default category (sharp in effect).
    public init() {
        self.init(family: .rounded, size: 0)
    }

    /// The same absolute treatment of `size` points on every corner (MDC's
    /// `initCornersWithFamily:andSize:`).
    public init(family: ShapeCornerFamily, size: Double) {
        let corner: CornerTreatment = family == .rounded ? .rounded(radius: size) : .cut(size)
        (topLeftCorner, topRightCorner, bottomRightCorner, bottomLeftCorner) = (corner, corner, corner, corner)
    }

    /// A rectangle generator with this category's corners, as MDC's themers build one.
    public var rectangleShapeGenerator: RectangleShapeGenerator {
        var generator = RectangleShapeGenerator()
        generator.topLeftCorner = topLeftCorner
        generator.topRightCorner = topRightCorner
        generator.bottomRightCorner = bottomRightCorner
        generator.bottomLeftCorner = bottomLeftCorner
        return generator
    }
}

/// The size classes of a shape scheme, each mapped to components by MDC's README: small for
/// buttons, chips, extended FABs, snackbars and text fields; medium for cards and dialogs; large for
/// modal bottom sheets and bottom navigation drawers.
public enum ShapeSize: String, Hashable, Sendable, CaseIterable {
    /// Small components.
    case small
    /// Medium components.
    case medium
    /// Large components.
    case large
}

/// The shape categories of a theme (MDC's `MDCShapeScheme`).
public struct ShapeScheme: Hashable, Sendable {
    /// The category for small components.
    public var smallComponentShape: ShapeCategory
    /// The category for medium components.
    public var mediumComponentShape: ShapeCategory
    /// The category for large components.
    public var largeComponentShape: ShapeCategory

    /// MDC's defaults (`MDCShapeSchemeDefaultsMaterial201809`): small rounded 4, medium rounded 4,
    /// large rounded 0.
    public init() {
        smallComponentShape = ShapeCategory(family: .rounded, size: 4)
        mediumComponentShape = ShapeCategory(family: .rounded, size: 4)
        largeComponentShape = ShapeCategory(family: .rounded, size: 0)
    }

    /// Creates a scheme from three categories.
    public init(small: ShapeCategory, medium: ShapeCategory, large: ShapeCategory) {
        smallComponentShape = small
        mediumComponentShape = medium
        largeComponentShape = large
    }

    /// The category for a size class.
    public subscript(size: ShapeSize) -> ShapeCategory {
        get {
            switch size {
            case .small: return smallComponentShape
            case .medium: return mediumComponentShape
            case .large: return largeComponentShape
            }
        }
        set {
            switch size {
            case .small: smallComponentShape = newValue
            case .medium: mediumComponentShape = newValue
            case .large: largeComponentShape = newValue
            }
        }
    }
}
