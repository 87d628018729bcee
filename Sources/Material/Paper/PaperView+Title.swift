import Geometry

extension PaperView {
    /// Gives the paper view `title` (BFPaperButton's title label): the label goes above the fade
    /// layer and the tap circles (BFPaperButton inserts both at the bottom), replacing an earlier
    /// title's label, and Smart Color reads its colour at the next touch-down.
    public func setTitle(_ title: Title) {
        self.title?.label.removeFromSuperview()
        self.title = title
        addSubview(title.label)
        setNeedsLayout()
    }
}
