/** The inspector page's style, served as `<prefix>/inspector.css`; light and dark follow the system's setting. */
export const pageStyle = `:root {
  color-scheme: light dark;
  --bg: #fff; --fg: #1f2328; --muted: #59636e; --line: #d1d9e0; --panel: #f6f8fa; --accent: #3451b2;
  --hook: #8250df; --onRequest: #0969da; --preParsing: #1f883d; --preValidation: #bf8700; --preHandler: #cf222e;
  --preSerialization: #8250df; --onSend: #bc4c00; --onResponse: #57606a; --onError: #d1242f;
  --parsing: #6fdd8b; --validation: #f2cc60; --handler: #4c8df6; --notfound: #a0a0a0; --serialization: #c297ff;
  --response: #afb8c1;
}
@media (prefers-color-scheme: dark) {
  :root { --bg: #0d1117; --fg: #e6edf3; --muted: #9198a1; --line: #3d444d; --panel: #151b23; --accent: #7c9cff; }
}
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.45 system-ui, sans-serif; background: var(--bg); color: var(--fg); }
header { padding: 12px 20px; border-bottom: 1px solid var(--line); }
header h1 { margin: 0; font-size: 18px; }
header p { margin: 2px 0 0; color: var(--muted); }
main { display: grid; grid-template-columns: minmax(320px, 1fr) minmax(360px, 1.2fr); gap: 16px; padding: 16px 20px; }
/* min-width: a grid item is otherwise as wide as its widest line (a payload's <pre>), wider than a phone's window */
main > section { min-width: 0; border: 1px solid var(--line); border-radius: 8px; padding: 12px 14px; }
#requests { grid-column: 1 / -1; }
section h2 { font-size: 16px; margin: 0 0 6px; }
h3 { font-size: 15px; margin: 8px 0; word-break: break-all; }
h4 { font-size: 13px; margin: 10px 0 4px; color: var(--muted); }
.hint { color: var(--muted); margin: 0 0 8px; }
.error { color: var(--onError); }
code, pre, .src, .url, .method { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 12px; }
pre { background: var(--panel); padding: 8px; overflow: auto; max-height: 320px; }
.src { color: var(--muted); }
ul, ol { margin: 0; padding-left: 20px; }
details.context { border: 1px solid var(--line); border-radius: 6px; padding: 4px 8px; margin: 6px 0 6px 10px; background: var(--bg); }
details.context > summary { cursor: pointer; padding: 2px 0; }
details.context[open] > summary { border-bottom: 1px solid var(--line); margin-bottom: 4px; }
.prefix { color: var(--accent); font-family: ui-monospace, monospace; }
.counts { color: var(--muted); font-size: 12px; }
.merged { color: var(--muted); font-size: 12px; margin: 2px 0; }
.group h4 { margin-top: 6px; }
button.route { font: 12px ui-monospace, monospace; border: 1px solid var(--line); background: var(--panel); color: var(--accent);
  border-radius: 4px; padding: 1px 6px; cursor: pointer; }
button.route:hover { border-color: var(--accent); }
#explain-form { display: flex; gap: 6px; margin-bottom: 8px; }
#explain-form input { flex: 1; font: 13px ui-monospace, monospace; padding: 3px 6px; }
.phases > li { margin-bottom: 4px; border-left: 4px solid var(--hook); padding-left: 6px; list-style: none; }
.badge { font-size: 11px; border: 1px solid var(--line); border-radius: 8px; padding: 0 5px; margin-left: 4px; }
#legend { display: flex; flex-wrap: wrap; gap: 10px; margin-bottom: 6px; color: var(--muted); font-size: 12px; }
#legend .key { display: inline-flex; align-items: center; gap: 4px; }
/* a hook's bar has its phase's colour: the legend's key shows them all, in the order they run */
#legend .k-hook { width: 42px; background: linear-gradient(90deg, var(--onRequest) 0 14.3%, var(--preParsing) 0 28.6%,
  var(--preValidation) 0 42.9%, var(--preHandler) 0 57.1%, var(--preSerialization) 0 71.4%, var(--onSend) 0 85.7%,
  var(--onResponse) 0); }
.request { display: grid; grid-template-columns: 60px minmax(120px, 260px) 40px 80px 1fr minmax(140px, 260px); gap: 8px;
  align-items: center; padding: 3px 4px; border-bottom: 1px solid var(--line); cursor: pointer; }
.request:hover, .request:focus { background: var(--panel); outline: none; }
.request .url { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.request .status { font-weight: 600; }
.status-4xx .status { color: var(--preValidation); }
.status-5xx .status { color: var(--onError); }
.request .duration, .request .slowest { color: var(--muted); font-size: 12px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.track { position: relative; height: 16px; background: var(--panel); border-radius: 3px; }
.track .seg { position: absolute; top: 2px; bottom: 2px; min-width: 2px; border-radius: 2px; }
i.seg { display: inline-block; width: 12px; height: 10px; border-radius: 2px; margin-right: 4px; vertical-align: middle; }
.k-hook { background: var(--hook); }
.p-onRequest.k-hook, .phases > li.p-onRequest { background: var(--onRequest); border-color: var(--onRequest); }
.p-preParsing.k-hook, .phases > li.p-preParsing { background: var(--preParsing); border-color: var(--preParsing); }
.p-preValidation.k-hook, .phases > li.p-preValidation { background: var(--preValidation); border-color: var(--preValidation); }
.p-preHandler.k-hook, .phases > li.p-preHandler { background: var(--preHandler); border-color: var(--preHandler); }
.p-preSerialization.k-hook, .phases > li.p-preSerialization { background: var(--preSerialization); border-color: var(--preSerialization); }
.p-onSend.k-hook, .phases > li.p-onSend { background: var(--onSend); border-color: var(--onSend); }
.p-onResponse.k-hook, .phases > li.p-onResponse { background: var(--onResponse); border-color: var(--onResponse); }
.p-onError.k-hook, .phases > li.p-onError { background: var(--onError); border-color: var(--onError); }
.phases > li { background: none !important; }
.k-parsing { background: var(--parsing); }
.k-validation { background: var(--validation); }
.k-handler { background: var(--handler); }
.k-not-found-handler { background: var(--notfound); }
.k-serialization { background: var(--serialization); }
.k-response { background: var(--response); }
.seg.failed { outline: 2px solid var(--onError); }
table { border-collapse: collapse; width: 100%; margin-top: 4px; }
th, td { text-align: left; padding: 2px 8px 2px 0; border-bottom: 1px solid var(--line); vertical-align: top; }
/* on a phone: the times on one line each, a long file path broken anywhere rather than widening the page */
#request-detail td:nth-child(-n+2) { white-space: nowrap; }
#request-detail td.src { overflow-wrap: anywhere; }
dl.headers { display: grid; grid-template-columns: max-content 1fr; gap: 0 12px; margin: 0; font: 12px ui-monospace, monospace; }
dl.headers dd { margin: 0; word-break: break-all; }
@media (max-width: 900px) { main { grid-template-columns: 1fr; padding: 12px; } main > section { padding: 10px; } .request { grid-template-columns: 50px 1fr 40px 70px; }
  .request .track { grid-column: 1 / -1; } .request .slowest { display: none; } }
/* the inspector's own phase-boundary hooks, shown on demand */
.own { display: none; }
body.show-own .own { display: list-item; }
`
