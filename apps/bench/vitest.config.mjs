import { defineConfig } from 'vitest/config'

// the benchmarks' own tooling (the freshness check of RESULTS.md); the benchmarks themselves are run by hand
export default defineConfig({
  test: {
    include: ['test/**/*.test.mjs'],
    reporters: ['default', 'json'],
    outputFile: { json: '.test-results/vitest.json' }
  }
})
