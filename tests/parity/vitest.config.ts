import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // process warnings are part of what a scenario compares: the harness takes them, a stray one fails its test
    setupFiles: ['@capsule/test-support/no-stray-warnings'],
    reporters: ['default', 'json'],
    outputFile: { json: '.test-results/vitest.json' },
    // a scenario that hangs on one framework is recorded as a timeout by the harness, well before this bound
    testTimeout: 30_000
  }
})
