// The Performance page shows the benchmark tables of apps/bench/RESULTS.md and says what they mean. Its charts and
// tables are drawn from RESULTS.md when the site is built (<BenchFigures>, scripts/bench-figures.mjs), but its prose
// reads their numbers, so a new benchmark run makes the page stale: the page quotes the lines that date each run, and
// this test fails until it quotes the new ones (once what it says of the new figures has been checked).
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const results = readFileSync(fileURLToPath(new URL('../../bench/RESULTS.md', import.meta.url)), 'utf8')
const page = readFileSync(fileURLToPath(new URL('../guide/performance.md', import.meta.url)), 'utf8').split(
  '\n'
)

// the sections the page shows, by their title in RESULTS.md (the soak is a pass/fail run, on the Security page's side)
const shown = [
  'Throughput',
  'Startup',
  'Memory under load',
  'Instructions per request',
  'Type checking',
  'In-process fetch',
  'Memory of app.fetch',
  'Cold start',
  'Zod: Capsule',
  'Inspector cost'
]

describe('guide/performance.md', () => {
  for (const title of shown) {
    it(`shows the ${title} results of apps/bench/RESULTS.md as they are`, () => {
      const start = results.indexOf(`## ${title}`)
      expect(start, `RESULTS.md has no "${title}" section`).toBeGreaterThanOrEqual(0)
      const end = results.indexOf('\n## ', start + 1)
      const lines = results
        .slice(start, end === -1 ? undefined : end)
        .split('\n')
        .slice(1)
        .filter((line) => line.trim() !== '' && !line.trim().startsWith('|'))
      const missing = lines.filter((line) => !page.includes(line))
      expect(
        missing,
        'apps/bench/RESULTS.md changed: copy its new date lines to guide/performance.md and check what the page says of the figures'
      ).toEqual([])
      expect(page, `the page draws the ${title} figures`).toContain(`<BenchFigures section="${title}" />`)
    })
  }
})
