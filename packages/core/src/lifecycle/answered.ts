import { kReplyHijacked, kReplySendCalled } from '../symbols.js'
import type { Reply } from './reply.js'

/** The request has its answer (send() was called) or the handler took the response over: nothing else may send. */
export function answered(reply: Reply): boolean {
  return reply[kReplySendCalled] || reply[kReplyHijacked]
}
