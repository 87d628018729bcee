import Geometry
import Raster

/// The two shadows MDC draws for a Material elevation (`MDCShadowMetrics` in
/// `components/ShadowLayer/src/MDCShadowLayer.m`): a soft, centred **ambient** ("top") shadow and a
/// sharper **key** ("bottom") shadow pushed down, both black by default.
///
///     let metrics = ShadowMetrics(elevation: ShadowElevation.cardPickedUp)    // 8 points
///     for shadow in metrics.shadows() {                                        // key, then ambient
///         let mask = try shadow.mask(for: .roundedRect(bounds, cornerRadius: 4), …)
///         canvas.fill(mask, color: shadow.compositingColor)
///     }
///
/// For elevation e > 0 (points):
///
/// | shadow | radius | offset | opacity |
/// |---|---|---|---|
/// | top (ambient) | 0.889544·e − 0.003701 | (0, 0) | 0.08 |
/// | bottom (key) | 0.666920·e − 0.001648 | (0, 1.23118·e − 0.03933) | 0.26 |
///
/// so e = 1 gives 0.886 / 0.665 / 1.192 (ambient radius, key radius, key offset), e = 6 gives
/// 5.334 / 4.000 / 7.348 and e = 24 gives 21.345 / 16.004 / 29.509. For e ≤ 0, and for NaN, as in MDC
/// (which tests `0 < e`), every value is 0 and there is no shadow.
///
/// ## Fidelity
/// - The values are MDC's exactly. Below e ≈ 0.0042 (ambient) and 0.0025 (key) MDC's radii turn
///   negative, which Core Animation would be handed as is; ``shadows(color:)`` clamps them to 0,
///   the evident intent (almost no blur). The key offset is slightly negative below e ≈ 0.032 and
///   is kept.
/// - `MDCShadowLayer` also masks each shadow with "outer rectangle minus the shape" (even-odd) so
///   a translucent surface is not darkened from inside (`shadowMaskEnabled`, on by default). That
///   mask belongs to whoever composites the shadows (the renderer), not to the metrics.
/// - Sublayer order: the bottom (key) shadow layer is added first and the top (ambient) one over
///   it; ``shadows(color:)`` returns them in that drawing order.
/// - MDC's newer single-shadow table (`MDCShadowsCollection`) is a different model and is not this.
public struct ShadowMetrics: Hashable, Sendable {
    /// The ambient shadow's blur radius, points (MDC's `topShadowRadius`).
    public let topShadowRadius: Double
    /// The ambient shadow's offset, always (0, 0).
    public let topShadowOffset: Size
    /// The ambient shadow's opacity, 0.08 (0 without elevation).
    public let topShadowOpacity: Double
    /// The key shadow's blur radius, points (MDC's `bottomShadowRadius`).
    public let bottomShadowRadius: Double
    /// The key shadow's offset, (0, 1.23118·e − 0.03933) points, downward.
    public let bottomShadowOffset: Size
    /// The key shadow's opacity, 0.26 (0 without elevation).
    public let bottomShadowOpacity: Double

    /// MDC's ambient (top) shadow opacity.
    public static let ambientOpacity = 0.08
    /// MDC's key (bottom) shadow opacity.
    public static let keyOpacity = 0.26

    /// No shadow: every value 0, what MDC returns for e ≤ 0.
    public static let none = ShadowMetrics(elevation: 0)

    /// The metrics for an elevation in points (MDC's `+metricsWithElevation:`); e ≤ 0 or NaN gives
    /// ``none``.
    public init(elevation: Double) {
        guard 0 < elevation else {
            (topShadowRadius, topShadowOffset, topShadowOpacity) = (0, .zero, 0)
            (bottomShadowRadius, bottomShadowOffset, bottomShadowOpacity) = (0, .zero, 0)
            return
        }
        topShadowRadius = 0.889_544 * elevation - 0.003_701
        topShadowOffset = .zero
        topShadowOpacity = ShadowMetrics.ambientOpacity
        bottomShadowRadius = 0.666_920 * elevation - 0.001_648
        bottomShadowOffset = Size(width: 0, height: 1.231_18 * elevation - 0.039_33)
        bottomShadowOpacity = ShadowMetrics.keyOpacity
    }

    /// Whether there is no shadow (the elevation was not positive).
    public var isEmpty: Bool { topShadowOpacity == 0 && bottomShadowOpacity == 0 }

    /// The ambient (top) shadow in `color`, radius clamped at 0.
    public func ambientShadow(color: Color = .black) -> Shadow {
        Shadow(color: color, opacity: topShadowOpacity, radius: Swift.max(topShadowRadius, 0), offset: topShadowOffset)
    }

    /// The key (bottom) shadow in `color`, radius clamped at 0.
    public func keyShadow(color: Color = .black) -> Shadow {
        Shadow(color: color, opacity: bottomShadowOpacity, radius: Swift.max(bottomShadowRadius, 0), offset: bottomShadowOffset)
    }

    /// The shadows to draw, in order: key (bottom sublayer) then ambient (top); empty for ``none``.
    public func shadows(color: Color = .black) -> [Shadow] {
        isEmpty ? [] : [keyShadow(color: color), ambientShadow(color: color)]
    }
}

/// MDC's named elevations, in points (`MDCShadowElevations.h`).
public enum ShadowElevation {
    /// No elevation, 0.
    public static let none = 0.0
    /// Switch, 1.
    public static let `switch` = 1.0
    /// Card at rest, 2.
    public static let cardResting = 2.0
    /// Raised button at rest, 2.
    public static let raisedButtonResting = 2.0
    /// Quick entry at rest, 2.
    public static let quickEntryResting = 2.0
    /// Search bar at rest, 2.
    public static let searchBarResting = 2.0
    /// Quick entry, 3.
    public static let quickEntry = 3.0
    /// Refresh indicator, 3.
    public static let refresh = 3.0
    /// Search bar while scrolled, 3.
    public static let searchBarScrolled = 3.0
    /// App bar, 4.
    public static let appBar = 4.0
    /// Floating action button at rest, 6.
    public static let fabResting = 6.0
    /// Snackbar, 6.
    public static let snackbar = 6.0
    /// Bottom app bar, 8.
    public static let bottomAppBar = 8.0
    /// Bottom navigation bar, 8.
    public static let bottomNavigationBar = 8.0
    /// Card picked up, 8.
    public static let cardPickedUp = 8.0
    /// Menu, 8.
    public static let menu = 8.0
    /// Modal action sheet, 8.
    public static let modalActionSheet = 8.0
    /// Raised button pressed, 8.
    public static let raisedButtonPressed = 8.0
    /// Sub-menu, 9.
    public static let subMenu = 9.0
    /// Floating action button pressed, 12.
    public static let fabPressed = 12.0
    /// Modal bottom sheet, 16.
    public static let modalBottomSheet = 16.0
    /// Navigation drawer, 16.
    public static let navDrawer = 16.0
    /// Right drawer, 16.
    public static let rightDrawer = 16.0
    /// Dialog, 24.
    public static let dialog = 24.0
    /// Picker, 24.
    public static let picker = 24.0
}
