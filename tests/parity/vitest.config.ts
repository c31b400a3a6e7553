import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // process warnings are part of what a scenario compares: the harness takes them, a stray one fails its test;
    // Capsule's stderr fallback (no `logger` option) has no Fastify counterpart: its blocks are taken, not compared
    setupFiles: ['@capsule/test-support/no-stray-warnings', '@capsule/test-support/quiet-error-blocks'],
    reporters: ['default', 'json'],
    outputFile: { json: '.test-results/vitest.json' },
    // a scenario that hangs on one framework is recorded as a timeout by the harness, well before this bound
    testTimeout: 30_000
  }
})
