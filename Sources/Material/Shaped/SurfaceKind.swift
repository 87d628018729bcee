import Raster
import Shapes

/// The Material components whose shape MDC's themers set from a ``ShapeScheme`` (docs/material.md), with
/// the shape and elevations each one gets.
///
///     let generator = SurfaceKind.card.shapeGenerator(from: ShapeScheme())   // rounded 4 all round
///
/// | kind | shape | elevation resting / pressed |
/// |---|---|---|
/// | ``button`` | the scheme's small category, four corners | unchanged |
/// | ``floatingActionButton`` | rounded 50 % of the height on every corner, **ignoring the scheme** | 6 / 12 |
/// | ``card`` | the medium category, four corners | unchanged |
/// | ``chip`` | rounded 50 % of the height, **ignoring the scheme** (MDC #9999) | unchanged |
/// | ``bottomSheet`` | the large category on the **top** corners only; bottom corners sharp | unchanged |
///
/// "Unchanged" means the themer does not touch the elevation; a surface keeps what it was given.
/// Percentage corners are fractions of the view's height (MDC's rule), so a 56 × 56 FAB is a circle
/// and a wider one a pill.
public enum SurfaceKind: String, Hashable, Sendable, CaseIterable {
    /// A button (`MDCButtonShapeThemer`): small category.
    case button
    /// A floating action button (`MDCFloatingButton+MaterialTheming`): 50 % rounded, 6 / 12.
    case floatingActionButton
    /// A card (`MDCCardsShapeThemer`): medium category.
    case card
    /// A chip (`MDCChipView+MaterialTheming`): 50 % rounded.
    case chip
    /// A bottom sheet's preferred state (`MDCBottomSheetControllerShapeThemer`): large category,
    /// top corners.
    case bottomSheet

    /// The scheme category the themer reads, `nil` for the kinds that ignore the scheme.
    public var shapeSize: ShapeSize? {
        switch self {
        case .button: return .small
        case .card: return .medium
        case .bottomSheet: return .large
        case .floatingActionButton, .chip: return nil
        }
    }

    /// The generator the themer builds: a default rectangle generator given the category's corners
    /// (see the type's doc).
    public func shapeGenerator(from scheme: ShapeScheme) -> RectangleShapeGenerator {
        guard let size = shapeSize else {
            let half = CornerTreatment.rounded(radius: 0.5, valueType: .percentage)
            return ShapeCategory(corners: half).rectangleShapeGenerator
        }
        var generator = scheme[size].rectangleShapeGenerator
        if self == .bottomSheet {
            generator.bottomLeftCorner = .sharp
            generator.bottomRightCorner = .sharp
        }
        return generator
    }

    /// The resting elevation the themer sets, in points; `nil` when it leaves the elevation alone.
    public var restingElevation: Double? {
        self == .floatingActionButton ? ShadowElevation.fabResting : nil
    }

    /// The elevation while pressed, in points; `nil` when pressing does not change it.
    public var pressedElevation: Double? {
        self == .floatingActionButton ? ShadowElevation.fabPressed : nil
    }
}

extension ShapeCategory {
    /// The same treatment on all four corners.
    init(corners: CornerTreatment) {
        self.init()
        (topLeftCorner, topRightCorner, bottomRightCorner, bottomLeftCorner) = (corners, corners, corners, corners)
    }
}
