import { FST_ERR_SEND_UNDEFINED_ERR } from '../errors.js'
import { isThenable } from '../boot/is-thenable.js'
import type { AnyHook } from './hook-store.js'
import { kReplySendEpoch } from '../symbols.js'

/** What a hook chain reports when it ends: an error, or null with the (possibly replaced) payload. */
export type HookNext<R> = (error: unknown, reply: R, payload?: unknown) => void

interface ReplyLike {
  readonly request: unknown
  readonly server: unknown
}

/** Stops a chain when a hook answered the request itself. */
export type ShouldStop<R> = (reply: R) => boolean

/**
 * Runs `(request, reply, done)` hooks in order (callback or promise form). Ends with `next(error)` on the first
 * failure, stops silently when a hook answered the request, and calls `next(null)` after the last hook.
 * Callers skip the call entirely when no hooks are registered (hooks arrays are null then).
 */
export function runRequestHooks<R extends ReplyLike>(
  hooks: readonly AnyHook[],
  reply: R,
  stop: ShouldStop<R>,
  next: HookNext<R>
): void {
  let index = 0
  const step = (error?: unknown): void => {
    if (error !== undefined && error !== null) {
      next(error, reply)
      return
    }
    if (stop(reply)) return
    if (index === hooks.length) {
      next(null, reply)
      return
    }
    const hook = hooks[index++] as unknown as (
      this: unknown,
      request: unknown,
      reply: R,
      done: typeof step
    ) => unknown
    let result: unknown
    try {
      result = hook.call(reply.server, reply.request, reply, step)
    } catch (thrown) {
      next(thrown ?? new FST_ERR_SEND_UNDEFINED_ERR(), reply)
      return
    }
    if (isThenable(result))
      result.then(
        () => step(),
        (rejected: unknown) => step(rejected ?? new FST_ERR_SEND_UNDEFINED_ERR())
      )
  }
  step()
}

/**
 * Runs `(request, reply, payload, done(error, newPayload))` hooks (preParsing, preSerialization, onSend).
 * A hook may replace the payload: through `done(null, payload)` or by resolving with a value.
 */
export function runPayloadHooks<R extends ReplyLike>(
  hooks: readonly AnyHook[],
  reply: R,
  payload: unknown,
  stop: ShouldStop<R>,
  next: HookNext<R>
): void {
  let index = 0
  let current = payload
  // a hook that sent a new payload (reply.send from preSerialization/onSend) makes this chain stale
  const epoch = (reply as { [kReplySendEpoch]?: number })[kReplySendEpoch]
  const step = (error?: unknown, replaced?: unknown): void => {
    if ((reply as { [kReplySendEpoch]?: number })[kReplySendEpoch] !== epoch) return
    if (error !== undefined && error !== null) {
      next(error, reply)
      return
    }
    if (replaced !== undefined) current = replaced
    if (stop(reply)) return
    if (index === hooks.length) {
      next(null, reply, current)
      return
    }
    const hook = hooks[index++] as unknown as (
      this: unknown,
      request: unknown,
      reply: R,
      payload: unknown,
      done: typeof step
    ) => unknown
    let result: unknown
    try {
      result = hook.call(reply.server, reply.request, reply, current, step)
    } catch (thrown) {
      next(thrown ?? new FST_ERR_SEND_UNDEFINED_ERR(), reply)
      return
    }
    if (isThenable(result)) {
      result.then(
        (value: unknown) => step(null, value),
        (rejected: unknown) => step(rejected ?? new FST_ERR_SEND_UNDEFINED_ERR())
      )
    }
  }
  step()
}

/**
 * Runs hooks whose errors are only logged (onResponse, onError, onTimeout, onRequestAbort). With `stopAtError`, the
 * first error ends the chain (onResponse, as in Fastify); else every hook runs.
 */
export function runObserverHooks(
  hooks: readonly AnyHook[],
  self: unknown,
  args: readonly unknown[],
  onError: (error: unknown) => void,
  onDone?: () => void,
  stopAtError = false
): void {
  let index = 0
  const step = (error?: unknown): void => {
    if (error !== undefined && error !== null) {
      onError(error)
      if (stopAtError) index = hooks.length
    }
    if (index === hooks.length) {
      onDone?.()
      return
    }
    const hook = hooks[index++] as unknown as (this: unknown, ...a: unknown[]) => unknown
    let result: unknown
    try {
      result = hook.call(self, ...args, step)
    } catch (thrown) {
      step(thrown ?? new FST_ERR_SEND_UNDEFINED_ERR())
      return
    }
    if (isThenable(result))
      result.then(
        () => step(),
        (rejected: unknown) => step(rejected ?? new FST_ERR_SEND_UNDEFINED_ERR())
      )
  }
  step()
}
