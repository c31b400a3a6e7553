import fc from 'fast-check'
import { scenarios } from '../src/define.js'

scenarios('smoke', [
  {
    name: 'hello',
    setup(app, t) {
      app.addHook('onRequest', async () => t.trace('onRequest'))
      app.addHook('onResponse', async () => t.trace('onResponse'))
      app.get('/', async () => ({ hello: 'world' }))
      app.get('/:id', async (request) => request.params)
    },
    requests: [
      { url: '/' },
      { url: '/abc' },
      { url: '/nope/x' },
      { method: 'POST', url: '/', payload: { a: 1 } }
    ],
    logs: true
  },
  {
    name: 'ready',
    async run(make, t) {
      const app = make()
      app.register(async (child) => {
        child.decorate('x', 1)
      })
      await app.ready()
      t.observe('hasX', app.hasDecorator('x'))
    }
  },
  {
    name: 'paths',
    setup(app) {
      app.get('/a/:id', async (request) => request.params)
    },
    requests: fc.record({ url: fc.webPath().map((p) => `/a${p}`) })
  }
])
