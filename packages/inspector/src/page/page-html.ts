const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;'
}
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char]!)

/**
 * The inspector's page: plain HTML whose script and style are files of their own under the prefix (a Content
 * Security Policy such as @fastify/helmet's default, `script-src 'self'`, lets them run). The script fills it from
 * the JSON routes.
 */
export function pageHtml(prefix: string): string {
  const base = escape(prefix)
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Capsule inspector</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${base}/inspector.css">
<script src="${base}/inspector.js" defer></script>
</head>
<body data-prefix="${base}">
<header>
  <h1>Capsule inspector</h1>
  <p id="summary">Loading the application…</p>
</header>
<main>
  <section id="contexts" aria-labelledby="contexts-title">
    <h2 id="contexts-title">Contexts</h2>
    <p class="hint">Each box is an encapsulated context: what it declares is visible in it and below it. Open one to
      see its routes, hooks and decorators; click a route to explain it.
      <label><input type="checkbox" id="show-own"> show the inspector's own hooks</label></p>
    <div id="tree"></div>
  </section>
  <section id="explain" aria-labelledby="explain-title">
    <h2 id="explain-title">What a request goes through</h2>
    <form id="explain-form">
      <select name="method" aria-label="method">
        <option>GET</option><option>POST</option><option>PUT</option><option>PATCH</option><option>DELETE</option>
        <option>HEAD</option><option>OPTIONS</option>
      </select>
      <input name="url" value="/" aria-label="URL" spellcheck="false">
      <button type="submit">Explain</button>
    </form>
    <div id="explanation"><p class="hint">Pick a route in the tree, or type a URL.</p></div>
  </section>
  <section id="requests" aria-labelledby="requests-title">
    <h2 id="requests-title">Last requests</h2>
    <p class="hint">Each row is one request, its bar the time from arrival to the end of the response; click one for its
      details. <label><input type="checkbox" id="live" checked> update live</label></p>
    <div id="legend"></div>
    <div id="waterfall"><p class="hint" id="no-requests">No request yet: send one to the application.</p></div>
    <div id="request-detail"></div>
  </section>
</main>
</body>
</html>
`
}
