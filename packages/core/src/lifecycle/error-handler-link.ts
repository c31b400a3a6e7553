/** One error handler in a context's chain: a thrown error moves on to `parent`, then to the default. */
export interface ErrorHandlerLink {
  readonly fn: (...args: never[]) => unknown
  readonly parent: ErrorHandlerLink | null
  readonly isDefault: boolean
}
