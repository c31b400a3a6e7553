import { defineConfig } from 'vitest/config'

// without the alias: plugins typed against the real fastify package register on a Capsule instance
export default defineConfig({
  test: {
    include: [],
    reporters: ['default', 'json'],
    outputFile: { json: '.test-results/no-alias.json' },
    typecheck: {
      enabled: true,
      only: true,
      include: ['src/no-alias/**/*.test-d.ts'],
      tsconfig: './tsconfig.no-alias.json'
    }
  }
})
