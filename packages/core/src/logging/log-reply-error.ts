import type { CapsuleLogger } from '../types/logger.js'
import { stderrLoggerOf, type ReportedRequest } from './stderr-logger.js'

/** What logReplyError reads of a reply: its logger and its request's method and URL. */
interface ReplyLike {
  readonly log: CapsuleLogger
  readonly request: ReportedRequest
}

/**
 * Logs an error the lifecycle cannot answer with (a hook that failed after the response, a stream error, ...) as
 * `{ err }` with `message`, Fastify's record. Without a configured logger, the stderr fallback writes it with the
 * request's method and URL: the record itself carries no `req`, as in Fastify.
 */
export function logReplyError(reply: ReplyLike, error: unknown, message: string): void {
  const log = reply.log
  const fallback = stderrLoggerOf(log)
  if (fallback !== null) fallback.report(error, message, reply.request)
  else log.error({ err: error }, message)
}
