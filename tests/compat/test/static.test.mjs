// @fastify/static on Capsule, used the way its README shows.
// The plugin adds wildcard GET/HEAD routes, decorates reply with sendFile()/download(),
// and streams files through @fastify/send: the status, range and caching headers it
// sets on reply must survive Capsule's reply.send(stream).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { statSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'
import path from 'node:path'
import Fastify from 'fastify'
import fastifyStatic from '@fastify/static'

const root = fileURLToPath(new URL('./fixtures/group2/static/', import.meta.url))

// @fastify/send's weak etag and last-modified come from the file's stat: compute the exact values
function cacheHeadersOf(file) {
  const stat = statSync(path.join(root, file))
  return {
    etag: `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`,
    lastModified: stat.mtime.toUTCString(),
    size: stat.size
  }
}

function notFoundBody(method, url) {
  return { message: `Route ${method}:${url} not found`, error: 'Not Found', statusCode: 404 }
}

test('serves a fixture file with content-type, content-length, etag, last-modified and body', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(fastifyStatic, { root })

  const expected = cacheHeadersOf('hello.txt')
  const res = await app.inject({ method: 'GET', url: '/hello.txt' })
  assert.equal(res.statusCode, 200)
  assert.equal(res.headers['content-type'], 'text/plain; charset=utf-8')
  assert.equal(res.headers['content-length'], '26')
  assert.equal(res.headers.etag, expected.etag)
  assert.equal(res.headers['last-modified'], expected.lastModified)
  assert.equal(res.headers['cache-control'], 'public, max-age=0')
  assert.equal(res.headers['accept-ranges'], 'bytes')
  assert.equal(res.body, 'Hello from a static file.\n')

  const css = await app.inject('/assets/site.css')
  assert.equal(css.statusCode, 200)
  assert.equal(css.headers['content-type'], 'text/css; charset=utf-8')
  assert.equal(css.body, 'body { color: #333; }\n')

  const json = await app.inject('/data.json')
  assert.equal(json.statusCode, 200)
  assert.equal(json.headers['content-type'], 'application/json; charset=utf-8')
  assert.equal(json.headers['content-length'], '33')
  assert.equal(json.body, '{"name":"static-json","ok":true}\n')
})

test('conditional GET: matching If-None-Match answers 304 with no body', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(fastifyStatic, { root })

  const { etag } = cacheHeadersOf('hello.txt')
  const res = await app.inject({ method: 'GET', url: '/hello.txt', headers: { 'if-none-match': etag } })
  assert.equal(res.statusCode, 304)
  assert.equal(res.headers.etag, etag)
  assert.equal(res.headers['content-length'], undefined)
  assert.equal(res.body, '')
})

test("a missing file falls through to Fastify's 404", async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(fastifyStatic, { root })

  const res = await app.inject('/missing.txt')
  assert.equal(res.statusCode, 404)
  assert.equal(res.headers['content-type'], 'application/json; charset=utf-8')
  assert.deepEqual(res.json(), notFoundBody('GET', '/missing.txt'))

  // path traversal is normalised by the URL and never escapes the root
  const escape = await app.inject('/../package.json')
  assert.equal(escape.statusCode, 404)
  assert.deepEqual(escape.json(), notFoundBody('GET', '/package.json'))

  // only GET and HEAD are registered
  const post = await app.inject({ method: 'POST', url: '/hello.txt' })
  assert.equal(post.statusCode, 404)
  assert.deepEqual(post.json(), notFoundBody('POST', '/hello.txt'))
})

test('HEAD answers the same headers with an empty body', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(fastifyStatic, { root })

  const expected = cacheHeadersOf('hello.txt')
  const res = await app.inject({ method: 'HEAD', url: '/hello.txt' })
  assert.equal(res.statusCode, 200)
  assert.equal(res.headers['content-type'], 'text/plain; charset=utf-8')
  assert.equal(res.headers['content-length'], '26')
  assert.equal(res.headers.etag, expected.etag)
  assert.equal(res.body, '')
})

test('Range requests: 206 with content-range, 416 when unsatisfiable', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(fastifyStatic, { root })

  const res = await app.inject({ method: 'GET', url: '/alphabet.txt', headers: { range: 'bytes=0-4' } })
  assert.equal(res.statusCode, 206)
  assert.equal(res.headers['content-range'], 'bytes 0-4/36')
  assert.equal(res.headers['content-length'], '5')
  assert.equal(res.headers['content-type'], 'text/plain; charset=utf-8')
  assert.equal(res.body, 'abcde')

  const tail = await app.inject({ method: 'GET', url: '/alphabet.txt', headers: { range: 'bytes=-6' } })
  assert.equal(tail.statusCode, 206)
  assert.equal(tail.headers['content-range'], 'bytes 30-35/36')
  assert.equal(tail.body, '456789')

  const bad = await app.inject({ method: 'GET', url: '/alphabet.txt', headers: { range: 'bytes=100-200' } })
  assert.equal(bad.statusCode, 416)
  assert.equal(bad.headers['content-range'], 'bytes */36')
  assert.equal(bad.headers['content-type'], 'application/json; charset=utf-8')
  assert.deepEqual(bad.json(), {
    statusCode: 416,
    error: 'Range Not Satisfiable',
    message: 'Range Not Satisfiable'
  })
})

test('Range over a real socket: the 206 body on the wire is exactly the range', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(fastifyStatic, { root })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const base = `http://127.0.0.1:${app.server.address().port}`

  const res = await fetch(`${base}/alphabet.txt`, { headers: { range: 'bytes=10-19' } })
  assert.equal(res.status, 206)
  assert.equal(res.headers.get('content-range'), 'bytes 10-19/36')
  assert.equal(res.headers.get('content-length'), '10')
  assert.equal(await res.text(), 'klmnopqrst')

  const full = await fetch(`${base}/hello.txt`)
  assert.equal(full.status, 200)
  assert.equal(full.headers.get('content-length'), '26')
  assert.equal(full.headers.get('content-type'), 'text/plain; charset=utf-8')
  assert.equal(await full.text(), 'Hello from a static file.\n')
})

test('reply.sendFile() from a route, sync and async handlers, and with another root', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(fastifyStatic, { root, serve: false })
  app.get('/greeting', function (req, reply) {
    reply.sendFile('hello.txt')
  })
  app.get('/greeting-async', async function (req, reply) {
    return reply.sendFile('hello.txt')
  })
  app.get('/css', function (req, reply) {
    reply.sendFile('site.css', path.join(root, 'assets'), { cacheControl: false })
  })

  const res = await app.inject('/greeting')
  assert.equal(res.statusCode, 200)
  assert.equal(res.headers['content-type'], 'text/plain; charset=utf-8')
  assert.equal(res.headers['content-length'], '26')
  assert.equal(res.headers['cache-control'], 'public, max-age=0')
  assert.equal(res.body, 'Hello from a static file.\n')

  const res2 = await app.inject('/greeting-async')
  assert.equal(res2.statusCode, 200)
  assert.equal(res2.body, 'Hello from a static file.\n')

  const res3 = await app.inject('/css')
  assert.equal(res3.statusCode, 200)
  assert.equal(res3.headers['content-type'], 'text/css; charset=utf-8')
  assert.equal(res3.headers['cache-control'], undefined)
  assert.equal(res3.body, 'body { color: #333; }\n')

  // serve: false registers no wildcard route
  const direct = await app.inject('/hello.txt')
  assert.equal(direct.statusCode, 404)
  assert.deepEqual(direct.json(), notFoundBody('GET', '/hello.txt'))
})

test('reply.download() sets content-disposition', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(fastifyStatic, { root })
  app.get('/get-data', function (req, reply) {
    reply.download('data.json', 'export.json')
  })

  const res = await app.inject('/get-data')
  assert.equal(res.statusCode, 200)
  assert.equal(res.headers['content-disposition'], 'attachment; filename=export.json')
  assert.equal(res.headers['content-type'], 'application/json; charset=utf-8')
  assert.equal(res.body, '{"name":"static-json","ok":true}\n')
})

test('prefix mounts the root under /public/', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(fastifyStatic, { root, prefix: '/public/' })

  const res = await app.inject('/public/hello.txt')
  assert.equal(res.statusCode, 200)
  assert.equal(res.headers['content-type'], 'text/plain; charset=utf-8')
  assert.equal(res.body, 'Hello from a static file.\n')

  const nested = await app.inject('/public/docs/index.html')
  assert.equal(nested.statusCode, 200)
  assert.equal(nested.headers['content-type'], 'text/html; charset=utf-8')

  const outside = await app.inject('/hello.txt')
  assert.equal(outside.statusCode, 404)
  assert.deepEqual(outside.json(), notFoundBody('GET', '/hello.txt'))
})

test('a directory answers with its index.html', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(fastifyStatic, { root })

  const expected = cacheHeadersOf('docs/index.html')
  for (const url of ['/docs/', '/docs']) {
    const res = await app.inject(url)
    assert.equal(res.statusCode, 200, url)
    assert.equal(res.headers['content-type'], 'text/html; charset=utf-8', url)
    assert.equal(res.headers['content-length'], String(expected.size), url)
    assert.equal(res.headers.etag, expected.etag, url)
    assert.equal(res.body, '<!doctype html>\n<title>docs</title>\n<h1>Docs index</h1>\n', url)
  }

  // a directory without index.html is a 404
  const noIndex = await app.inject('/assets/')
  assert.equal(noIndex.statusCode, 404)
  assert.deepEqual(noIndex.json(), notFoundBody('GET', '/assets/'))
})

test('setHeaders, maxAge/immutable, If-Modified-Since 304, and a custom not-found handler', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(fastifyStatic, {
    root,
    maxAge: '1d',
    immutable: true,
    setHeaders: (res, filePath) => {
      res.header('x-file', path.basename(filePath))
    }
  })
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ custom: 'not found', url: request.url })
  })

  const res = await app.inject('/hello.txt')
  assert.equal(res.statusCode, 200)
  assert.equal(res.headers['cache-control'], 'public, max-age=86400, immutable')
  assert.equal(res.headers['x-file'], 'hello.txt')
  assert.equal(res.body, 'Hello from a static file.\n')

  const later = new Date(Date.now() + 60_000).toUTCString()
  const notModified = await app.inject({ url: '/hello.txt', headers: { 'if-modified-since': later } })
  assert.equal(notModified.statusCode, 304)
  assert.equal(notModified.headers['x-file'], 'hello.txt')
  assert.equal(notModified.body, '')

  // a missing file reaches the app's own not-found handler
  const missing = await app.inject('/nope.txt')
  assert.equal(missing.statusCode, 404)
  assert.deepEqual(missing.json(), { custom: 'not found', url: '/nope.txt' })
})

test('wildcard: false registers one route per file found at startup', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(fastifyStatic, { root, wildcard: false })

  assert.equal(app.hasRoute({ method: 'GET', url: '/hello.txt' }), true)
  assert.equal(app.hasRoute({ method: 'GET', url: '/assets/site.css' }), true)

  const res = await app.inject('/assets/site.css')
  assert.equal(res.statusCode, 200)
  assert.equal(res.headers['content-type'], 'text/css; charset=utf-8')
  assert.equal(res.body, 'body { color: #333; }\n')

  const dir = await app.inject('/docs/')
  assert.equal(dir.statusCode, 200)
  assert.equal(dir.headers['content-type'], 'text/html; charset=utf-8')

  const missing = await app.inject('/missing.txt')
  assert.equal(missing.statusCode, 404)
  assert.deepEqual(missing.json(), notFoundBody('GET', '/missing.txt'))
})

test('redirect: true sends a directory without its slash to the slash url', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(fastifyStatic, { root, redirect: true })

  const res = await app.inject('/docs')
  assert.equal(res.statusCode, 301)
  assert.equal(res.headers.location, '/docs/')
  assert.equal(res.body, '')

  const withQuery = await app.inject('/docs?x=1')
  assert.equal(withQuery.statusCode, 301)
  assert.equal(withQuery.headers.location, '/docs/?x=1')
})

test('list: true answers a directory listing as JSON', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(fastifyStatic, { root, list: true, index: false })

  const res = await app.inject('/assets/')
  assert.equal(res.statusCode, 200)
  assert.equal(res.headers['content-type'], 'application/json; charset=utf-8')
  assert.deepEqual(res.json(), { dirs: [], files: ['site.css'] })
})

test('two roots under two prefixes (decorateReply: false on the second)', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(fastifyStatic, { root: path.join(root, 'assets'), prefix: '/a/' })
  await app.register(fastifyStatic, { root: path.join(root, 'docs'), prefix: '/d/', decorateReply: false })

  const css = await app.inject('/a/site.css')
  assert.equal(css.statusCode, 200)
  assert.equal(css.body, 'body { color: #333; }\n')

  const html = await app.inject('/d/')
  assert.equal(html.statusCode, 200)
  assert.equal(html.headers['content-type'], 'text/html; charset=utf-8')
  assert.equal(html.body, '<!doctype html>\n<title>docs</title>\n<h1>Docs index</h1>\n')
})

test('preCompressed: true serves file.txt.gz to a gzip client, the plain file otherwise', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(fastifyStatic, { root, preCompressed: true })

  const gz = await app.inject({ url: '/gz/file.txt', headers: { 'accept-encoding': 'gzip' } })
  assert.equal(gz.statusCode, 200)
  assert.equal(gz.headers['content-encoding'], 'gzip')
  assert.equal(gz.headers['content-type'], 'text/plain; charset=utf-8')
  assert.equal(gz.headers.vary, 'accept-encoding')
  assert.equal(gz.headers['content-length'], String(gz.rawPayload.length))
  assert.equal(gunzipSync(gz.rawPayload).toString(), 'pre-compressed original\n')

  const plain = await app.inject('/gz/file.txt')
  assert.equal(plain.statusCode, 200)
  assert.equal(plain.headers['content-encoding'], undefined)
  assert.equal(plain.body, 'pre-compressed original\n')
})

test('allowedPath refuses paths with a 404', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(fastifyStatic, { root, allowedPath: (pathName) => !pathName.startsWith('/assets') })

  const ok = await app.inject('/hello.txt')
  assert.equal(ok.statusCode, 200)

  const refused = await app.inject('/assets/site.css')
  assert.equal(refused.statusCode, 404)
  assert.deepEqual(refused.json(), notFoundBody('GET', '/assets/site.css'))
})
