import { parseArgs } from 'node:util'
import { parseConstraints, parseHeaders } from './parse-request-details.js'
import { parseRoute, type RouteArgument } from './parse-route.js'
import { UsageError } from './usage-error.js'

/** What a `capsule` command line asks for. */
export type Command =
  | { readonly kind: 'help' }
  | {
      readonly kind: 'inspect'
      readonly module: string
      readonly route: RouteArgument | null
      /** the request's headers and constraint values for `--route` (router constraints) */
      readonly headers: Readonly<Record<string, string>>
      readonly constraints: Readonly<Record<string, string>> | null
      readonly json: boolean
      readonly options: boolean
    }

/** Reads the arguments after `capsule`; throws a `UsageError` for anything it cannot run. */
export function parseArguments(argv: readonly string[]): Command {
  let parsed
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        route: { type: 'string' },
        header: { type: 'string', multiple: true, default: [] },
        constraint: { type: 'string', multiple: true, default: [] },
        json: { type: 'boolean', default: false },
        options: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false }
      }
    })
  } catch (error) {
    // parseArgs' own messages name the flag ("Unknown option '--jsn'"); its codes are ERR_PARSE_ARGS_*
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
  const { values, positionals } = parsed
  if (values.help) return { kind: 'help' }
  const [command, module, ...rest] = positionals
  if (command === undefined) throw new UsageError('no command: capsule inspect <module>')
  if (command !== 'inspect') throw new UsageError(`unknown command '${command}' (the command is inspect)`)
  if (module === undefined) throw new UsageError('no module: capsule inspect <module>')
  if (rest.length > 0) throw new UsageError(`one module at a time, not also ${rest.join(' ')}`)
  if (values.route === undefined && (values.header.length > 0 || values.constraint.length > 0))
    throw new UsageError('--header and --constraint describe the request of --route: give --route too')
  return {
    kind: 'inspect',
    module,
    route: values.route === undefined ? null : parseRoute(values.route),
    headers: parseHeaders(values.header),
    constraints: values.constraint.length === 0 ? null : parseConstraints(values.constraint),
    json: values.json,
    options: values.options
  }
}
