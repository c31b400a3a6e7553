// Compares what tstyche recorded with the expected failures. An expected failure names a file, the assertion's
// (or the `@ts-expect-error` directive's) text, the line that tells apart identical texts, and the section of
// the TypeScript guide that documents the difference. Unexpected: a failure no entry names, an entry whose
// assertion passes (or is gone), an entry whose section is not in the guide, any error outside assertions.
import { readFileSync } from 'node:fs'

/** The guide's headings, without their `#` marks. */
export function guideSections(guidePath) {
  const sections = new Set()
  for (const line of readFileSync(guidePath, 'utf8').split('\n')) {
    const heading = /^#{2,4}\s+(.+?)\s*$/.exec(line)
    if (heading) sections.add(heading[1])
  }
  return sections
}

/** The recorded item an entry names: same file, kind and text; among identical texts, the one at its line. */
function claim(entry, items) {
  const same = items.filter((item) => item.file === entry.file && item.text === entry.text)
  if (same.length === 1) return same[0]
  return same.find((item) => item.line === entry.line)
}

export function compare(files, outcome, expected, guidePath) {
  const sections = guideSections(guidePath)
  const problems = []
  const claimed = new Set()
  const kinds = { assertion: outcome.assertions, suppressed: outcome.suppressed }
  for (const entry of expected) {
    const where = `${entry.file}:${entry.line} ${entry.text}`
    if (!sections.has(entry.section)) {
      problems.push({
        file: entry.file,
        what: `expected failure names no guide section: "${entry.section}"`,
        where
      })
    }
    const item = claim(entry, kinds[entry.kind] ?? [])
    if (item === undefined) {
      problems.push({ file: entry.file, what: 'expected failure not found (the assertion is gone)', where })
    } else if (item.status === 'pass') {
      problems.push({ file: entry.file, what: 'expected failure passes now: remove it from the list', where })
    } else {
      claimed.add(item)
      item.section = entry.section
    }
  }
  const counts = (file, directives = 0) => ({
    file,
    checks: (outcome.collected[file] ?? 0) + directives,
    pass: 0,
    expected: 0,
    unexpected: 0,
    errors: 0
  })
  const perFile = new Map(files.map(({ name, directives }) => [name, counts(name, directives)]))
  const row = (file) => {
    if (!perFile.has(file)) perFile.set(file, counts(file))
    return perFile.get(file)
  }
  const failures = []
  for (const item of [...outcome.assertions, ...outcome.suppressed]) {
    const counts = row(item.file)
    if (item.status === 'pass') counts.pass++
    else if (claimed.has(item)) counts.expected++
    else {
      counts.unexpected++
      failures.push(item)
    }
  }
  for (const error of outcome.errors) row(error.file).errors++
  for (const problem of problems) row(problem.file).unexpected++
  const rows = [...perFile.values()]
  // what did not get to run: the assertions of a file that does not compile
  for (const counts of rows)
    counts.notRun = Math.max(0, counts.checks - counts.pass - counts.expected - counts.unexpected)
  const sum = (key) => rows.reduce((total, counts) => total + counts[key], 0)
  return {
    rows,
    failures,
    problems,
    errors: outcome.errors,
    expectedItems: [...claimed],
    totals: {
      checks: sum('checks'),
      notRun: sum('notRun'),
      errorCount: sum('errors'),
      pass: sum('pass'),
      expected: sum('expected'),
      unexpected: sum('unexpected'),
      // what fails the test: unexpected outcomes, errors outside assertions, assertions that could not run
      failed: sum('unexpected') + sum('errors') + sum('notRun')
    }
  }
}
