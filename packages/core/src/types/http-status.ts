// Fastify's names for the status-code keys of response maps and status-keyed `Reply` generics.

type Digit = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9
type StatusClass = 1 | 2 | 3 | 4 | 5

/** A key of a response map or of a status-keyed `Reply` generic: `200`, `'404'`, `'2xx'`, `'default'`. */
export type HttpKeys = number | `${StatusClass}${Digit}${Digit}` | `${StatusClass}xx` | 'default'

/** Fastify's name for a status-keyed reply declaration. */
export type StatusCodeReply = { [Key in HttpKeys]?: unknown }
