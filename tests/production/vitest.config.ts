import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    reporters: ['default', 'json'],
    outputFile: { json: '.test-results/vitest.json' },
    // the scenarios start processes, nginx and Redis, and load them for a few seconds each: one file at a time, so
    // two load runs never share the machine's two cores
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 60_000
  }
})
