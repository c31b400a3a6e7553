import { loadApplication } from './load-application.js'
import { parseArguments } from './parse-arguments.js'
import { usage } from './usage.js'
import { UsageError } from './usage-error.js'

/** Where the command writes, and the folder it resolves the module from. */
export interface CommandIO {
  readonly stdout: { write(text: string): unknown }
  readonly stderr: { write(text: string): unknown }
  readonly cwd: string
}

/**
 * Runs `capsule <argv...>` and resolves to its exit code: 0 printed, 1 the module failed to load or to boot,
 * 2 a usage error. Never rejects and never exits the process (the `capsule` bin does that).
 */
export async function run(argv: readonly string[], io: CommandIO): Promise<number> {
  let command
  try {
    command = parseArguments(argv)
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    io.stderr.write(`capsule: ${error.message}\n\n${usage}`)
    return 2
  }
  if (command.kind === 'help') {
    io.stdout.write(usage)
    return 0
  }
  let app
  try {
    ;({ app } = await loadApplication(command.module, { cwd: io.cwd, useModuleOptions: command.options }))
  } catch (error) {
    io.stderr.write(`capsule: ${messageOf(error)}\n`)
    return 1
  }
  try {
    await app.ready()
    // loadApplication() returns Capsule instances only: inspect() and explain() exist
    const { route, headers, constraints } = command
    const result =
      route === null
        ? app.inspect!()
        : app.explain!(route.method, route.url, constraints === null ? { headers } : { headers, constraints })
    io.stdout.write(command.json ? `${JSON.stringify(result, null, 2)}\n` : `${String(result)}\n`)
    return 0
  } catch (error) {
    io.stderr.write(`capsule: ${messageOf(error)}\n`)
    return 1
  } finally {
    // a close() failure after a printed result is reported, not hidden: the application's onClose hooks failed
    await Promise.resolve(app.close()).catch((error: unknown) => {
      io.stderr.write(`capsule: close() failed: ${messageOf(error)}\n`)
    })
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
