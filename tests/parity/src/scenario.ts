// What a scenario is: one Fastify application, built the same way on both frameworks, and what to do with it.
import type { Arbitrary } from 'fast-check'
import type { ParityRequest } from './exchange.js'
import type { App, Factory, FrameworkName, Options } from './frameworks.js'

/** How requests reach the application: `app.inject()`, or HTTP/1.1 over a socket on 127.0.0.1. */
export type Transport = 'inject' | 'socket'

/** Pino's levels, for scenarios that compare log records. */
export type LogLevel = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal'

/** What a scenario's code gets besides the application: where it records what it saw. */
export interface ScenarioContext {
  /** The framework this run is on (for a scenario that must build something framework-specific). */
  readonly framework: FrameworkName
  /** The transport this run uses. */
  readonly transport: Transport
  /** Appends to the run's trace (hook order, handler calls): the two traces must be equal. */
  trace(...entries: unknown[]): void
  /** Records a named value (what `typeof x` is, what a function returned): the two must be equal. */
  observe(key: string, value: unknown): void
}

/**
 * A difference from Fastify that Capsule makes on purpose, explained by a section of the migration guide
 * (apps/docs/migration.md). A difference no entry covers fails the scenario; so does an entry that no longer
 * matches a difference, so the guide never describes a difference that is gone.
 */
export interface AllowedDifference {
  /**
   * Where the runs differ: a path prefix as `diff()` writes it, without or with the transport
   * (`answers[0].body` matches both transports, `socket.answers[0].body` only the socket's).
   */
  path: string
  /** The migration guide's section that explains it: `#` and its heading's anchor. */
  guide: `#${string}`
}

interface ScenarioBase {
  /** Unique within its area. */
  name: string
  /** The deliberate differences this scenario shows (none: it must behave exactly as on Fastify). */
  differs?: readonly AllowedDifference[]
  /** Factory options, the same on both frameworks (a function may build fresh ones per run). */
  options?: Options | ((context: ScenarioContext) => Options)
  /** Compare log records at this level (`true`: info). The scenario's own `logger` options are kept. */
  logs?: boolean | LogLevel
}

/** An application and the requests sent to it, through each transport in `via` (default: both). */
export interface RequestScenario extends ScenarioBase {
  setup?: (app: App, context: ScenarioContext) => unknown
  requests?: readonly ParityRequest[]
  via?: readonly Transport[]
}

/**
 * Free-form: the scenario makes its applications itself (listen, close, plugin loading) and observes. `make`
 * merges its options over the scenario's; what `run` throws is recorded as a startup error of phase `run`.
 */
export interface CustomScenario extends ScenarioBase {
  run: (make: Factory, context: ScenarioContext) => Promise<void>
}

/**
 * Generated requests (fast-check) against one application per framework, answers compared per request, exactly
 * (a deliberate difference belongs in a request scenario, where it is named).
 */
export interface PropertyScenario extends Omit<ScenarioBase, 'differs'> {
  differs?: never
  setup?: (app: App, context: ScenarioContext) => unknown
  requests: Arbitrary<ParityRequest>
  /** Cases per run in CI (default 100); `PARITY_RUNS` raises it by hand. */
  runs?: number
}

export type Scenario = RequestScenario | CustomScenario | PropertyScenario
