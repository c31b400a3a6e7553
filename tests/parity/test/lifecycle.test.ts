// The server's lifecycle: listen() and what it reports, ready(), close() and the hooks around them, the instance's
// standing properties. Mostly free-form scenarios: each makes its applications, drives them and observes.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { scenarios } from '../src/define.js'
import { viaSocket } from '../src/exchange.js'
import type { App } from '../src/frameworks.js'
import type { ScenarioContext } from '../src/scenario.js'
import type { FastifyListenOptions } from 'fastify-real'

/** A value as compared: the run's port masked in strings and `port` fields (each run listens on its own). */
function masked(value: unknown, port: number): unknown {
  if (typeof value === 'string') return value.replace(new RegExp(`:${port}(?!\\d)`, 'g'), ':<port>')
  if (Array.isArray(value)) return value.map((item) => masked(item, port))
  if (typeof value !== 'object' || value === null) return value
  const out: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(value)) {
    out[key] = key === 'port' && field === port ? '<port>' : masked(field, port)
  }
  return out
}

function portOf(app: App): number {
  const address = app.server.address()
  return typeof address === 'object' && address !== null ? address.port : -1
}

/** Resolves with what `app.listen(options, callback)` called back. */
function listenWithCallback(app: App, options: FastifyListenOptions): Promise<unknown[]> {
  return new Promise((resolve) => {
    app.listen(options, (...args: unknown[]) => resolve(args))
  })
}

/** A request whose answer the handler holds until `release()`: for close() while it is in flight. */
function heldRequest(): { started: Promise<void>; release: () => void; wait: () => Promise<void> } {
  let started!: () => void
  let release!: () => void
  const startedPromise = new Promise<void>((resolve) => (started = resolve))
  const released = new Promise<void>((resolve) => (release = resolve))
  return {
    started: startedPromise,
    release,
    wait: () => {
      started()
      return released
    }
  }
}

/** A GET over a keep-alive connection of its own, answer and connection header kept. */
function keepAliveGet(port: number, path: string): Promise<{ status: number; connection: unknown }> {
  return new Promise((resolve, reject) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const request = http.get({ host: '127.0.0.1', port, path, agent }, (response) => {
      response.resume()
      response.on('end', () => {
        agent.destroy()
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection })
      })
    })
    request.on('error', (error: NodeJS.ErrnoException) => {
      agent.destroy()
      reject(error)
    })
  })
}

function codeOf(error: unknown): unknown {
  return (error as { code?: unknown }).code ?? (error as Error).message
}

function recordHooks(app: App, t: ScenarioContext, name: string): void {
  app.addHook('onReady', async () => t.trace(`${name} onReady`))
  app.addHook('preClose', async () => t.trace(`${name} preClose`))
  app.addHook('onClose', async () => t.trace(`${name} onClose`))
}

scenarios('lifecycle', [
  // ---- listen() ----
  {
    name: 'listen on 127.0.0.1 port 0: the address it returns, addresses(), listeningOrigin, server.address()',
    async run(make, t) {
      const app = make()
      const address = await app.listen({ port: 0, host: '127.0.0.1' })
      const port = portOf(app)
      t.observe('returned', masked(address, port))
      t.observe('origin', masked(app.listeningOrigin, port))
      t.observe('addresses', masked(app.addresses(), port))
      t.observe('server.address()', masked(app.server.address(), port))
      t.observe('listening', app.server.listening)
    }
  },
  {
    name: 'listen with a callback: (null, address) and no promise',
    async run(make, t) {
      const app = make()
      const [error, address] = await listenWithCallback(app, { port: 0, host: '127.0.0.1' })
      t.observe('error', error)
      t.observe('address', masked(address, portOf(app)))
    }
  },
  {
    name: 'listen with only a callback: the default host and port',
    differs: [
      { path: 'observed.error', guide: '#listen-without-a-port-or-with-only-a-callback' },
      { path: 'observed.bound', guide: '#listen-without-a-port-or-with-only-a-callback' }
    ],
    async run(make, t) {
      const app = make()
      let calledBack!: (args: unknown[]) => void
      const args = new Promise<unknown[]>((resolve) => (calledBack = resolve))
      // Fastify returns a promise here too: it settles once every address is bound
      await (app.listen((...given: unknown[]) => calledBack(given)) as unknown)
      const [error] = await args
      t.observe('error', error)
      const address = app.server.address() as AddressInfo
      t.observe('bound', [address.address, address.port > 0])
    }
  },
  {
    name: 'listen without a port',
    differs: [{ path: 'observed.listen', guide: '#listen-without-a-port-or-with-only-a-callback' }],
    async run(make, t) {
      const app = make()
      t.observe(
        'listen',
        await app.listen({ host: '127.0.0.1' }).then((address) => masked(address, portOf(app)), codeOf)
      )
    }
  },
  {
    name: 'listen twice: FST_ERR_REOPENED_SERVER, the first binding kept',
    async run(make, t) {
      const app = make()
      await app.listen({ port: 0, host: '127.0.0.1' })
      const port = portOf(app)
      t.observe('second', await app.listen({ port: 0, host: '127.0.0.1' }).then((value) => value, codeOf))
      t.observe('still', portOf(app) === port && app.server.listening)
    }
  },
  {
    name: 'listen twice with callbacks: the second is called back with FST_ERR_REOPENED_SERVER',
    async run(make, t) {
      const app = make()
      await listenWithCallback(app, { port: 0, host: '127.0.0.1' })
      const [error, address] = await listenWithCallback(app, { port: 0, host: '127.0.0.1' })
      t.observe('error', codeOf(error))
      t.observe('address', address)
    }
  },
  {
    name: 'listen after close: FST_ERR_REOPENED_CLOSE_SERVER',
    async run(make, t) {
      const app = make()
      await app.listen({ port: 0, host: '127.0.0.1' })
      await app.close()
      t.observe('again', await app.listen({ port: 0, host: '127.0.0.1' }).then((value) => value, codeOf))
      t.observe('listening', app.server.listening)
    }
  },
  {
    name: 'listen on a port in use: EADDRINUSE, and the application can still close',
    async run(make, t) {
      const first = make()
      await first.listen({ port: 0, host: '127.0.0.1' })
      const second = make()
      t.observe(
        'second',
        await second.listen({ port: portOf(first), host: '127.0.0.1' }).then(() => 'listening', codeOf)
      )
      t.observe('closed', await second.close().then(() => 'closed'))
    }
  },
  {
    name: 'listen with an invalid port: FST_ERR_LISTEN_OPTIONS_INVALID or a Node error',
    async run(make, t) {
      const app = make()
      t.observe(
        'port -1',
        await Promise.resolve()
          .then(() => app.listen({ port: -1, host: '127.0.0.1' }))
          .then(() => 'listening', codeOf)
      )
    }
  },
  {
    name: 'listenTextResolver: the line logged, and what listen() returns',
    logs: true,
    async run(make, t) {
      const app = make()
      const address = await app.listen({
        port: 0,
        host: '127.0.0.1',
        listenTextResolver: (origin) => `up on ${origin}`
      })
      t.observe('returned', masked(address, portOf(app)))
    }
  },
  {
    name: 'listen logs the address it listens on',
    logs: true,
    async run(make) {
      const app = make()
      await app.listen({ port: 0, host: '127.0.0.1' })
    }
  },
  {
    name: 'listen on localhost binds every address localhost resolves to',
    logs: true,
    async run(make, t) {
      await withLocalhostResolvingToBoth(async () => {
        const app = make()
        const address = await app.listen({ port: 0, host: 'localhost' })
        const port = portOf(app)
        t.observe('returned', masked(address, port))
        t.observe('addresses', masked(app.addresses(), port))
        t.observe('origin', masked(app.listeningOrigin, port))
        t.observe('over ::1', await viaSocketOn('::1', port, '/'))
        await app.close()
        t.observe('::1 after close', await viaSocketOn('::1', port, '/').catch(codeOf))
      }, t)
    }
  },
  {
    name: 'listen on localhost where it resolves to 127.0.0.1 only: one binding',
    async run(make, t) {
      const app = make()
      await app.listen({ port: 0, host: 'localhost' })
      const port = portOf(app)
      t.observe(
        'addresses',
        masked(
          app.addresses().filter((entry) => typeof entry === 'object' && entry.family === 'IPv4'),
          port
        )
      )
    }
  },
  {
    name: 'listen with an already aborted signal: close() runs, the port is never bound',
    async run(make, t) {
      const app = make()
      app.addHook('onClose', async () => t.trace('onClose'))
      app.addHook('onListen', async () => t.trace('onListen'))
      const controller = new AbortController()
      controller.abort()
      const outcome = await app
        .listen({ port: 0, host: '127.0.0.1', signal: controller.signal })
        .then((value) => ({ resolved: value }), codeOf)
      t.observe('outcome', outcome)
      t.observe('listening', app.server.listening)
      t.observe('inject after', await app.inject('/').then((r) => r.statusCode, codeOf))
    }
  },
  {
    name: 'listen with a signal aborted while plugins load: close() runs, the port is never bound',
    differs: [{ path: 'trace', guide: '#close-or-an-aborted-signal-while-listen-is-starting' }],
    async run(make, t) {
      const app = make()
      const controller = new AbortController()
      app.addHook('onClose', async () => t.trace('onClose'))
      app.addHook('onListen', async () => t.trace('onListen'))
      app.register(async () => {
        t.trace('plugin')
        controller.abort()
      })
      const outcome = await app
        .listen({ port: 0, host: '127.0.0.1', signal: controller.signal })
        .then((value) => ({ resolved: value }), codeOf)
      t.observe('outcome', outcome)
      t.observe('listening', app.server.listening)
    }
  },
  {
    name: 'listen with a signal aborted once listening: preClose and onClose run, the server stops',
    async run(make, t) {
      const app = make()
      app.addHook('preClose', async () => t.trace('preClose'))
      const closed = new Promise<void>((resolve) => {
        app.addHook('onClose', async () => {
          t.trace('onClose')
          resolve()
        })
      })
      const controller = new AbortController()
      await app.listen({ port: 0, host: '127.0.0.1', signal: controller.signal })
      controller.abort()
      await closed
      t.observe('listening', app.server.listening)
    }
  },
  {
    name: 'close() while listen() is still starting: the server never listens, the callback form',
    differs: [
      { path: 'observed.called back', guide: '#close-or-an-aborted-signal-while-listen-is-starting' }
    ],
    async run(make, t) {
      const app = make()
      let loaded!: () => void
      const loading = new Promise<void>((resolve) => (loaded = resolve))
      app.register(async () => {
        await loading
      })
      let calledBack: unknown = 'not called'
      app.listen({ port: 0, host: '127.0.0.1' }, (error) => {
        calledBack = codeOf(error)
      })
      const closing = app.close()
      loaded()
      await closing
      await new Promise((resolve) => setTimeout(resolve, 50))
      t.observe('listening after close', app.server.listening)
      t.observe('handle after close', app.server.address() !== null)
      t.observe('called back', calledBack)
    }
  },
  {
    name: 'close() while listen() is still starting: the server never listens, the promise form',
    differs: [
      { path: 'observed.listen', guide: '#close-or-an-aborted-signal-while-listen-is-starting' },
      {
        path: 'observed.listening after close',
        guide: '#close-or-an-aborted-signal-while-listen-is-starting'
      },
      { path: 'trace', guide: '#close-or-an-aborted-signal-while-listen-is-starting' }
    ],
    async run(make, t) {
      const app = make()
      let loaded!: () => void
      const loading = new Promise<void>((resolve) => (loaded = resolve))
      app.register(async () => {
        await loading
      })
      app.addHook('onListen', async () => t.trace('onListen'))
      const listening = app.listen({ port: 0, host: '127.0.0.1' }).then(
        () => 'listening',
        (error: unknown) => codeOf(error)
      )
      const closing = app.close()
      loaded()
      await closing
      t.observe('listen', await listening)
      t.observe('listening after close', app.server.listening)
      // Fastify's server is left open: closed here, so the test process does not keep it
      if (app.server.listening) await new Promise((resolve) => app.server.close(resolve))
    }
  },
  // ---- ready() ----
  {
    name: 'ready() resolves with the instance; a second ready() too, without running onReady again',
    async run(make, t) {
      const app = make()
      app.addHook('onReady', async () => t.trace('onReady'))
      const first = await app.ready()
      t.observe('first is app', first === app)
      const second = await app.ready()
      t.observe('second is app', second === app)
    }
  },
  {
    name: 'ready(callback): (null, instance)',
    async run(make, t) {
      const app = make()
      const args = await new Promise<unknown[]>((resolve) => {
        app.ready((...given: unknown[]) => resolve(given))
      })
      t.observe('arity', args.length)
      t.observe('error', args[0])
      t.observe('instance', args[1] === app)
    }
  },
  {
    name: 'ready() twice at once: one boot, both settle',
    async run(make, t) {
      const app = make()
      app.register(async () => t.trace('plugin'))
      app.addHook('onReady', async () => t.trace('onReady'))
      const both = await Promise.all([app.ready(), app.ready()])
      t.observe(
        'both app',
        both.every((value) => value === app)
      )
    }
  },
  {
    name: 'ready() after close()',
    async run(make, t) {
      const app = make()
      app.addHook('onReady', async () => t.trace('onReady'))
      await app.ready()
      await app.close()
      t.observe('ready', await app.ready().then((value) => value === app, codeOf))
      t.observe('inject', await app.inject('/').then((r) => r.statusCode, codeOf))
    }
  },
  {
    name: 'onReady hooks: serial in registration order, parents before children, callback and async forms',
    async run(make, t) {
      const app = make()
      app.addHook('onReady', function (done) {
        t.trace('root callback')
        done()
      })
      app.register(async (child) => {
        child.addHook('onReady', async () => t.trace('child'))
        child.register(async (grandchild) => {
          grandchild.addHook('onReady', async () => t.trace('grandchild'))
        })
      })
      app.addHook('onReady', async function () {
        t.trace('root async', this === app)
      })
      await app.ready()
    }
  },
  {
    name: 'an onReady hook that rejects: ready() rejects with its error, later hooks do not run',
    async run(make, t) {
      const app = make()
      app.addHook('onReady', async () => {
        t.trace('first')
        throw Object.assign(new Error('cache unreachable'), { code: 'E_CACHE' })
      })
      app.addHook('onReady', async () => t.trace('second'))
      t.observe('ready', await app.ready().then(() => 'resolved', codeOf))
      t.observe('ready again', await app.ready().then(() => 'resolved', codeOf))
    }
  },
  {
    name: 'an onReady hook that calls done(error): ready() rejects with it',
    async run(make, t) {
      const app = make()
      app.addHook('onReady', (done) => {
        done(Object.assign(new Error('no'), { code: 'E_NO' }))
      })
      t.observe('ready', await app.ready().then(() => 'resolved', codeOf))
    }
  },
  {
    name: 'an onReady hook that throws synchronously',
    async run(make, t) {
      const app = make()
      app.addHook('onReady', function (_done: () => void) {
        throw Object.assign(new Error('sync'), { code: 'E_SYNC' })
      } as never)
      t.observe('ready', await app.ready().then(() => 'resolved', codeOf))
    }
  },
  {
    name: 'an onReady hook that never finishes: FST_ERR_HOOK_TIMEOUT after pluginTimeout',
    options: { pluginTimeout: 50 },
    async run(make, t) {
      const app = make()
      app.addHook('onReady', (_done) => {
        t.trace('started')
      })
      t.observe('ready', await app.ready().then(() => 'resolved', codeOf))
    }
  },

  // ---- onListen ----
  {
    name: 'onListen hooks run after the port is bound, not on ready() or inject()',
    async run(make, t) {
      const app = make()
      app.addHook('onListen', async function () {
        t.trace('onListen', this.server.listening)
      })
      app.register(async (child) => {
        child.addHook('onListen', function (done) {
          t.trace('child onListen')
          done()
        })
      })
      await app.ready()
      await app.inject('/')
      t.trace('listen')
      await app.listen({ port: 0, host: '127.0.0.1' })
      t.trace('listen resolved')
    }
  },
  {
    name: 'an onListen hook that fails: logged at error, the others still run, listen() resolves',
    logs: true,
    async run(make, t) {
      const app = make()
      app.addHook('onListen', async () => {
        throw new Error('warm-up failed')
      })
      app.addHook('onListen', (done) => {
        done(new Error('second failed'))
      })
      app.addHook('onListen', async () => t.trace('third'))
      const address = await app.listen({ port: 0, host: '127.0.0.1' })
      t.observe('resolved', typeof address)
    }
  },

  // ---- close() ----
  {
    name: 'close() resolves; onClose hooks run children before parents, preClose parents first',
    async run(make, t) {
      const app = make()
      recordHooks(app, t, 'root')
      app.register(async (child) => {
        recordHooks(child, t, 'child')
        child.register(async (grandchild) => {
          recordHooks(grandchild, t, 'grandchild')
        })
      })
      app.register(async (sibling) => {
        recordHooks(sibling, t, 'sibling')
      })
      await app.ready()
      t.trace('close')
      t.observe('close', await app.close())
    }
  },
  {
    name: 'close(callback): called once, with no error',
    async run(make, t) {
      const app = make()
      app.addHook('onClose', async () => t.trace('onClose'))
      await app.ready()
      const args = await new Promise<unknown[]>((resolve) => {
        app.close((...given: unknown[]) => resolve(given))
      })
      t.observe('args', args)
    }
  },
  {
    name: 'close() twice: the hooks run once, both resolve',
    async run(make, t) {
      const app = make()
      app.addHook('onClose', async () => t.trace('onClose'))
      app.addHook('preClose', async () => t.trace('preClose'))
      await app.listen({ port: 0, host: '127.0.0.1' })
      const both = await Promise.all([app.close(), app.close()])
      t.observe('both', both)
      await app.close()
      t.observe('listening', app.server.listening)
    }
  },
  {
    name: 'close() without ready(): the plugins load, so their onClose hooks run',
    async run(make, t) {
      const app = make()
      app.register(async (child) => {
        t.trace('plugin loads')
        child.addHook('onClose', async () => t.trace('child onClose'))
      })
      app.addHook('onReady', async () => t.trace('onReady'))
      app.addHook('preClose', async () => t.trace('preClose'))
      await app.close()
    }
  },
  {
    name: 'onClose hook forms: (instance, done), async (instance), and `this`',
    async run(make, t) {
      const app = make()
      app.decorate('name', 'root')
      app.addHook('onClose', function (instance, done) {
        t.trace('callback', instance === app, this === app)
        done()
      })
      app.register(async (child) => {
        child.addHook('onClose', async function (instance) {
          t.trace('async', instance === child, this === child)
        })
      })
      await app.ready()
      await app.close()
    }
  },
  {
    name: 'an onClose hook that fails: the others still run, close() rejects with the error',
    async run(make, t) {
      const app = make()
      app.addHook('onClose', async () => t.trace('first registered'))
      app.addHook('onClose', async () => {
        t.trace('failing')
        throw Object.assign(new Error('flush failed'), { code: 'E_FLUSH' })
      })
      app.addHook('onClose', async () => t.trace('last registered'))
      await app.ready()
      t.observe('close', await app.close().then(() => 'resolved', codeOf))
    }
  },
  {
    name: 'a preClose hook that fails: close() still stops the server',
    async run(make, t) {
      const app = make()
      app.addHook('preClose', async () => {
        throw Object.assign(new Error('drain failed'), { code: 'E_DRAIN' })
      })
      app.addHook('onClose', async () => t.trace('onClose'))
      await app.listen({ port: 0, host: '127.0.0.1' })
      t.observe('close', await app.close().then(() => 'resolved', codeOf))
      t.observe('listening', app.server.listening)
    }
  },
  {
    name: 'preClose runs while the server still accepts: a new request is answered 503 (return503OnClosing)',
    async run(make, t) {
      const app = make()
      app.get('/', async () => 'ok')
      let port = 0
      app.addHook('preClose', async () => {
        const answer = await viaSocket(port, { url: '/' })
        t.observe('during preClose', masked(answer, port))
      })
      await app.listen({ port: 0, host: '127.0.0.1' })
      port = portOf(app)
      await app.close()
    }
  },
  {
    name: 'return503OnClosing: false: a request during preClose is handled, with Connection: close',
    options: { return503OnClosing: false },
    async run(make, t) {
      const app = make()
      app.get('/', async () => 'ok')
      let port = 0
      app.addHook('preClose', async () => {
        t.observe('during preClose', await keepAliveGet(port, '/'))
      })
      await app.listen({ port: 0, host: '127.0.0.1' })
      port = portOf(app)
      await app.close()
    }
  },
  {
    name: 'close() waits for a request in flight, which is answered with Connection: close',
    differs: [{ path: 'observed.answer.connection', guide: '#differences-a-socket-shows' }],
    async run(make, t) {
      const app = make()
      const held = heldRequest()
      app.get('/slow', async () => {
        await held.wait()
        return 'done'
      })
      app.addHook('onClose', async () => t.trace('onClose'))
      await app.listen({ port: 0, host: '127.0.0.1' })
      const answer = keepAliveGet(portOf(app), '/slow')
      await held.started
      const closing = app.close().then(() => t.trace('closed'))
      t.trace('release')
      held.release()
      t.observe('answer', await answer)
      await closing
    }
  },
  {
    name: 'forceCloseConnections: true: close() ends a request in flight',
    options: { forceCloseConnections: true },
    async run(make, t) {
      const app = make()
      const held = heldRequest()
      app.get('/slow', async () => {
        await held.wait()
        return 'done'
      })
      await app.listen({ port: 0, host: '127.0.0.1' })
      const answer = keepAliveGet(portOf(app), '/slow').catch(codeOf)
      await held.started
      await app.close()
      t.observe('answer', await answer)
      held.release()
    }
  },
  {
    name: 'close() closes an idle keep-alive connection at once',
    async run(make, t) {
      const app = make()
      app.get('/', async () => 'ok')
      await app.listen({ port: 0, host: '127.0.0.1' })
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
      // wrapped: a promise resolved with a promise would wait for it
      const { socketClosed } = await new Promise<{ socketClosed: Promise<void> }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port: portOf(app), path: '/', agent }, (response) => {
            const socket = response.socket
            response.resume()
            response.on('end', () =>
              resolve({ socketClosed: new Promise((done) => socket.once('close', () => done())) })
            )
          })
          .on('error', reject)
      })
      await app.close()
      await socketClosed
      t.observe('closed', true)
      agent.destroy()
    }
  },
  {
    name: 'inject() after close(): FST_ERR_REOPENED_CLOSE_SERVER',
    async run(make, t) {
      const app = make()
      app.get('/', async () => 'ok')
      await app.ready()
      await app.close()
      t.observe('inject', await app.inject('/').then((r) => r.statusCode, codeOf))
    }
  },

  // ---- after() ----
  {
    name: 'after() callback forms: (), (err), (err, done), (err, instance, done), and after() as a promise',
    async run(make, t) {
      const app = make()
      app.register(async () => t.trace('a'))
      app.after(() => t.trace('after ()'))
      app.register(async () => t.trace('b'))
      app.after((error) => t.trace('after (err)', error))
      app.after(((error: unknown, done: () => void) => {
        t.trace('after (err, done)', error)
        done()
      }) as never)
      app.after(function (error: unknown, instance: unknown, done: () => void) {
        t.trace('after (err, instance, done)', error, instance === app)
        done()
      } as never)
      app.register(async () => t.trace('c'))
      await app.after()
      t.trace('after() resolved')
      await app.ready()
    }
  },
  {
    name: 'after() returns the instance for chaining',
    async run(make, t) {
      const app = make()
      const returned = app.after(() => t.trace('after'))
      t.observe('chained', returned === app)
      await app.ready()
    }
  },

  // ---- the instance's properties ----
  {
    name: 'initialConfig: the whole object, defaults',
    async run(make, t) {
      t.observe('config', make().initialConfig)
    }
  },
  {
    name: 'initialConfig: the options given, http2 and frozen',
    async run(make, t) {
      const app = make({
        http2: true,
        bodyLimit: 2048,
        caseSensitive: false,
        requestIdHeader: 'x-request-id',
        requestIdLogLabel: 'rid',
        pluginTimeout: 500,
        connectionTimeout: 1000,
        keepAliveTimeout: 2000,
        exposeHeadRoutes: false,
        return503OnClosing: false
      } as never)
      const config = app.initialConfig as Record<string, unknown>
      t.observe('config', config)
      t.observe('frozen', Object.isFrozen(config))
      t.observe(
        'assign',
        (() => {
          try {
            ;(config as { bodyLimit: number }).bodyLimit = 1
            return config['bodyLimit']
          } catch (error) {
            return (error as Error).name
          }
        })()
      )
    }
  },
  {
    name: 'initialConfig: https options are reported as true, allowHTTP1 as given',
    async run(make, t) {
      const https = make({ https: { allowHTTP1: true } } as never)
      t.observe('allowHTTP1', (https.initialConfig as Record<string, unknown>)['https'])
      t.observe('http2', (https.initialConfig as Record<string, unknown>)['http2'])
      const withKey = make({ https: { key: 'not a key', cert: 'not a cert' } } as never).initialConfig
      t.observe('key', (withKey as Record<string, unknown>)['https'])
    }
  },
  {
    name: 'app.version, app.prefix, app.server, pluginName in a plugin',
    async run(make, t) {
      const app = make()
      t.observe('version', app.version)
      t.observe('root prefix', app.prefix)
      t.observe('root name', app.pluginName)
      t.observe('server', app.server instanceof http.Server)
      // no such member on an instance (it is the request's)
      t.observe('routeOptions', typeof (app as unknown as { routeOptions?: unknown }).routeOptions)
      app.register(
        async function api(child) {
          t.observe('child prefix', child.prefix)
          t.observe('child name', child.pluginName)
          t.observe('same server', child.server === app.server)
          child.register(
            async (inner) => {
              t.observe('inner prefix', inner.prefix)
            },
            { prefix: '/v1' }
          )
        },
        { prefix: '/api' }
      )
      await app.ready()
    }
  },
  {
    name: 'app.log can be replaced; the replacement logs what the application logs',
    async run(make, t) {
      const app = make()
      const lines: unknown[] = []
      const replacement = {
        level: 'info',
        info: (...args: unknown[]) => lines.push(['info', ...args]),
        error: (...args: unknown[]) => lines.push(['error', ...args]),
        warn: (...args: unknown[]) => lines.push(['warn', ...args]),
        debug: () => undefined,
        trace: () => undefined,
        fatal: () => undefined,
        silent: () => undefined,
        child: () => replacement
      }
      app.log = replacement as never
      t.observe('same', app.log === (replacement as never))
      app.log.info('hello')
      app.register(async (child) => {
        t.observe('child sees it', child.log === (replacement as never))
      })
      app.get('/', async (request) => {
        t.observe('request log is the replacement', request.log === (replacement as never))
        return 'ok'
      })
      await app.ready()
      await app.inject('/')
      t.observe('lines', lines)
    }
  },
  {
    name: 'app.log replaced in a plugin context',
    async run(make, t) {
      const app = make()
      const lines: unknown[] = []
      const replacement = {
        info: (...args: unknown[]) => lines.push(args),
        child: () => replacement
      }
      app.register(async (child) => {
        child.log = replacement as never
        t.observe('child', child.log === (replacement as never))
      })
      await app.ready()
      t.observe('root unchanged', app.log === (replacement as never))
    }
  },
  {
    name: 'validatorCompiler and serializerCompiler seen in a plugin, at load and at ready',
    async run(make, t) {
      const app = make()
      app.register(async (child) => {
        t.observe('at load', [typeof child.validatorCompiler, typeof child.serializerCompiler])
        child.get(
          '/',
          { schema: { querystring: { type: 'object', properties: { a: { type: 'integer' } } } } },
          async () => 'ok'
        )
        child.ready((error) => {
          t.observe('in ready', [error, typeof child.validatorCompiler, typeof child.serializerCompiler])
        })
      })
      await app.ready()
      t.observe('root after ready', [typeof app.validatorCompiler, typeof app.serializerCompiler])
    }
  },
  {
    name: 'printPlugins after ready',
    differs: [{ path: 'observed.printed', guide: '#smaller-differences' }],
    async run(make, t) {
      const app = make()
      app.register(async function database(child) {
        child.register(async function pool() {})
      })
      app.register(async function routes() {})
      await app.ready()
      t.observe('printed', app.printPlugins().replace(/\d+ ms/g, 'N ms'))
    }
  },
  {
    name: 'printRoutes: the tree, per method, with a common prefix off',
    async run(make, t) {
      const app = make()
      app.get('/users', async () => 'list')
      app.get('/users/:id', async () => 'one')
      app.post('/users', async () => 'create')
      app.get('/health', async () => 'ok')
      await app.ready()
      t.observe('tree', app.printRoutes())
      t.observe('GET', app.printRoutes({ method: 'GET' }))
      t.observe('no common prefix', app.printRoutes({ commonPrefix: false }))
    }
  },
  {
    name: 'Symbol.asyncDispose closes the application',
    async run(make, t) {
      const app = make()
      app.addHook('onClose', async () => t.trace('onClose'))
      await app.listen({ port: 0, host: '127.0.0.1' })
      await (app as unknown as { [Symbol.asyncDispose](): Promise<void> })[Symbol.asyncDispose]()
      t.observe('listening', app.server.listening)
    }
  }
])

/** Runs `work` while `dns.lookup('localhost')` answers 127.0.0.1 and ::1, as on a machine with both in its hosts file. */
async function withLocalhostResolvingToBoth(work: () => Promise<void>, _t: ScenarioContext): Promise<void> {
  const dns = (await import('node:dns')).default
  const original = dns.lookup
  const both = [
    { address: '127.0.0.1', family: 4 },
    { address: '::1', family: 6 }
  ]
  const patched = function (hostname: string, options: unknown, callback?: unknown): void {
    if (typeof options === 'function') {
      callback = options
      options = {}
    }
    if (hostname !== 'localhost') {
      ;(original as (...args: unknown[]) => void)(hostname, options, callback)
      return
    }
    const all = typeof options === 'object' && options !== null && (options as { all?: boolean }).all === true
    const done = callback as (...args: unknown[]) => void
    process.nextTick(() => (all ? done(null, both) : done(null, both[0]!.address, both[0]!.family)))
  }
  ;(dns as { lookup: unknown }).lookup = patched
  try {
    await work()
  } finally {
    ;(dns as { lookup: unknown }).lookup = original
  }
}

function viaSocketOn(host: string, port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host, port, path, agent: false }, (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      })
      .on('error', reject)
  })
}
