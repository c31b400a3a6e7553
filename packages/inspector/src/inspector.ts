import type { CapsuleInstance, CapsuleReply, CapsuleRequest } from '@capsule/core'
import skipOverride from '@capsule/skip-override'
import { CPS_ERR_INSPECTOR_IN_PRODUCTION, CPS_ERR_INSPECTOR_NOT_CAPSULE } from './errors.js'
import { resolveOptions, type InspectorOptions } from './inspector-options.js'
import { inspectorRoutes, type Explainable } from './inspector-routes.js'
import { visibleBody } from './redact.js'
import { RequestRecorder } from './request-recorder.js'

type Done = (error?: Error | null, value?: unknown) => void

/**
 * The live inspector: serves a page under `prefix` (default `/_capsule`) with the application's contexts (click a
 * route: its explain()) and the last requests as a waterfall of their lifecycle. Registered with skip-override: its
 * boundary hooks land in the context that registers it, so register it first, on the root, to see every request.
 * Tracing is on from registration to close (hooks are traced only while something listens; an application without
 * the inspector pays nothing).
 * @throws {CPS_ERR_INSPECTOR_IN_PRODUCTION} NODE_ENV is `production` and `allowProduction` is not true
 * @throws {CPS_ERR_INSPECTOR_INVALID_OPTION} an option of the wrong type
 * @throws {CPS_ERR_INSPECTOR_NOT_CAPSULE} the instance is real Fastify's
 */
async function inspectorPlugin(instance: CapsuleInstance, options: InspectorOptions): Promise<void> {
  if (process.env['NODE_ENV'] === 'production' && options.allowProduction !== true)
    throw new CPS_ERR_INSPECTOR_IN_PRODUCTION()
  const resolved = resolveOptions(options)
  const app = instance as unknown as Partial<Explainable>
  if (typeof app.explain !== 'function' || typeof app.inspect !== 'function')
    throw new CPS_ERR_INSPECTOR_NOT_CAPSULE()
  const own = new WeakSet<object>()
  const recorder = new RequestRecorder(resolved)
  // the phase boundaries: every phase has a traced hook, so the time between phases can be named (parsing,
  // validation, serialization, writing the response); they are measured and left off the waterfall
  const boundaries = {
    onRequest: function inspectorOnRequest(_request: CapsuleRequest, _reply: CapsuleReply, done: Done) {
      done()
    },
    preParsing: function inspectorPreParsing(
      _q: CapsuleRequest,
      _r: CapsuleReply,
      payload: unknown,
      done: Done
    ) {
      done(null, payload)
    },
    preValidation: function inspectorPreValidation(
      _request: CapsuleRequest,
      _reply: CapsuleReply,
      done: Done
    ) {
      done()
    },
    preHandler: function inspectorPreHandler(_request: CapsuleRequest, _reply: CapsuleReply, done: Done) {
      done()
    },
    preSerialization: function inspectorPreSerialization(
      _request: CapsuleRequest,
      _reply: CapsuleReply,
      payload: unknown,
      done: Done
    ) {
      done(null, payload)
    },
    onSend: function inspectorOnSend(
      request: CapsuleRequest,
      _reply: CapsuleReply,
      payload: unknown,
      done: Done
    ) {
      if (resolved.bodies) recorder.traced(request).payload = visibleBody(payload)
      done(null, payload)
    },
    onResponse: function inspectorOnResponse(request: CapsuleRequest, reply: CapsuleReply, done: Done) {
      if (own.has(request.routeOptions.handler)) recorder.forget(request)
      else recorder.finish(request, reply)
      done()
    }
  }
  for (const [phase, hook] of Object.entries(boundaries)) {
    own.add(hook)
    instance.addHook(phase as 'onRequest', hook as never)
  }
  recorder.start()
  const onClose = function inspectorOnClose(_instance: unknown, done: Done) {
    recorder.stop()
    done()
  }
  instance.addHook('onClose', onClose)
  const ownHooks = [...Object.values(boundaries), onClose].map((hook) => hook.name)
  await instance.register(inspectorRoutes(app as Explainable, recorder, resolved, own, ownHooks), {
    prefix: resolved.prefix
  })
}

/** The plugin, marked to register into the context that registers it. */
export const inspector = skipOverride(inspectorPlugin, { name: '@capsule/inspector', fastify: '5.x' })
