/** Request lifecycle hooks: encapsulated, copied into each child context. */
export const lifecycleHooks = [
  'onRequest',
  'preParsing',
  'preValidation',
  'preHandler',
  'preSerialization',
  'onSend',
  'onResponse',
  'onError',
  'onTimeout',
  'onRequestAbort'
] as const
/** Application hooks: run once per context (onRoute and onRegister are inherited too). */
export const applicationHooks = [
  'onRoute',
  'onRegister',
  'onReady',
  'onListen',
  'preClose',
  'onClose'
] as const

export type LifecycleHookName = (typeof lifecycleHooks)[number]
export type ApplicationHookName = (typeof applicationHooks)[number]
export type HookName = LifecycleHookName | ApplicationHookName

/** The hooks `printRoutes({ includeHooks: true })` lists, in the order Fastify prints them. */
export const printedHooks: readonly HookName[] = [
  'onTimeout',
  'onRequest',
  'preParsing',
  'preValidation',
  'preSerialization',
  'preHandler',
  'onSend',
  'onResponse',
  'onError',
  'onRequestAbort',
  ...applicationHooks
]
