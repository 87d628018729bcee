#!/usr/bin/env python3
"""The HTML pages of `touchstone replay --out` and `compare --out`, in a real browser.

Makes a few replays and a comparison with the given tool, opens the pages in Debian's Chromium
(headless, driven by Playwright for Python; no browser is downloaded) and checks that they load
without console errors, that the scrubber, the arrow keys, play and the frame-time chart move
the frame viewer, that the index lists and sorts every trace, that the comparison shows its
verdicts and differing frames, that the pages degrade to tables without script, and that a
screenshot of each page matches its reference in references/ (docs/html-report.md#tests).

    python3 Tests/BrowserTests/test_pages.py --tool .build/release/touchstone
    python3 Tests/BrowserTests/test_pages.py --tool ... --update      # record the references

Exit status 0 when every check passes, 1 otherwise (each failure printed).
"""
import argparse
import base64
import json
import pathlib
import shutil
import subprocess
import sys
import tempfile
import time

from playwright.sync_api import sync_playwright

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent.parent
REFERENCES = HERE / "references"
VIEWPORT = {"width": 1280, "height": 900}
# A pixel differs when a channel differs by more than CHANNEL_TOLERANCE; a screenshot matches
# when at most PIXEL_FRACTION of its pixels differ. Glyph edges move with the font stack and the
# rasterizer, so single channels may jump; 2 % still catches a missing chart, image or table.
CHANNEL_TOLERANCE = 64
PIXEL_FRACTION = 0.02
# The chart's margins in CSS pixels (PageScript.frameChart): frame i's bar is centred at
# left + (i + 0.5) * (width - left - right) / frames.
CHART_LEFT, CHART_RIGHT = 52, 10

failures = []


def check(condition, message):
    if not condition:
        failures.append(message)
        print("FAIL: " + message)
    return condition


def run(tool, *arguments, expect=(0,), cwd=ROOT):
    result = subprocess.run([tool, *arguments], cwd=cwd, capture_output=True, text=True)
    if result.returncode not in expect:
        sys.exit(f"{tool} {' '.join(arguments)} exited {result.returncode}:\n{result.stderr}")


def make_fixture(tool, work):
    """Replays into work/: two traces with frames and state; the 1 114-frame recording without
    frames; tap-card on a copy of the gallery whose card ripples pink, against the goldens (so it
    mismatches); and the comparison of the two tap-card replays."""
    scenes = work / "scenes"
    scenes.mkdir(parents=True)
    gallery = (ROOT / "Traces/gallery.scene.json").read_text()
    card = '"id": "card", "kind": "card", "frame": [16, 88, 380, 140], "color": "#FFFFFF", "elevation": 2,'
    if card not in gallery:
        sys.exit("Traces/gallery.scene.json no longer has the card this test recolours")
    (scenes / "gallery.scene.json").write_text(gallery.replace(card, card + ' "ripple": {"color": "#E9106355"},'))
    shutil.copy(ROOT / "Traces/tap-card.trace.json", scenes / "tap-card.trace.json")
    run(tool, "replay", "Traces/tap-card.trace.json", "Traces/tap-fab.trace.json", "Traces/feed-fling.trace.json",
        "--out", str(work / "replay"), "--state")
    run(tool, "replay", "Traces/flutter-velocity-event-data.trace.json", "--out", str(work / "long"),
        "--frames", "none", "--state")
    run(tool, "replay", str(scenes / "tap-card.trace.json"), "--out", str(work / "pink"),
        "--golden", "Traces/golden", "--golden-stride", "10", expect=(1,))
    # Relative paths, as the page shows them.
    run(tool, "compare", "replay/tap-card", "pink/tap-card", "--out", "compare", expect=(1,), cwd=work)


class Page:
    """A page opened in a fresh tab, collecting console errors and uncaught exceptions."""

    def __init__(self, browser, path, script=True):
        self.context = browser.new_context(viewport=VIEWPORT, device_scale_factor=1, java_script_enabled=script,
                                           reduced_motion="reduce")
        self.page = self.context.new_page()
        self.errors = []
        self.page.on("console", lambda m: self.errors.append(m.text) if m.type in ("error", "warning") else None)
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        # An image replaced while it loads (scrubbing, playing) is aborted, not failed.
        self.page.on("requestfailed", lambda r: None if "ERR_ABORTED" in (r.failure or "")
                     else self.errors.append(f"failed to load {r.url}: {r.failure}"))
        self.name = path.name if path.name != "index.html" else path.parent.name + "/index.html"
        self.page.goto(path.as_uri())
        self.page.wait_for_load_state("load")

    def close(self):
        check(not self.errors, f"{self.name}: console errors: {self.errors}")
        self.context.close()

    def text(self, selector):
        return self.page.locator(selector).inner_text()


def frame_shown(page):
    """The frame number the viewer says it shows."""
    return int(page.text("#frame-number"))


def click_bar(page, selector, frame, frames):
    box = page.page.locator(selector).bounding_box()
    step = (box["width"] - CHART_LEFT - CHART_RIGHT) / frames
    page.page.mouse.click(box["x"] + CHART_LEFT + (frame + 0.5) * step, box["y"] + box["height"] / 2)


def test_index(browser, work):
    page = Page(browser, work / "replay/index.html")
    names = page.page.locator("#traces tbody .trace-name").all_inner_texts()
    check(names == ["tap-card", "tap-fab", "feed-fling"], f"index lists {names}")
    frames = {name: json.loads((work / "replay" / name / "report.json").read_text())["summary"]["frames"] for name in names}
    page.page.locator("#traces th", has_text="frames").click()
    ascending = page.page.locator("#traces tbody .trace-name").all_inner_texts()
    check(ascending == sorted(names, key=frames.get), f"sorted by frames: {ascending}")
    page.page.locator("#traces th", has_text="frames").click()
    check(page.page.locator("#traces tbody .trace-name").all_inner_texts() == sorted(names, key=frames.get, reverse=True),
          "a second click sorts by frames descending")
    page.page.locator("#traces th", has_text="trace").click()
    check(page.page.locator("#traces tbody .trace-name").all_inner_texts() == sorted(names), "sorted by name")
    thumbnails = page.page.eval_on_selector_all("#traces img.thumb", "images => images.map(i => i.naturalWidth)")
    check(len(thumbnails) == 3 and all(w > 0 for w in thumbnails), f"thumbnails load: {thumbnails}")
    page.page.locator("#traces .trace-name", has_text="tap-card").click()
    page.page.wait_for_load_state("load")
    check(page.page.url.endswith("/tap-card/index.html"), "a trace's name opens its viewer")
    page.close()


def test_viewer(browser, work):
    report = json.loads((work / "replay/tap-card/report.json").read_text())
    frames = report["frames"]
    page = Page(browser, work / "replay/tap-card/index.html")
    p = page.page
    check(frame_shown(page) == 0, "the viewer opens on frame 0")
    check(p.locator("#frame-table").is_hidden(), "with script the plain table is hidden")

    def shows(i, how):
        check(frame_shown(page) == i, f"{how}: frame {frame_shown(page)} shown, expected {i}")
        src = p.locator("#frame-image").get_attribute("src")
        # frames/ holds frame 0 and every frame whose hash differs from the one before.
        latest = max(j for j in range(i + 1) if j == 0 or frames[j]["hash"] != frames[j - 1]["hash"])
        check(src == f"frames/{latest:05d}.png", f"{how}: image {src} for frame {i}, expected frame {latest}'s")
        counters = dict(zip(p.locator("#counters td:first-child").all_inner_texts(),
                            p.locator("#counters td:last-child").all_inner_texts()))
        check(counters.get("dirty pixels") == str(frames[i]["dirtyPixels"]), f"{how}: dirty pixels {counters.get('dirty pixels')} for frame {i}")
        check(counters.get("layersDrawn") == str(frames[i]["work"]["layersDrawn"]), f"{how}: layersDrawn for frame {i}")
        check(counters.get("hash", "").strip() == frames[i]["hash"], f"{how}: hash for frame {i}")

    slider = p.locator("#scrubber")
    slider.evaluate("s => { s.value = '5'; s.dispatchEvent(new Event('input')); }")
    shows(5, "slider dragged to 5")
    slider.focus()
    p.keyboard.press("ArrowRight")
    shows(6, "ArrowRight on the slider")
    p.locator("h1").click()   # focus leaves the slider: the page's own keys
    p.keyboard.press("ArrowRight")
    shows(7, "ArrowRight on the page")
    p.keyboard.press("Shift+ArrowLeft")
    shows(0, "Shift+ArrowLeft from 7 (10 back, clamped)")
    p.keyboard.press("End")
    shows(len(frames) - 1, "End")
    p.keyboard.press("Home")
    click_bar(page, "#frame-chart", 21, len(frames))
    shows(21, "a click on bar 21 of the frame-time chart")
    p.keyboard.press("Home")
    check(p.locator("#touch-overlay circle").count() == 1, "frame 0: one finger drawn on the overlay")
    # Play: the trace is 120 frames/s, so a quarter second moves well past frame 0.
    p.locator("#play").click()
    p.wait_for_timeout(250)
    playing = frame_shown(page)
    check(playing > 0, f"play advances (frame {playing} after 0.25 s)")
    p.wait_for_timeout(600)
    check(frame_shown(page) == len(frames) - 1 and "Play" in page.text("#play"), "play stops at the last frame")
    check(p.locator("#state-charts canvas").count() == 2, "radius and opacity curves drawn (the feed's scroll chart is elsewhere)")
    page.close()

    feed = Page(browser, work / "replay/feed-fling/index.html")
    check(feed.page.locator("#state-charts canvas").count() == 3, "feed-fling: radius, opacity and scroll offset curves")
    feed.close()


def test_long_trace(browser, work):
    frames = json.loads((work / "long/flutter-velocity-event-data/report.json").read_text())["summary"]["frames"]
    check(frames > 1000, f"the long trace has {frames} frames")
    started = time.monotonic()
    page = Page(browser, work / "long/flutter-velocity-event-data/index.html")
    page.page.keyboard.press("End")
    check(frame_shown(page) == frames - 1, "End shows the last of the long trace's frames")
    click_bar(page, "#frame-chart", 700, frames)
    check(abs(frame_shown(page) - 700) <= 1, f"a click on bar 700 of {frames} shows frame {frame_shown(page)}")
    for _ in range(50):
        page.page.keyboard.press("ArrowRight")
    check(abs(frame_shown(page) - 750) <= 1, "50 ArrowRights later")
    elapsed = time.monotonic() - started
    check(elapsed < 10, f"the long trace's page loads and scrubs in {elapsed:.1f} s")
    check(page.page.locator("#no-image").is_visible(), "--frames none: the viewer says there are no frame images")
    page.close()


def test_golden_mismatch(browser, work):
    page = Page(browser, work / "pink/tap-card/index.html")
    p = page.page
    check(p.locator(".golden").count() >= 1, "the golden section lists the mismatches")
    sizes = p.eval_on_selector_all(".golden img", "images => images.map(i => i.naturalWidth)")
    check(sizes and all(w > 0 for w in sizes), f"expected, actual, diff and wipe images load: {sizes}")
    first = int(p.locator(".golden").first.get_attribute("data-frame"))
    p.locator(".goto-frame").first.click()
    check(frame_shown(page) == first, f"'show in viewer' selects frame {first}")
    wipe = p.locator(".golden-compare input").first
    wipe.evaluate("s => { s.value = '20'; s.dispatchEvent(new Event('input')); }")
    check("80%" in p.locator(".golden-compare img.top").first.evaluate("i => i.style.clipPath"), "the wipe moves")
    page.close()


def test_compare(browser, work):
    page = Page(browser, work / "compare/index.html")
    p = page.page
    check(p.locator(".compare-trace .badge").first.inner_text() == "undecided", "one replay a side: undecided")
    check("FAIL" in p.locator("h1").inner_text(), "frames differ: the comparison fails")
    sizes = p.eval_on_selector_all(".sides img", "images => images.map(i => i.naturalWidth)")
    check(len(sizes) >= 3 and all(w > 0 for w in sizes), f"baseline, candidate and diff images load: {sizes}")
    data = json.loads((work / "compare/page-data.json").read_text())
    frames = len(data["traces"][0]["frames"])
    click_bar(page, "canvas.ratio", 3, frames)
    check(p.locator(".ratio-note").first.inner_text().startswith("frame 3:"), "a click on a ratio bar names its frame")
    page.close()


def test_without_script(browser, work):
    page = Page(browser, work / "replay/index.html", script=False)
    check(page.page.locator("#traces tbody tr").count() == 3, "without script the index is a table of every trace")
    page.close()
    viewer = Page(browser, work / "replay/tap-card/index.html", script=False)
    rows = viewer.page.locator("#frame-table tbody tr").count()
    frames = json.loads((work / "replay/tap-card/report.json").read_text())["summary"]["frames"]
    check(rows == frames and viewer.page.locator("#frame-table").is_visible(), f"without script the viewer is a table of {rows} frames")
    check(viewer.page.locator("#viewer").is_hidden(), "without script the viewer's controls are hidden")
    viewer.close()


# Screenshots: regions holding measured times (which differ run to run) are masked.
SCREENSHOTS = [
    ("index", "replay/index.html", [], ["#traces td:nth-child(n+5):nth-child(-n+9)", ".meta"]),
    ("viewer", "replay/tap-card/index.html", ["p.keyboard.press('End')", *["p.keyboard.press('ArrowLeft')"] * 20],
     [".facts div:nth-child(n+2):nth-child(-n+6)", "#frame-chart", "#frame-chart-note", "#counters tr:nth-child(-n+4) td:last-child"]),
    ("compare", "compare/index.html", [], [".kv", "canvas.distribution", "canvas.ratio", ".facts div:last-child"]),
]
# The README's tour (docs/images/), unmasked: the viewer with a finger down and the comparison.
DOCS_SCREENSHOTS = [
    ("html-report-viewer", "replay/tap-card/index.html", ["p.keyboard.press('ArrowRight')"] * 4),
    ("html-report-compare", "compare/index.html", []),
]


def compare_images(browser, actual, reference):
    """(differing pixels, total, diff PNG) of two PNGs, decoded and compared in the browser."""
    context = browser.new_context()
    page = context.new_page()
    result = page.evaluate("""async ([a, b, tolerance]) => {
        const load = src => new Promise((ok, fail) => { const i = new Image(); i.onload = () => ok(i); i.onerror = fail; i.src = src; });
        const [x, y] = await Promise.all([load(a), load(b)]);
        if (x.width !== y.width || x.height !== y.height) return { size: [x.width, x.height, y.width, y.height] };
        const pixels = img => { const c = document.createElement("canvas"); c.width = img.width; c.height = img.height;
          const g = c.getContext("2d"); g.drawImage(img, 0, 0); return g.getImageData(0, 0, img.width, img.height); };
        const p = pixels(x), q = pixels(y), diff = new ImageData(x.width, x.height);
        let differing = 0;
        for (let i = 0; i < p.data.length; i += 4) {
          let d = 0;
          for (let k = 0; k < 4; k++) d = Math.max(d, Math.abs(p.data[i + k] - q.data[i + k]));
          const bad = d > tolerance; if (bad) differing++;
          const grey = 255 - (255 - q.data[i]) / 4;
          diff.data.set(bad ? [255, 0, 0, 255] : [grey, grey, grey, 255], i);
        }
        const c = document.createElement("canvas"); c.width = x.width; c.height = x.height;
        c.getContext("2d").putImageData(diff, 0, 0);
        return { differing, total: x.width * x.height, diff: c.toDataURL("image/png") };
    }""", ["data:image/png;base64," + base64.b64encode(actual).decode(),
           "data:image/png;base64," + base64.b64encode(reference).decode(), CHANNEL_TOLERANCE])
    context.close()
    return result


def test_screenshots(browser, work, update, artifacts):
    for name, path, steps, masks in SCREENSHOTS:
        page = Page(browser, work / path)
        p = page.page
        for step in steps:
            eval(step)
        p.wait_for_timeout(100)
        shot = p.screenshot(mask=[p.locator(m) for m in masks], mask_color="#9aa3b0", animations="disabled")
        page.close()
        reference = REFERENCES / f"{name}.png"
        (artifacts / f"{name}.actual.png").write_bytes(shot)
        if update:
            REFERENCES.mkdir(exist_ok=True)
            reference.write_bytes(shot)
            print(f"recorded {reference.relative_to(ROOT)}")
            continue
        if not check(reference.exists(), f"no reference {reference.relative_to(ROOT)} (make browser-references records it)"):
            continue
        result = compare_images(browser, shot, reference.read_bytes())
        if "size" in result:
            check(False, f"screenshot {name}: size {result['size'][:2]} against the reference's {result['size'][2:]}")
            continue
        fraction = result["differing"] / result["total"]
        (artifacts / f"{name}.diff.png").write_bytes(base64.b64decode(result["diff"].split(",", 1)[1]))
        check(fraction <= PIXEL_FRACTION,
              f"screenshot {name}: {result['differing']} of {result['total']} pixels ({fraction:.2%}) differ from "
              f"{reference.relative_to(ROOT)} by more than {CHANNEL_TOLERANCE} (allowed {PIXEL_FRACTION:.0%}); see {artifacts}/{name}.diff.png")


def docs_screenshots(browser, work, folder):
    for name, path, steps in DOCS_SCREENSHOTS:
        page = Page(browser, work / path)
        p = page.page
        for step in steps:
            eval(step)
        p.wait_for_timeout(100)
        p.screenshot(path=str(folder / f"{name}.png"), animations="disabled")
        page.close()
        print(f"wrote {folder / (name + '.png')}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tool", required=True, help="the touchstone executable")
    parser.add_argument("--browser", default="/usr/bin/chromium", help="the Chromium executable (default: Debian's)")
    parser.add_argument("--work", help="where the replays go (default: a temporary folder, removed)")
    parser.add_argument("--artifacts", default=str(ROOT / "out/browser-tests"), help="screenshots and diffs (default: out/browser-tests)")
    parser.add_argument("--update", action="store_true", help="record the screenshot references instead of comparing")
    parser.add_argument("--reuse", action="store_true", help="with --work: keep replays already there")
    parser.add_argument("--docs-images", help="only write the README's unmasked screenshots into this folder")
    options = parser.parse_args()
    tool = str(pathlib.Path(options.tool).resolve())
    started = time.monotonic()
    temporary = None if options.work else tempfile.mkdtemp(prefix="touchstone-browser-")
    work = pathlib.Path(options.work or temporary).resolve()
    artifacts = pathlib.Path(options.artifacts)
    artifacts.mkdir(parents=True, exist_ok=True)
    try:
        if not (options.reuse and (work / "compare/index.html").exists()):
            if work.exists():
                shutil.rmtree(work)
            make_fixture(tool, work)
        replayed = time.monotonic()
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=options.browser, args=["--font-render-hinting=none"])
            if options.docs_images:
                docs_screenshots(browser, work, pathlib.Path(options.docs_images))
            else:
                for test in (test_index, test_viewer, test_long_trace, test_golden_mismatch, test_compare, test_without_script):
                    test(browser, work)
                test_screenshots(browser, work, options.update, artifacts)
            browser.close()
    finally:
        if temporary:
            shutil.rmtree(temporary, ignore_errors=True)
    print(f"browser tests: replays {replayed - started:.1f} s, pages {time.monotonic() - replayed:.1f} s, "
          f"{len(failures)} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
