/// The style sheet, `/static/app.css`: mobile first (one column at 360 to 390 px, wider
/// tables from 720 px), light and dark through `prefers-color-scheme`, system fonts only.
/// On a phone: text of 16 px at least, every control 44 px square at least with its label
/// centred, the header one row (the brand and the menu) and the daily sections in a tab
/// bar fixed at the foot; a word or a number never broken inside itself.
enum StyleSheet {
  static let text = """
    :root {
      color-scheme: light dark;
      --bg: #fbfaf7; --fg: #1d1b18; --muted: #5f5a52; --line: #dcd6cc; --card: #ffffff;
      --accent: #8a4b08; --accent-fg: #ffffff; --bad: #a4161a; --warn: #8a5a00; --ok: #2b6a30;
      --bad-fg: #ffffff; --warn-bg: #ffd8a8; --week-bg: #fff1b8; --ok-bg: #cdeccf;
      --s0: #1f77b4; --s1: #c4561b; --s2: #2b8a3e; --s3: #8e44ad; --s4: #b8860b; --s5: #555;
    }
    @media (prefers-color-scheme: dark) {
      :root {
        --bg: #171614; --fg: #ece8e1; --muted: #b3ab9f; --line: #3b3833; --card: #22201d;
        --accent: #f0a34a; --accent-fg: #1a1206; --bad: #ff8a80; --warn: #ffd27a; --ok: #8fd694;
        --bad-fg: #1a0605; --warn-bg: #6b3d00; --week-bg: #4a4000; --ok-bg: #1f4a22;
        --s0: #6cb4ee; --s1: #f08a5d; --s2: #7bd88f; --s3: #c39bd3; --s4: #f4d03f; --s5: #bbb;
      }
    }
    *, *::before, *::after { box-sizing: border-box; }
    html { -webkit-text-size-adjust: 100%; scroll-padding-bottom: 5rem; }
    body {
      margin: 0; background: var(--bg); color: var(--fg);
      font: 16px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif;
      overflow-wrap: break-word; hyphens: manual;
      padding-bottom: calc(4.5rem + env(safe-area-inset-bottom, 0px));
    }
    .sr { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
      clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
    button, .badge, nav a, summary, .button { word-break: keep-all; }
    :lang(ja) { word-break: auto-phrase; }
    :lang(zh-Hant) { word-break: keep-all; }
    .date, .amount, .num, time { white-space: nowrap; }
    td > a[href^="/items/"]:not(.correct) { overflow-wrap: break-word; }
    a.correct { display: inline-flex; align-items: center; min-height: 44px; min-width: 44px;
      white-space: nowrap; }
    header { background: var(--card); border-bottom: 1px solid var(--line); padding: .25rem .75rem;
      display: flex; align-items: center; justify-content: space-between; position: relative; }
    .brand { font-weight: 700; color: var(--accent); text-decoration: none;
      display: inline-flex; align-items: center; min-height: 44px; min-width: 44px; }
    details.menu > summary { list-style: none; display: inline-flex; align-items: center;
      justify-content: center; gap: .4rem; min-height: 44px; min-width: 44px; padding: .25rem .9rem;
      border: 1px solid var(--line); border-radius: .4rem; cursor: pointer; }
    details.menu > summary::-webkit-details-marker { display: none; }
    details.menu[open] > summary { border-color: var(--accent); }
    .menu-panel { position: absolute; right: .75rem; top: calc(100% + .25rem); z-index: 20;
      background: var(--card); border: 1px solid var(--line); border-radius: .5rem;
      padding: .5rem .75rem; min-width: 15rem; max-width: calc(100vw - 1.5rem);
      box-shadow: 0 .5rem 1.5rem rgba(0, 0, 0, .25); }
    .menu-panel ul { list-style: none; margin: 0; padding: 0; }
    .menu-panel nav a, .menu-panel button.link { display: flex; align-items: center;
      justify-content: flex-start; min-height: 44px; width: 100%; color: var(--fg);
      text-decoration: none; padding: 0 .25rem; }
    .menu-panel a[aria-current="page"] { font-weight: 700; color: var(--accent); }
    .menu-heading { margin: .5rem 0 0; padding-top: .5rem; border-top: 1px solid var(--line);
      color: var(--muted); }
    ul.languages { display: flex; flex-wrap: wrap; gap: 0 .75rem; }
    ul.languages button.link, .menu-panel form > button.link { width: auto; }
    ul.languages button[aria-current="true"] { font-weight: 700; }
    nav.tabs { position: fixed; left: 0; right: 0; bottom: 0; z-index: 10; background: var(--card);
      border-top: 1px solid var(--line); padding-bottom: env(safe-area-inset-bottom, 0px); }
    nav.tabs ul { list-style: none; margin: 0 auto; padding: 0; max-width: 40rem;
      display: grid; grid-template-columns: repeat(4, 1fr); }
    nav.tabs li { display: flex; }
    nav.tabs a { flex: 1; display: flex; align-items: center; justify-content: center; text-align: center;
      min-height: 3.5rem; min-width: 44px; padding: .25rem; line-height: 1.2; color: var(--fg);
      text-decoration: none; border-top: 3px solid transparent; }
    nav.tabs a[aria-current="page"] { font-weight: 700; color: var(--accent); border-top-color: var(--accent); }
    .tools a, .tools strong { display: inline-flex; align-items: center; justify-content: center;
      min-height: 44px; min-width: 44px; }
    main { padding: .75rem; max-width: 64rem; margin: 0 auto; }
    h1 { font-size: 1.4rem; margin: .25rem 0 .75rem; }
    h2 { font-size: 1.15rem; margin: 1.25rem 0 .5rem; }
    a { color: var(--accent); }
    .flash { background: var(--card); border-left: 4px solid var(--ok); padding: .5rem .75rem; }
    #queue-status:empty { display: none; }
    #queue-status { background: var(--card); border-left: 4px solid var(--warn);
      padding: .5rem .75rem; }
    #queue-status .offline { font-weight: 600; }
    .error { background: var(--card); border-left: 4px solid var(--bad); padding: .5rem .75rem; color: var(--bad); }
    .warning { background: var(--card); border-left: 4px solid var(--warn); padding: .5rem .75rem; }
    .muted { color: var(--muted); }
    .table { width: 100%; overflow-x: auto; }
    table { border-collapse: collapse; width: 100%; }
    th, td { text-align: left; padding: .4rem .35rem; border-bottom: 1px solid var(--line); vertical-align: top; }
    th { color: var(--muted); font-weight: 600; }
    td.num, th.num { text-align: right; }
    td.num { white-space: nowrap; }
    td.count { white-space: normal; }
    td.count input { width: 4.5rem; }
    .status { padding: .05rem .4rem; border-radius: .6rem; border: 1px solid currentColor; white-space: nowrap; }
    .wide, .wide-only { display: none; }
    ul.stock { list-style: none; margin: 0; padding: 0; }
    ul.stock > li { display: flex; align-items: center; gap: .5rem; min-height: 3.5rem;
      padding: .2rem 0; border-bottom: 1px solid var(--line); }
    ul.stock a.what { flex: 1 1 auto; min-width: 0; min-height: 44px; display: flex;
      flex-direction: column; justify-content: center; color: var(--fg); text-decoration: none; }
    ul.stock .name { font-weight: 600; line-height: 1.2; white-space: nowrap; overflow: hidden;
      text-overflow: ellipsis; }
    ul.stock .facts { line-height: 1.3; display: -webkit-box; -webkit-box-orient: vertical;
      -webkit-line-clamp: 2; overflow: hidden; }
    ul.stock form.quick { flex: none; margin: 0; }
    .badge { padding: 0 .35rem; border-radius: .3rem; white-space: nowrap; }
    .badge.expired { background: var(--bad); color: var(--bad-fg); }
    .badge.soon, .badge.past { background: var(--warn-bg); color: var(--fg); }
    .badge.past { font-style: italic; }
    .badge.week { background: var(--week-bg); color: var(--fg); }
    .badge.later, .badge.out { color: var(--muted); padding: 0; }
    fieldset.card { margin: 0; min-width: 0; display: grid; gap: .5rem; }
    .receipt-line legend { float: left; width: 100%; display: flex; flex-wrap: wrap;
      justify-content: space-between; gap: 0 .75rem; font-weight: 600; padding: 0; }
    .receipt-line legend + * { clear: both; }
    .receipt-line p { margin: 0; }
    .line-text { font-family: ui-monospace, "DejaVu Sans Mono", monospace; overflow-wrap: anywhere; }
    label.check { display: flex; align-items: center; gap: .5rem; min-height: 44px; font-weight: 400; }
    .row > label.check { flex: 0 0 auto; }
    label.check input { width: 1.4rem; height: 1.4rem; margin: 0; }
    .badge.state-learned { background: var(--ok-bg); color: var(--fg); }
    .badge.state-name, .badge.state-decided { background: var(--line); color: var(--fg); }
    .badge.state-decide { background: var(--warn-bg); color: var(--fg); }
    .badge.state-skipped { color: var(--muted); border: 1px solid var(--line); }
    #toast:empty { display: none; }
    #toast { position: fixed; left: .75rem; right: .75rem; bottom: calc(4.25rem + env(safe-area-inset-bottom, 0px));
      z-index: 15; background: var(--fg); color: var(--bg); border-radius: .5rem; padding: .6rem .9rem;
      max-width: 32rem; margin: 0 auto; }
    form.stack { display: grid; gap: .6rem; max-width: 32rem; }
    label { display: grid; gap: .15rem; font-weight: 600; }
    label span.hint { font-weight: 400; color: var(--muted); }
    input, select, button, textarea { font: inherit; }
    input[type=text], input[type=number], input[type=date], input[type=password], input[type=search], select {
      width: 100%; padding: .5rem; border: 1px solid var(--line); border-radius: .4rem;
      background: var(--card); color: var(--fg); min-height: 2.75rem;
    }
    input:not([type]), input[type=email], input[type=tel], input[type=month] {
      padding: .5rem; border: 1px solid var(--line); border-radius: .4rem;
      background: var(--card); color: var(--fg); min-height: 2.75rem; width: 100%; max-width: 100%;
    }
    td > a, ul.checklist a, form p > a, p > a:only-child, a.receipt-link { display: inline-flex;
      align-items: center; min-height: 44px; min-width: 44px; }
    input[type=file] { min-height: 2.75rem; width: 100%; max-width: 100%; padding: .5rem 0; }
    form, label { min-width: 0; }
    .scan { margin-bottom: 1.25rem; gap: 1rem; }
    .scan > form { flex: 1 1 14rem; }
    input[aria-invalid=true] { border-color: var(--bad); }
    button, .button {
      background: var(--accent); color: var(--accent-fg); border: 0; border-radius: .4rem;
      padding: .4rem 1rem; min-height: 44px; min-width: 44px; cursor: pointer; text-decoration: none;
      display: inline-flex; align-items: center; justify-content: center; text-align: center;
      line-height: 1.2;
    }
    button.secondary { background: transparent; color: var(--accent); border: 1px solid var(--accent); }
    button.link { background: none; color: var(--fg); padding: .2rem .25rem; border: 0; text-decoration: underline; }
    .quick { display: flex; flex-wrap: wrap; gap: .35rem; margin-top: .3rem; }
    .quick form { display: inline; margin: 0; }
    button.quick, a.quick { white-space: nowrap; min-height: 44px; min-width: 44px; padding: .3rem .7rem; background: transparent; color: var(--accent); border: 1px solid var(--accent); }
    button.quick.discard-expired { color: var(--bad); border-color: var(--bad); }
    ul.budgets { display: grid; gap: .75rem; }
    ul.budgets h3 { margin: 0 0 .25rem; font-size: 1.05rem; }
    ul.budgets p { margin: .25rem 0; }
    .budget.risk { border-color: var(--bad); }
    .over { color: var(--bad); }
    p.meter label { display: flex; flex-wrap: wrap; gap: .2rem .5rem; align-items: center; font-weight: 400; }
    meter { width: 100%; height: 1rem; }
    :focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
    form.inline { display: inline; }
    .row { display: flex; flex-wrap: wrap; gap: .5rem; align-items: end; }
    .row > label { flex: 1 1 8rem; }
    .search { display: flex; gap: .5rem; flex-wrap: wrap; margin-bottom: .75rem; }
    .search input { flex: 1 1 12rem; }
    .search label.filter { flex: 1 1 8rem; display: block; }
    .tools { display: flex; flex-wrap: wrap; align-items: center; gap: 0 .75rem; margin: .25rem 0 .5rem; }
    .cards { display: grid; gap: .75rem; }
    .card { background: var(--card); border: 1px solid var(--line); border-radius: .5rem; padding: .75rem; }
    ul.plain { list-style: none; padding: 0; margin: 0; }
    details.others > summary { min-height: 44px; display: flex; align-items: center; cursor: pointer; }
    p.source { overflow-wrap: anywhere; }
    p.source > a { display: inline; }
    ul.checklist li { padding: .45rem 0; border-bottom: 1px solid var(--line); }
    ul.checklist label { display: flex; gap: .6rem; align-items: center; font-weight: 400; }
    ul.checklist li { display: flex; flex-wrap: wrap; gap: .4rem; align-items: center; }
    ul.checklist li > span { flex: 1 1 12rem; }
    ul.checklist label { min-width: 44px; min-height: 44px; justify-content: center; }
    ul.checklist input { width: 1.4rem; height: 1.4rem; }
    figure { margin: .5rem 0 1rem; }
    figcaption { color: var(--muted); }
    svg.chart { width: 100%; height: auto; max-width: 40rem; display: block; }
    video.live-scan { width: 100%; max-width: 32rem; height: auto; }
    svg.chart text { fill: var(--fg); font-size: 11px; }
    svg.chart .axis { stroke: var(--line); }
    svg.chart .s0 { fill: var(--s0); stroke: var(--s0); }
    svg.chart .s1 { fill: var(--s1); stroke: var(--s1); }
    svg.chart .s2 { fill: var(--s2); stroke: var(--s2); }
    svg.chart .s3 { fill: var(--s3); stroke: var(--s3); }
    svg.chart .s4 { fill: var(--s4); stroke: var(--s4); }
    svg.chart .s5 { fill: var(--s5); stroke: var(--s5); }
    svg.chart path.line { fill: none; stroke-width: 2.5; }
    code { overflow-wrap: anywhere; }
    @media (max-width: 719.98px) {
      .table.cards thead { display: none; }
      .table.cards tr {
        display: flex; flex-wrap: wrap; align-items: baseline; gap: .1rem 1rem;
        padding: .45rem 0; border-bottom: 1px solid var(--line);
      }
      .table.cards td { display: block; border: 0; padding: 0; text-align: left; }
      .table.cards td:first-child { flex: 1 0 100%; }
      .table.cards td.wide, .table.cards td:empty { display: none; }
      .table.cards td[data-label]::before {
        content: attr(data-label) "\\00a0"; color: var(--muted);
      }
    }
    @media (min-width: 720px) {
      body { display: flex; flex-direction: column; min-height: 100vh; padding-bottom: 0; }
      main { width: 100%; }
      nav.tabs { position: static; order: -1; border-top: 0; border-bottom: 1px solid var(--line); }
      header { order: -2; }
      nav.tabs a { min-height: 44px; border-top: 0; border-bottom: 3px solid transparent; }
      nav.tabs a[aria-current="page"] { border-bottom-color: var(--accent); }
      .wide { display: table-cell; }
      .wide-only { display: inline; }
      main { padding: 1rem 1.5rem; }
      .cards { grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr)); }
    }

    """
}
