/// The script every page with charts starts with: element and number helpers, the palette, and
/// ``frameChart``, a canvas chart over a replay's frames that draws its content once and only
/// the cursor after that, so scrubbing stays quick at thousands of frames.
enum PageScript {
    /// The script's source (plain JavaScript, no framework); defines the global `TS`.
    static let common = #"""
    "use strict";
    const TS = (() => {
      const $ = (selector, root) => (root || document).querySelector(selector);
      const palette = ["#3f51b5", "#e91e63", "#00897b", "#f57c00", "#8e24aa", "#039be5", "#7cb342", "#6d4c41"];
      const ms = ns => (ns / 1e6).toFixed(3);
      const esc = text => String(text).replace(/[&<>"']/g, c => ({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;"})[c]);
      // The smallest round number (1, 1.2, 1.6, 2, 2.4, 3, 4, 6 or 8 times a power of ten; each
      // splits into four round steps) at or above v; 1 for v <= 0.
      function niceMax(v) {
        if (!(v > 0)) return 1;
        const p = Math.pow(10, Math.floor(Math.log10(v)));
        for (const m of [1, 1.2, 1.6, 2, 2.4, 3, 4, 6, 8, 10]) if (m * p >= v * 0.999999) return m * p;
        return 10 * p;
      }
      // A canvas as wide as its box at the device's pixel ratio, `height` CSS pixels high.
      function prepare(canvas, height) {
        const ratio = window.devicePixelRatio || 1;
        const width = Math.max(50, Math.round(canvas.getBoundingClientRect().width || canvas.parentNode.clientWidth));
        canvas.style.height = height + "px";
        canvas.width = Math.round(width * ratio);
        canvas.height = Math.round(height * ratio);
        const ctx = canvas.getContext("2d");
        ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
        return { ctx, width, height, ratio };
      }
      // A chart over `count` frames: `draw(ctx, plot)` paints the content once (plot has left,
      // top, width, height, x(i) for the left edge of frame i and step, the width of a frame);
      // `cursor(i)` repaints it with a line at frame i; clicks call `pick(i)`.
      function frameChart(canvas, count, height, options) {
        const margin = { left: options.left || 52, right: 10, top: 10, bottom: 20 };
        let layer = null, plot = null, current = 0, hover = null, scale = 1;
        function render() {
          const { width, ratio } = prepare(canvas, height);
      scale = ratio;
          plot = { left: margin.left, top: margin.top, width: width - margin.left - margin.right,
                   height: height - margin.top - margin.bottom };
          plot.step = plot.width / count;
          plot.x = i => plot.left + i * plot.step;
          layer = document.createElement("canvas");
          layer.width = canvas.width; layer.height = canvas.height;
          const lctx = layer.getContext("2d");
          lctx.setTransform(ratio, 0, 0, ratio, 0, 0);
          lctx.font = "11px Roboto, Arial, sans-serif";
          options.draw(lctx, plot);
          // Frame numbers along the bottom.
          lctx.fillStyle = "#5f6b7a"; lctx.textAlign = "center"; lctx.textBaseline = "top";
          const every = niceMax(count / Math.max(1, plot.width / 70));
          for (let i = 0; i < count; i += every) lctx.fillText(String(i), plot.x(i) + plot.step / 2, plot.top + plot.height + 5);
          cursor(current);
        }
        function cursor(i) {
          current = i;
          const ctx = canvas.getContext("2d");
          ctx.setTransform(1, 0, 0, 1, 0, 0);
          ctx.clearRect(0, 0, canvas.width, canvas.height);
          ctx.drawImage(layer, 0, 0);
          ctx.setTransform(scale, 0, 0, scale, 0, 0);
          const x = plot.x(i) + plot.step / 2;
          ctx.strokeStyle = "#1d2330"; ctx.lineWidth = 1.5;
          ctx.beginPath(); ctx.moveTo(x, plot.top - 4); ctx.lineTo(x, plot.top + plot.height); ctx.stroke();
          if (options.marks) options.marks(ctx, plot, i);
          if (hover !== null && hover !== i) {
            const hx = plot.x(hover) + plot.step / 2;
            ctx.strokeStyle = "rgba(63,81,181,.45)"; ctx.lineWidth = 1;
            ctx.beginPath(); ctx.moveTo(hx, plot.top); ctx.lineTo(hx, plot.top + plot.height); ctx.stroke();
          }
        }
        function frameAt(event) {
          const box = canvas.getBoundingClientRect();
          const i = Math.floor((event.clientX - box.left - plot.left) / plot.step);
          return Math.max(0, Math.min(count - 1, i));
        }
        canvas.addEventListener("click", event => options.pick(frameAt(event)));
        canvas.addEventListener("mousemove", event => {
          hover = frameAt(event);
          canvas.title = options.describe ? options.describe(hover) : "frame " + hover;
          cursor(current);
        });
        canvas.addEventListener("mouseleave", () => { hover = null; cursor(current); });
        render();
        return { render, cursor };
      }
      // Horizontal grid lines and labels from 0 to `max` (`format` makes a label).
      function grid(ctx, plot, max, format, lines) {
        ctx.strokeStyle = "#e6e9ef"; ctx.fillStyle = "#5f6b7a"; ctx.lineWidth = 1;
        ctx.textAlign = "right"; ctx.textBaseline = "middle";
        for (let k = 0; k <= lines; k++) {
          const v = max * k / lines, y = plot.top + plot.height - plot.height * k / lines;
          ctx.beginPath(); ctx.moveTo(plot.left, Math.round(y) + 0.5); ctx.lineTo(plot.left + plot.width, Math.round(y) + 0.5); ctx.stroke();
          ctx.fillText(format(v), plot.left - 6, y);
        }
      }
      return { $, palette, ms, esc, niceMax, prepare, frameChart, grid };
    })();

    """#
}
