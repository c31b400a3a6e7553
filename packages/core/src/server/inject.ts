import type { IncomingMessage, ServerResponse } from 'node:http'
import type LightMyRequest from 'light-my-request'
import type { InjectOptions, Response as InjectResponse, Chain } from 'light-my-request'
import { lazyRequire } from '../util/lazy-require.js'
import type { CoreState } from '../core-state.js'
import { dispatch } from './dispatch.js'
import { FST_ERR_REOPENED_CLOSE_SERVER } from '../errors.js'

const lightMyRequest = lazyRequire<typeof LightMyRequest>('light-my-request')

type Callback = (error: Error | null, response?: InjectResponse) => void

/**
 * `inject()` through light-my-request: boots the instance first, then dispatches the fake request exactly as
 * a socket request would be. Promise, callback and chain (no options) forms.
 * Rejects with FST_ERR_REOPENED_CLOSE_SERVER once the instance is closed.
 */
export function inject(
  core: CoreState,
  ready: () => Promise<unknown>,
  options?: InjectOptions | string,
  callback?: Callback
): Promise<InjectResponse> | Chain | undefined {
  const handler = (raw: IncomingMessage, res: ServerResponse): void => dispatch(core, raw, res)
  if (options === undefined) {
    const lazy = (raw: IncomingMessage, res: ServerResponse): void => {
      ready().then(
        () => handler(raw, res),
        // the chain's promise rejects with the boot error (light-my-request listens for it), as in Fastify
        (error: unknown) => res.emit('error', error)
      )
    }
    return lightMyRequest()(lazy)
  }
  // a closed instance cannot be reopened (as in Fastify); while it is closing, requests are answered 503 instead
  const running = core.closed
    ? Promise.reject(new FST_ERR_REOPENED_CLOSE_SERVER())
    : ready().then(() => lightMyRequest()(handler, options as InjectOptions))
  if (callback === undefined) return running
  running.then(
    (response) => callback(null, response),
    (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)))
  )
  return undefined
}
