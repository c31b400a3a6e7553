import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // process warnings are asserted by the tests that cause them, never printed (a stray one fails its test)
    setupFiles: ['@capsule/test-support/no-stray-warnings'],
    reporters: ['default', 'json'],
    outputFile: { json: '.test-results/vitest.json' }
  }
})
