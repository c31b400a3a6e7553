import { afterEach, describe, expect, it } from 'vitest'
import { createCore, type CapsuleInstance } from '../src/index.js'

// Expected orders are the ones Fastify 5.12.8 produces for the same programs: a lifecycle hook takes effect in
// boot order (program order, with each plugin's body run where it was registered) and also reaches the child
// contexts created before it; route-level hooks run after the shared ones.

const fp = <T extends object>(fn: T): T => Object.assign(fn, { [Symbol.for('skip-override')]: true })

let app: CapsuleInstance
let log: string[]
afterEach(async () => {
  await app?.close()
})

function setup(): CapsuleInstance {
  app = createCore()
  log = []
  return app
}

const h = (tag: string) => async (): Promise<void> => void log.push(tag)
const pass =
  (tag: string) =>
  async (_request: unknown, _reply: unknown, payload: unknown): Promise<unknown> => {
    log.push(tag)
    return payload
  }

/** Injects GET `url` and returns the tags the hooks logged for it. */
async function order(url: string, status = 200): Promise<string[]> {
  log.length = 0
  const response = await app.inject({ method: 'GET', url })
  expect(response.statusCode).toBe(status)
  // onResponse hooks run once the response finished, a few event-loop turns after inject() resolves at most
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setImmediate(resolve))
  return log.slice()
}

describe('hook order across plugins (Fastify boot order)', () => {
  it('runs a skip-override plugin hook registered earlier before a later addHook of the caller', async () => {
    setup()
    app.register(
      fp(async (i: CapsuleInstance) => {
        i.decorateRequest('cookies', null)
        i.addHook('onRequest', async (request) => {
          ;(request as unknown as { cookies: unknown }).cookies = { a: 1 }
          log.push('fp')
        })
      })
    )
    app.addHook('onRequest', async (request) => {
      log.push(`root:${JSON.stringify((request as unknown as { cookies: unknown }).cookies)}`)
    })
    app.get('/', async () => 'ok')
    expect(await order('/')).toEqual(['fp', 'root:{"a":1}'])
  })

  it('keeps addHook / register / addHook in program order (onSend)', async () => {
    setup()
    app.addHook('onSend', pass('x'))
    app.register(fp(async (i: CapsuleInstance) => void i.addHook('onSend', pass('fp'))))
    app.addHook('onSend', pass('root'))
    app.get('/', async () => 'ok')
    expect(await order('/')).toEqual(['x', 'fp', 'root'])
  })

  it('orders a child: register(fp(A)) then addHook(B) runs A, B', async () => {
    setup()
    app.register(async (c) => {
      c.register(fp(async (i: CapsuleInstance) => void i.addHook('onRequest', h('A'))))
      c.addHook('onRequest', h('B'))
      c.get('/c', async () => 'ok')
    })
    expect(await order('/c')).toEqual(['A', 'B'])
  })

  it('appends a parent hook added after a child to that child, after its own hooks', async () => {
    setup()
    app.register(async (c) => {
      c.addHook('onRequest', h('C'))
      c.get('/c', async () => 'ok')
    })
    app.addHook('onRequest', h('R'))
    app.get('/', async () => 'ok')
    expect(await order('/c')).toEqual(['C', 'R'])
    expect(await order('/')).toEqual(['R'])
  })

  it('interleaves parent hooks before and after a child with the child hooks (preHandler)', async () => {
    setup()
    app.addHook('preHandler', h('R0'))
    app.register(async (c) => {
      c.addHook('preHandler', h('C'))
      c.get('/c', async () => 'ok')
    })
    app.addHook('preHandler', h('R1'))
    app.get('/', async () => 'ok')
    expect(await order('/c')).toEqual(['R0', 'C', 'R1'])
    expect(await order('/')).toEqual(['R0', 'R1'])
  })

  it('inlines nested skip-override plugins where they were registered', async () => {
    setup()
    app.addHook('onRequest', h('r0'))
    app.register(
      fp(async (i: CapsuleInstance) => {
        i.addHook('onRequest', h('outer1'))
        i.register(fp(async (j: CapsuleInstance) => void j.addHook('onRequest', h('inner'))))
        i.addHook('onRequest', h('outer2'))
      })
    )
    app.addHook('onRequest', h('r1'))
    app.get('/', async () => 'ok')
    expect(await order('/')).toEqual(['r0', 'outer1', 'inner', 'outer2', 'r1'])
  })

  it('applies a hook added inside after() at the after() step', async () => {
    setup()
    app.register(fp(async (i: CapsuleInstance) => void i.addHook('onRequest', h('P'))))
    app.after(() => void app.addHook('onRequest', h('inAfter')))
    app.addHook('onRequest', h('Y'))
    app.register(fp(async (i: CapsuleInstance) => void i.addHook('onRequest', h('Q'))))
    app.get('/', async () => 'ok')
    expect(await order('/')).toEqual(['P', 'inAfter', 'Y', 'Q'])
  })

  it('applies a hook added in a chained register().after() before the next addHook', async () => {
    setup()
    app
      .register(fp(async (i: CapsuleInstance) => void i.addHook('preHandler', h('A'))))
      .after(() => void app.addHook('preHandler', h('inAfter')))
    app.addHook('preHandler', h('B'))
    app.get('/', async () => 'ok')
    expect(await order('/')).toEqual(['A', 'inAfter', 'B'])
  })

  it('orders after() and skip-override plugins inside a child, then the parent hook', async () => {
    setup()
    app.register(async (c) => {
      c.addHook('onRequest', h('c1'))
      c.after(() => void c.addHook('onRequest', h('cAfter')))
      c.register(fp(async (i: CapsuleInstance) => void i.addHook('onRequest', h('cfp'))))
      c.addHook('onRequest', h('c2'))
      c.get('/c', async () => 'ok')
    })
    app.addHook('onRequest', h('R'))
    expect(await order('/c')).toEqual(['c1', 'cAfter', 'cfp', 'c2', 'R'])
  })

  it('runs route-level hooks after every shared hook, including ones added after the route', async () => {
    setup()
    app.get('/', { onRequest: h('route'), preHandler: [h('routePH1'), h('routePH2')] }, async () => 'ok')
    app.addHook('onRequest', h('R'))
    app.addHook('preHandler', h('RPH'))
    app.register(
      fp(async (i: CapsuleInstance) => {
        i.addHook('onRequest', h('fp'))
        i.addHook('preHandler', h('fpPH'))
      })
    )
    expect(await order('/')).toEqual(['R', 'fp', 'route', 'RPH', 'fpPH', 'routePH1', 'routePH2'])
  })

  it('orders hooks around an awaited register inside a plugin', async () => {
    setup()
    app.register(async (c) => {
      c.addHook('onRequest', h('c0'))
      await c.register(fp(async (i: CapsuleInstance) => void i.addHook('onRequest', h('A'))))
      c.addHook('onRequest', h('c1'))
      c.register(fp(async (i: CapsuleInstance) => void i.addHook('onRequest', h('B'))))
      c.get('/c', async () => 'ok')
    })
    expect(await order('/c')).toEqual(['c0', 'A', 'c1', 'B'])
  })

  it('orders hooks around an awaited register at the top level', async () => {
    setup()
    app.addHook('onRequest', h('R0'))
    await app.register(fp(async (i: CapsuleInstance) => void i.addHook('onRequest', h('fp'))))
    app.addHook('onRequest', h('R1'))
    app.get('/', async () => 'ok')
    expect(await order('/')).toEqual(['R0', 'fp', 'R1'])
  })

  it('uses the same order for every lifecycle hook, onError included', async () => {
    setup()
    const names = [
      'onRequest',
      'preParsing',
      'preValidation',
      'preHandler',
      'preSerialization',
      'onSend',
      'onResponse',
      'onError'
    ] as const
    const all = (instance: CapsuleInstance, tag: string): void => {
      for (const name of names) {
        const hook =
          name === 'preParsing' || name === 'preSerialization' || name === 'onSend'
            ? pass(`${name}:${tag}`)
            : h(`${name}:${tag}`)
        instance.addHook(name, hook as never)
      }
    }
    all(app, 'r0')
    app.register(async (c) => {
      all(c, 'c')
      c.get('/c', async () => ({ ok: 1 }))
      c.get('/err', async () => {
        throw new Error('boom')
      })
    })
    app.register(fp(async (i: CapsuleInstance) => all(i, 'fp')))
    all(app, 'r1')
    const expected = (stages: readonly string[]): string[] =>
      stages.flatMap((stage) => ['r0', 'c', 'fp', 'r1'].map((tag) => `${stage}:${tag}`))
    expect(await order('/c')).toEqual(
      expected([
        'onRequest',
        'preParsing',
        'preValidation',
        'preHandler',
        'preSerialization',
        'onSend',
        'onResponse'
      ])
    )
    expect(await order('/err', 500)).toEqual(
      expected(['onRequest', 'preParsing', 'preValidation', 'preHandler', 'onError', 'onSend', 'onResponse'])
    )
  })

  it('reaches a grandchild with hooks its ancestors add after it', async () => {
    setup()
    app.register(async (c) => {
      c.register(async (g) => {
        g.addHook('onRequest', h('G'))
        g.get('/g', async () => 'ok')
      })
      c.addHook('onRequest', h('C'))
    })
    app.addHook('onRequest', h('R'))
    expect(await order('/g')).toEqual(['G', 'C', 'R'])
  })

  it('keeps siblings encapsulated while both get the later parent hook', async () => {
    setup()
    app.register(async (a) => {
      a.addHook('onRequest', h('A'))
      a.get('/a', async () => 'ok')
    })
    app.register(async (b) => {
      b.addHook('onRequest', h('B'))
      b.get('/b', async () => 'ok')
    })
    app.addHook('onRequest', h('R'))
    expect(await order('/a')).toEqual(['A', 'R'])
    expect(await order('/b')).toEqual(['B', 'R'])
  })

  it('gives an earlier child the hooks of a skip-override plugin registered on the parent after it', async () => {
    setup()
    app.register(async (c) => {
      c.register(fp(async (i: CapsuleInstance) => void i.addHook('onRequest', h('cfp'))))
      c.get('/c', async () => 'ok')
    })
    app.register(fp(async (i: CapsuleInstance) => void i.addHook('onRequest', h('rootfp'))))
    app.addHook('onRequest', h('R'))
    expect(await order('/c')).toEqual(['cfp', 'rootfp', 'R'])
  })

  it('orders a deep mix of encapsulated and skip-override plugins', async () => {
    setup()
    app.register(
      fp(async (i: CapsuleInstance) => {
        i.register(async (c) => {
          c.addHook('onRequest', h('c1'))
          c.register(fp(async (j: CapsuleInstance) => void j.addHook('onRequest', h('cfp'))))
          c.register(async (g) => {
            g.addHook('onRequest', h('g'))
            g.get('/g', async () => 'ok')
          })
          c.addHook('onRequest', h('c2'))
        })
        i.addHook('onRequest', h('fp'))
      })
    )
    app.addHook('onRequest', h('R'))
    expect(await order('/g')).toEqual(['c1', 'cfp', 'g', 'c2', 'fp', 'R'])
  })

  it('waits for a callback-style plugin and a module-promise plugin', async () => {
    setup()
    app.register(
      fp((i: CapsuleInstance, _options: unknown, done: () => void) => {
        i.addHook('onRequest', h('cb'))
        setTimeout(done, 5)
      })
    )
    app.register(
      Promise.resolve({ default: fp(async (i: CapsuleInstance) => void i.addHook('onRequest', h('imp'))) })
    )
    app.addHook('onRequest', h('R'))
    app.get('/', async () => 'ok')
    expect(await order('/')).toEqual(['cb', 'imp', 'R'])
  })

  it('queues a hook added on the parent from a child body behind the child (the running plugin)', async () => {
    setup()
    const root = app
    app.register(async (c) => {
      c.addHook('onRequest', h('C'))
      root.addHook('onRequest', h('fromChild'))
      c.get('/c', async () => 'ok')
    })
    app.addHook('onRequest', h('R'))
    app.get('/', async () => 'ok')
    expect(await order('/c')).toEqual(['C', 'fromChild', 'R'])
    expect(await order('/')).toEqual(['fromChild', 'R'])
  })

  it('orders the hooks of not-found handlers the same way', async () => {
    setup()
    app.register(
      async (c) => {
        c.setNotFoundHandler(async (_request, reply) => reply.code(404).send('nf'))
        c.addHook('onRequest', h('C'))
      },
      { prefix: '/p' }
    )
    app.register(fp(async (i: CapsuleInstance) => void i.addHook('onRequest', h('fp'))))
    app.addHook('onRequest', h('R'))
    expect(await order('/p/zzz', 404)).toEqual(['C', 'fp', 'R'])
    expect(await order('/zzz', 404)).toEqual(['fp', 'R'])
  })

  it('queues onRegister too: contexts created before it are not reported', async () => {
    setup()
    const created: string[] = []
    app.register(async (c) => void c.register(async () => {}))
    app.addHook('onRegister', () => void created.push('onRegister'))
    app.register(async (c) => void c.register(async () => {}))
    await app.ready()
    expect(created).toEqual(['onRegister', 'onRegister'])
  })
})
