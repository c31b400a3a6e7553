import type { IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'
import type { CapsuleLogger } from './logger.js'
import type { HttpPart, JsonSchema, ValidationFunction } from './schema.js'
import type { CapsuleInstance } from './instance.js'
import type { RouteOptionsView } from './route.js'

/** Type parameters of a route: what its request parts and reply look like. */
export interface RouteGeneric {
  Body?: unknown
  Querystring?: unknown
  Params?: unknown
  Headers?: unknown
  Reply?: unknown
}

type Part<G, K extends keyof RouteGeneric, D> = G extends { [P in K]: infer T } ? T : D

/** The request a handler receives. Decorate it with `decorateRequest`; declare decorations by merging this interface. */
export interface CapsuleRequest<G extends RouteGeneric = RouteGeneric> {
  readonly id: string
  params: Part<G, 'Params', Record<string, string | undefined>>
  query: Part<G, 'Querystring', Record<string, unknown>>
  body: Part<G, 'Body', unknown>
  headers: Part<G, 'Headers', IncomingMessage['headers']> & IncomingMessage['headers']
  readonly raw: IncomingMessage
  log: CapsuleLogger
  readonly server: CapsuleInstance
  readonly method: string
  readonly url: string
  readonly originalUrl: string
  readonly ip: string | undefined
  readonly ips: readonly string[] | undefined
  readonly host: string
  readonly hostname: string
  readonly port: number | null
  readonly protocol: 'http' | 'https'
  readonly socket: Socket
  readonly is404: boolean
  readonly signal: AbortSignal
  readonly routeOptions: RouteOptionsView
  /** The essence of the parsed Content-Type (`type/subtype`, lower case), or undefined. */
  readonly mediaType: string | undefined
  /** Set when the route has `attachValidation: true` and a part failed its schema. */
  validationError?: Error & { validation?: unknown; validationContext?: 'body' | 'params' | 'query' | 'headers' }
  getValidationFunction(schemaOrPart: JsonSchema | HttpPart | 'query'): ValidationFunction | undefined
  compileValidationSchema(schema: JsonSchema, httpPart?: HttpPart): ValidationFunction
  validateInput(data: unknown, schemaOrPart: JsonSchema | HttpPart | 'query', httpPart?: HttpPart): unknown
  getDecorator<T = unknown>(name: string): T
  setDecorator(name: string, value: unknown): void
}
