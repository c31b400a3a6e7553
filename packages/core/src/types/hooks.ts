import type { Readable } from 'node:stream'
import type { CapsuleInstance } from './instance.js'
import type { CapsuleReply } from './reply.js'
import type { CapsuleRequest } from './request.js'
import type { RouteOptions } from './route.js'

export type HookDone = (error?: Error | null) => void
export type PayloadDone = (error?: Error | null, payload?: unknown) => void

// Each hook type is one function type whose last parameter (`done`) is optional to declare: an async hook
// leaves it out, a callback hook calls it. One type (not a union) keeps inline hooks' parameters inferred.

/** `onRequest`, `preValidation`, `preHandler`, `onResponse`, `onTimeout` */
export type RequestHook = (this: CapsuleInstance, request: CapsuleRequest, reply: CapsuleReply, done: HookDone) => void | Promise<unknown>
/** `preParsing`: may return (or pass to done) a new payload stream */
export type PreParsingHook = (
  this: CapsuleInstance,
  request: CapsuleRequest,
  reply: CapsuleReply,
  payload: Readable,
  done: PayloadDone
) => void | Promise<unknown>
/** `preSerialization`, `onSend`: may return (or pass to done) a new payload */
export type PayloadHook = (
  this: CapsuleInstance,
  request: CapsuleRequest,
  reply: CapsuleReply,
  payload: unknown,
  done: PayloadDone
) => void | Promise<unknown>
/** `onError`: for logging; it cannot send */
export type OnErrorHook = (
  this: CapsuleInstance,
  request: CapsuleRequest,
  reply: CapsuleReply,
  error: Error,
  done: HookDone
) => void | Promise<unknown>
/** `onRequestAbort` */
export type OnRequestAbortHook = (this: CapsuleInstance, request: CapsuleRequest, done: HookDone) => void | Promise<unknown>
/** `onReady`, `onListen`, `preClose` */
export type ApplicationHook = (this: CapsuleInstance, done: HookDone) => void | Promise<unknown>
/** `onClose` */
export type OnCloseHook = (this: CapsuleInstance, instance: CapsuleInstance, done: HookDone) => void | Promise<unknown>
/** `onRoute`: synchronous, may change the route options */
export type OnRouteHook = (
  this: CapsuleInstance,
  routeOptions: RouteOptions & { url: string; method: string | string[]; routePath: string; prefix: string }
) => void
/** `onRegister`: synchronous, runs when a new context is created */
export type OnRegisterHook = (this: CapsuleInstance, instance: CapsuleInstance, options: Record<string, unknown>) => void

/** Hook signatures by name. */
export interface HookMap {
  onRequest: RequestHook
  preParsing: PreParsingHook
  preValidation: RequestHook
  preHandler: RequestHook
  preSerialization: PayloadHook
  onSend: PayloadHook
  onResponse: RequestHook
  onError: OnErrorHook
  onTimeout: RequestHook
  onRequestAbort: OnRequestAbortHook
  onRoute: OnRouteHook
  onRegister: OnRegisterHook
  onReady: ApplicationHook
  onListen: ApplicationHook
  preClose: ApplicationHook
  /** also an object that disposes of itself (`Symbol.asyncDispose` or `Symbol.dispose`), as in Fastify */
  onClose: OnCloseHook | { [Symbol.asyncDispose](): PromiseLike<void> } | { [Symbol.dispose](): void }
}

export type { LifecycleHookName, ApplicationHookName, HookName } from '../hooks/hook-names.js'
