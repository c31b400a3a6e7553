import { kReplyHijacked, kReplyOutput, kReplySendCalled } from '../symbols.js'
import type { Reply } from './reply.js'

/**
 * The request has its answer (send() was called, or a hook or plugin ended `reply.raw` itself) or the handler took
 * the response over: nothing else may send. Fastify's `reply.sent` check between the lifecycle's steps.
 */
export function answered(reply: Reply): boolean {
  return reply[kReplySendCalled] || reply[kReplyHijacked] || reply[kReplyOutput].writableEnded
}
