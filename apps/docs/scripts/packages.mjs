// The published packages, in the order the reference lists them.
export const packages = [
  { name: '@capsule/server', dir: 'server', what: 'the framework: core with the default compilers' },
  {
    name: '@capsule/core',
    dir: 'core',
    what: 'contexts, plugins, hooks, routes, the request lifecycle, and the types'
  },
  {
    name: '@capsule/skip-override',
    dir: 'skip-override',
    what: "the encapsulation-breaking wrapper (fastify-plugin's marks)"
  },
  { name: '@capsule/bearer-auth', dir: 'bearer-auth', what: 'bearer-token authentication for one context' },
  { name: '@capsule/router', dir: 'router', what: 'the route table over find-my-way' },
  {
    name: '@capsule/validator-compiler',
    dir: 'validator-compiler',
    what: 'one JSON Schema to one validate function (Ajv 8)'
  },
  {
    name: '@capsule/serializer-compiler',
    dir: 'serializer-compiler',
    what: 'one JSON Schema to one stringify function'
  },
  {
    name: '@capsule/standard-schema',
    dir: 'standard-schema',
    what: 'validator and serializer compilers for Zod, Valibot, ArkType and any Standard Schema library'
  },
  {
    name: '@capsule/error-formatter',
    dir: 'error-formatter',
    what: 'coded errors, the validation error, the default error payload'
  }
]
