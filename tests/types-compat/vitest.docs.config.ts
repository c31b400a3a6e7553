import { defineConfig } from 'vitest/config'

// the documentation's TypeScript examples, compiled by the TypeScript API (src/docs)
export default defineConfig({
  test: {
    include: ['src/docs/**/*.test.ts'],
    testTimeout: 120_000,
    reporters: ['default', 'json'],
    outputFile: { json: '.test-results/docs.json' }
  }
})
