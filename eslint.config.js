// @ts-check
import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * Layer rules from docs/architecture.md: a package may only import packages in lower layers. The test helpers
 * (`@capsule/test-support`, a private dev dependency) are no layer: tests colocated in `src/` may use them.
 */
const layer = (name, forbidden) => ({
  files: [`packages/${name}/src/**/*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: forbidden.map((p) => ({
          group: [p, '!@capsule/test-support', '!@capsule/test-support/**'],
          message: `${name} must not import ${p} (dependency layers)`
        }))
      }
    ]
  }
})

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/src/generated/**',
      '**/node_modules/**',
      '**/.turbo/**',
      '**/coverage/**',
      '**/.vitepress/cache/**',
      '**/.examples/**',
      '**/.scratch/**'
    ]
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: globals.nodeBuiltin },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-expect-error': 'allow-with-description', 'ts-ignore': true }
      ]
    }
  },
  {
    // what users load: our packages are also require()d from CommonJS, where a top-level await cannot run
    // (applications, tests, benchmarks and scripts are ESM entry points and may use one)
    files: ['packages/*/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program > ExpressionStatement > AwaitExpression',
          message: 'No top-level await: CommonJS users require() our packages.'
        }
      ]
    }
  },
  {
    files: ['**/*.cjs', 'tests/fastify-app-cjs/**/*.js', 'tests/pack/fixtures/jest-cjs/**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' }
  },
  {
    // the pack test's Jest project: CommonJS, with Jest's globals (`test`, `expect`), TypeScript through ts-jest
    files: ['tests/pack/fixtures/jest-cjs/**'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: { '@typescript-eslint/no-require-imports': 'off' }
  },
  {
    // applications written the way Fastify's guides write them: `(request, reply) =>` whether or not both are read
    files: ['tests/**/*.js', 'tests/**/*.mjs', 'tests/**/*.cjs', 'apps/bench/**/*.mjs'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { args: 'none', varsIgnorePattern: '^_' }]
    }
  },
  {
    files: ['**/*.test.ts', '**/*.case.ts', '**/test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' }
  },
  layer('error-formatter', ['@capsule/*']),
  layer('skip-override', ['@capsule/*']),
  layer('router', [
    '@capsule/core',
    '@capsule/server',
    '@capsule/validator-compiler',
    '@capsule/serializer-compiler',
    '@capsule/bearer-auth',
    '@capsule/skip-override'
  ]),
  layer('validator-compiler', [
    '@capsule/core',
    '@capsule/server',
    '@capsule/router',
    '@capsule/serializer-compiler',
    '@capsule/bearer-auth',
    '@capsule/skip-override'
  ]),
  layer('serializer-compiler', [
    '@capsule/core',
    '@capsule/server',
    '@capsule/router',
    '@capsule/validator-compiler',
    '@capsule/bearer-auth',
    '@capsule/skip-override'
  ]),
  // runtime: only the error formatter's contracts (types from core are type-only imports)
  layer('standard-schema', [
    '@capsule/core',
    '@capsule/server',
    '@capsule/router',
    '@capsule/validator-compiler',
    '@capsule/serializer-compiler',
    '@capsule/bearer-auth',
    '@capsule/skip-override'
  ]),
  layer('core', [
    '@capsule/server',
    '@capsule/validator-compiler',
    '@capsule/serializer-compiler',
    '@capsule/bearer-auth',
    '@capsule/skip-override'
  ]),
  {
    // the inspector boots the application on the framework the application depends on (its own copy, or real
    // Fastify to refuse), and its plugin runs on whichever core the application has: a runtime import of core or
    // server would be a second copy, with other classes and symbols. The stateless layer-0 helpers are shared as
    // bearer-auth shares them.
    files: ['packages/inspector/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@capsule/*', '!@capsule/error-formatter', '!@capsule/skip-override'],
              allowTypeImports: true,
              message:
                'inspector may import types only from @capsule packages above layer 0 (dependency layers)'
            }
          ]
        }
      ]
    }
  },
  {
    files: ['packages/core/src/boot/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*', '!../errors.js'],
              message: 'boot/ is a leaf inside core: it receives override() as an argument.'
            },
            { group: ['@capsule/*'], message: 'boot/ is a leaf inside core.' }
          ]
        }
      ]
    }
  }
)
