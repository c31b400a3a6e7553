// The figures of apps/bench/RESULTS.md describe the code as it is: each section names the commit it measured, and
// this test fails when a package's src/ changed after that commit (or the measured tree was dirty, or the commit is
// not in this clone's history), naming the section and the command that measures it again. A section may stay
// stale only through a justified line of apps/bench/STALE-ALLOWED, which any later source change voids. The check
// and its own tests are apps/bench's (src/freshness.mjs, test/freshness.test.mjs); it runs here as a child process.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

interface Report {
  problems: string[]
  sections: { title: string; problems: string[] }[]
}

const script = fileURLToPath(new URL('../../bench/src/check-freshness.mjs', import.meta.url))
const child = spawnSync(process.execPath, [script, '--json'], { encoding: 'utf8' })
let report: Report | null = null
try {
  report = JSON.parse(child.stdout) as Report
} catch {
  // reported by the first test
}

describe('apps/bench/RESULTS.md', () => {
  it('can be checked: a git checkout with the history of its commits, and a valid STALE-ALLOWED', () => {
    expect(report, `apps/bench/src/check-freshness.mjs failed: ${child.stderr}`).not.toBeNull()
    const general = report!.problems.filter(
      (problem) => !report!.sections.some((section) => section.problems.includes(problem))
    )
    expect(general).toEqual([])
    expect(report!.sections.length).toBeGreaterThan(0)
  })
  for (const section of report?.sections ?? []) {
    it(`"${section.title}" was measured on the packages' current sources`, () => {
      expect(section.problems).toEqual([])
    })
  }
})
