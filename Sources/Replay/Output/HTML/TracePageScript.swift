/// The frame viewer's script (``TracePageWriter``): reads `window.touchstonePageData` from
/// `page-data.js` and drives the scrubber, play/pause, the frame image and its touch overlay,
/// the frame's counters, the frame-time chart, the state curves and the golden comparisons.
/// Without script the page shows its plain table instead (docs/html-report.md).
enum TracePageScript {
    /// The script's source; runs after ``PageScript/common``.
    static let source = #"""
    (() => {
      const { $, palette, ms, esc, niceMax, frameChart, grid } = TS;
      const D = window.touchstonePageData;
      if (!D || !D.frames || D.frames.length === 0) {
        document.body.insertAdjacentHTML("afterbegin", '<p class="card">The page data (page-data.js) is missing; the table below lists the frames.</p>');
        return;
      }
      document.body.classList.add("js");
      const F = D.frames, n = F.length, fps = D.frameRate, budget = D.summary.budgetNs;
      const slider = $("#scrubber"), img = $("#frame-image"), overlay = $("#touch-overlay");
      const label = $("#frame-label"), note = $("#image-note"), playButton = $("#play");
      slider.max = String(n - 1);
      $("#stage").style.aspectRatio = D.size[0] + " / " + D.size[1];
      overlay.setAttribute("viewBox", "0 0 " + D.size[0] + " " + D.size[1]);
      const pad = i => String(i).padStart(5, "0");
      const frameNs = f => f.stepNs + f.renderNs;
      const goldenFailures = D.goldens.filter(g => g.status === "mismatched" || g.status === "missing");

      // Touches: one stroke per finger from began to ended or cancelled.
      const strokes = [], open = new Map();
      for (const e of D.touches) {
        let s = open.get(e.id);
        if (e.phase === "began" || !s) { s = { id: e.id, points: [], end: null }; strokes.push(s); open.set(e.id, s); }
        s.points.push(e);
        if (e.phase === "ended" || e.phase === "cancelled") { s.end = e.t; s.cancelled = e.phase === "cancelled"; open.delete(e.id); }
      }
      const dot = Math.max(D.size[0], D.size[1]) / 55;
      const recentSeconds = 0.3, liftedSeconds = 0.25, eps = 1e-9;
      function drawTouches(t) {
        let svg = "";
        for (const s of strokes) {
          if (s.points[0].t > t + eps) continue;
          const live = s.end === null || s.end > t + eps;
          if (!live && t - s.end > liftedSeconds) continue;
          const seen = s.points.filter(p => p.t <= t + eps);
          const last = seen[seen.length - 1];
          const color = palette[s.id % palette.length];
          const path = seen.filter(p => p.t >= t - recentSeconds);
          if (path.length === 0 || path[0] !== seen[0]) {
            const before = seen[seen.length - path.length - 1];
            if (before) path.unshift(before);
          }
          if (path.length > 1) {
            svg += '<polyline fill="none" stroke="' + color + '" stroke-width="3" stroke-linecap="round" stroke-linejoin="round" ' +
              'vector-effect="non-scaling-stroke" stroke-opacity="0.75" points="' + path.map(p => p.x + "," + p.y).join(" ") + '"/>';
          }
          if (live) {
            svg += '<circle cx="' + last.x + '" cy="' + last.y + '" r="' + dot + '" fill="' + color + '" fill-opacity="0.55" stroke="#fff" ' +
              'stroke-width="2" vector-effect="non-scaling-stroke"/>';
          } else {
            const fade = 1 - (t - s.end) / liftedSeconds;
            svg += '<circle cx="' + last.x + '" cy="' + last.y + '" r="' + dot * 1.2 + '" fill="none" stroke="' + color + '" stroke-width="2.5" ' +
              'vector-effect="non-scaling-stroke" stroke-opacity="' + fade.toFixed(3) + '"' + (s.cancelled ? ' stroke-dasharray="4 3"' : "") + "/>";
          }
        }
        overlay.innerHTML = svg;
      }
      function liveTouches(t) {
        const out = [];
        for (const s of strokes) {
          if (s.points[0].t > t + eps || (s.end !== null && s.end <= t + eps)) continue;
          const seen = s.points.filter(p => p.t <= t + eps);
          out.push(seen[seen.length - 1]);
        }
        return out;
      }

      // Feedback state: per view and kind, tracks of layers matched from frame to frame by
      // their centres (a layer's radius does not shrink, so a smaller one is a new layer).
      const groups = [], groupOf = new Map(), tracks = [], scrolls = new Map();
      let active = new Map(), hasState = false;
      F.forEach((f, i) => {
        if (!f.state) return;
        hasState = true;
        const byKey = new Map(), next = new Map();
        for (const s of f.state) {
          if (s.kind === "scroll") {
            if (!scrolls.has(s.view)) scrolls.set(s.view, { view: s.view, points: [] });
            scrolls.get(s.view).points.push([i, s.offset[0], s.offset[1], s.phase]);
            continue;
          }
          const key = s.view + " · " + s.kind;
          if (!byKey.has(key)) byKey.set(key, []);
          byKey.get(key).push(s);
        }
        for (const [key, list] of byKey) {
          if (!groupOf.has(key)) { groupOf.set(key, groups.length); groups.push({ key, kind: list[0].kind }); }
          const previous = (active.get(key) || []).slice(), kept = [];
          for (const s of list) {
            let best = -1, bestDistance = Infinity;
            previous.forEach((track, j) => {
              if (!track || s.r < track.r * 0.9 - 0.5) return;
              const d = Math.hypot(track.x - s.x, track.y - s.y);
              if (d < bestDistance) { bestDistance = d; best = j; }
            });
            let track;
            if (best >= 0) { track = previous[best]; previous[best] = null; }
            else { track = { group: groupOf.get(key), points: [] }; tracks.push(track); }
            track.x = s.x; track.y = s.y; track.r = s.r;
            track.points.push([i, s.r, s.o]);
            kept.push(track);
          }
          next.set(key, kept);
        }
        active = next;
      });

      // Charts.
      const charts = [];
      function pick(i) { stop(); show(i); }
      const maxNs = F.reduce((m, f) => Math.max(m, frameNs(f)), 0);
      const timeMax = niceMax(Math.max(maxNs, budget) * 1.05);
      charts.push(frameChart($("#frame-chart"), n, 150, {
        pick,
        describe: i => "frame " + i + ": " + ms(frameNs(F[i])) + " ms",
        draw(ctx, plot) {
          grid(ctx, plot, timeMax, v => v === 0 ? "0" : ms(v).replace(/\.?0+$/, "") + " ms", 4);
          const y = v => plot.top + plot.height - plot.height * v / timeMax;
          const w = Math.max(plot.step - (plot.step > 3 ? 1 : 0), 0.6);
          F.forEach((f, i) => {
            const v = frameNs(f);
            ctx.fillStyle = v > budget ? "#c62828" : (f.changed ? "#3f51b5" : "#9fa8da");
            const top = y(v);
            ctx.fillRect(plot.x(i), top, w, Math.max(plot.top + plot.height - top, 1));
          });
          const by = y(budget);
          ctx.strokeStyle = "#c62828"; ctx.setLineDash([5, 4]); ctx.lineWidth = 1.5;
          ctx.beginPath(); ctx.moveTo(plot.left, by); ctx.lineTo(plot.left + plot.width, by); ctx.stroke();
          ctx.setLineDash([]);
          const text = "budget " + ms(budget) + " ms";
          ctx.textAlign = "left"; ctx.textBaseline = "bottom";
          ctx.fillStyle = "rgba(255,255,255,.85)"; ctx.fillRect(plot.left + 4, by - 15, ctx.measureText(text).width + 6, 13);
          ctx.fillStyle = "#c62828"; ctx.fillText(text, plot.left + 7, by - 2);
          for (const g of goldenFailures) {
            ctx.fillStyle = "#c62828";
            ctx.beginPath(); const gx = plot.x(g.frame) + plot.step / 2;
            ctx.moveTo(gx, plot.top + plot.height); ctx.lineTo(gx - 5, plot.top + plot.height + 8); ctx.lineTo(gx + 5, plot.top + plot.height + 8); ctx.fill();
          }
        },
      }));
      $("#frame-chart-note").innerHTML =
        '<span><span class="swatch" style="background:#3f51b5"></span>picture changed</span>' +
        '<span><span class="swatch" style="background:#9fa8da"></span>unchanged</span>' +
        '<span><span class="swatch" style="background:#c62828"></span>over the ' + ms(budget) + ' ms budget (' + D.summary.overBudget + ")</span>" +
        (D.repeat > 1 ? "<span>first of " + D.repeat + " replays; the summary counts every replay</span>" : "") +
        (goldenFailures.length ? "<span>▲ golden mismatch</span>" : "");

      const stateCharts = $("#state-charts");
      function lineChart(title, height, series, yMax, yFormat, fixedMax) {
        const box = document.createElement("div");
        box.innerHTML = '<div class="chart-note" style="margin:6px 0 2px">' + esc(title) + "</div>";
        const canvas = document.createElement("canvas");
        canvas.className = "chart";
        box.appendChild(canvas);
        stateCharts.appendChild(box);
        const max = fixedMax || niceMax(yMax * 1.05);
        charts.push(frameChart(canvas, n, height, {
          pick, left: 52,
          draw(ctx, plot) {
            grid(ctx, plot, max, yFormat, 4);
            const y = v => plot.top + plot.height - plot.height * v / max;
            for (const s of series) {
              ctx.strokeStyle = s.color; ctx.lineWidth = 2; ctx.lineJoin = "round";
              let previous = -2;
              ctx.beginPath();
              for (const [i, v] of s.points) {
                const x = plot.x(i) + plot.step / 2;
                if (i !== previous + 1) ctx.moveTo(x, y(v)); else ctx.lineTo(x, y(v));
                previous = i;
              }
              ctx.stroke();
              if (s.points.length === 1) { ctx.fillStyle = s.color; ctx.fillRect(plot.x(s.points[0][0]), y(s.points[0][1]) - 1.5, 3, 3); }
            }
          },
          marks(ctx, plot, i) {
            const y = v => plot.top + plot.height - plot.height * v / max;
            for (const s of series) {
              const point = s.points.find(p => p[0] === i);
              if (!point) continue;
              ctx.fillStyle = s.color; ctx.strokeStyle = "#fff"; ctx.lineWidth = 1.5;
              ctx.beginPath(); ctx.arc(plot.x(i) + plot.step / 2, y(point[1]), 4, 0, 2 * Math.PI); ctx.fill(); ctx.stroke();
            }
          },
        }));
      }
      if (!hasState) {
        stateCharts.innerHTML = '<p class="note">No state recorded: replay with <code>--state</code> to see each ripple\'s, tap circle\'s and fade\'s radius and opacity and each scroll view\'s offset here.</p>';
      } else if (tracks.length === 0 && scrolls.size === 0) {
        stateCharts.innerHTML = '<p class="note">No feedback layer was live in any frame.</p>';
      } else {
        const color = t => palette[t.group % palette.length];
        const drawn = tracks.filter(t => t.points.some(p => p[1] > 0));
        if (drawn.length) {
          lineChart("radius (points)", 110, drawn.map(t => ({ color: color(t), points: t.points.map(p => [p[0], p[1]]) })),
                    Math.max(...drawn.flatMap(t => t.points.map(p => p[1]))), v => String(Math.round(v * 10) / 10));
        }
        if (tracks.length) {
          lineChart("opacity", 110, tracks.map(t => ({ color: color(t), points: t.points.map(p => [p[0], p[2]]) })),
                    1, v => v.toFixed(2), 1);
        }
        if (scrolls.size) {
          const series = [];
          let k = 0, max = 0;
          for (const s of scrolls.values()) {
            for (const axis of [1, 2]) {
              if (!s.points.some(p => p[axis] !== 0)) continue;
              series.push({ color: palette[(groups.length + k++) % palette.length], label: s.view + " offset " + (axis === 1 ? "x" : "y"),
                            points: s.points.map(p => [p[0], Math.abs(p[axis])]), sign: s.points.some(p => p[axis] < 0) });
              max = Math.max(max, ...s.points.map(p => Math.abs(p[axis])));
            }
          }
          if (series.length) lineChart("scroll offset (points; " + series.map(s => s.label).join(", ") + ")", 110, series, max, v => String(Math.round(v)));
          else stateCharts.insertAdjacentHTML("beforeend", '<p class="note">Scroll views stayed at offset 0.</p>');
        }
        const legend = groups.map((g, k) => '<span><span class="swatch" style="background:' + palette[k % palette.length] + '"></span>' + esc(g.key) + "</span>").join("");
        stateCharts.insertAdjacentHTML("beforeend", '<div class="chart-note">' + legend + "</div>");
      }

      // The frame shown.
      let current = -1;
      const counters = $("#counters tbody"), extra = $("#frame-extra");
      function row(name, value, cls) { return "<tr" + (cls ? ' class="' + cls + '"' : "") + "><td>" + esc(name) + "</td><td>" + value + "</td></tr>"; }
      function show(i) {
        i = Math.max(0, Math.min(n - 1, i | 0));
        if (i === current) return;
        current = i;
        const f = F[i];
        slider.value = String(i);
        label.textContent = "frame " + i + " / " + (n - 1) + " · " + f.t.toFixed(3) + " s";
        $("#frame-number").textContent = String(i);
        if (f.image) {
          const src = encodeURI(f.image);
          if (img.getAttribute("src") !== src) img.setAttribute("src", src);
          const own = "frames/" + pad(i) + ".png";
          note.textContent = f.image === own ? f.image : "unchanged since " + f.image.replace(/^frames\/0*(\d)/, "frame $1").replace(/\.png$/, "") + ": showing " + f.image;
        } else if (D.frameSelection !== "none") {
          note.textContent = "no frame image written at or before this frame";
        }
        drawTouches(f.t);
        const total = frameNs(f);
        let rows = row("time", f.t.toFixed(4) + " s") + row("step", ms(f.stepNs) + " ms") + row("render", ms(f.renderNs) + " ms") +
          row("frame", '<b style="color:' + (total > budget ? "#c62828" : "inherit") + '">' + ms(total) + " ms</b>") +
          row("dirty pixels", String(f.dirty));
        for (const [name, value] of Object.entries(f.work)) rows += row(name, String(value));
        rows += row("picture", f.changed ? "changed" : "same as frame " + (i - 1)) + row("hash", "<code>" + f.hash + "</code>");
        counters.innerHTML = rows;
        const previousT = i > 0 ? F[i - 1].t : -1;
        const events = D.events.filter(e => e.t > previousT + eps && e.t <= f.t + eps);
        const touches = liveTouches(f.t);
        let html = "<b>Fingers</b>" + (touches.length ? "<ul>" + touches.map(p => "<li>finger " + p.id + " " + p.phase + " at (" + p.x.toFixed(1) + ", " + p.y.toFixed(1) + ")</li>").join("") + "</ul>" : '<p class="note">none down</p>');
        html += "<b>Events in this frame</b>" + (events.length ? "<ul>" + events.map(e => "<li>" + esc(e.name) + (e.view ? " · " + esc(e.view) : "") + " at " + e.t.toFixed(4) + " s</li>").join("") + "</ul>" : '<p class="note">none</p>');
        if (f.state && f.state.length) {
          html += "<b>Live feedback layers</b><ul>" + f.state.map(s => s.kind === "scroll"
            ? "<li>" + esc(s.view) + " scroll: offset (" + s.offset[0].toFixed(1) + ", " + s.offset[1].toFixed(1) + "), " + esc(s.phase) + "</li>"
            : "<li>" + esc(s.view) + " " + esc(s.kind) + ": radius " + s.r.toFixed(1) + " pt, opacity " + s.o.toFixed(3) + "</li>").join("") + "</ul>";
        }
        extra.innerHTML = html;
        for (const chart of charts) chart.cursor(i);
      }

      // Play at the trace's frame rate: the frame shown is the one due at the time elapsed.
      let playing = false, startTime = 0, startFrame = 0;
      function tick(now) {
        if (!playing) return;
        const i = startFrame + Math.floor((now - startTime) / 1000 * fps);
        if (i >= n - 1) { show(n - 1); stop(); return; }
        show(i);
        requestAnimationFrame(tick);
      }
      function start() {
        if (current >= n - 1) show(0);
        playing = true; startFrame = current; startTime = performance.now();
        playButton.textContent = "❚❚ Pause";
        requestAnimationFrame(tick);
      }
      function stop() { playing = false; playButton.textContent = "▶ Play"; }
      playButton.addEventListener("click", () => playing ? stop() : start());
      slider.addEventListener("input", () => { stop(); show(Number(slider.value)); });
      document.addEventListener("keydown", event => {
        if (event.target !== slider && event.target.tagName === "INPUT") return;
        const step = event.shiftKey ? 10 : 1;
        let target = null;
        if (event.key === " ") { event.preventDefault(); playing ? stop() : start(); return; }
        if (event.target === slider) return;   // the slider moves itself on arrows, Home and End
        if (event.key === "ArrowRight") target = current + step;
        else if (event.key === "ArrowLeft") target = current - step;
        else if (event.key === "Home") target = 0;
        else if (event.key === "End") target = n - 1;
        if (target !== null) { event.preventDefault(); stop(); show(target); }
      });
      for (const link of document.querySelectorAll(".goto-frame")) {
        link.addEventListener("click", event => { event.preventDefault(); pick(Number(link.dataset.frame)); $("#viewer").scrollIntoView(); });
      }

      // Golden comparisons: a wipe between the golden and the frame, and a blink.
      for (const box of document.querySelectorAll(".golden-compare")) {
        box.innerHTML = '<div class="wipe"><img class="base" alt="actual" src="' + box.dataset.actual + '"><img class="top" alt="expected" src="' + box.dataset.expected + '"></div>' +
          '<div class="controls" style="margin-top:6px"><input type="range" min="0" max="100" value="50" aria-label="wipe"><button type="button" class="secondary">Blink</button></div>' +
          "<figcaption>left of the edge: the golden; right: the frame as rendered. Blink alternates them.</figcaption>";
        const top = $(".top", box), wipe = $("input", box), blink = $("button", box);
        const clip = () => { top.style.clipPath = "inset(0 " + (100 - Number(wipe.value)) + "% 0 0)"; };
        wipe.addEventListener("input", clip); clip();
        let timer = null;
        blink.addEventListener("click", () => {
          if (timer) { clearInterval(timer); timer = null; top.style.visibility = ""; blink.textContent = "Blink"; clip(); return; }
          top.style.clipPath = "none"; blink.textContent = "Stop";
          timer = setInterval(() => { top.style.visibility = top.style.visibility === "hidden" ? "" : "hidden"; }, 500);
        });
      }

      let resizeTimer = null;
      window.addEventListener("resize", () => { clearTimeout(resizeTimer); resizeTimer = setTimeout(() => charts.forEach(c => c.render()), 100); });
      const fromHash = /^#frame-(\d+)$/.exec(location.hash);
      show(fromHash ? Number(fromHash[1]) : 0);
    })();

    """#
}
