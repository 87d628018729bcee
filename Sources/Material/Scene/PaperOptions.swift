import JSON
import Raster
import Scene

/// A scene file's `"paper"` object (docs/formats.md): every ``PaperView`` property a scene may set, each
/// optional (absent keys keep BFPaperView's defaults). Each property is the key of its name and
/// sets the ``PaperView`` property of that name; `nil` when absent.
public struct PaperOptions {
    /// `"raised"`.
    public var raised: Bool?
    /// `"tapCircleColor"`.
    public var tapCircleColor: Color?
    /// `"backgroundFadeColor"`.
    public var backgroundFadeColor: Color?
    /// `"tapCircleDiameter"`: points, or one of the named diameters.
    public var tapCircleDiameter: Double?
    /// `"tapCircleDiameterStartValue"`, points, 0 or more.
    public var tapCircleDiameterStartValue: Double?
    /// `"burstAmount"`, points, 0 or more.
    public var burstAmount: Double?
    /// `"rippleFromTapLocation"`.
    public var rippleFromTapLocation: Bool?
    /// `"rippleBeyondBounds"`.
    public var rippleBeyondBounds: Bool?
    /// `"touchDownDuration"`, seconds, 0 or more.
    public var touchDownDuration: Double?
    /// `"touchUpDuration"`, seconds, 0 or more.
    public var touchUpDuration: Double?

    /// The named diameters of `"tapCircleDiameter"`.
    static let namedDiameters: [(String, Double)] = [
        ("default", PaperView.tapCircleDiameterDefault), ("full", PaperView.tapCircleDiameterFull),
        ("small", PaperView.tapCircleDiameterSmall), ("medium", PaperView.tapCircleDiameterMedium),
        ("large", PaperView.tapCircleDiameterLarge),
    ]

    /// Reads the object.
    ///
    /// - Throws: ``JSON/JSONError`` with the path of an unknown key or a bad value.
    public init(reading reader: JSONReader) throws {
        var object = try reader.object()
        raised = try object.optional("raised")?.bool()
        tapCircleColor = try object.optional("tapCircleColor")?.color()
        backgroundFadeColor = try object.optional("backgroundFadeColor")?.color()
        if let diameter = object.optional("tapCircleDiameter") {
            if case .string = diameter.value {
                let name = try diameter.string(oneOf: Self.namedDiameters.map(\.0))
                tapCircleDiameter = Self.namedDiameters.first { $0.0 == name }?.1
            } else {
                tapCircleDiameter = try diameter.positiveNumber("tap circle diameter")
            }
        }
        tapCircleDiameterStartValue = try object.optional("tapCircleDiameterStartValue")?
            .nonNegativeNumber("start diameter")
        burstAmount = try object.optional("burstAmount")?.nonNegativeNumber("burst amount")
        rippleFromTapLocation = try object.optional("rippleFromTapLocation")?.bool()
        rippleBeyondBounds = try object.optional("rippleBeyondBounds")?.bool()
        touchDownDuration = try object.optional("touchDownDuration")?.nonNegativeNumber("duration in seconds")
        touchUpDuration = try object.optional("touchUpDuration")?.nonNegativeNumber("duration in seconds")
        try object.finish()
    }

    /// Sets the given properties on `paper`.
    public func apply(to paper: PaperView) {
        if let raised { paper.isRaised = raised }
        if let tapCircleColor { paper.tapCircleColor = tapCircleColor }
        if let backgroundFadeColor { paper.backgroundFadeColor = backgroundFadeColor }
        if let tapCircleDiameter { paper.tapCircleDiameter = tapCircleDiameter }
        if let tapCircleDiameterStartValue { paper.tapCircleDiameterStartValue = tapCircleDiameterStartValue }
        if let burstAmount { paper.tapCircleBurstAmount = burstAmount }
        if let rippleFromTapLocation { paper.rippleFromTapLocation = rippleFromTapLocation }
        if let rippleBeyondBounds { paper.rippleBeyondBounds = rippleBeyondBounds }
        if let touchDownDuration { paper.touchDownAnimationDuration = touchDownDuration }
        if let touchUpDuration { paper.touchUpAnimationDuration = touchUpDuration }
    }
}
