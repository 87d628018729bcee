/// The comparison page's script (``ComparePage``): reads `window.touchstonePageData` and draws,
/// per trace, the two sides' samples and the per-frame ratio chart, whose bars show their
/// numbers on click. The verdicts, numbers and images are plain HTML without it.
enum ComparePageScript {
    /// The script's source; runs after ``PageScript/common``.
    static let source = #"""
    (() => {
      const { $, prepare, frameChart } = TS;
      const D = window.touchstonePageData;
      if (!D || !D.traces) return;
      document.body.classList.add("js");
      const counted = D.measure === "instructions";
      const value = v => counted ? Math.round(v).toLocaleString("en-US") : (v / 1000).toFixed(2) + " µs";
      const colors = { baseline: "#78909c", candidate: "#3f51b5" };
      document.querySelectorAll(".compare-trace").forEach(card => {
        const T = D.traces[Number(card.dataset.index)];
        drawSamples($("canvas.distribution", card), T);
        const frames = T.frames, n = frames.length, note = $(".ratio-note", card);
        if (n === 0) return;
        const ratio = f => f[0] === 0 ? (f[1] === 0 ? 1 : Infinity) : f[1] / f[0];
        const finite = frames.map(ratio).filter(r => isFinite(r) && r > 0);
        const widest = Math.max(1, ...finite.map(r => Math.max(r, 1 / r)));
        const extent = widest <= 2 ? 2 : widest <= 4 ? 4 : 8;
        const lo = Math.log(1 / extent), hi = Math.log(extent);
        let chart = null;
        const describe = i => "frame " + i + ": baseline " + value(frames[i][0]) + ", candidate " + value(frames[i][1]) +
          ", ratio " + (isFinite(ratio(frames[i])) ? ratio(frames[i]).toFixed(3) : "∞");
        chart = frameChart($("canvas.ratio", card), n, 130, {
          describe,
          pick(i) { note.textContent = describe(i); chart.cursor(i); },
          draw(ctx, plot) {
            const y = r => plot.top + plot.height * (hi - Math.log(Math.min(extent, Math.max(1 / extent, r)))) / (hi - lo);
            ctx.strokeStyle = "#e6e9ef"; ctx.fillStyle = "#5f6b7a"; ctx.textAlign = "right"; ctx.textBaseline = "middle"; ctx.lineWidth = 1;
            for (let r = 1 / extent; r <= extent * 1.0001; r *= 2) {
              ctx.beginPath(); ctx.moveTo(plot.left, Math.round(y(r)) + 0.5); ctx.lineTo(plot.left + plot.width, Math.round(y(r)) + 0.5); ctx.stroke();
              ctx.fillText("×" + String(Math.round(r * 1000) / 1000), plot.left - 6, y(r));
            }
            const w = Math.max(plot.step - (plot.step > 3 ? 1 : 0), 0.6);
            frames.forEach((f, i) => {
              const r = ratio(f), top = y(isFinite(r) ? r : extent), base = y(1);
              ctx.fillStyle = r > 1 ? "#c62828" : r < 1 ? "#2e7d32" : "#9e9e9e";
              ctx.fillRect(plot.x(i), Math.min(top, base), w, Math.max(Math.abs(base - top), 1));
            });
            ctx.strokeStyle = "#1d2330"; ctx.lineWidth = 1;
            ctx.beginPath(); ctx.moveTo(plot.left, Math.round(y(1)) + 0.5); ctx.lineTo(plot.left + plot.width, Math.round(y(1)) + 0.5); ctx.stroke();
            if (T.firstDifferentFrame !== null && T.firstDifferentFrame < n) {
              const x = plot.x(T.firstDifferentFrame) + plot.step / 2;
              ctx.fillStyle = "#c62828";
              ctx.beginPath(); ctx.moveTo(x, plot.top + plot.height); ctx.lineTo(x - 5, plot.top + plot.height + 8); ctx.lineTo(x + 5, plot.top + plot.height + 8); ctx.fill();
            }
          },
        });
        note.textContent = "red: the candidate took longer; green: shorter" + (T.firstDifferentFrame !== null ? "; ▲ first frame whose picture differs" : "") + ". Click a bar for its numbers.";
        window.addEventListener("resize", () => chart.render());
      });

      // The two sides' samples on one axis: one dot per replay (or run, or total) and the medians.
      function drawSamples(canvas, T) {
        const { ctx, width, height } = prepare(canvas, 90);
        const all = T.baselineSamples.concat(T.candidateSamples);
        const min = counted ? 0 : Math.min(...all), max = Math.max(...all);
        const span = max - min || Math.max(1, max * 0.1);
        const left = 74, right = width - 12;
        const x = v => left + (right - left) * (v - (min - span * 0.05)) / (span * 1.1);
        ctx.font = "11px Roboto, Arial, sans-serif"; ctx.textBaseline = "middle";
        [["baseline", T.baselineSamples, T.baseline, 24], ["candidate", T.candidateSamples, T.candidate, 54]].forEach(([side, samples, median, y]) => {
          ctx.fillStyle = "#5f6b7a"; ctx.textAlign = "left"; ctx.fillText(side, 4, y);
          ctx.strokeStyle = "#e6e9ef"; ctx.beginPath(); ctx.moveTo(left, y + 0.5); ctx.lineTo(right, y + 0.5); ctx.stroke();
          ctx.fillStyle = colors[side];
          if (counted) {
            ctx.fillRect(left, y - 7, Math.max(2, x(median) - left), 14);
          } else {
            for (const v of samples) { ctx.globalAlpha = 0.6; ctx.beginPath(); ctx.arc(x(v), y, 4, 0, 2 * Math.PI); ctx.fill(); }
            ctx.globalAlpha = 1;
            ctx.fillRect(x(median) - 1, y - 11, 3, 22);
          }
        });
        ctx.fillStyle = "#5f6b7a"; ctx.textAlign = "left"; ctx.fillText(value(min), left, 80);
        ctx.textAlign = "right"; ctx.fillText(value(max), right, 80);
      }
    })();

    """#
}
