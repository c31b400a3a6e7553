// Turns an area's scenarios into tests: each runs on both frameworks (through each transport), and the test fails
// on a difference no `differs` entry allows, on an entry that allows nothing, and on an entry whose guide section
// does not exist.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { diff, showDifference, type Difference } from './diff.js'
import { viaInject } from './exchange.js'
import { frameworks, frameworkNames, type App, type FrameworkName } from './frameworks.js'
import { guideAnchors } from './guide-sections.js'
import {
  bounded,
  newRun,
  runCustom,
  runOptions,
  runRequests,
  settle,
  type RunRecord
} from './run-scenario.js'
import type { AllowedDifference, PropertyScenario, RequestScenario, Scenario, Transport } from './scenario.js'

const seed = Number(process.env['PARITY_SEED'] ?? 20261128)
const runsByHand = process.env['PARITY_RUNS'] === undefined ? undefined : Number(process.env['PARITY_RUNS'])

function allows(entry: AllowedDifference, difference: Difference): boolean {
  return (
    difference.path.startsWith(entry.path) ||
    difference.path.slice(difference.path.indexOf('.') + 1).startsWith(entry.path)
  )
}

/** The failures of a scenario: differences nothing allows, allowances that match nothing, unknown guide sections. */
export function verdict(scenario: Scenario, differences: readonly Difference[]): string[] {
  const allowed = scenario.differs ?? []
  const failures: string[] = []
  for (const difference of differences) {
    if (!allowed.some((entry) => allows(entry, difference))) failures.push(showDifference(difference))
  }
  for (const entry of allowed) {
    if (!guideAnchors().has(entry.guide)) {
      failures.push(
        `differs entry "${entry.path}" names ${entry.guide}, which is no section of the migration guide`
      )
    }
    if (!differences.some((difference) => allows(entry, difference))) {
      failures.push(
        `differs entry "${entry.path}" (${entry.guide}) allows nothing: both frameworks now agree there`
      )
    }
  }
  return failures
}

function isProperty(scenario: Scenario): scenario is PropertyScenario {
  return (
    'requests' in scenario && typeof (scenario.requests as { generate?: unknown }).generate === 'function'
  )
}

async function recordsOf(scenario: Scenario): Promise<Record<string, Record<FrameworkName, RunRecord>>> {
  const records: Record<string, Record<FrameworkName, RunRecord>> = {}
  if ('run' in scenario) {
    records['run'] = {
      fastify: await runCustom(scenario, 'fastify'),
      capsule: await runCustom(scenario, 'capsule')
    }
    return records
  }
  const request = scenario as RequestScenario
  for (const transport of request.via ?? (['inject', 'socket'] as const)) {
    records[transport] = {
      fastify: await runRequests(request, 'fastify', transport),
      capsule: await runRequests(request, 'capsule', transport)
    }
  }
  return records
}

// a content-length follows from its body: when the bodies differ, their lengths' difference says nothing more
function withoutImpliedLengths(found: Difference[]): Difference[] {
  const bodies = new Set(found.filter((d) => d.path.endsWith('.body')).map((d) => d.path.slice(0, -5)))
  return found.filter(
    (d) => !(d.path.endsWith('.headers.content-length') && bodies.has(d.path.slice(0, -23)))
  )
}

/** Runs a scenario on both frameworks and returns where they differ (paths start with the transport). */
export async function differences(scenario: Scenario): Promise<Difference[]> {
  const out: Difference[] = []
  for (const [transport, pair] of Object.entries(await recordsOf(scenario))) {
    out.push(...diff(pair.fastify, pair.capsule, transport))
  }
  return withoutImpliedLengths(out)
}

// the property form: one application per framework, each generated request answered by both and compared
async function checkProperty(scenario: PropertyScenario): Promise<Difference[]> {
  const apps: Partial<Record<FrameworkName, App>> = {}
  try {
    for (const framework of frameworkNames) {
      const { record, context } = newRun(framework, 'inject' satisfies Transport)
      const app = frameworks[framework](runOptions(scenario, context, record))
      apps[framework] = app
      await bounded('setup', () => scenario.setup?.(app, context))
      await bounded('ready', () => app.ready())
    }
    let found: Difference[] = []
    const property = fc.asyncProperty(scenario.requests, async (request) => {
      const answers: Partial<Record<FrameworkName, unknown>> = {}
      for (const framework of frameworkNames) {
        answers[framework] = await bounded('request', () => viaInject(apps[framework] as App, request))
        await settle()
      }
      const differing = withoutImpliedLengths(diff(answers.fastify, answers.capsule, 'inject.answers[0]'))
      if (differing.length === 0) return true
      found = differing.map((d) => ({ ...d, path: `${d.path} (request ${JSON.stringify(request)})` }))
      return false
    })
    const outcome = await fc.check(property, { seed, numRuns: runsByHand ?? scenario.runs ?? 100 })
    return outcome.failed ? found : []
  } finally {
    for (const app of Object.values(apps)) await bounded('close', () => app.close()).catch(() => undefined)
  }
}

/** Registers an area's scenarios as tests named `area/name`. */
export function scenarios(area: string, list: readonly Scenario[]): void {
  const names = new Set<string>()
  describe(area, () => {
    for (const scenario of list) {
      if (names.has(scenario.name)) throw new Error(`${area}: two scenarios are named "${scenario.name}"`)
      names.add(scenario.name)
      it(scenario.name, async () => {
        const found = isProperty(scenario) ? await checkProperty(scenario) : await differences(scenario)
        const failures = isProperty(scenario) ? found.map(showDifference) : verdict(scenario, found)
        expect(failures, `${area}/${scenario.name} differs from Fastify`).toEqual([])
      })
    }
  })
}
