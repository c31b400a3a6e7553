import type * as http from 'node:http'
import type * as http2 from 'node:http2'
import type * as https from 'node:https'
import type {
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerBase,
  RawServerDefault
} from './raw.js'

/** The request listener a `serverFactory` receives, for its server type. */
export type FastifyServerFactoryHandler<
  RawServer extends RawServerBase = RawServerDefault,
  RawRequest extends RawRequestDefaultExpression<RawServer> = RawRequestDefaultExpression<RawServer>,
  RawReply extends RawReplyDefaultExpression<RawServer> = RawReplyDefaultExpression<RawServer>
> = RawServer extends http.Server | https.Server
  ? (request: http.IncomingMessage & RawRequest, reply: http.ServerResponse & RawReply) => void
  : (request: http2.Http2ServerRequest & RawRequest, reply: http2.Http2ServerResponse & RawReply) => void

/** The `serverFactory` option: makes the server from the listener and the options. */
export interface FastifyServerFactory<RawServer extends RawServerBase = RawServerDefault> {
  (handler: FastifyServerFactoryHandler<RawServer>, options: Record<string, unknown>): RawServer
}
