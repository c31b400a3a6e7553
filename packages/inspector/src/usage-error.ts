/** A command line the `capsule` command cannot run: reported with the usage text, exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError'
}
