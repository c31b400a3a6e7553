/** The text `capsule --help` prints, and a usage error prints after its message. */
export const usage = `Usage: capsule inspect <module> [--route 'METHOD /url' [--header 'name: value']...
         [--constraint name=value]...] [--json] [--options]

Boots the application <module> (ready(), never listen()) and prints what it is made of.

  <module>                 a file whose default export (module.exports in CommonJS) is a Capsule instance,
                           or a plugin function (app, opts) registered on a fresh instance of the framework
                           the module itself depends on (fastify, aliased to @capsule/server, or @capsule/server)
  --route 'METHOD /url'    what one request would meet: its route, contexts, hooks, parsers, error handlers
  --header 'name: value'   a header of that request, for the router's constraints (host, accept-version...)
  --constraint name=value  the value of a constraint whose strategy is asynchronous (explain cannot derive it)
  --json                   the same as JSON (app.inspect() or app.explain() serialized)
  --options                create the instance with the module's exported \`options\` (a plugin module only)
  -h, --help               this text

Exit codes: 0 printed, 1 the module failed to load or to boot, 2 usage error.
`
