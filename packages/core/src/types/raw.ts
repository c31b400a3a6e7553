import type * as http from 'node:http'
import type * as http2 from 'node:http2'
import type * as https from 'node:https'

/** The Node.js servers Capsule runs on: node:http, node:https, and node:http2 (clear text or TLS). */
export type RawServerBase = http.Server | https.Server | http2.Http2Server | http2.Http2SecureServer

/**
 * The server a plain `capsule()` creates: node:http's `Server`, which it extends and matches member for member, so
 * either type is accepted where the other is expected.
 */
// An interface rather than an alias of `http.Server` for the type checker: `http.Server<typeof IncomingMessage, …>`
// has constructor types among its type arguments, which the checker treats as possibly generic, so every typed route
// re-instantiated the server type many times and inference walked Node's whole stream API on the first handler.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- see above: a named copy is the point
export interface RawServerDefault extends http.Server {}

/** Node's request object for a server type (`IncomingMessage`, or `Http2ServerRequest` for HTTP/2). */
export type RawRequestDefaultExpression<RawServer extends RawServerBase = RawServerDefault> =
  RawServer extends http.Server | https.Server
    ? http.IncomingMessage
    : RawServer extends http2.Http2Server | http2.Http2SecureServer
      ? http2.Http2ServerRequest
      : never

/** Node's response object for a server type (`ServerResponse`, or `Http2ServerResponse` for HTTP/2). */
// (`ServerResponse<IncomingMessage>` spelt out: left to its default type argument inside a type alias, the checker keeps
// the reference deferred and re-instantiates it, and every instance type holding it, on every route)
export type RawReplyDefaultExpression<RawServer extends RawServerBase = RawServerDefault> = RawServer extends
  http.Server | https.Server
  ? http.ServerResponse<http.IncomingMessage>
  : RawServer extends http2.Http2Server | http2.Http2SecureServer
    ? http2.Http2ServerResponse<http2.Http2ServerRequest>
    : never

/** The standard method names, upper case (Fastify's name for them). */
export type _HTTPMethods =
  | 'DELETE'
  | 'GET'
  | 'HEAD'
  | 'PATCH'
  | 'POST'
  | 'PUT'
  | 'OPTIONS'
  | 'QUERY'
  | 'PROPFIND'
  | 'PROPPATCH'
  | 'MKCOL'
  | 'COPY'
  | 'MOVE'
  | 'LOCK'
  | 'UNLOCK'
  | 'TRACE'
  | 'SEARCH'
  | 'REPORT'
  | 'MKCALENDAR'

/** An HTTP method name, in either case; other strings (`addHttpMethod`) are accepted and still autocompleted. */
export type HTTPMethods = _HTTPMethods | Lowercase<_HTTPMethods> | (string & Record<never, never>)
