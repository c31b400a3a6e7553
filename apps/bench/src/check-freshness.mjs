// Checks that every section of RESULTS.md was measured on the packages' current sources (freshness.mjs): prints
// one line per problem and exits 1, or says the figures are current. `--json` prints the whole report instead
// (the docs' test reads it). Run by `pnpm bench:all` at its end, and by hand: node src/check-freshness.mjs
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { checkFreshness } from './freshness.mjs'

const file = (path) => fileURLToPath(new URL(`../${path}`, import.meta.url))
const allowances = file('STALE-ALLOWED')
const report = checkFreshness({
  results: readFileSync(file('RESULTS.md'), 'utf8'),
  allowed: existsSync(allowances) ? readFileSync(allowances, 'utf8') : '',
  cwd: file('.')
})
if (process.argv.includes('--json')) console.log(JSON.stringify(report))
else {
  for (const problem of report.problems) console.error(problem)
  let allowed = 0
  for (const section of report.sections) {
    if (!section.allowedBy) continue
    allowed++
    console.log(
      `"${section.title}" ${section.stale.join('; ')}; allowed by STALE-ALLOWED line ${section.allowedBy.line}: ${section.allowedBy.why}`
    )
  }
  if (report.problems.length === 0)
    console.log(
      `RESULTS.md: ${report.sections.length} sections checked, ${report.sections.length - allowed} current, ${allowed} stale under STALE-ALLOWED`
    )
}
process.exitCode = report.problems.length === 0 ? 0 : 1
