import Geometry
import Shapes

// ts_shape: a parsed shape spec, held in memory the C caller owns through an opaque pointer.

/// The storage behind a `ts_shape *`: the spec, with a scheme category already resolved through
/// MDC's default shape scheme, so building a path does no lookup.
struct ShapeHandle: OpaqueHandle {
    let spec: ShapeSpec
    /// The scheme `spec` would be resolved with (already resolved; kept so that building a path
    /// does not construct a default scheme on every call).
    let scheme = ShapeScheme()

    /// How `ts_shape_build_path` builds the outline.
    enum Outline {
        /// ``axisAligned``, then, for a size it declines, `rectangle.replacePath(for:in:)`: the
        /// rectangles, curved rectangles and scheme categories the axis-aligned route can take.
        case plannedRectangle
        /// `rectangle.appendPolygonOutline(for:to:replacing:)`, then, for a size it declines,
        /// `rectangle.replacePath(for:in:)`: rectangles with corner offsets whose corners are all
        /// sharp and edges all straight (slanted ones), decided once here instead of on every build.
        case polygon
        /// `rectangle.replacePath(for:in:)`: the other rectangles (corner offsets with other
        /// treatments).
        case rectangle
        /// ``axisAligned`` (a pill's plan), then, for a size it declines, `PillShapeGenerator`.
        case pill
        /// Anything else, through `spec.appendPath(for:to:scheme:)`.
        case general
    }

    let outline: Outline
    /// The rectangle generator whose `appendPath` is the spec's (a plain rectangle for a pill and
    /// ``Outline/general``). A stored property, so building calls it in place rather than copying
    /// the spec's ~300-byte payload and the scheme on every build.
    let rectangle: RectangleShapeGenerator
    /// The axis-aligned route's plan, resolved once, for ``Outline/plannedRectangle`` and
    /// ``Outline/pill`` (unused otherwise). Not optional: reading an optional's payload copied it;
    /// `var` for its `mutating` (but unchanging) `append`, which reads it in place.
    var axisAligned: AxisAlignedOutline

    init(_ spec: ShapeSpec) {
        if case .scheme(let category) = spec {
            self.spec = .rectangle(ShapeScheme()[category].rectangleShapeGenerator)
        } else {
            self.spec = spec
        }
        let outline: Outline
        switch self.spec {
        case .rectangle(let generator): (outline, rectangle) = (.rectangle, generator)
        case .curvedRect(let generator): (outline, rectangle) = (.rectangle, generator.rectangle)
        case .slantedRect(let generator): (outline, rectangle) = (.rectangle, generator.rectangle)
        case .pill: (outline, rectangle) = (.pill, RectangleShapeGenerator())
        case .scheme, .svgPath: (outline, rectangle) = (.general, RectangleShapeGenerator())
        }
        if outline == .rectangle, let plan = AxisAlignedOutline(rectangle) {
            (self.outline, axisAligned) = (.plannedRectangle, plan)
        } else if outline == .rectangle, rectangle.isPolygon {
            (self.outline, axisAligned) = (.polygon, .pill)
        } else {
            (self.outline, axisAligned) = (outline, .pill)
        }
    }
}

/// `ts_shape_create`: parses `json`; on failure writes the message into `error` and returns NULL.
@_cdecl("ts_shape_create")
public func tsShapeCreate(_ json: UnsafePointer<CChar>?, _ errorBuffer: UnsafeMutablePointer<CChar>?,
                          _ errorCapacity: Int) -> OpaquePointer? {
    ShapeHandle.create("shape spec", json: json, errorBuffer: errorBuffer, errorCapacity: errorCapacity) { text in
        ShapeHandle(try ShapeSpec(parsing: text, source: "shape spec"))
    }
}

/// `ts_shape_destroy`.
@_cdecl("ts_shape_destroy")
public func tsShapeDestroy(_ shape: OpaquePointer?) {
    ShapeHandle.destroy(shape)
}

/// Copies `message` into a C buffer of `capacity` bytes, NUL-terminated, cut at a character
/// boundary if it does not fit. Nothing is written when the buffer is NULL or has no room.
func writeMessage(_ message: String, into buffer: UnsafeMutablePointer<CChar>?, capacity: Int) {
    guard let buffer, capacity > 0 else { return }
    var bytes = Array(message.utf8.prefix(capacity - 1))
    // Drop a UTF-8 sequence cut short: continuation bytes are 10xxxxxx.
    if bytes.count == capacity - 1, message.utf8.count > bytes.count {
        while let last = bytes.last, last & 0xC0 == 0x80 { bytes.removeLast() }
        if let last = bytes.last, last >= 0xC0 { bytes.removeLast() }
    }
    for (index, byte) in bytes.enumerated() { buffer[index] = CChar(bitPattern: byte) }
    buffer[bytes.count] = 0
}
