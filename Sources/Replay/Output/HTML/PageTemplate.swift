/// What every page shares: the document's head with the inline style sheet. Pages use no
/// network, no web font and no framework; Roboto when installed, else the system's sans-serif.
enum PageTemplate {
    /// `<!doctype html>` through `<body>`, with `title` escaped; `bodyClass` names the page kind.
    static func head(title: String, bodyClass: String) -> String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="generator" content="touchstone">
        <title>\(HTMLText.escaped(title))</title>
        <style>
        \(style)
        </style>
        </head>
        <body class="\(bodyClass)">

        """
    }

    /// The style sheet: a light page of cards, verdict colours (`pass`, `warn`, `fail`, and the
    /// comparison's `same`, `faster`, `slower`, `undecided`), tables, charts and the frame stage.
    static let style = #"""
    :root { --ink: #1d2330; --muted: #5f6b7a; --line: #dde2ea; --page: #f4f6f9; --card: #fff;
      --accent: #3f51b5; --pass: #2e7d32; --warn: #e08a00; --fail: #c62828; --idle: #78909c;
      font-family: Roboto, "Helvetica Neue", Arial, sans-serif; font-size: 14px; color: var(--ink); }
    * { box-sizing: border-box; }
    [hidden] { display: none !important; }
    body { margin: 0; background: var(--page); display: flex; flex-direction: column; gap: 16px; padding: 20px 24px 40px; }
    h1 { font-size: 22px; font-weight: 500; margin: 4px 0 4px; display: flex; align-items: center; gap: 10px; }
    h2 { font-size: 13px; font-weight: 500; text-transform: uppercase; letter-spacing: .06em; color: var(--muted); margin: 0 0 10px; }
    a { color: var(--accent); text-decoration: none; } a:hover { text-decoration: underline; }
    code { font-family: "Roboto Mono", "DejaVu Sans Mono", monospace; font-size: 12px; }
    .page-header { order: -3; }
    .back { font-size: 13px; }
    .meta { color: var(--muted); margin: 0 0 12px; }
    .facts { display: flex; flex-wrap: wrap; gap: 8px; margin: 0; }
    .facts div { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 6px 12px; }
    .facts dt { font-size: 11px; color: var(--muted); text-transform: uppercase; letter-spacing: .05em; }
    .facts dd { margin: 2px 0 0; font-size: 15px; font-variant-numeric: tabular-nums; }
    .dot { display: inline-block; width: 12px; height: 12px; border-radius: 50%; background: var(--idle); flex: none; }
    .dot.pass, .badge.pass, .badge.same, .badge.faster { background: var(--pass); }
    .dot.warn, .badge.warn, .badge.undecided { background: var(--warn); }
    .dot.fail, .badge.fail, .badge.slower { background: var(--fail); }
    .badge { display: inline-block; color: #fff; border-radius: 10px; padding: 2px 9px; font-size: 12px; font-weight: 500; background: var(--idle); }
    .card { background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 14px 16px; }
    table { border-collapse: collapse; font-variant-numeric: tabular-nums; }
    th, td { padding: 5px 10px; text-align: right; border-bottom: 1px solid var(--line); white-space: nowrap; }
    th:first-child, td:first-child { text-align: left; }
    th { font-weight: 500; color: var(--muted); font-size: 12px; }
    .plain-table { order: 5; }
    .plain-table table { background: var(--card); }
    .js .js-hidden { display: none; }
    body:not(.js) .js-only { display: none; }
    .note { color: var(--muted); }
    /* Replay index */
    .summary-table { background: var(--card); border: 1px solid var(--line); border-radius: 10px; overflow: hidden; }
    .summary-table table { width: 100%; }
    .summary-table tbody tr { border-left: 4px solid var(--idle); }
    .summary-table tbody tr.pass { border-left-color: var(--pass); }
    .summary-table tbody tr.warn { border-left-color: var(--warn); background: #fffaf0; }
    .summary-table tbody tr.fail { border-left-color: var(--fail); background: #fdf1f1; }
    .summary-table tbody tr:hover { background: #eef1fb; }
    .summary-table th[data-sort] { cursor: pointer; user-select: none; }
    .summary-table th[data-sort]::after { content: " ↕"; color: #b8c0cc; }
    .summary-table th.sorted-asc::after { content: " ▲"; color: var(--accent); }
    .summary-table th.sorted-desc::after { content: " ▼"; color: var(--accent); }
    .thumb { height: 72px; width: auto; border: 1px solid var(--line); border-radius: 4px; display: block; background: #fff; }
    .trace-name { font-weight: 500; }
    .summary-table td:nth-child(3), .summary-table th:nth-child(3) { text-align: left; }
    /* Frame viewer */
    .viewer { order: -2; display: grid; grid-template-columns: minmax(260px, 400px) minmax(0, 1fr); gap: 16px; align-items: start; }
    .stage-column { position: sticky; top: 12px; }
    .stage { position: relative; width: 100%; background: repeating-conic-gradient(#eceff3 0% 25%, #fff 0% 50%) 0 0 / 16px 16px;
      border: 1px solid var(--line); border-radius: 8px; overflow: hidden; }
    .stage img { display: block; width: 100%; height: 100%; image-rendering: auto; }
    .stage svg { position: absolute; inset: 0; width: 100%; height: 100%; pointer-events: none; }
    .no-image { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; text-align: center;
      padding: 24px; color: var(--muted); }
    .image-note { color: var(--muted); font-size: 12px; margin-top: 6px; min-height: 16px; }
    .panels { display: flex; flex-direction: column; gap: 12px; min-width: 0; }
    .controls { display: flex; align-items: center; gap: 12px; }
    .controls input[type=range] { flex: 1; accent-color: var(--accent); }
    button { font: inherit; border: 1px solid var(--accent); background: var(--accent); color: #fff; border-radius: 6px;
      padding: 5px 12px; cursor: pointer; min-width: 84px; }
    button.secondary { background: #fff; color: var(--accent); }
    .frame-label { font-variant-numeric: tabular-nums; min-width: 150px; text-align: right; color: var(--muted); }
    .frame-details { display: grid; grid-template-columns: auto 1fr; gap: 16px; align-items: start; }
    .counters td, .counters th { padding: 3px 10px; }
    .counters td:first-child { color: var(--muted); }
    .frame-extra { font-size: 13px; }
    .frame-extra ul { margin: 4px 0 10px; padding-left: 18px; }
    .frame-extra .note { margin: 4px 0 10px; }
    .chart { display: block; width: 100%; cursor: crosshair; }
    .chart-note { color: var(--muted); font-size: 12px; margin-top: 4px; display: flex; gap: 14px; flex-wrap: wrap; }
    .swatch { display: inline-block; width: 10px; height: 10px; border-radius: 2px; margin-right: 4px; vertical-align: -1px; }
    .goldens { order: 0; }
    .golden { margin-top: 10px; }
    .golden-images { display: flex; gap: 12px; flex-wrap: wrap; }
    .golden-images figure { margin: 0; }
    .golden-body { display: flex; gap: 24px; flex-wrap: wrap; align-items: flex-start; }
    .golden-compare { width: min-content; }
    .golden-compare .controls input { min-width: 120px; }
    .golden-images img { max-height: 300px; max-width: 100%; border: 1px solid var(--line); display: block; }
    figcaption { font-size: 12px; color: var(--muted); margin-top: 4px; }
    .wipe { position: relative; display: inline-block; }
    .wipe img { max-height: 300px; display: block; border: 1px solid var(--line); }
    .wipe img.top { position: absolute; left: 0; top: 0; }
    /* Comparison */
    .compare-trace { display: grid; grid-template-columns: 260px minmax(0, 1fr); gap: 16px; }
    .compare-trace h3 { margin: 0 0 6px; font-size: 16px; font-weight: 500; display: flex; gap: 8px; align-items: center; }
    .compare-list { display: flex; flex-direction: column; gap: 12px; order: 0; }
    .kv { font-size: 13px; line-height: 1.6; } .kv span { color: var(--muted); }
    .sides { display: flex; gap: 12px; flex-wrap: wrap; margin-top: 10px; }
    .sides figure { margin: 0; }
    .sides img { max-height: 240px; border: 1px solid var(--line); display: block; }
    """#
}
