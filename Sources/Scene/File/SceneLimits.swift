import Raster

/// The resource limits a scene file is checked against before anything is allocated for it.
///
/// The defaults admit any scene a person would write or a tool would record (a phone screen at 3×
/// has a few hundred thousand pixels per point of width, a screen of components a few hundred
/// views) while keeping a hostile or mistaken file from exhausting memory: each limit is checked
/// on the parsed document before a view, layer or canvas exists.
public struct SceneLimits: Hashable, Sendable {
    /// The largest file read, in bytes (4 MiB by default), checked before reading it.
    public var maximumFileBytes: Int
    /// The most views in the whole file, nested ones included (10 000 by default).
    public var maximumViews: Int
    /// The deepest nesting of views: a view in `"views"` has depth 1, its children depth 2
    /// (64 by default, far beyond UIKit's practical depth and below the JSON reader's own limit).
    public var maximumDepth: Int
    /// The most canvas pixels, `ceil(w·scale) · ceil(h·scale)` (2²⁵ ≈ 33.5 million by default, a
    /// 128 MiB RGBA canvas, so that a renderer and its offscreen canvases fit in memory); each side
    /// is also limited to `Canvas.maximumSide`.
    public var maximumCanvasPixels: Int

    /// Creates limits; each defaults to the value documented on its property.
    public init(maximumFileBytes: Int = 4 << 20, maximumViews: Int = 10_000, maximumDepth: Int = 64,
                maximumCanvasPixels: Int = 1 << 25) {
        self.maximumFileBytes = maximumFileBytes
        self.maximumViews = maximumViews
        self.maximumDepth = maximumDepth
        self.maximumCanvasPixels = Swift.min(maximumCanvasPixels, Canvas.maximumPixels)
    }
}
