// Serves the built site (.vitepress/dist) on 127.0.0.1 only: `pnpm --filter @capsule/docs preview` (PORT, default
// 4173), and the smoke script. `vitepress preview` listens on every interface whatever `--host` says (its server calls
// listen(port) with no host), so it is not used.
//
// Paths are served as VitePress's `cleanUrls` builds them: /guide/hooks is guide/hooks.html, /reference/ is
// reference/index.html, and a path with no file is answered 404 with the site's own 404 page.
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'

const dist = fileURLToPath(new URL('../.vitepress/dist', import.meta.url))

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml'
}

/** The file that answers a URL path, or undefined. */
function fileFor(pathname) {
  let path
  try {
    path = decodeURIComponent(pathname)
  } catch {
    return undefined
  }
  // normalize() resolves `..`: anything that would leave dist is not served
  const relative = normalize(path).replace(/^([/\\])+/, '')
  if (relative.startsWith('..')) return undefined
  const base = join(dist, relative)
  const candidates = path.endsWith('/') ? [join(base, 'index.html')] : [base, `${base}.html`]
  return candidates.find((file) => existsSync(file) && statSync(file).isFile())
}

/**
 * Starts the server; resolves with it and its origin once it listens.
 * @param {{ port?: number }} [options] port 0 (the default) takes a free one
 */
export function serveSite({ port = 0 } = {}) {
  if (!existsSync(join(dist, 'index.html'))) throw new Error('build the site first: pnpm docs:build')
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1')
    const file = fileFor(pathname)
    const status = file === undefined ? 404 : 200
    const served = file ?? join(dist, '404.html')
    response.writeHead(status, {
      'content-type': types[extname(served)] ?? 'application/octet-stream',
      'cache-control': 'no-cache'
    })
    if (request.method === 'HEAD') response.end()
    else createReadStream(served).pipe(response)
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      const { port: listening } = server.address()
      resolve({ server, origin: `http://127.0.0.1:${listening}` })
    })
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { origin } = await serveSite({ port: Number(process.env.PORT ?? 4173) })
  console.log(`the built site on ${origin}/ (Ctrl-C stops it)`)
}
