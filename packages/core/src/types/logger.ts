/** The logger interface Capsule uses: pino's shape. */
export interface CapsuleLogger {
  level: string
  fatal(obj: unknown, msg?: string, ...args: unknown[]): void
  error(obj: unknown, msg?: string, ...args: unknown[]): void
  warn(obj: unknown, msg?: string, ...args: unknown[]): void
  info(obj: unknown, msg?: string, ...args: unknown[]): void
  debug(obj: unknown, msg?: string, ...args: unknown[]): void
  trace(obj: unknown, msg?: string, ...args: unknown[]): void
  child(bindings: Record<string, unknown>, options?: Record<string, unknown>): CapsuleLogger
}
