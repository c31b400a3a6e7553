// The scenario every runner plays against app.mjs: a list of cases as data. A case is
//   { name, request: (base) => Request, check(response, { base, runner, send }) }
// built on a base URL (`http://127.0.0.1:<port>` for a server, `http://localhost` for app.fetch in process), or, for
// what a fetch client cannot see or send (trailers, a request without any body framing), a wire case
//   { name, wire: 'raw HTTP/1.1 request', check(text, { base, runner }) }
// written on a socket, the response read as bytes until the server closes the connection.
// Requests are built and responses checked in the Node test process; only the server side runs on Bun or Deno.
//
// A case that cannot work on some runner for a real reason names it in `except`, with the reason; the runner then
// leaves the case out (no skipped test), and README.md lists it in its table.
import assert from 'node:assert/strict'
import { ALLOWED_ORIGIN, CHUNKS, LARGE_CHUNKS, LARGE_CHUNK_SIZE, SLOW_PAUSE, UPLOAD_LIMIT } from './app.mjs'

/** Every way the scenario is run; the test files are named after them. */
export const RUNNERS = ['node-listen', 'node-fetch', 'bun-listen', 'bun-serve', 'deno-listen', 'deno-serve']

const JSON_TYPE = 'application/json; charset=utf-8'

/** The answer to a body over its limit, whether its length was declared or counted while reading. */
const TOO_LARGE = {
  statusCode: 413,
  code: 'FST_ERR_CTP_BODY_TOO_LARGE',
  error: 'Payload Too Large',
  message: 'Request body is too large'
}
const TEXT_TYPE = 'text/plain; charset=utf-8'

/** Asserts each header: a string is the exact value, null means absent. */
function headers(response, expected) {
  for (const [name, value] of Object.entries(expected)) {
    assert.equal(response.headers.get(name), value, `header ${name}`)
  }
}

/** The headers the application's hooks add to every route of the root context. */
function hooked(response, onSend) {
  headers(response, { 'x-on-request': 'yes', 'x-on-send': onSend, 'x-scoped-hook': null })
}

async function json(response, status, body) {
  assert.equal(response.status, status)
  assert.equal(response.headers.get('content-type'), JSON_TYPE)
  assert.deepEqual(await response.json(), body)
}

function jsonInit(method, body, extra = {}) {
  return { method, headers: { 'content-type': 'application/json', ...extra }, body: JSON.stringify(body) }
}

/** The bytes of a body read chunk by chunk, as a client of a streaming response reads them. */
async function readAll(response) {
  const parts = []
  for await (const chunk of response.body) parts.push(chunk)
  return Buffer.concat(parts)
}

/**
 * A raw HTTP/1.1 response (read to the connection's end): status, headers by lower-case name, the body de-chunked,
 * the trailers. Only what the wire cases need: one response, chunked or with a Content-Length.
 */
export function parseHttp1(text) {
  const headEnd = text.indexOf('\r\n\r\n')
  assert.ok(headEnd > 0, `a complete head in ${JSON.stringify(text)}`)
  const [statusLine, ...lines] = text.slice(0, headEnd).split('\r\n')
  const fields = (list) =>
    Object.fromEntries(
      list
        .filter(Boolean)
        .map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()])
    )
  const headers = fields(lines)
  let rest = text.slice(headEnd + 4)
  if (headers['transfer-encoding'] !== 'chunked')
    return { status: Number(statusLine.split(' ')[1]), headers, body: rest, trailers: {}, chunked: false }
  let body = ''
  for (;;) {
    const lineEnd = rest.indexOf('\r\n')
    const size = parseInt(rest.slice(0, lineEnd), 16)
    assert.ok(Number.isInteger(size), `a chunk size in ${JSON.stringify(rest)}`)
    rest = rest.slice(lineEnd + 2)
    if (size === 0) break
    body += rest.slice(0, size)
    rest = rest.slice(size + 2)
  }
  const trailers = fields(
    rest.slice(0, rest.indexOf('\r\n\r\n') === -1 ? rest.length : rest.indexOf('\r\n\r\n')).split('\r\n')
  )
  return { status: Number(statusLine.split(' ')[1]), headers, body, trailers, chunked: true }
}

export const cases = [
  {
    name: 'GET a JSON route: body, content-type, content-length, onRequest and onSend hooks',
    request: (base) => new Request(`${base}/hello`),
    async check(response) {
      await json(response, 200, { hello: 'world' })
      headers(response, { 'content-length': '17', vary: 'Origin' })
      hooked(response, 'string')
    }
  },
  {
    name: 'HEAD of a GET route: same status and headers, no body',
    request: (base) => new Request(`${base}/hello`, { method: 'HEAD' }),
    async check(response) {
      assert.equal(response.status, 200)
      headers(response, { 'content-type': JSON_TYPE, 'content-length': '17' })
      hooked(response, 'string')
      assert.equal(await response.text(), '')
    }
  },
  {
    name: 'request properties, a fastify-plugin decorator, an encapsulated one not visible, preHandler',
    request: (base) => new Request(`${base}/context?q=caf%C3%A9&n=1`, { headers: { 'X-Custom': 'Value 1' } }),
    async check(response, { base }) {
      await json(response, 200, {
        scopedVisible: false,
        shared: 'from fastify-plugin',
        viaPreHandler: 'GET /context',
        ip: '127.0.0.1',
        host: new URL(base).host,
        protocol: 'http',
        method: 'GET',
        url: '/context?q=caf%C3%A9&n=1',
        custom: 'Value 1'
      })
      hooked(response, 'string')
    }
  },
  {
    name: 'an encapsulated plugin: its decorator and its onRequest hook inside its own prefix',
    request: (base) => new Request(`${base}/scoped`),
    async check(response) {
      await json(response, 200, { scopedValue: 'only in /scoped', shared: 'from fastify-plugin' })
      headers(response, { 'x-scoped-hook': 'yes', 'x-on-request': 'yes', 'x-on-send': 'string' })
    }
  },
  {
    name: 'JSON body, params and querystring validated and coerced; 201; the response schema drops an extra field',
    request: (base) =>
      new Request(
        `${base}/users/42?notify=true`,
        jsonInit('POST', { name: 'Ada', tags: ['math', 'engines'] })
      ),
    async check(response) {
      await json(response, 201, { id: 42, name: 'Ada', tags: ['math', 'engines'], notify: true })
      hooked(response, 'string')
    }
  },
  {
    name: 'querystring default applied when the parameter is absent',
    request: (base) => new Request(`${base}/users/1`, jsonInit('POST', { name: 'Grace' })),
    async check(response) {
      await json(response, 201, { id: 1, name: 'Grace', notify: false })
    }
  },
  {
    name: 'a body without a required property: 400 FST_ERR_VALIDATION',
    request: (base) => new Request(`${base}/users/7`, jsonInit('POST', { tags: [] })),
    async check(response) {
      await json(response, 400, {
        statusCode: 400,
        code: 'FST_ERR_VALIDATION',
        error: 'Bad Request',
        message: "body must have required property 'name'"
      })
      hooked(response, 'string')
    }
  },
  {
    name: 'a params value of the wrong type: 400 FST_ERR_VALIDATION',
    request: (base) => new Request(`${base}/users/abc`, jsonInit('POST', { name: 'Ada' })),
    async check(response) {
      await json(response, 400, {
        statusCode: 400,
        code: 'FST_ERR_VALIDATION',
        error: 'Bad Request',
        message: 'params/id must be integer'
      })
    }
  },
  {
    name: 'malformed JSON: 400 FST_ERR_CTP_INVALID_JSON_BODY',
    request: (base) =>
      new Request(`${base}/echo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"name":'
      }),
    async check(response) {
      await json(response, 400, {
        statusCode: 400,
        code: 'FST_ERR_CTP_INVALID_JSON_BODY',
        error: 'Bad Request',
        message: "Body is not valid JSON but content-type is set to 'application/json'"
      })
    }
  },
  {
    name: 'a media type without a parser: 415 FST_ERR_CTP_INVALID_MEDIA_TYPE',
    request: (base) =>
      new Request(`${base}/echo`, {
        method: 'POST',
        headers: { 'content-type': 'application/xml' },
        body: '<a/>'
      }),
    async check(response) {
      await json(response, 415, {
        statusCode: 415,
        code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
        error: 'Unsupported Media Type',
        message: 'Unsupported Media Type'
      })
    }
  },
  {
    name: 'a UTF-8 text body read and sent back byte for byte',
    request: (base) =>
      new Request(`${base}/echo`, {
        method: 'POST',
        headers: { 'content-type': TEXT_TYPE },
        body: 'héllo wörld ✓ 🚀'
      }),
    async check(response) {
      assert.equal(response.status, 200)
      headers(response, {
        'content-type': TEXT_TYPE,
        'content-length': String(Buffer.byteLength('héllo wörld ✓ 🚀'))
      })
      assert.equal(await response.text(), 'héllo wörld ✓ 🚀')
    }
  },
  {
    name: 'a thrown error with statusCode 403: its message is sent',
    request: (base) => new Request(`${base}/http-error`),
    async check(response) {
      await json(response, 403, { statusCode: 403, error: 'Forbidden', message: 'You shall not pass' })
      hooked(response, 'string')
    }
  },
  {
    name: 'an unexpected error: 500 with its message masked',
    request: (base) => new Request(`${base}/crash`),
    async check(response) {
      await json(response, 500, {
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Internal Server Error'
      })
      hooked(response, 'string')
    }
  },
  {
    name: 'an unknown route: 404 with the hooks of the root context',
    request: (base) => new Request(`${base}/nope`),
    async check(response) {
      await json(response, 404, { message: 'Route GET:/nope not found', error: 'Not Found', statusCode: 404 })
      hooked(response, 'string')
    }
  },
  {
    name: 'a Node Readable of several chunks, streamed without content-length',
    request: (base) => new Request(`${base}/stream/node`),
    async check(response) {
      assert.equal(response.status, 200)
      headers(response, { 'content-type': TEXT_TYPE, 'content-length': null })
      hooked(response, 'node-stream')
      assert.equal((await readAll(response)).toString(), CHUNKS.join(''))
    }
  },
  {
    name: 'a web ReadableStream of several chunks, streamed without content-length',
    request: (base) => new Request(`${base}/stream/web`),
    async check(response) {
      assert.equal(response.status, 200)
      headers(response, { 'content-type': TEXT_TYPE, 'content-length': null })
      hooked(response, 'web-stream')
      assert.equal((await readAll(response)).toString(), CHUNKS.join(''))
    }
  },
  {
    name: `a stream is not buffered: its first chunk arrives before the second, sent ${SLOW_PAUSE} ms later`,
    request: (base) => new Request(`${base}/stream/slow`),
    async check(response) {
      assert.equal(response.status, 200)
      const reader = response.body.getReader()
      const first = await reader.read()
      const firstAt = performance.now()
      let rest = ''
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
        rest += Buffer.from(chunk.value).toString()
      const gap = performance.now() - firstAt
      assert.equal(Buffer.from(first.value).toString() + rest, 'first,second')
      // the first read returned the first chunk alone, well before the end of the body
      assert.equal(Buffer.from(first.value).toString(), 'first,')
      assert.ok(gap > SLOW_PAUSE / 2, `the rest came ${gap.toFixed(0)} ms after the first chunk`)
    }
  },
  {
    name: `a 1 MiB Node stream (${LARGE_CHUNKS} chunks of ${LARGE_CHUNK_SIZE / 1024} KiB) arrives whole and in order`,
    request: (base) => new Request(`${base}/stream/large`),
    async check(response) {
      assert.equal(response.status, 200)
      headers(response, { 'content-type': 'application/octet-stream' })
      const body = await readAll(response)
      assert.equal(body.length, LARGE_CHUNKS * LARGE_CHUNK_SIZE)
      for (let i = 0; i < LARGE_CHUNKS; i++) {
        const chunk = body.subarray(i * LARGE_CHUNK_SIZE, (i + 1) * LARGE_CHUNK_SIZE)
        assert.ok(
          chunk.every((byte) => byte === 97 + (i % 26)),
          `chunk ${i}`
        )
      }
    }
  },
  {
    name: 'a Buffer: exact bytes, content-length, octet-stream',
    request: (base) => new Request(`${base}/buffer`),
    async check(response) {
      assert.equal(response.status, 200)
      headers(response, { 'content-type': 'application/octet-stream', 'content-length': '6' })
      hooked(response, 'buffer')
      assert.deepEqual([...new Uint8Array(await response.arrayBuffer())], [0, 1, 2, 253, 254, 255])
    }
  },
  {
    name: 'two Set-Cookie headers stay two',
    request: (base) => new Request(`${base}/cookies`),
    async check(response) {
      await json(response, 200, { cookies: 2 })
      assert.deepEqual(response.headers.getSetCookie(), [
        'session=abc; Path=/; HttpOnly',
        'theme=dark; Path=/'
      ])
    }
  },
  {
    name: 'reply.redirect(): 302 with its Location',
    request: (base) => new Request(`${base}/redirect`, { redirect: 'manual' }),
    async check(response) {
      assert.equal(response.status, 302)
      headers(response, { location: '/hello', 'x-on-request': 'yes' })
      assert.equal(await response.text(), '')
    }
  },
  {
    name: '204 from a DELETE route: no body, no content-type',
    request: (base) => new Request(`${base}/empty`, { method: 'DELETE' }),
    async check(response) {
      assert.equal(response.status, 204)
      headers(response, { 'content-type': null, 'x-on-request': 'yes' })
      assert.equal(await response.text(), '')
    }
  },
  {
    name: 'a body within the route bodyLimit is read',
    request: (base) =>
      new Request(`${base}/upload`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: 'x'.repeat(UPLOAD_LIMIT)
      }),
    async check(response) {
      await json(response, 200, { received: UPLOAD_LIMIT })
    }
  },
  {
    name: 'a body over bodyLimit with its Content-Length: 413 FST_ERR_CTP_BODY_TOO_LARGE',
    request: (base) =>
      new Request(`${base}/upload`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: 'x'.repeat(UPLOAD_LIMIT * 4)
      }),
    async check(response) {
      await json(response, 413, TOO_LARGE)
    }
  },
  {
    // the limit is crossed by the last byte of the last chunk, so the count across chunks is what refuses it. A body
    // that crosses it early and keeps coming (4 chunks of 32 bytes) races the server's close: the client is still
    // writing when the connection goes, and Node's fetch then rejects with EPIPE instead of returning the 413. That
    // race is the same on Node, Bun and Deno, bare node:http included (README.md), so it is not played here.
    name: 'a body over bodyLimit streamed without Content-Length (chunked): 413 FST_ERR_CTP_BODY_TOO_LARGE',
    request: (base) =>
      new Request(`${base}/upload`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        duplex: 'half',
        body: new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('y'.repeat(UPLOAD_LIMIT)))
            controller.enqueue(new TextEncoder().encode('y'))
            controller.close()
          }
        })
      }),
    async check(response) {
      await json(response, 413, TOO_LARGE)
    }
  },
  {
    name: 'a 512 KiB request body streamed in 16 KiB chunks arrives whole',
    request: (base) =>
      new Request(`${base}/echo`, {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream' },
        duplex: 'half',
        body: new ReadableStream({
          start(controller) {
            for (let i = 0; i < 32; i++) controller.enqueue(new Uint8Array(16 * 1024).fill(65 + (i % 26)))
            controller.close()
          }
        })
      }),
    async check(response) {
      assert.equal(response.status, 200)
      const body = await readAll(response)
      assert.equal(body.length, 512 * 1024)
      for (let i = 0; i < 32; i++)
        assert.ok(
          body.subarray(i * 16384, (i + 1) * 16384).every((b) => b === 65 + (i % 26)),
          `chunk ${i}`
        )
    }
  },
  {
    // a wire case: a fetch client never sees trailers (neither Node's fetch nor a web Response carries them), so
    // the request is written on a socket and the response read as bytes
    name: 'reply.trailer(): the body chunked, then the trailer computed from the payload (on the wire)',
    wire: 'GET /trailers HTTP/1.1\r\nHost: 127.0.0.1\r\nTE: trailers\r\nConnection: close\r\n\r\n',
    except: {
      'node-fetch': 'no socket (app.fetch in process), and a web Response has no trailers',
      'bun-serve':
        'a web Response has no trailers: app.fetch drops them and their Trailer header (next case)',
      'deno-serve':
        'a web Response has no trailers: app.fetch drops them and their Trailer header (next case)'
    },
    async check(text) {
      const response = parseHttp1(text)
      assert.equal(response.status, 200)
      assert.equal(response.headers['content-type'], TEXT_TYPE)
      assert.equal(response.headers.trailer, 'x-body-length')
      assert.equal(response.headers['content-length'], undefined)
      assert.equal(response.chunked, true)
      assert.equal(response.body, 'body with a trailer')
      assert.deepEqual(response.trailers, { 'x-body-length': '19' })
    }
  },
  {
    name: 'reply.trailer() through a fetch client: the body arrives; a Trailer header only where trailers are sent',
    request: (base) => new Request(`${base}/trailers`),
    async check(response, { runner }) {
      assert.equal(response.status, 200)
      headers(response, { 'content-type': TEXT_TYPE, 'x-on-send': 'string' })
      // over listen() the trailer follows the body (previous case); a web Response cannot carry one, so announcing
      // it would promise a field that never comes
      headers(response, { trailer: runner.endsWith('-listen') ? 'x-body-length' : null })
      assert.equal(await response.text(), 'body with a trailer')
    }
  },
  {
    // RFC 9112 §6.3: a request without Content-Length and Transfer-Encoding has no body. Node's fetch always sends
    // `content-length: 0` for a POST without a body, hence the raw request
    name: 'a POST without any body framing (no Content-Length, no Transfer-Encoding) has no body (on the wire)',
    wire: 'POST /ping HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
    except: {
      'node-fetch': 'no socket: app.fetch in process takes a Request, whose missing body is simply null'
    },
    async check(text) {
      const response = parseHttp1(text)
      assert.equal(response.status, 200, response.body)
      assert.equal(response.headers['content-type'], JSON_TYPE)
      assert.deepEqual(JSON.parse(response.body), { pong: true, body: null })
    }
  },
  {
    name: '@fastify/cors: a preflight OPTIONS from an allowed origin is 204 with the allow headers',
    request: (base) =>
      new Request(`${base}/users/1`, {
        method: 'OPTIONS',
        headers: {
          origin: ALLOWED_ORIGIN,
          'access-control-request-method': 'PUT',
          'access-control-request-headers': 'content-type'
        }
      }),
    async check(response) {
      assert.equal(response.status, 204)
      headers(response, {
        'access-control-allow-origin': ALLOWED_ORIGIN,
        'access-control-allow-methods': 'GET, POST, PUT',
        'access-control-allow-headers': 'content-type',
        vary: 'Origin, Access-Control-Request-Headers'
      })
      assert.equal(await response.text(), '')
    }
  },
  {
    name: '@fastify/cors: a GET from an allowed origin carries access-control-allow-origin',
    request: (base) => new Request(`${base}/hello`, { headers: { origin: ALLOWED_ORIGIN } }),
    async check(response) {
      await json(response, 200, { hello: 'world' })
      headers(response, { 'access-control-allow-origin': ALLOWED_ORIGIN, vary: 'Origin' })
    }
  },
  {
    name: '@fastify/cors: a GET from another origin does not',
    request: (base) => new Request(`${base}/hello`, { headers: { origin: 'http://other.example' } }),
    async check(response) {
      await json(response, 200, { hello: 'world' })
      headers(response, { 'access-control-allow-origin': null, vary: 'Origin' })
    }
  },
  {
    name: 'request.raw and reply.raw in a preHandler hook and the handler',
    request: (base) => new Request(`${base}/raw/pre-handler?x=1`, { headers: { 'x-probe': 'probe value' } }),
    async check(response) {
      await json(response, 200, { method: 'GET', url: '/raw/pre-handler?x=1', probe: 'probe value' })
      headers(response, { 'x-raw-pre-handler': 'probe value' })
      hooked(response, 'string')
    }
  },
  {
    name: 'a handler that hijacks and writes reply.raw itself',
    request: (base) => new Request(`${base}/raw/handler`),
    async check(response) {
      assert.equal(response.status, 201)
      headers(response, { 'content-type': TEXT_TYPE, 'x-raw': 'handler' })
      assert.equal(await response.text(), 'written to reply.raw')
    }
  },
  {
    name: 'reply.raw in an onSend hook sees the status the handler set',
    request: (base) => new Request(`${base}/raw/on-send`, jsonInit('POST', { a: 1 })),
    async check(response) {
      await json(response, 202, { echoed: { a: 1 } })
      headers(response, { 'x-status-seen': '202' })
    }
  },
  {
    name: 'a plugin whose onRequest hook answers through reply.raw: the handler never runs',
    request: (base) => new Request(`${base}/raw/plugin-writes`),
    async check(response) {
      await json(response, 418, { from: 'plugin', url: '/raw/plugin-writes' })
    }
  },
  {
    name: 'reply.raw and request.raw in onResponse, after the answer went out',
    request: (base) => new Request(`${base}/raw/on-response`),
    async check(response, { base, send }) {
      await json(response, 200, { answered: true })
      // onResponse runs once the answer finished; the next request reads what it saw
      let seen = null
      for (let attempt = 0; attempt < 50 && seen === null; attempt++) {
        const answer = await send(new Request(`${base}/raw/on-response/seen`))
        seen = await answer.json()
        if (seen === null) await new Promise((resolve) => setTimeout(resolve, 10))
      }
      assert.deepEqual(seen, { status: 200, method: 'GET', ended: true })
    }
  }
]

/** The cases a runner plays: all, minus those that name it in `except`. */
export function casesFor(runner) {
  if (!RUNNERS.includes(runner)) throw new Error(`unknown runner ${runner}`)
  return cases.filter((c) => c.except?.[runner] === undefined)
}
