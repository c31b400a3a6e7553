// app.readiness, the closeGrace option and closeOnSignals(): typed, misuse caught.
import { describe, expectTypeOf, it } from 'vitest'
import capsule, { closeOnSignals, type CloseOnSignalsOptions, type Readiness } from '../../src/index.js'

describe('shutdown', () => {
  it('types readiness, closeGrace and closeOnSignals', () => {
    const app = capsule({ closeGrace: 5000 })
    expectTypeOf(app.readiness).toEqualTypeOf<Readiness>()
    expectTypeOf<Readiness>().toEqualTypeOf<'starting' | 'ready' | 'draining' | 'closed'>()
    const remove = closeOnSignals(app, { signals: ['SIGTERM'], delay: 5000, grace: 20_000, exit: true })
    expectTypeOf(remove).toEqualTypeOf<() => void>()
    expectTypeOf<CloseOnSignalsOptions['signals']>().toEqualTypeOf<readonly NodeJS.Signals[] | undefined>()
  })

  it('catch the mistakes', () => {
    const app = capsule()
    // @ts-expect-error closeGrace is a number of milliseconds
    capsule({ closeGrace: '5s' })
    // @ts-expect-error readiness is read-only
    app.readiness = 'ready'
    // @ts-expect-error not a signal name
    closeOnSignals(app, { signals: ['TERM'] })
    // @ts-expect-error delay is a number of milliseconds
    closeOnSignals(app, { delay: '5s' })
    // @ts-expect-error the application comes first
    closeOnSignals({ grace: 1000 })
  })

  it('lets an application written for Fastify decorate readiness itself', () => {
    // compiles: the name is Capsule's, not Fastify's (the value then wins at runtime, as decorators do)
    capsule().decorate('readiness', 'custom')
    capsule().decorate('readiness', { get: () => 'custom' })
  })
})
