import type { Boot } from '../boot/boot.js'
import { kThenResolving } from '../symbols.js'

type Settle = (resolve: (value: unknown) => void, reject: (error: unknown) => void) => void

/**
 * The `then` of a context, as Fastify's instances have it: `register()` and `after(callback)` return the instance
 * itself, and awaiting it loads what is queued. While plugins are pending, `then` is a function that loads the
 * queue of the context's plugin and resolves with the instance; once booted it is undefined, so awaiting a ready
 * instance gives the instance. Resolving a promise with the instance reads `then` once more: that read returns
 * undefined, or the resolution would start over forever.
 */
export function instanceThen(
  instance: object & { [kThenResolving]?: boolean },
  boot: Boot<object>
): Settle | undefined {
  if (boot.booted) return undefined
  if (instance[kThenResolving] === true) {
    instance[kThenResolving] = false
    return undefined
  }
  return (resolve, reject) => {
    loadQueued(instance, boot).then(() => {
      instance[kThenResolving] = true
      resolve(instance)
    }, reject)
  }
}

/** Loads what the context's plugin queued so far; rejects with the error a plugin left pending there. */
export async function loadQueued(instance: object, boot: Boot<object>): Promise<void> {
  const node = boot.current(instance)
  await boot.drain(node)
  if (node.error !== null) throw node.error
}
