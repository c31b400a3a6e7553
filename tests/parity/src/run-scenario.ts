// Runs one scenario on one framework through one transport and records everything the two runs are compared on.
import { recorded } from '@capsule/test-support/warnings'
import { describeValue } from './describe-value.js'
import { viaInject, viaSocket, type Answer, type ParityRequest } from './exchange.js'
import { frameworks, type App, type FrameworkName, type Options } from './frameworks.js'
import { captureLogs, type LogRecord } from './logs.js'
import { catchingUncaught } from './uncaught.js'
import type { CustomScenario, RequestScenario, ScenarioContext, Transport } from './scenario.js'

/** Everything one run leaves behind; two runs of a scenario must leave the same (see `diff.ts`). */
export interface RunRecord {
  /** A factory, setup, `ready()` or `listen()` failure: later steps did not run. */
  startup?: { phase: string; error: unknown }
  answers: Array<Answer | { transportError: string }>
  trace: unknown[]
  observed: Record<string, unknown>
  logs: LogRecord[]
  /** Process warnings emitted during the run (type and code). */
  warnings: Array<{ name: string; code: unknown }>
  /** A step that did not settle within its bound. */
  timedOut?: string
  /** Exceptions that escaped the framework (uncaught: they would end the process), as startup errors are shown. */
  uncaught?: unknown[]
}

// generous: a step that takes this long on a loaded 2-core machine is hung, not slow
const stepBound = 5_000

class StepTimeout extends Error {}

/** Settles with `work`, or rejects with a StepTimeout after `stepBound` (the work is abandoned, not cancelled). */
export async function bounded<T>(step: string, work: () => T | Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  try {
    return await Promise.race([
      Promise.resolve().then(work),
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new StepTimeout(step)), stepBound)
      })
    ])
  } finally {
    clearTimeout(timer)
  }
}

/** Lets hooks that run after an answer is delivered (onResponse, log lines) happen before anything is read. */
export async function settle(): Promise<void> {
  for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve))
}

/** What is compared of an error thrown at startup: its code, or its message when it has none. */
export function startupError(error: unknown): unknown {
  if (typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string') {
    return { code: (error as { code: string }).code }
  }
  return { message: error instanceof Error ? error.message : describeValue(error) }
}

/** The record with every `:<port>` of these listening ports masked (each run listens on a port of its own). */
export function maskPorts(record: RunRecord, ports: readonly number[]): RunRecord {
  let text = JSON.stringify(record)
  for (const port of ports) text = text.replace(new RegExp(`:${port}(?!\\d)`, 'g'), ':<port>')
  return JSON.parse(text) as RunRecord
}

function listeningPort(app: App): number | undefined {
  const address = app.server.address()
  return typeof address === 'object' && address !== null ? address.port : undefined
}

/** A fresh record and the context that fills it. */
export function newRun(
  framework: FrameworkName,
  transport: Transport
): { record: RunRecord; context: ScenarioContext } {
  const record: RunRecord = { answers: [], trace: [], observed: {}, logs: [], warnings: [] }
  const context: ScenarioContext = {
    framework,
    transport,
    trace: (...entries) => void record.trace.push(entries.length === 1 ? entries[0] : entries),
    observe: (key, value) => {
      record.observed[key] = describeValue(value)
    }
  }
  return { record, context }
}

/** The scenario's options for this run, with a capturing logger when the scenario compares logs. */
export function runOptions(
  scenario: { options?: RequestScenario['options']; logs?: RequestScenario['logs'] },
  context: ScenarioContext,
  record: RunRecord
): Options {
  const given = typeof scenario.options === 'function' ? scenario.options(context) : { ...scenario.options }
  if (scenario.logs === undefined || scenario.logs === false) return given
  const level = scenario.logs === true ? 'info' : scenario.logs
  const ownLogger = typeof given.logger === 'object' && given.logger !== null ? given.logger : {}
  return { ...given, logger: { level, ...ownLogger, stream: captureLogs(record.logs) } }
}

async function answer(
  app: App,
  transport: Transport,
  port: number,
  request: ParityRequest
): Promise<Answer | { transportError: string }> {
  try {
    return await bounded(`request ${request.method ?? 'GET'} ${request.url}`, () =>
      transport === 'inject' ? viaInject(app, request) : viaSocket(port, request)
    )
  } catch (error) {
    if (error instanceof StepTimeout) throw error
    const code = (error as { code?: unknown }).code
    return { transportError: typeof code === 'string' ? code : String(error) }
  }
}

// a step's failure ends the run's startup; what failed is recorded, never thrown out of the harness
async function step(record: RunRecord, phase: string, work: () => unknown): Promise<boolean> {
  try {
    await bounded(phase, work)
    return true
  } catch (error) {
    if (error instanceof StepTimeout) record.timedOut = phase
    else record.startup = { phase, error: startupError(error) }
    return false
  }
}

function recordUncaught(record: RunRecord): (error: unknown) => void {
  return (error) => void (record.uncaught ??= []).push(startupError(error))
}

function takeWarnings(record: RunRecord, from: number): void {
  for (const warning of recorded().splice(from)) {
    record.warnings.push({ name: warning.name, code: warning.code ?? null })
  }
}

/** Runs a request scenario on `framework` through `transport`. */
export async function runRequests(
  scenario: RequestScenario,
  framework: FrameworkName,
  transport: Transport
): Promise<RunRecord> {
  const { record, context } = newRun(framework, transport)
  const warningsBefore = recorded().length
  let app: App | undefined
  let port = 0
  // each step that fails ends the run, recorded; the application is closed whatever happened
  const play = async (): Promise<void> => {
    const options = runOptions(scenario, context, record)
    if (!(await step(record, 'create', () => void (app = frameworks[framework](options))))) return
    const built = app as App
    if (!(await step(record, 'setup', () => scenario.setup?.(built, context)))) return
    if (!(await step(record, 'ready', () => built.ready()))) return
    if (transport === 'socket') {
      const listen = async (): Promise<void> => {
        await built.listen({ port: 0, host: '127.0.0.1' })
        port = listeningPort(built) ?? 0
      }
      if (!(await step(record, 'listen', listen))) return
    }
    for (const request of scenario.requests ?? []) {
      try {
        record.answers.push(await answer(built, transport, port, request))
      } catch {
        record.timedOut = `request ${record.answers.length}`
        return
      }
      await settle()
    }
  }
  try {
    await catchingUncaught(recordUncaught(record), play)
  } finally {
    if (app !== undefined) await bounded('close', () => app?.close()).catch(() => undefined)
    await settle()
    takeWarnings(record, warningsBefore)
  }
  return port === 0 ? record : maskPorts(record, [port])
}

/** Runs a custom scenario on `framework`. */
export async function runCustom(scenario: CustomScenario, framework: FrameworkName): Promise<RunRecord> {
  const { record, context } = newRun(framework, 'inject')
  const warningsBefore = recorded().length
  const made: App[] = []
  const ports: number[] = []
  const make = (options?: Options): App => {
    const merged = { ...runOptions(scenario, context, record), ...options }
    const app = frameworks[framework](merged)
    made.push(app)
    // masked even when the scenario closes the application itself
    app.server.on('listening', () => {
      const port = listeningPort(app)
      if (port !== undefined) ports.push(port)
    })
    return app
  }
  try {
    await catchingUncaught(recordUncaught(record), () =>
      step(record, 'run', () => scenario.run(make, context))
    )
  } finally {
    for (const app of made) {
      const port = listeningPort(app)
      if (port !== undefined) ports.push(port)
      await bounded('close', () => app.close()).catch(() => undefined)
    }
    await settle()
    takeWarnings(record, warningsBefore)
  }
  return maskPorts(record, ports)
}
