import { createReadStream } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import fc from 'fast-check'
import { scenarios } from '../src/define.js'
import type { ScenarioContext } from '../src/scenario.js'

/** A Node stream of these chunks. */
const chunks = (...parts: string[]): Readable => Readable.from(parts.map((part) => Buffer.from(part)))

/** A stream that fails before producing anything (a file that is missing, a query that failed). */
function failsAtOnce(error: Error): Readable {
  return new Readable({
    read() {
      this.destroy(error)
    }
  })
}

/** A stream that sends one chunk, then fails. */
function failsAfterFirst(error: Error): Readable {
  let sent = false
  return new Readable({
    read() {
      if (!sent) {
        sent = true
        this.push('first chunk|')
        return
      }
      setImmediate(() => this.destroy(error))
    }
  })
}

/** A stream that ends normally but whose destroy fails (a handle that cannot be closed). */
function closeFails(t: ScenarioContext): Readable {
  return new Readable({
    read() {
      this.push('body')
      this.push(null)
    },
    destroy(error, callback) {
      t.trace('destroy called')
      callback(error ?? new Error('cannot close the handle'))
    }
  })
}

/** A stream whose life is traced: what a framework did with it (read it to its end, or destroyed it). */
function traced(t: ScenarioContext, parts: string[]): Readable {
  const stream = Readable.from(parts)
  stream.on('end', () => t.trace('stream end'))
  stream.on('close', () => t.trace('stream close'))
  return stream
}

const withStatus = (message: string, statusCode: number): Error =>
  Object.assign(new Error(message), { statusCode })

scenarios('streams', [
  {
    name: 'a Node stream is sent chunked',
    setup(app) {
      app.get('/', async () => chunks('one ', 'two ', 'three'))
      app.get('/typed', async (_request, reply) => reply.type('text/csv').send(chunks('a,b\n', '1,2\n')))
    },
    requests: [{ url: '/' }, { url: '/typed' }]
  },
  {
    name: 'a stream with a content-length the handler set',
    setup(app) {
      app.get('/', async (_request, reply) => {
        reply.header('content-length', '11')
        return chunks('hello ', 'world')
      })
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'an empty stream',
    setup(app) {
      app.get('/', async () => Readable.from([]))
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'a stream of binary chunks',
    setup(app) {
      app.get('/', async (_request, reply) => {
        reply.type('application/octet-stream')
        return Readable.from([Buffer.from([0, 255, 128]), Buffer.from([1, 2, 3])])
      })
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'a stream sent with reply.send from a sync handler',
    setup(app) {
      app.get('/', (_request, reply) => {
        reply.header('x-kind', 'stream').send(chunks('sync ', 'stream'))
      })
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'a stream with another status',
    setup(app) {
      app.get('/', async (_request, reply) => reply.code(206).send(chunks('partial')))
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'an onSend hook replaces a payload with a stream',
    setup(app, t) {
      app.addHook('onSend', async (_request, reply, payload) => {
        t.trace('onSend', typeof payload)
        reply.type('text/plain')
        return chunks('replaced: ', String(payload))
      })
      app.get('/', async () => ({ a: 1 }))
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'an onSend hook sees the stream',
    setup(app, t) {
      app.addHook('onSend', async (_request, _reply, payload) => {
        t.trace('is stream', typeof (payload as { pipe?: unknown }).pipe === 'function')
        return payload
      })
      app.get('/', async () => chunks('x'))
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'onResponse runs once the stream ended',
    setup(app, t) {
      app.addHook('onResponse', async (_request, reply) => t.trace('onResponse', reply.statusCode))
      app.get('/', async () => traced(t, ['a', 'b']))
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'a stream with trailers',
    setup(app) {
      app.get('/', async (_request, reply) => {
        reply.trailer('x-done', async () => 'yes')
        return chunks('streamed ', 'with trailers')
      })
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'a web ReadableStream and a Response with a stream body',
    setup(app) {
      const web = () =>
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('web chunk'))
            controller.close()
          }
        })
      app.get('/web', async () => web())
      app.get('/response', async () => new Response(web(), { headers: { 'content-type': 'text/plain' } }))
    },
    requests: [{ url: '/web' }, { url: '/response' }]
  },

  // ---- HEAD ----
  {
    name: 'HEAD of a stream route',
    setup(app) {
      app.get('/', async (_request, reply) => reply.type('text/plain').send(chunks('a', 'b', 'c')))
      app.get('/sized', async (_request, reply) => reply.header('content-length', '3').send(chunks('abc')))
      app.get('/web', async () => new ReadableStream({ start: (controller) => controller.close() }))
    },
    requests: [
      { method: 'HEAD', url: '/' },
      { method: 'HEAD', url: '/sized' },
      { method: 'HEAD', url: '/web' }
    ]
  },
  {
    name: 'HEAD of a stream route releases the stream',
    setup(app, t) {
      app.addHook('onResponse', async () => t.trace('onResponse'))
      app.get('/', async () => traced(t, ['a', 'b']))
    },
    requests: [{ method: 'HEAD', url: '/' }],
    differs: [{ path: 'trace', guide: '#streams-that-are-not-sent-are-destroyed' }]
  },
  {
    name: 'an explicit HEAD route sending a stream',
    setup(app) {
      app.head('/', async (_request, reply) =>
        reply.header('content-length', '42').send(chunks('never sent'))
      )
    },
    requests: [{ method: 'HEAD', url: '/' }]
  },
  {
    name: 'HEAD of a route whose stream fails, then more requests',
    logs: 'error',
    setup(app) {
      app.get('/fails', async () => failsAtOnce(new Error('disk gone')))
      app.get('/ok', async () => 'still serving')
    },
    requests: [
      { method: 'HEAD', url: '/fails' },
      { url: '/ok' },
      { method: 'HEAD', url: '/fails' },
      { url: '/ok' }
    ],
    differs: [{ path: 'logs', guide: '#streams-that-are-not-sent-are-destroyed' }]
  },
  {
    name: 'HEAD of a route whose stream cannot be closed, then more requests',
    setup(app, t) {
      app.get('/fails', async () => closeFails(t))
      app.get('/ok', async () => 'still serving')
    },
    requests: [{ method: 'HEAD', url: '/fails' }, { url: '/ok' }],
    logs: 'error'
  },
  {
    name: 'HEAD of a route streaming a file that cannot be opened, then more requests',
    logs: 'error',
    setup(app) {
      app.get('/missing', async (_request, reply) =>
        reply.type('text/plain').send(createReadStream(join(tmpdir(), 'capsule-parity-no-such-file')))
      )
      app.get('/ok', async () => 'still serving')
    },
    requests: [
      { method: 'HEAD', url: '/missing' },
      { url: '/ok' },
      { method: 'HEAD', url: '/missing' },
      { url: '/ok' }
    ]
  },

  // ---- 204 ----
  {
    name: 'a 204 with a stream',
    setup(app, t) {
      app.addHook('onResponse', async () => t.trace('onResponse'))
      app.get('/', async (_request, reply) => reply.code(204).send(traced(t, ['unsent'])))
    },
    requests: [{ url: '/' }],
    differs: [{ path: 'trace', guide: '#streams-that-are-not-sent-are-destroyed' }]
  },
  {
    name: 'a 204 with a stream that fails',
    setup(app) {
      app.get('/fails', async (_request, reply) => reply.code(204).send(failsAtOnce(new Error('broken'))))
      app.get('/ok', async () => 'still serving')
    },
    requests: [{ url: '/fails' }, { url: '/ok' }]
  },

  // ---- errors ----
  {
    name: 'a stream that fails before its first chunk',
    setup(app, t) {
      app.addHook('onError', async (_request, _reply, error) => t.trace('onError', (error as Error).message))
      app.get('/', async () => failsAtOnce(withStatus('no such file', 404)))
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'a stream that fails before its first chunk, with an error handler',
    setup(app, t) {
      app.setErrorHandler((error, _request, reply) => {
        t.trace('error handler', (error as Error).message)
        reply.code(503).send({ retry: true })
      })
      app.get('/', async () => failsAtOnce(new Error('upstream closed')))
    },
    requests: [{ url: '/' }]
  },
  {
    name: 'a stream that fails before its first chunk, unexpectedly',
    logs: 'error',
    setup(app) {
      app.get('/', async () => failsAtOnce(new Error('EIO: i/o error, read')))
    },
    requests: [{ url: '/' }],
    differs: [{ path: 'answers[0].body', guide: '#messages-of-unexpected-5xx-errors' }]
  },
  {
    name: 'a stream that fails after its first chunk',
    logs: 'warn',
    setup(app, t) {
      app.addHook('onError', async () => t.trace('onError'))
      app.addHook('onResponse', async () => t.trace('onResponse'))
      app.get('/fails', async () => failsAfterFirst(new Error('connection to storage lost')))
      app.get('/ok', async () => 'still serving')
    },
    requests: [{ url: '/fails' }, { url: '/ok' }],
    via: ['socket']
  },
  {
    name: 'a web stream that fails before and after its first chunk',
    setup(app) {
      app.get(
        '/before',
        async () =>
          new ReadableStream({
            pull(controller) {
              controller.error(withStatus('gone', 410))
            }
          })
      )
      let pulls = 0
      app.get(
        '/after',
        async () =>
          new ReadableStream({
            pull(controller) {
              if (pulls++ === 0) controller.enqueue(new TextEncoder().encode('first|'))
              else controller.error(new Error('web stream broke'))
            }
          })
      )
      app.get('/ok', async () => 'still serving')
    },
    requests: [{ url: '/before' }, { url: '/after' }, { url: '/ok' }],
    via: ['socket']
  },
  // ---- generated ----
  {
    name: 'any chunks',
    setup(app) {
      app.post('/', async (request) => chunks(...(request.body as { parts: string[] }).parts))
    },
    requests: fc
      .array(fc.string({ unit: 'binary' }), { maxLength: 6 })
      .map((parts) => ({ method: 'POST', url: '/', payload: { parts } }))
  }
])
