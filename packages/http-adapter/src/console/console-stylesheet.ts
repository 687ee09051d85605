import { createHash } from 'node:crypto';

/**
 * The console's only stylesheet, hand-written and served by the app (`/console/assets/console.css`):
 * no build step and no third-party asset, so the pages' CSP can say `style-src 'self'` and no page
 * needs an inline style. Light and dark follow the reader's system (`prefers-color-scheme`) through
 * the custom properties below; everything else uses the properties only.
 *
 * Rules a page relies on:
 * - nothing scrolls sideways but `.table-scroll` (a wide table's box): long ids and codes wrap
 *   (`overflow-wrap: anywhere`), controls are at most as wide as their container;
 * - `th.num` / `td.num` are numbers: right-aligned, tabular figures;
 * - every focusable control shows the same ring on focus (the keyboard test asserts it in light).
 */
export const CONSOLE_STYLESHEET = `
:root {
  color-scheme: light dark;
  --bg: #f6f7f9;
  --surface: #ffffff;
  --text: #1c2128;
  --muted: #59636e;
  --border: #d8dee4;
  --border-strong: #8c959f;
  --stripe: #f3f5f7;
  --accent: #0b5cce;
  --accent-hover: #0a4fb0;
  --on-accent: #ffffff;
  --focus: #3366ff;
  --notice-bg: #fff5e6;
  --notice-edge: #b35900;
  --code-bg: #eef1f4;
  --radius: 6px;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  line-height: 1.5;
  -webkit-text-size-adjust: 100%;
  text-size-adjust: 100%;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #0f1217;
    --surface: #171b22;
    --text: #e4e8ee;
    --muted: #9ba5b1;
    --border: #30363f;
    --border-strong: #6e7781;
    --stripe: #1b2029;
    --accent: #5c9dff;
    --accent-hover: #80b3ff;
    --on-accent: #0b1220;
    --focus: #7aa2ff;
    --notice-bg: #2b210f;
    --notice-edge: #e09b3d;
    --code-bg: #232a34;
  }
}

*, *::before, *::after { box-sizing: border-box; }
html { background: var(--bg); color: var(--text); }
body { margin: 0; min-width: 0; overflow-wrap: break-word; }
/* One centred column, as wide as reads well; the padding grows instead of the content. */
body > header, body > main { padding-inline: max(1rem, calc((100% - 72rem) / 2)); }
main { padding-block: 0.5rem 3rem; }

a { color: var(--accent); text-underline-offset: 0.15em; }
a:hover { color: var(--accent-hover); }
h1 { font-size: 1.75rem; line-height: 1.25; margin: 1.25rem 0 1rem; }
h2 { font-size: 1.3rem; line-height: 1.3; margin: 2rem 0 0.75rem; }
h3 { font-size: 1.1rem; margin: 1.5rem 0 0.5rem; }
p, ul, ol, dl { margin: 0 0 1rem; }
section { margin-block-end: 1.5rem; }

/* Ids, tokens and codes are long unbroken strings: they wrap anywhere rather than widen the page. */
code, kbd, samp { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; font-size: 0.9em; overflow-wrap: anywhere; }
code { background: var(--code-bg); border-radius: 4px; padding: 0.05em 0.3em; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: var(--code-bg); border: 1px solid var(--border); border-radius: var(--radius); padding: 0.75rem 1rem; min-height: 3rem; margin: 0 0 1rem; }
pre code { background: none; padding: 0; }

/* The header: the name, the navigation and the account; each part wraps onto its own lines on a phone. */
body > header { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem; padding-block: 0.6rem; background: var(--surface); border-bottom: 1px solid var(--border); }
body > header > strong { font-size: 1.05rem; }
header nav { display: flex; flex-wrap: wrap; gap: 0.25rem; }
header nav a { padding: 0.3rem 0.5rem; border-radius: var(--radius); color: var(--text); text-decoration: none; }
header nav a:hover { background: var(--stripe); color: var(--text); text-decoration: underline; }
header form { display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem 0.75rem; margin: 0 0 0 auto; min-width: 0; color: var(--muted); }

/* Off screen until focused: the first stop of the keyboard. */
.skip { position: absolute; left: -999px; top: 0; }
.skip:focus { left: 1rem; top: 1rem; z-index: 1; background: var(--surface); color: var(--text); padding: 0.5rem 0.75rem; border-radius: var(--radius); }

/* Controls: the system's font, comfortable targets, never wider than their container. */
button, input, select, textarea { font: inherit; color: inherit; max-width: 100%; }
input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]), select, textarea {
  padding: 0.45rem 0.6rem; background: var(--surface); color: var(--text);
  border: 1px solid var(--border-strong); border-radius: var(--radius); vertical-align: middle;
}
input[readonly] { background: var(--code-bg); font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; }
textarea { display: block; width: 100%; min-height: 8rem; resize: vertical; }
input[type="checkbox"], input[type="radio"] { width: 1.15rem; height: 1.15rem; margin: 0 0.25rem 0 0; vertical-align: middle; accent-color: var(--accent); }
label { font-weight: 600; }
button, a.button {
  display: inline-block; padding: 0.45rem 1rem; border: 1px solid var(--accent); border-radius: var(--radius);
  background: var(--accent); color: var(--on-accent); font-weight: 600; line-height: 1.4; text-decoration: none; cursor: pointer; vertical-align: middle;
}
button:hover, a.button:hover { background: var(--accent-hover); border-color: var(--accent-hover); color: var(--on-accent); }
button:disabled { opacity: 0.6; cursor: progress; }
header button { background: transparent; color: var(--text); border-color: var(--border-strong); font-weight: 500; }
header button:hover { background: var(--stripe); color: var(--text); border-color: var(--border-strong); }
/* The focus ring: the same on every control, outside it, never removed. */
a:focus, button:focus, input:focus, input:focus-within, select:focus, textarea:focus, summary:focus, [tabindex]:focus { outline: 3px solid var(--focus); outline-offset: 2px; }

.notice { border-left: 4px solid var(--notice-edge); background: var(--notice-bg); border-radius: 0 var(--radius) var(--radius) 0; padding: 0.6rem 0.9rem; }

dl { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 0.35rem 1.25rem; }
dt { color: var(--muted); }
dd { margin: 0; min-width: 0; }


/* Tables: row lines and stripes; a wide one scrolls inside its box, never the page. */
.table-scroll { overflow-x: auto; max-width: 100%; margin: 0.5rem 0 1.5rem; border: 1px solid var(--border); border-radius: var(--radius); background: var(--surface); }
table { border-collapse: collapse; width: 100%; }
.table-scroll > table { margin: 0; }
caption { caption-side: top; text-align: left; color: var(--muted); font-size: 0.9rem; padding: 0.5rem 0.75rem; }
th, td { padding: 0.5rem 0.75rem; text-align: left; vertical-align: top; border-top: 1px solid var(--border); }
thead th { border-top: 0; border-bottom: 2px solid var(--border); font-size: 0.85rem; font-weight: 600; color: var(--muted); white-space: nowrap; }
tbody tr:nth-child(even) { background: var(--stripe); }
th.num, td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
/* In a table an id breaks only where text does (after a hyphen): broken anywhere, it would squeeze
   its column to one letter; the table's box scrolls instead. */
th code, td code { overflow-wrap: normal; }
td a.button { padding: 0.25rem 0.7rem; }

/* A phone: the definition list stacks, and table cells and the header take less room. */
@media (max-width: 30rem) {
  dl { grid-template-columns: minmax(0, 1fr); gap: 0; }
  dd { margin-bottom: 0.5rem; }
  th, td { padding: 0.4rem 0.5rem; }
  caption { padding-inline: 0.5rem; }
  header form { margin-left: 0; }
}

/* Charts (the usage page): the drawing scales to the column; its key is an inline list. */
svg { max-width: 100%; }
.usage-chart { display: block; height: auto; max-width: 48rem; }
/* Its row headings are days, outcomes and model names: kept on one line (the table's box scrolls). */
.usage-table tbody th { white-space: nowrap; }
.usage-legend { display: flex; flex-wrap: wrap; gap: 0.25rem 1.25rem; list-style: none; padding: 0; }
`;

/** Where pages link the stylesheet: its content's hash in the URL, so a new version is fetched at once and the old one may be cached long. */
export const CONSOLE_STYLESHEET_HREF = `/console/assets/console.css?v=${createHash('sha256').update(CONSOLE_STYLESHEET).digest('hex').slice(0, 12)}`;
