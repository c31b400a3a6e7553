import type { Readable } from 'node:stream'
import type { CapsuleRequest } from './request.js'

/** Options of `addContentTypeParser`. */
export interface ContentTypeParserOptions {
  /** Collect the body as a string or a Buffer first; without it the parser receives the payload stream. */
  parseAs?: 'string' | 'buffer'
  bodyLimit?: number
}

type ParserDone = (error: Error | null, body?: unknown) => void

/**
 * A body parser: callback form (calls `done`) or promise form (leaves `done` out and returns the body). One
 * function type, so inline parsers get their parameter types inferred.
 */
export type ContentTypeParser = (request: CapsuleRequest, body: string | Buffer | Readable, done: ParserDone) => unknown
