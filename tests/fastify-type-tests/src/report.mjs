// Prints the comparison: one row per test file (its checks: assertions and `@ts-expect-error` directives; those
// that pass, fail as documented, fail unexpectedly, did not run because the file has errors; its errors outside
// assertions), then every unexpected outcome with tstyche's messages, then the totals.
const columns = ['checks', 'pass', 'documented', 'unexpected', 'not run', 'errors']
const keys = ['checks', 'pass', 'expected', 'unexpected', 'notRun', 'errors']

export function printReport(result) {
  const width = Math.max(...result.rows.map((row) => row.file.length), 4)
  const line = (first, cells, state = '') =>
    `${first.padEnd(width)}${cells.map((cell, i) => String(cell).padStart(columns[i].length + 2)).join('')}  ${state}`
  console.log('')
  console.log(line('file', columns))
  for (const row of result.rows) {
    const ok = row.unexpected + row.errors + row.notRun === 0
    console.log(
      line(
        row.file,
        keys.map((key) => row[key]),
        ok ? 'ok' : 'FAIL'
      )
    )
  }
  for (const error of result.errors) {
    console.log(`\n✗ ${error.file || '(project)'}: type error outside the assertions (${error.event})`)
    console.log(`    ${error.message}`)
  }
  for (const failure of result.failures) {
    console.log(`\n✗ ${failure.file}:${failure.line} fails and is not an expected failure`)
    console.log(`    ${failure.text.length > 300 ? `${failure.text.slice(0, 300)}…` : failure.text}`)
    for (const message of failure.messages) console.log(`    ${message}`)
  }
  for (const problem of result.problems) {
    console.log(`\n✗ ${problem.what}`)
    console.log(`    ${problem.where}`)
  }
  const { totals } = result
  console.log('')
  console.log(
    line(
      'total',
      keys.map((key) => totals[key === 'errors' ? 'errorCount' : key])
    )
  )
  console.log(
    `\n${totals.checks} checks (assertions and @ts-expect-error directives) in ${result.rows.length} files: ` +
      `${totals.pass} pass, ${totals.expected} fail as documented in expected-failures.mjs, ` +
      `${totals.failed} fail the test`
  )
}
