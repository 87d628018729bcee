/// The static parts of a trace's frame viewer (``TracePageWriter``): the viewer's empty
/// elements, which ``TracePageScript`` fills, and the golden section, which shows its images
/// without script too.
enum TracePageTemplate {
    /// A golden check that did not pass, as the page shows it.
    struct GoldenFailure {
        /// The frame's number.
        var frame: Int
        /// What happened, in words.
        var detail: String
        /// The golden, the frame as rendered and the diff, relative to the page; `nil` when the
        /// files are not beside the page (a missing golden has none).
        var images: (expected: String, actual: String, diff: String)?
    }

    /// The viewer: the frame stage with its touch overlay, the scrubber, the frame's counters,
    /// the frame-time chart and the state curves.
    static func viewer(noImages: Bool) -> String {
        """
        <section id="viewer" class="viewer js-only">
          <div class="stage-column">
            <div class="stage" id="stage"><img id="frame-image" alt="the frame"\(noImages ? " hidden" : "")>\
        <svg id="touch-overlay" preserveAspectRatio="none" aria-hidden="true"></svg>\
        <div id="no-image" class="no-image"\(noImages ? "" : " hidden")>No frame images: this replay ran with --frames none. The touches are drawn on a blank stage of the scene's shape.</div></div>
            <div class="image-note" id="image-note"></div>
          </div>
          <div class="panels">
            <div class="card controls">
              <button id="play" type="button" title="play or pause (space)">▶ Play</button>
              <input id="scrubber" type="range" min="0" max="0" value="0" step="1" aria-label="frame">
              <span id="frame-label" class="frame-label"></span>
            </div>
            <div class="card">
              <h2>Frame <span id="frame-number"></span></h2>
              <div class="frame-details">
                <table class="counters" id="counters"><tbody></tbody></table>
                <div class="frame-extra" id="frame-extra"></div>
              </div>
            </div>
            <div class="card">
              <h2>Frame time · click a bar to see its frame</h2>
              <canvas id="frame-chart" class="chart" height="150"></canvas>
              <div class="chart-note" id="frame-chart-note"></div>
            </div>
            <div class="card" id="state-card">
              <h2>Feedback state</h2>
              <div id="state-charts"></div>
            </div>
          </div>
        </section>

        """
    }

    /// The golden section: nothing without checks; else the count, and each failure's images
    /// side by side (script adds a wipe and a blink comparison).
    static func goldens(checked: Int, failures: [GoldenFailure]) -> String {
        guard checked > 0 else { return "" }
        var text = "<section class=\"card goldens\" id=\"goldens\"><h2>Golden frames</h2>"
        if failures.isEmpty {
            return text + "<p>\(checked) frames checked against their goldens: all match.</p></section>\n"
        }
        text += "<p>\(failures.count) of \(checked) checked frames do not match their goldens.</p>"
        for failure in failures {
            text += "<div class=\"golden\" data-frame=\"\(failure.frame)\"><h3>Frame \(failure.frame) · "
                + "<a href=\"#frame-\(failure.frame)\" class=\"goto-frame\" data-frame=\"\(failure.frame)\">show in viewer</a></h3>"
                + "<p class=\"note\">\(HTMLText.escaped(failure.detail))</p>"
            if let images = failure.images {
                text += "<div class=\"golden-body\"><div class=\"golden-images\">"
                for (caption, path) in [("expected (golden)", images.expected), ("actual", images.actual),
                                        ("diff: red beyond the tolerance, orange within", images.diff)] {
                    text += "<figure><img src=\"\(HTMLText.url(path))\" alt=\"\(caption)\"><figcaption>\(caption)</figcaption></figure>"
                }
                text += "</div><div class=\"golden-compare js-only\" data-expected=\"\(HTMLText.url(images.expected))\" "
                    + "data-actual=\"\(HTMLText.url(images.actual))\"></div></div>"
            }
            text += "</div>"
        }
        return text + "</section>\n"
    }
}
