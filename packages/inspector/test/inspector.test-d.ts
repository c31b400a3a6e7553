import capsule from '@capsule/server'
import { expectTypeOf } from 'vitest'
import inspector, { type InspectorOptions, type RecordedRequest } from '../src/index.js'

const app = capsule()
app.register(inspector)
app.register(inspector, {
  prefix: '/debug',
  requests: 100,
  headerValues: ['x-tenant'],
  hooks: {
    // both hook styles are accepted, and their arguments are typed
    onRequest: async (request, reply) => {
      expectTypeOf(request.headers).toHaveProperty('authorization')
      if (request.headers.authorization !== 'Bearer dev') await reply.code(401).send()
    },
    preHandler: [(_request, _reply, done) => done()]
  }
})

// @ts-expect-error requests is a number
app.register(inspector, { requests: '10' })
// @ts-expect-error headerValues is a boolean or a list of names
app.register(inspector, { headerValues: 'all' })
// @ts-expect-error the guard hooks are onRequest and preHandler
app.register(inspector, { hooks: { onSend: async () => {} } })
// @ts-expect-error the option is allowProduction
app.register(inspector, { production: true })

declare const recorded: RecordedRequest
expectTypeOf(recorded.segments[0]!.kind).toEqualTypeOf<
  'hook' | 'parsing' | 'validation' | 'handler' | 'not-found handler' | 'serialization' | 'response'
>()
expectTypeOf<InspectorOptions['bodies']>().toEqualTypeOf<boolean | undefined>()
