import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/** The built `capsule` bin (`pnpm build` makes it; turbo builds the package before its tests). */
export const bin = fileURLToPath(new URL('../dist/cli.mjs', import.meta.url))
/** The package folder: the command runs there, so fixtures are named `test/fixtures/...` */
export const packageDir = fileURLToPath(new URL('..', import.meta.url))

export interface BinResult {
  readonly code: number | null
  readonly stdout: string
  readonly stderr: string
}

/** Runs `node dist/cli.mjs ...args` as a user would, in `cwd` (with more `env`), and collects what it wrote and its exit code. */
export function runBin(
  args: readonly string[],
  cwd: string = packageDir,
  env: Readonly<Record<string, string>> = {}
): Promise<BinResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [bin, ...args],
      { cwd, encoding: 'utf8', env: { ...process.env, ...env } },
      (error, stdout, stderr) => {
        resolve({
          code: error === null ? 0 : typeof error.code === 'number' ? error.code : null,
          stdout,
          stderr
        })
      }
    )
  })
}
