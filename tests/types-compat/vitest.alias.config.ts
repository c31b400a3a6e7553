import { defineConfig } from 'vitest/config'

// the alias form: `fastify` resolves to @capsule/server everywhere (tsconfig.json's paths)
export default defineConfig({
  test: {
    include: [],
    reporters: ['default', 'json'],
    outputFile: { json: '.test-results/alias.json' },
    typecheck: {
      enabled: true,
      only: true,
      include: ['src/alias/**/*.test-d.ts'],
      tsconfig: './tsconfig.json'
    }
  }
})
