// A vitest setup file: no process warning is printed during the tests, and a warning that a test causes without
// taking it (`warningCodes`) fails that test, naming the warning. Warnings read like failures in a passing run.
import { afterEach } from 'vitest'
import { delivered, recorded, type ProcessWarning } from './warnings.js'

// Node's own listener prints every warning to stderr: the tests assert them instead
process.removeAllListeners('warning')
process.on('warning', (warning: ProcessWarning) => void recorded().push(warning))

afterEach(async () => {
  await delivered()
  const stray = recorded().splice(0)
  if (stray.length > 0) {
    throw new Error(
      `the test caused process warnings it does not assert (take them with warningCodes()): ${stray.map((warning) => `[${warning.code}] ${warning.message}`).join('; ')}`
    )
  }
})
