// Lambda events and contexts for the tests. The fixtures in fixtures/ are API Gateway events in the shapes AWS
// documents: a REST API proxy integration (payload format 1.0, `v1-*`) and an HTTP API (payload format 2.0, `v2-*`);
// `*-aws-docs-example.json` are AWS's own documentation examples. Every call reads a fresh copy, so a test may
// change the event it gets. `restEvent` / `httpApiEvent` derive an event for another route from the GET fixture
// of their format, filling every field that names the request the way API Gateway does.
import { readFileSync } from 'node:fs'
import { URLSearchParams } from 'node:url'

/** A fresh copy of `fixtures/<name>.json`. */
export function fixture(name) {
  return JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8'))
}

/** `{ key: value | value[] }` as `[key, value[]]` entries. */
const entries = (query) =>
  Object.entries(query).map(([key, value]) => [key, Array.isArray(value) ? value : [value]])

/**
 * A REST API (payload 1.0) event for `method path`. `query` values may be arrays (multiValueQueryStringParameters
 * keeps them all, queryStringParameters the last one, as API Gateway does); `headers` are added to the fixture's
 * (each also in multiValueHeaders); `body` is the raw string (base64 when `isBase64Encoded`). REST APIs send no
 * Content-Length.
 */
export function restEvent(method, path, { query, headers = {}, body = null, isBase64Encoded = false } = {}) {
  const event = fixture('v1-get-user')
  event.httpMethod = method
  event.path = path
  event.resource = path
  event.pathParameters = null
  event.requestContext.httpMethod = method
  event.requestContext.path = `/${event.requestContext.stage}${path}`
  event.requestContext.resourcePath = path
  if (query === undefined) {
    event.queryStringParameters = null
    event.multiValueQueryStringParameters = null
  } else {
    event.multiValueQueryStringParameters = Object.fromEntries(entries(query))
    event.queryStringParameters = Object.fromEntries(
      entries(query).map(([key, values]) => [key, values.at(-1)])
    )
  }
  for (const [name, value] of Object.entries(headers)) {
    event.headers[name] = Array.isArray(value) ? value.at(-1) : value
    event.multiValueHeaders[name] = Array.isArray(value) ? value : [value]
  }
  event.body = body
  event.isBase64Encoded = isBase64Encoded
  return event
}

/**
 * An HTTP API (payload 2.0) event for `method path`. `query` values may be arrays (queryStringParameters joins
 * them with commas, as API Gateway does; rawQueryString keeps them apart); `headers` are added to the fixture's
 * (names lower-cased); `cookies` replaces the fixture's `cookies` array (none by default); `body` is the raw string
 * (base64 when `isBase64Encoded`), with its Content-Length.
 */
export function httpApiEvent(
  method,
  path,
  { query, headers = {}, cookies, body, isBase64Encoded = false } = {}
) {
  const event = fixture('v2-get-user')
  event.routeKey = `${method} ${path}`
  event.rawPath = path
  event.requestContext.routeKey = event.routeKey
  event.requestContext.http.method = method
  event.requestContext.http.path = path
  delete event.pathParameters
  delete event.cookies
  if (cookies !== undefined) event.cookies = cookies
  if (query === undefined) {
    event.rawQueryString = ''
    delete event.queryStringParameters
  } else {
    event.rawQueryString = new URLSearchParams(
      entries(query).flatMap(([key, values]) => values.map((value) => [key, value]))
    ).toString()
    event.queryStringParameters = Object.fromEntries(
      entries(query).map(([key, values]) => [key, values.join(',')])
    )
  }
  for (const [name, value] of Object.entries(headers)) event.headers[name.toLowerCase()] = value
  if (body !== undefined) {
    event.body = body
    event.headers['content-length'] = String(Buffer.byteLength(body, isBase64Encoded ? 'base64' : 'utf8'))
  }
  event.isBase64Encoded = isBase64Encoded
  return event
}

/** A Lambda context object as the Node.js runtime passes it (the fields a handler reads). */
export function lambdaContext(awsRequestId = '8f5e6a3c-3b0d-4a5e-9d7e-0123456789ab') {
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName: 'capsule-api',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:eu-west-1:123456789012:function:capsule-api',
    memoryLimitInMB: '512',
    awsRequestId,
    logGroupName: '/aws/lambda/capsule-api',
    logStreamName: '2026/03/12/[$LATEST]0123456789abcdef0123456789abcdef',
    getRemainingTimeInMillis: () => 29_000
  }
}

/** The handler's result without its `date` header, after checking that there is one (it changes every second). */
export function withoutDate(result) {
  const { date, ...headers } = result.headers
  if (typeof date !== 'string' || Number.isNaN(Date.parse(date)))
    throw new Error(`no valid date header in ${JSON.stringify(result.headers)}`)
  return { ...result, headers }
}
