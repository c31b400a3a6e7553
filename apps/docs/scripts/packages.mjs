// The published packages, in the order the reference lists them. A package with `pages` is documented on one page
// per concept instead of one page: each page takes the export statements of the package's src/index.ts whose module
// is listed in its `from` (an export whose module no page lists goes to the first page, and so does the default
// export).
export const packages = [
  { name: '@capsule/server', dir: 'server', what: 'the framework: core with the default compilers' },
  {
    name: '@capsule/core',
    dir: 'core',
    what: 'contexts, plugins, hooks, routes, the request lifecycle, and the types',
    pages: [
      {
        slug: 'instance',
        title: 'Server and instance',
        what: 'the factory, its options, the instance and its methods, `listen()`, `inject()` and `fetch()`',
        from: [
          './create-core.js',
          './types/instance.js',
          './types/options.js',
          './types/listen.js',
          './types/raw.js',
          './types/server-factory.js',
          './types/inject.js',
          './types/fetch.js'
        ]
      },
      {
        slug: 'plugins',
        title: 'Plugins and decorators',
        what: '`register()`, plugin functions and their options, `decorate*()` and the decorations they type',
        from: [
          './types/plugin.js',
          './types/register.js',
          './types/decorate.js',
          './context/plugin-checks.js'
        ]
      },
      {
        slug: 'routes',
        title: 'Routes',
        what: 'route options, shorthand methods, handlers, route `config` and path parameters',
        from: ['./types/route.js', './types/context.js', './types/path-params.js']
      },
      {
        slug: 'request-reply',
        title: 'Requests and replies',
        what: 'the request, the reply, status-keyed replies, content-type parsers and media types',
        from: [
          './types/request.js',
          './types/reply.js',
          './types/reply-check.js',
          './types/http-status.js',
          './types/content-type.js',
          './lifecycle/media-type.js'
        ]
      },
      {
        slug: 'hooks',
        title: 'Hooks',
        what: 'the request and application hooks: their names and handler types',
        from: ['./hooks/hook-names.js', './types/hooks.js', './types/application-hooks.js']
      },
      {
        slug: 'schemas',
        title: 'Schemas and type providers',
        what: 'schemas, validator and serializer compilers, the schema controller, and the types inferred from schemas',
        from: ['./types/schema.js', './types/schema-inference.js', './types/type-provider.js']
      },
      {
        slug: 'logging',
        title: 'Logging',
        what: 'the logger types, child loggers and `LogController` (the per-request log lines)',
        from: ['./logging/log-controller.js', './types/logger.js', './types/child-logger.js']
      },
      {
        slug: 'errors',
        title: 'Errors',
        what: 'every error code with its status and message, and the error types',
        from: ['./error-codes.js', './types/errors.js']
      },
      {
        slug: 'helpers',
        title: 'Helper types',
        what: "the helper types Fastify's declaration file exports, under the same names",
        from: ['./types/fastify-helpers.js']
      }
    ]
  },
  {
    name: '@capsule/skip-override',
    dir: 'skip-override',
    what: "the encapsulation-breaking wrapper (fastify-plugin's marks)"
  },
  { name: '@capsule/bearer-auth', dir: 'bearer-auth', what: 'bearer-token authentication for one context' },
  {
    name: '@capsule/inspector',
    dir: 'inspector',
    what: "the `capsule` command line: an application's contexts, hooks and routes, or one request's path"
  },
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
