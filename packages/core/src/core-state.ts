import type { RequestInput } from './lifecycle/exchange-io.js'
import type { IncomingMessage, Server } from 'node:http'
import type { Router } from '@capsule/router'
import type { Boot } from './boot/boot.js'
import type { AnyHook } from './hooks/hook-store.js'
import type { ResolvedOptions } from './options.js'
import type { NotFoundRegistry } from './routing/not-found.js'
import type { RequestId } from './lifecycle/request-id.js'
import type { RouteContext } from './routing/route-context.js'
import type { CapsuleLogger } from './types/logger.js'
import type { LogController } from './logging/log-controller.js'
import type { CompilersFactory } from './types/schema.js'
import type { SplitRouterOptions } from './options.js'
import type { Provenance } from './inspect/provenance.js'

/** A route waiting for ready-time finalisation, with the context that registered it. */
export interface PendingRoute {
  readonly context: RouteContext
  readonly instance: object
  /** the router paths it answers: its url, and with a prefix and `prefixTrailingSlash: 'both'` the url plus '/' */
  readonly paths: readonly string[]
}

/** State shared by the whole context tree; lives on the root only. */
export interface CoreState {
  readonly options: ResolvedOptions
  readonly initialConfig: Readonly<Record<string, unknown>>
  readonly router: Router<RouteContext>
  notFound: NotFoundRegistry
  readonly boot: Boot<object>
  readonly logger: CapsuleLogger
  /** writes the per-request log lines (`logController`, or one built from the top-level options) */
  readonly logController: LogController
  /** the controller is asked for the incoming/completed lines of each request (off when they could not be written) */
  readonly logRequests: boolean
  /** the controller is asked for the not-found line (a logger or a custom controller is there to receive it) */
  readonly logLines: boolean
  readonly server: Server
  readonly root: object
  readonly routes: PendingRoute[]
  /** every registration with its context and call site, for explain() and inspect() (never read per request) */
  readonly provenance: Provenance
  /** the HEAD routes added for GET routes (exposeHeadRoutes), compiled with the others at ready time */
  readonly headTwins: RouteContext[]
  readonly onClose: Array<{ readonly self: object; readonly fn: AnyHook }>
  /** methods whose requests may carry a body that is parsed */
  readonly bodyMethods: Set<string>
  /** every method routes may use */
  readonly methods: Set<string>
  readonly compilersFactory: CompilersFactory
  readonly ajvOptions: unknown
  readonly serializerOpts: unknown
  /** trustProxy compiled; null when no proxy is trusted */
  readonly trustProxy: import('./server/trust-proxy.js').TrustFunction | null
  readonly rewriteUrl: ((raw: IncomingMessage) => unknown) | null
  /** `routerOptions.defaultRoute`: answers unmatched requests instead of the not-found handlers */
  readonly defaultRoute: SplitRouterOptions['defaultRoute']
  /** `routerOptions.onBadUrl`: answers paths with bad percent-encoding instead of the 400 */
  readonly onBadUrl: SplitRouterOptions['onBadUrl']
  /** `routerOptions.onMaxParamLength`: answers over-long path parameters instead of the 414 */
  readonly onMaxParamLength: SplitRouterOptions['onMaxParamLength']
  readonly frameworkErrors: ((error: Error, request: unknown, reply: unknown) => unknown) | null
  /**
   * the request id: the request-id header when configured, else the context's setGenReqId, else the server's
   * (the default generator's counter is formatted when read: formatRequestId)
   */
  genReqId: (
    raw: RequestInput,
    contextGenerator: ((raw: IncomingMessage) => string) | null,
    self: object
  ) => RequestId
  /** the server was given a genReqId: it is called with Node's request (an app.fetch request makes one for it) */
  readonly genReqIdGiven: boolean
  requestLogger: (id: RequestId, context: RouteContext, raw: RequestInput) => CapsuleLogger
  started: boolean
  /** onReady hooks are running: instance decorators are still accepted (as in Fastify), nothing else is */
  readyHooksRunning: boolean
  listening: boolean
  /** ready() resolved (every plugin loaded, onReady hooks done): `app.readiness` is 'ready' until draining */
  readied: boolean
  /** every response carries `Connection: close` (close() or closeOnSignals began): `app.readiness` 'draining' */
  draining: boolean
  /** requests that arrive are answered 503 at once (Fastify's return503OnClosing, while a close() does not drain) */
  shedding: boolean
  closing: boolean
  closed: boolean
  /** settles when an ongoing close() finishes */
  closedPromise: Promise<void> | null
  /** `app.fetch`, made on first use */
  fetch: import('./fetch/fetch-entry.js').FetchHandler | null
  /** The root's ready(): every plugin loaded (`boot.ready()`), then the onReady hooks; once. */
  readonly ready: () => Promise<void>
  /** The ready() under way or done, null when nothing asked for it yet. */
  readonly readying: () => Promise<void> | null
  /** The servers listen() added for the other addresses `localhost` resolves to (closed with the main one). */
  readonly bindings: Server[]
  /** A new server like the main one (for listen()'s other bindings); null with a serverFactory. */
  readonly newServer: (() => Server) | null
  /** Settles when listen()'s binding under way ends (close() waits for it, so no server opens after close()). */
  binding: Promise<void> | null
}
