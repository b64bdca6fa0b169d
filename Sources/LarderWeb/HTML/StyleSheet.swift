/// The style sheet, `/static/app.css`: mobile first (one column at 390 px, wider tables
/// from 720 px), light and dark through `prefers-color-scheme`, system fonts only.
enum StyleSheet {
  static let text = """
    :root {
      color-scheme: light dark;
      --bg: #fbfaf7; --fg: #1d1b18; --muted: #5f5a52; --line: #dcd6cc; --card: #ffffff;
      --accent: #8a4b08; --accent-fg: #ffffff; --bad: #a4161a; --warn: #8a5a00; --ok: #2b6a30;
      --s0: #1f77b4; --s1: #c4561b; --s2: #2b8a3e; --s3: #8e44ad; --s4: #b8860b; --s5: #555;
    }
    @media (prefers-color-scheme: dark) {
      :root {
        --bg: #171614; --fg: #ece8e1; --muted: #b3ab9f; --line: #3b3833; --card: #22201d;
        --accent: #f0a34a; --accent-fg: #1a1206; --bad: #ff8a80; --warn: #ffd27a; --ok: #8fd694;
        --s0: #6cb4ee; --s1: #f08a5d; --s2: #7bd88f; --s3: #c39bd3; --s4: #f4d03f; --s5: #bbb;
      }
    }
    *, *::before, *::after { box-sizing: border-box; }
    html { -webkit-text-size-adjust: 100%; }
    body {
      margin: 0; background: var(--bg); color: var(--fg);
      font: 16px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif;
      overflow-wrap: break-word; hyphens: manual;
    }
    .date, .amount, .num, time { white-space: nowrap; }
    td > a[href^="/items/"] { overflow-wrap: anywhere; }
    header { background: var(--card); border-bottom: 1px solid var(--line); padding: .5rem .75rem; }
    .brand { font-weight: 700; color: var(--accent); text-decoration: none; margin-right: 1rem; }
    nav ul { list-style: none; margin: .25rem 0 0; padding: 0; display: flex; flex-wrap: wrap; gap: .25rem .9rem; }
    nav a { color: var(--fg); text-decoration: none; padding: .2rem .25rem; display: inline-flex; align-items: center; min-height: 44px; min-width: 44px; }
    .brand { display: inline-flex; align-items: center; min-height: 44px; }
    .tools a, .tools strong { display: inline-flex; align-items: center; min-height: 44px; }
    footer { padding: .5rem .75rem 1rem; border-top: 1px solid var(--line); }
    footer ul.languages { justify-content: center; }
    nav a[aria-current="page"] { font-weight: 700; border-bottom: 2px solid var(--accent); }
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
    th { font-size: .85rem; color: var(--muted); font-weight: 600; }
    td.num, th.num { text-align: right; white-space: nowrap; }
    td.count { white-space: normal; }
    .status { font-size: .8rem; padding: .05rem .4rem; border-radius: .6rem; border: 1px solid currentColor; white-space: nowrap; }
    .status.out { color: var(--muted); }
    .status.expired { color: var(--bad); }
    .status.soon { color: var(--warn); }
    .wide { display: none; }
    form.stack { display: grid; gap: .6rem; max-width: 32rem; }
    label { display: grid; gap: .15rem; font-weight: 600; font-size: .95rem; }
    label span.hint { font-weight: 400; color: var(--muted); font-size: .85rem; }
    input, select, button, textarea { font: inherit; }
    input[type=text], input[type=number], input[type=date], input[type=password], input[type=search], select {
      width: 100%; padding: .5rem; border: 1px solid var(--line); border-radius: .4rem;
      background: var(--card); color: var(--fg); min-height: 2.75rem;
    }
    input:not([type]), input[type=email], input[type=tel], input[type=month] {
      padding: .5rem; border: 1px solid var(--line); border-radius: .4rem;
      background: var(--card); color: var(--fg); min-height: 2.75rem; max-width: 100%;
    }
    input[type=file] { min-height: 2.75rem; max-width: 100%; padding: .5rem 0; }
    .scan { margin-bottom: 1.25rem; gap: 1rem; }
    .scan > form { flex: 1 1 14rem; }
    input[aria-invalid=true] { border-color: var(--bad); }
    button, .button {
      background: var(--accent); color: var(--accent-fg); border: 0; border-radius: .4rem;
      padding: .55rem 1rem; min-height: 2.75rem; cursor: pointer; text-decoration: none; display: inline-block;
    }
    button.secondary { background: transparent; color: var(--accent); border: 1px solid var(--accent); }
    button.link { background: none; color: var(--fg); padding: .2rem .25rem; min-height: 44px; border: 0; text-decoration: underline; }
    .quick { display: flex; flex-wrap: wrap; gap: .35rem; margin-top: .3rem; }
    .quick form { display: inline; margin: 0; }
    button.quick, a.quick { white-space: nowrap; min-height: 44px; min-width: 44px; padding: .4rem .7rem; font-size: .9rem; background: transparent; color: var(--accent); border: 1px solid var(--accent); }
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
    .tools { display: flex; flex-wrap: wrap; gap: .75rem; margin: .25rem 0 .75rem; font-size: .95rem; }
    .cards { display: grid; gap: .75rem; }
    .card { background: var(--card); border: 1px solid var(--line); border-radius: .5rem; padding: .75rem; }
    ul.plain { list-style: none; padding: 0; margin: 0; }
    ul.checklist li { padding: .45rem 0; border-bottom: 1px solid var(--line); }
    ul.checklist label { display: flex; gap: .6rem; align-items: center; font-weight: 400; }
    ul.checklist li { display: flex; flex-wrap: wrap; gap: .4rem; align-items: center; }
    ul.checklist li > span { flex: 1 1 12rem; }
    ul.checklist label { min-width: 44px; min-height: 44px; justify-content: center; }
    ul.checklist input { width: 1.4rem; height: 1.4rem; }
    figure { margin: .5rem 0 1rem; }
    figcaption { color: var(--muted); font-size: .9rem; }
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
        content: attr(data-label) "\\00a0"; color: var(--muted); font-size: .85rem;
      }
    }
    @media (min-width: 720px) {
      .wide { display: table-cell; }
      main { padding: 1rem 1.5rem; }
      .cards { grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr)); }
    }

    """
}
