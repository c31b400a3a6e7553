// Sums the test results every package wrote (Vitest JSON, node:test TAP) into one plain line that CI reads:
// "N passed, N failed". Exits non-zero when a test failed or when no package reported any result.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
let passed = 0
let failed = 0
let reports = 0
for (const group of ['packages', 'apps', 'tests']) {
  const dir = join(root, group)
  if (!existsSync(dir)) continue
  for (const name of readdirSync(dir)) {
    const results = join(dir, name, '.test-results')
    if (!existsSync(results)) continue
    for (const file of readdirSync(results)) {
      // reports only: a package may keep other output beside them (the docs smoke test's screenshots/)
      if (!file.endsWith('.json') && !file.endsWith('.tap')) continue
      const text = readFileSync(join(results, file), 'utf8')
      if (file.endsWith('.json')) {
        const json = JSON.parse(text)
        passed += json.numPassedTests ?? 0
        // a suite that fails to load has no failed test of its own: count it as one failure
        failed +=
          (json.numFailedTests ?? 0) +
          ((json.numFailedTests ?? 0) === 0 ? (json.numFailedTestSuites ?? 0) : 0)
        reports++
      } else if (file.endsWith('.tap')) {
        passed += Number(/^# pass (\d+)/m.exec(text)?.[1] ?? 0)
        // a test node:test cancelled (its promise never settled, a hang) did not pass: it counts as a failure
        failed +=
          Number(/^# fail (\d+)/m.exec(text)?.[1] ?? 0) + Number(/^# cancelled (\d+)/m.exec(text)?.[1] ?? 0)
        reports++
      }
    }
  }
}
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 || reports === 0 ? 1 : 0)
