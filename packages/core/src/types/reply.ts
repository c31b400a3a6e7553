import type { ServerResponse, OutgoingHttpHeaders } from 'node:http'
import type { CapsuleLogger } from './logger.js'
import type { CapsuleRequest, RouteGeneric } from './request.js'
import type { CapsuleInstance } from './instance.js'
import type { JsonSchema, SerializeFunction } from './schema.js'
import type { RouteOptionsView } from './route.js'

/** The reply a handler receives. Decorate it with `decorateReply`; declare decorations by merging this interface. */
export interface CapsuleReply<G extends RouteGeneric = RouteGeneric> extends PromiseLike<void> {
  readonly raw: ServerResponse
  readonly request: CapsuleRequest<G>
  readonly log: CapsuleLogger
  readonly server: CapsuleInstance
  statusCode: number
  /** true once the response is written or taken over (hijack); false while onSend hooks run */
  readonly sent: boolean
  /** the same object as `request.routeOptions` */
  readonly routeOptions: RouteOptionsView
  readonly elapsedTime: number
  /** `type/subtype` (lower case) of the reply's Content-Type header so far; undefined when absent or invalid */
  readonly mediaType: string | undefined
  code(statusCode: number): this
  status(statusCode: number): this
  header(name: string, value: unknown): this
  headers(values: Readonly<Record<string, unknown>>): this
  getHeader(name: string): string | number | string[] | undefined
  getHeaders(): OutgoingHttpHeaders
  hasHeader(name: string): boolean
  removeHeader(name: string): this
  /**
   * Adds an HTTP trailer, computed after the payload is written: `fn(reply, payload, done(err, value))` or an async
   * `fn(reply, payload)` resolving to the value. The response is sent chunked with a `Trailer` header.
   */
  trailer(name: string, fn: (reply: this, payload: unknown, done: (error: Error | null, value?: string) => void) => unknown): this
  hasTrailer(name: string): boolean
  removeTrailer(name: string): this
  /** Sends a 103 Early Hints response before the final one. */
  writeEarlyHints(hints: Record<string, string | string[]>, callback?: () => void): this
  type(contentType: string): this
  redirect(url: string, statusCode?: number): this
  send(payload?: unknown): this
  serializer(fn: (payload: unknown) => string): this
  serialize(payload: unknown): string
  getSerializationFunction(schemaOrStatus: JsonSchema | string | number, contentType?: string): SerializeFunction | undefined
  compileSerializationSchema(schema: JsonSchema, httpStatus?: string | number, contentType?: string): SerializeFunction
  /** `serializeInput(data, status, [contentType])` with the route's schema, or `(data, schema, [status], [contentType])`. */
  serializeInput(data: unknown, httpStatus: string | number, contentType?: string): string
  serializeInput(data: unknown, schema: JsonSchema, httpStatus?: string | number, contentType?: string): string
  hijack(): this
  callNotFound(): this
  getDecorator<T = unknown>(name: string): T
}
