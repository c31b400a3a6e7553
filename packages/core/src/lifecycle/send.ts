import { serializeErrorPayload } from '@capsule/error-formatter'
import { FST_ERR_REP_ALREADY_SENT, FST_ERR_REP_INVALID_PAYLOAD_TYPE } from '../errors.js'
import { runPayloadHooks } from '../hooks/run-hooks.js'
import {
  kReplyHeaders,
  kReplyHijacked,
  kReplyPayloadStage,
  kReplySendCalled,
  kReplySendEpoch,
  kReplySerializer,
  kRouteContext,
  kReplyOutput
} from '../symbols.js'
import type { Reply } from './reply.js'
import { schemaSerializer } from '../schema/response-serializers.js'
import { answeringError, errorStatus, handleError } from './handle-error.js'
import { kindOf, readThrown, type Thrown, type ValueKind } from './thrown.js'
import { defaultErrorPayload, logError } from './default-error-handler.js'
import { writeResponse } from './write-response.js'
import { parseMediaType, type MediaType } from './media-type.js'
import { isBinaryOrStream, unreadableWebBody } from './web-payload.js'

const JSON_TYPE = 'application/json; charset=utf-8'
const TEXT_TYPE = 'text/plain; charset=utf-8'
const OCTET_TYPE = 'application/octet-stream'

const stopIfHijacked = (reply: Reply): boolean => reply[kReplyHijacked]

/**
 * Which payload hooks are running. A payload a hook sent itself runs no hook of its own stage again (so a hook that
 * always sends cannot loop): `Resent` skips preSerialization, `Final` (sent from onSend) skips both.
 */
export const PayloadStage = { None: 0, PreSerialization: 1, OnSend: 2, Resent: 3, Final: 4 } as const
export type PayloadStage = (typeof PayloadStage)[keyof typeof PayloadStage]

/**
 * A preSerialization or onSend hook called `reply.send()` before anything was written: its payload is the answer,
 * as in Fastify, and the hook chain that was running is dropped (whether or not the hook also calls `done`).
 */
export function resend(reply: Reply, payload: unknown): void {
  const fromOnSend = reply[kReplyPayloadStage] === PayloadStage.OnSend
  reply[kReplySendEpoch]++
  reply[kReplyPayloadStage] = fromOnSend ? PayloadStage.Final : PayloadStage.Resent
  const kind = kindOf(payload)
  if (kind !== 'other') {
    failSend(reply, payload, kind)
    return
  }
  try {
    sendPayload(reply, payload)
  } catch (failure) {
    failSend(reply, failure)
  }
}

/**
 * The send pipeline for a non-error payload: objects go through preSerialization and the serializer (the
 * reply's own, the route's schema for this status and content type, the context default, JSON), everything
 * through onSend, then out.
 */
export function sendPayload(reply: Reply, payload: unknown): void {
  reply[kReplySendCalled] = true
  const headers = reply[kReplyHeaders]
  // a type set on reply.raw counts too, as in Fastify (reply.getHeader reads both)
  const contentType =
    headers['content-type'] ?? (reply[kReplyOutput].getHeader('content-type') as string | undefined)
  if (payload === undefined) {
    onSend(reply, payload)
    return
  }
  if (typeof payload === 'string') {
    if (contentType === undefined) {
      headers['content-type'] = TEXT_TYPE
    } else {
      if (typeof contentType === 'string') settleContentType(headers, contentType, TEXT_TYPE)
      // a string with a chosen content type still goes through the reply's own serializer, as in Fastify
      if (reply[kReplySerializer] !== null) {
        serializeAndSend(reply, payload)
        return
      }
    }
    onSend(reply, payload)
    return
  }
  if (typeof payload === 'object' && payload !== null && isBinaryOrStream(payload)) {
    const unreadable = unreadableWebBody(payload)
    if (unreadable !== null) {
      failSend(reply, unreadable)
      return
    }
    // bytes default to application/octet-stream; a stream's type is the handler's to set (Fastify sets none), and a
    // Response's status and headers are applied when it is written (an onSend hook may also return one)
    if (contentType === undefined && ArrayBuffer.isView(payload)) headers['content-type'] = OCTET_TYPE
    onSend(reply, payload)
    return
  }
  const context = reply[kRouteContext]
  // no Content-Type, or one that is not a media type (Fastify ignores those too): JSON
  const media = typeof contentType === 'string' ? settleContentType(headers, contentType, JSON_TYPE) : null
  if (media === null) {
    // the reply's own serializer may write anything (protobuf, msgpack): no type is assumed for it, as in Fastify
    if (reply[kReplySerializer] === null || contentType !== undefined) headers['content-type'] = JSON_TYPE
  } else if (
    !media.essence.includes('json') &&
    reply[kReplySerializer] === null &&
    schemaSerializer(context.responseSerializers, reply[kReplyOutput].statusCode, contentType as string) ===
      null
  ) {
    // a non-JSON content type and nothing that knows how to serialize to it: onSend may still convert it
    onSend(reply, payload)
    return
  }
  if (context.preSerialization !== null && reply[kReplyPayloadStage] === PayloadStage.None) {
    reply[kReplyPayloadStage] = PayloadStage.PreSerialization
    runPayloadHooks(context.preSerialization, reply, payload, stopIfHijacked, afterPreSerialization)
  } else {
    serializeAndSend(reply, payload)
  }
}

/**
 * Settles a Content-Type the handler chose, as Fastify does: one that is not a media type is replaced by `fallback`
 * (and null returned); a JSON media type without a charset gets `; charset=utf-8`. Returns the parsed media type.
 */
function settleContentType(
  headers: Reply[typeof kReplyHeaders],
  contentType: string,
  fallback: string
): MediaType | null {
  const media = parseMediaType(contentType)
  if (media === null) headers['content-type'] = fallback
  else if (media.essence.includes('json') && media.parameters['charset'] === undefined) {
    headers['content-type'] = `${contentType.trim().replace(/[\s;]+$/, '')}; charset=utf-8`
  }
  return media
}

function afterPreSerialization(error: unknown, reply: Reply, payload?: unknown): void {
  reply[kReplyPayloadStage] = PayloadStage.None
  if (error !== null) {
    failSend(reply, error)
    return
  }
  serializeAndSend(reply, payload)
}

function serializeAndSend(reply: Reply, payload: unknown): void {
  let serialized: string
  try {
    serialized = serializeObject(reply, payload)
  } catch (error) {
    // as in Fastify, the error names the route whose serializer failed: its config (with url and method)
    if (typeof error === 'object' && error !== null && Object.isExtensible(error))
      (error as { serialization?: unknown }).serialization = reply[kRouteContext].definition.config
    failSend(reply, error)
    return
  }
  onSend(reply, serialized)
}

/** Reply serializer, then the context's (setReplySerializer, which wins over schemas as in Fastify), then the route's response schema, then JSON. */
export function serializeObject(reply: Reply, payload: unknown): string {
  const own = reply[kReplySerializer]
  if (own !== null) return own(payload)
  const context = reply[kRouteContext]
  const statusCode = reply[kReplyOutput].statusCode
  if (context.replySerializer !== null) return context.replySerializer(payload, statusCode)
  const fn = schemaSerializer(context.responseSerializers, statusCode, reply[kReplyHeaders]['content-type'])
  if (fn !== null) return fn(payload)
  return JSON.stringify(payload)
}

function onSend(reply: Reply, payload: unknown): void {
  const hooks = reply[kRouteContext].onSend
  if (hooks !== null && reply[kReplyPayloadStage] !== PayloadStage.Final) {
    reply[kReplyPayloadStage] = PayloadStage.OnSend
    runPayloadHooks(hooks, reply, payload, stopIfHijacked, afterOnSend)
  } else {
    finishSend(reply, payload)
  }
}

function afterOnSend(error: unknown, reply: Reply, payload?: unknown): void {
  reply[kReplyPayloadStage] = PayloadStage.None
  if (error !== null) {
    failOnSend(reply, error)
    return
  }
  finishSend(reply, payload)
}

function finishSend(reply: Reply, payload: unknown): void {
  if (reply[kReplyHijacked]) return
  if (
    payload === undefined ||
    payload === null ||
    typeof payload === 'string' ||
    (typeof payload === 'object' && isBinaryOrStream(payload))
  ) {
    writeResponse(reply, payload as never)
    return
  }
  // a 204 sends no content whatever an onSend hook left (as in Fastify); other statuses must have a sendable payload
  if (reply[kReplyOutput].statusCode === 204) {
    // nor the headers that describe content (RFC 9110 §8.6), as Fastify removes them for any payload it drops
    const headers = reply[kReplyHeaders]
    delete headers['content-length']
    delete headers['content-type']
    writeResponse(reply, null)
    return
  }
  failOnSend(reply, new FST_ERR_REP_INVALID_PAYLOAD_TYPE(typeof payload))
}

/** An error while sending: back through the error-handler chain with the send flag cleared. */
function failSend(reply: Reply, error: unknown, kind?: ValueKind): void {
  reply[kReplySendCalled] = false
  handleError(reply, error, kind)
}

/** onSend failed (or left an unsendable payload): a failure while answering an error skips the hooks. */
function failOnSend(reply: Reply, error: unknown): void {
  if (!answeringError(reply)) {
    failSend(reply, error)
    return
  }
  const thrown = readThrown(error)
  writeErrorDirectly(reply, thrown, errorStatus(reply, thrown))
}

/**
 * The default answer for an error, written without hooks or schemas: used when the onSend hooks fail again while an
 * error is being answered (as Fastify does), so a hook that always fails runs twice, not until the depth limit.
 */
function writeErrorDirectly(reply: Reply, thrown: Thrown, statusCode: number): void {
  logError(reply, thrown, statusCode)
  reply[kReplyOutput].statusCode = statusCode
  const headers = reply[kReplyHeaders]
  delete headers['content-length']
  headers['content-type'] = JSON_TYPE
  reply[kReplySendCalled] = true
  const exposeAll = reply[kRouteContext].core!.options.exposeServerErrors
  writeResponse(reply, serializeErrorPayload(defaultErrorPayload(thrown, statusCode, exposeAll)))
}

/** Logs the "reply sent twice" warning; the first reply stands. */
export function warnAlreadySent(reply: Reply): void {
  const error = new FST_ERR_REP_ALREADY_SENT(reply.request.url, reply.request.method)
  reply.log.warn({ err: error }, error.message)
}
