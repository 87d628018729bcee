import Geometry

/// The set-ups of the last few closed-form shadow drawings (``AnalyticShadowCompositor``), kept
/// for the next drawing with the same geometry: each shadow's ``AnalyticShadow/Rows`` (profiles,
/// corner nodes, their tabulated factors and each row's terms) and the shape's interior spans.
///
/// A drawing's set-up is a function of its key alone (the shadows' radii, offsets and colours,
/// the shape, the transform, the target's size and whether the interior is excluded), computed
/// by the same calls whether it is kept or not, so a drawing that finds its set-up here draws the
/// same pixels as one that computes it; only the work is saved (`BM_Raster/touchstone/shadow_card`).
/// The key compares numbers by their bits, so `-0.0` and
/// `0.0` are different keys and a NaN (which the set-up refuses anyway) is never found.
///
/// Owned by whoever owns the drawing memory (a ``Rasterizer``, so a ``Canvas`` or a C caller's
/// `ts_canvas`), never shared: no global state. At most ``capacity`` set-ups are kept, the most
/// recently used first; a drawing that throws keeps nothing.
struct AnalyticShadowSetUps {
    /// What a set-up depends on, as the bit patterns of its numbers.
    struct Key: Equatable {
        fileprivate var words: [UInt64]

        /// The key of drawing `shadows` of `shape` through `transform` into a target of `bounds`,
        /// or `nil` for a shape without a closed form.
        init?(shadows: [Shadow], shape: ShadowShape, transform: AffineTransform, bounds: PixelRect,
              excludingInterior: Bool) {
            var words: [UInt64] = []
            words.reserveCapacity(16 + 4 * shadows.count)
            switch shape {
            case .rect(let r):
                words += [0, r.origin.x.bitPattern, r.origin.y.bitPattern, r.size.width.bitPattern,
                          r.size.height.bitPattern]
            case .roundedRect(let r, let radius):
                words += [1, r.origin.x.bitPattern, r.origin.y.bitPattern, r.size.width.bitPattern,
                          r.size.height.bitPattern, radius.bitPattern]
            case .path:
                return nil
            }
            let t = transform
            words += [t.a.bitPattern, t.b.bitPattern, t.c.bitPattern, t.d.bitPattern, t.tx.bitPattern, t.ty.bitPattern]
            words += [UInt64(bitPattern: Int64(bounds.x)), UInt64(bitPattern: Int64(bounds.y)),
                      UInt64(bitPattern: Int64(bounds.width)), UInt64(bitPattern: Int64(bounds.height)),
                      excludingInterior ? 1 : 0]
            for shadow in shadows {
                let c = shadow.compositingColor
                words += [shadow.radius.bitPattern, shadow.offset.width.bitPattern, shadow.offset.height.bitPattern,
                          UInt64(c.red) | UInt64(c.green) << 8 | UInt64(c.blue) << 16 | UInt64(c.alpha) << 24]
            }
            self.words = words
        }
    }

    /// One drawing's set-up: the shadows to composite, in order, and the interior's spans.
    struct SetUp {
        var layers: [AnalyticShadowCompositor.Layer]
        var interior: SpanRecorder?
    }

    /// How many set-ups are kept (a renderer's frame may draw a few shadowed shapes).
    static let capacity = 4

    /// Most recently used first.
    private var entries: [(key: Key, setUp: SetUp)] = []

    /// Takes the set-up for `key` out of the cache (so that its scratch is not shared while it is
    /// used), or `nil`; give it back with ``keep(_:for:)``.
    mutating func take(_ key: Key) -> SetUp? {
        guard let index = entries.firstIndex(where: { $0.key == key }) else { return nil }
        return entries.remove(at: index).setUp
    }

    /// Keeps `setUp` for `key` as the most recent, dropping the least recently used beyond
    /// ``capacity``.
    mutating func keep(_ setUp: SetUp, for key: Key) {
        entries.removeAll { $0.key == key }
        entries.insert((key, setUp), at: 0)
        if entries.count > AnalyticShadowSetUps.capacity { entries.removeLast() }
    }
}
