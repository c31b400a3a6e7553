#!/usr/bin/env node
// The `capsule` bin. Its own entry (an ES module) so that loading the package's main module never runs a command.
import { run } from './index.js'

void run(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, cwd: process.cwd() }).then(
  (code) => {
    // an application may leave timers or sockets behind (a module that connects at import): exit once what was
    // written is flushed, rather than wait for them
    process.stdout.write('', () => process.stderr.write('', () => process.exit(code)))
  },
  (error: unknown) => {
    process.stderr.write(
      `capsule: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`
    )
    process.exit(1)
  }
)
