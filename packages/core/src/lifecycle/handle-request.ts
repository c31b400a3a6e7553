import type { IncomingMessage, ServerResponse } from 'node:http'
import { runPayloadHooks, runRequestHooks } from '../hooks/run-hooks.js'
import { isThenable } from '../boot/is-thenable.js'
import { FST_ERR_CTP_INVALID_MEDIA_TYPE, FST_ERR_ROUTE_MISSING_CONTENT_TYPE } from '../errors.js'
import {
  kReplyLogRequest,
  kReplyParser,
  kRequestMediaType,
  kRouteContext,
  kRequestInput
} from '../symbols.js'
import type { CoreState } from '../core-state.js'
import type { RouteContext } from '../routing/route-context.js'
import type { HttpPart, ValidationFunction } from '../types/schema.js'
import { selectBodyValidator, validatePart } from '../schema/validate.js'
import { parseMediaType } from './media-type.js'
import { readBody } from './read-body.js'
import type { Reply } from './reply.js'
import type { Request } from './request.js'
import { failRequest } from './handle-error.js'
import { watchAbortAndTimeout } from './abort-and-timeout.js'
import { startHandlerTimer } from './handler-timeout.js'
import { callRouteHandler, handlerRejected, handlerResolved, handlerReturned } from './handler-result.js'
import { handlerChannels, runTracedHandler } from './handler-tracing.js'
import type { ParserEntry } from './content-type-parsers.js'
import type { Readable } from 'node:stream'
import { answered } from './answered.js'
import { watchFinish } from './write-response.js'
import { headerOf, isDeferred, type DeferredRaw } from './exchange-io.js'
import type { CapsuleLogger } from '../types/logger.js'

type RequestClass = typeof Request
type ReplyClass = typeof Reply

/**
 * Starts the request lifecycle for a matched (or not-found) route:
 * onRequest → preParsing → parsing → preValidation → validation → preHandler → handler.
 * `raw` and `res` are Node's objects, or app.fetch's exchange for both (fetch/web-exchange.ts).
 */
export function startLifecycle(
  core: CoreState,
  context: RouteContext,
  raw: IncomingMessage | DeferredRaw,
  res: ServerResponse | DeferredRaw,
  params: Record<string, string | undefined>,
  query: Record<string, unknown>
): void {
  if (
    isDeferred(raw) &&
    (core.genReqIdGiven || context.genReqId !== null || context.childLoggerFactory !== null)
  ) {
    // a request-id generator and a child logger factory are given Node's request
    const compatible = raw.compatible()
    raw = compatible.req
    res = compatible.res
  }
  const id = core.genReqId(raw, context.genReqId, context.server)
  let log: unknown
  let unusable: unknown = null
  try {
    log = core.requestLogger(id, context, raw)
  } catch (error) {
    // a child logger factory that throws or returns no logger: the request is answered with its error, logged
    // with the server's logger (Fastify lets the error escape, ending the process)
    log = core.logger
    unusable = error
  }
  const request = new (context.Request as unknown as RequestClass)(
    id,
    params,
    raw,
    query,
    log as CapsuleLogger,
    context
  )
  const reply = new (context.Reply as unknown as ReplyClass)(res, request, log as CapsuleLogger, context)
  if (unusable !== null) {
    failRequest(reply, unusable)
    return
  }
  if (core.logRequests) {
    reply[kReplyLogRequest] = true
    core.logController.incomingRequest(request as never, reply as never)
  }
  // onResponse also runs for a response the handler writes through reply.raw (as Fastify documents)
  watchFinish(reply)
  if (context.onRequestAbort !== null || context.onTimeout !== null) watchAbortAndTimeout(reply)
  if (context.handlerTimeout > 0 && !context.isNotFound) startHandlerTimer(reply, context.handlerTimeout)
  if (context.onRequest !== null) runRequestHooks(context.onRequest, reply, answered, afterOnRequest)
  else afterOnRequest(null, reply)
}

function afterOnRequest(error: unknown, reply: Reply): void {
  if (error !== null) {
    failRequest(reply, error)
    return
  }
  const context = reply[kRouteContext]
  // preParsing hooks get the request's stream: Node's (made now for an app.fetch request); without them the body
  // is read from what the request came as (app.fetch's web body directly)
  if (context.preParsing !== null) {
    runPayloadHooks(context.preParsing, reply, reply.request.raw, answered, afterPreParsing)
  } else {
    parseBody(reply, null)
  }
}

function afterPreParsing(error: unknown, reply: Reply, payload?: unknown): void {
  if (error !== null) {
    failRequest(reply, error)
    return
  }
  parseBody(reply, (payload ?? reply.request.raw) as Readable)
}

/** `stream`: what a preParsing hook gave, or null for the request's own body. */
function parseBody(reply: Reply, stream: Readable | null): void {
  const request = reply.request
  const raw = request[kRequestInput]
  const context = reply[kRouteContext]
  const method = raw.method ?? 'GET'
  if (!context.core!.bodyMethods.has(method)) {
    preValidation(reply)
    return
  }
  if (stream !== null && typeof (stream as { on?: unknown }).on !== 'function') {
    // a preParsing hook gave something else than a stream: a bug that must not reach the body reader (or crash
    // the process), so a 500
    reply.send(new TypeError(`a preParsing hook must give a readable stream, got ${typeof stream}`))
    return
  }
  const header = headerOf(raw, 'content-type') as string | undefined
  const parsers = context.parsers!
  if (header === undefined) {
    // RFC 10008 §2: a QUERY request without a Content-Type must fail
    if (method === 'QUERY') {
      reply.send(new FST_ERR_ROUTE_MISSING_CONTENT_TYPE(method))
      return
    }
    const te = headerOf(raw, 'transfer-encoding')
    const cl = headerOf(raw, 'content-length')
    if (te === undefined && (cl === undefined || cl === '0')) {
      preValidation(reply)
      return
    }
    const catchAll = parsers.find(undefined, null)
    if (catchAll === null) {
      unsupportedMediaType(reply, 'missing Content-Type')
      return
    }
    runParser(reply, catchAll, stream)
    return
  }
  const media = parseMediaType(header)
  // a web Request has one field per name (the platform joined repeated ones): nothing to compare
  if (media === null || (!isDeferred(raw) && conflictingContentType(raw.rawHeaders, header))) {
    // an invalid header is refused before any parser runs: parser and schema lookup must agree
    unsupportedMediaType(reply, JSON.stringify(header.slice(0, 100)))
    return
  }
  request[kRequestMediaType] = media.essence
  // every method that may carry a body is held to its Content-Type, DELETE and OPTIONS too (Fastify 5)
  const entry = parsers.find(header, media)
  if (entry === null) {
    unsupportedMediaType(reply, media.essence)
    return
  }
  runParser(reply, entry, stream)
}

/** No parser takes the body: 415, except at an unknown url, which is a 404 whatever it carries (nothing reads it). */
function unsupportedMediaType(reply: Reply, detail: string): void {
  if (reply[kRouteContext].isNotFound) preValidation(reply)
  else {
    // what was refused, for an error handler to read; not enumerable, so the log line is Fastify's
    const error = new FST_ERR_CTP_INVALID_MEDIA_TYPE()
    Object.defineProperty(error, 'contentType', { value: detail, writable: true, configurable: true })
    reply.send(error)
  }
}

/**
 * A second Content-Type field that says something else. Node keeps the first, a proxy in front may have acted on
 * the last: the body's type is ambiguous, so it is refused like an invalid header (RFC 9110 §8.3: one value only).
 */
function conflictingContentType(fields: string[], first: string): boolean {
  let seen = false
  for (let i = 0; i < fields.length; i += 2) {
    const name = fields[i]!
    if (name.length !== 12 || name.toLowerCase() !== 'content-type') continue
    if (seen && fields[i + 1] !== first) return true
    seen = true
  }
  return false
}

function runParser(reply: Reply, entry: ParserEntry, stream: Readable | null): void {
  if (entry.parseAs === null) {
    // a parser that reads the stream itself gets Node's
    callParser(reply, entry, stream ?? reply.request.raw)
    return
  }
  const input = reply.request[kRequestInput]
  const declared = headerOf(input, 'content-length') as string | undefined
  reply[kReplyParser] = entry
  const context = reply[kRouteContext]
  // a route's own bodyLimit wins over its parser's, which wins over the server's (Fastify's order)
  const limit = context.definition.bodyLimit ?? entry.bodyLimit ?? context.bodyLimit
  readBody(
    stream ?? (input as Readable | DeferredRaw),
    declared === undefined ? Number.NaN : Number(declared),
    limit,
    entry.parseAs === 'string',
    reply,
    bodyRead
  )
}

function bodyRead(reply: Reply, error: Error | null, body?: string | Buffer): void {
  const entry = reply[kReplyParser]!
  reply[kReplyParser] = null
  if (error !== null) {
    const raw = reply.request[kRequestInput]
    // the rest of an oversized body is never read: close the connection instead of draining it
    if (!raw.complete && raw.httpVersionMajor < 2) reply.header('connection', 'close')
    reply.send(error)
    return
  }
  if (entry.parseSync !== null) {
    // the built-in parsers: called directly, no `done` callback to allocate
    let parsed: unknown
    try {
      parsed = entry.parseSync(body!)
    } catch (failure) {
      parserFailed(reply, failure)
      return
    }
    reply.request.body = parsed
    preValidation(reply)
    return
  }
  callParser(reply, entry, body)
}

/** A user parser: `(request, payload, done)`, or a promise. */
function callParser(reply: Reply, entry: ParserEntry, payload: unknown): void {
  const request = reply.request
  const done = (error: unknown, body?: unknown): void => {
    if (error !== null && error !== undefined) {
      parserFailed(reply, error)
      return
    }
    request.body = body
    preValidation(reply)
  }
  let result: unknown
  try {
    result = (entry.fn as unknown as (r: Request, p: unknown, d: typeof done) => unknown)(
      request,
      payload,
      done
    )
  } catch (error) {
    done(error ?? new Error('content type parser threw'))
    return
  }
  if (isThenable(result))
    result.then(
      (body: unknown) => done(null, body),
      (error: unknown) => done(error ?? new Error('content type parser rejected'))
    )
}

/**
 * A parser failed. The built-in parsers fail with coded 400s; a user parser's error keeps its own status, 500 when
 * it has none (as in Fastify: a parser that refuses the body sets `statusCode = 400` itself).
 */
function parserFailed(reply: Reply, error: unknown): void {
  // the connection is not reused after a refused body (as in Fastify): what follows it on the socket is suspect
  if (reply.request[kRequestInput].httpVersionMajor < 2) reply.header('connection', 'close')
  failRequest(reply, error)
}

function preValidation(reply: Reply): void {
  const context = reply[kRouteContext]
  if (context.preValidation !== null)
    runRequestHooks(context.preValidation, reply, answered, afterPreValidation)
  else if (context.hasValidators) validate(reply, 0)
  else preHandler(reply)
}

function afterPreValidation(error: unknown, reply: Reply): void {
  if (error !== null) {
    failRequest(reply, error)
    return
  }
  validate(reply, 0)
}

const parts: readonly HttpPart[] = ['params', 'body', 'querystring', 'headers']

function validatorAt(
  context: RouteContext,
  index: number,
  request: Request
): ValidationFunction | Error | null {
  switch (index) {
    case 0:
      return context.paramsValidator
    case 1:
      return context.bodyValidator === null && context.bodyContentValidators === null
        ? null
        : selectBodyValidator(context, request[kRequestMediaType])
    case 2:
      return context.querystringValidator
    default:
      return context.headersValidator
  }
}

/** Validates params, body, querystring, headers in that order; the first failing part wins. */
function validate(reply: Reply, from: number): void {
  if (answered(reply)) return
  const context = reply[kRouteContext]
  const request = reply.request
  for (let index = from; index < 4; index++) {
    const fn = validatorAt(context, index, request)
    if (fn === null) continue
    if (fn instanceof Error) {
      reply.send(fn)
      return
    }
    const outcome = validatePart(fn, parts[index]!, request as never, context.schemaErrorFormatter!)
    if (outcome === null) continue
    if (outcome instanceof Error) {
      validationFailed(reply, outcome)
      return
    }
    const next = index + 1
    outcome.then((error) => (error === null ? validate(reply, next) : validationFailed(reply, error)))
    return
  }
  preHandler(reply)
}

function validationFailed(reply: Reply, error: Error & { statusCode?: number }): void {
  if (reply[kRouteContext].attachValidation && error.statusCode === 400) {
    reply.request.validationError = error
    preHandler(reply)
    return
  }
  reply.send(error)
}

function preHandler(reply: Reply): void {
  const hooks = reply[kRouteContext].preHandler
  if (hooks !== null) runRequestHooks(hooks, reply, answered, afterPreHandler)
  else runHandler(reply)
}

function afterPreHandler(error: unknown, reply: Reply): void {
  if (error !== null) {
    failRequest(reply, error)
    return
  }
  runHandler(reply)
}

/** Calls the handler; a returned value (or resolved promise) is sent unless the handler already answered. */
export function runHandler(reply: Reply): void {
  if (answered(reply)) return
  const context = reply[kRouteContext]
  // the not-found handler is not traced, as in Fastify
  if (handlerChannels.hasSubscribers && !context.isNotFound) {
    runTracedHandler(reply)
    return
  }
  let result: unknown
  try {
    result = callRouteHandler(reply)
  } catch (error) {
    failRequest(reply, error)
    return
  }
  if (isThenable(result)) {
    void settleHandler(reply, result)
    return
  }
  handlerReturned(reply, result)
}

/** Awaits an async handler; an async function instead of two `.then` closures per request. */
async function settleHandler(reply: Reply, result: PromiseLike<unknown>): Promise<void> {
  let payload: unknown
  try {
    payload = await result
  } catch (error) {
    handlerRejected(reply, error)
    return
  }
  handlerResolved(reply, payload)
}
