import type { CapsuleInstance, CapsuleReply, CapsuleRequest } from '@capsule/core'
import skipOverride from '@capsule/skip-override'
import { KeyMatcher } from './compare.js'
import {
  FST_BEARER_AUTH_AUTH_FAILED,
  FST_BEARER_AUTH_INVALID_AUTHORIZATION_HEADER,
  FST_BEARER_AUTH_INVALID_HOOK,
  FST_BEARER_AUTH_INVALID_KEYS_OPTION_TYPE,
  FST_BEARER_AUTH_INVALID_LOG_LEVEL,
  FST_BEARER_AUTH_INVALID_OPTION,
  FST_BEARER_AUTH_INVALID_SPEC,
  FST_BEARER_AUTH_KEYS_OPTION_INVALID_KEY_TYPE,
  FST_BEARER_AUTH_MISSING_AUTHORIZATION_HEADER
} from './errors.js'
import { parseAuthorization } from './parse-authorization.js'

/** Options of the bearer-auth plugin. */
export interface BearerAuthOptions {
  /** accepted keys (deduplicated); may be left out when `auth` decides */
  readonly keys?: readonly string[] | ReadonlySet<string>
  /** decides instead of the key list: return (or resolve) true to accept */
  readonly auth?: (key: string, request: CapsuleRequest) => boolean | Promise<boolean>
  /** the body of an error response (default `{ error: error.message }`) */
  readonly errorResponse?: (error: Error) => unknown
  /** where to check: `'onRequest'` (default, or `true`), `'preParsing'`, or `false` to only decorate `verifyBearerAuth` */
  readonly addHook?: boolean | 'onRequest' | 'preParsing'
  /** the scheme word (default `'Bearer'`) */
  readonly bearerType?: string
  /** `'rfc6750'` (default): exact scheme; `'rfc6749'`: case-insensitive scheme */
  readonly specCompliance?: 'rfc6750' | 'rfc6749'
  /** log level of refused requests (default `'error'`); the token itself is never logged */
  readonly verifyErrorLogLevel?: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace'
  /** the realm of the WWW-Authenticate challenge (default `'capsule'`) */
  readonly realm?: string
  /** the Content-Type of the plugin's own error responses (default JSON) */
  readonly contentType?: string
}

type Verify = (request: CapsuleRequest, reply: CapsuleReply, done: (error?: Error) => void) => void

declare module '@capsule/core' {
  interface FastifyInstance {
    /** present with `addHook: false`: use it as a route `onRequest` hook */
    verifyBearerAuth?: Verify
    verifyBearerAuthFactory?: (options: Partial<BearerAuthOptions>) => Verify
  }
}

/**
 * Guards the routes of the context that registers it (and its descendants) with an `Authorization: Bearer`
 * check. Wrapped with skipOverride, so registered inside a child context it guards that child only.
 * @throws {FST_BEARER_AUTH_INVALID_KEYS_OPTION_TYPE} `keys` is not a non-empty array or Set of strings
 * @throws {FST_BEARER_AUTH_INVALID_HOOK} `addHook` has another value
 * @example
 * app.register(async (child) => {
 *   await child.register(bearerAuth, { keys: ['abc123'] })
 *   child.get('/one', async () => ({ ok: true }))
 * })
 */
async function bearerAuthPlugin(instance: CapsuleInstance, options: BearerAuthOptions): Promise<void> {
  const addHook = options.addHook ?? 'onRequest'
  if (addHook !== true && addHook !== false && addHook !== 'onRequest' && addHook !== 'preParsing') {
    throw new FST_BEARER_AUTH_INVALID_HOOK(String(addHook))
  }
  const verify = buildVerify(options)
  if (addHook === false) {
    // verifyBearerAuth hands refusals to the error handler; a factory-made check answers them itself, as in
    // @fastify/bearer-auth (whose factory defaults to addHook: true)
    instance.decorate('verifyBearerAuth', verify)
    instance.decorate('verifyBearerAuthFactory', (overrides: Partial<BearerAuthOptions>) =>
      answeringHook({ ...options, ...overrides })
    )
    return
  }
  const hook = answeringHook(options)
  if (addHook === 'preParsing') {
    instance.addHook('preParsing', (request, reply, payload, done) =>
      hook(request, reply, (error) => done(error ?? null, payload))
    )
  } else {
    instance.addHook('onRequest', hook)
  }
}

/** A check that answers a refused request itself (401 with the challenge and the configured body). */
function answeringHook(options: BearerAuthOptions): Verify {
  const verify = buildVerify(options)
  const respond = buildResponder(options)
  return (request, reply, done) => {
    verify(request, reply, (error) => {
      if (error === undefined) {
        done()
        return
      }
      respond(error, request, reply)
    })
  }
}

function buildVerify(options: BearerAuthOptions): Verify {
  const keys = checkKeys(options.keys, typeof options.auth === 'function')
  const bearerType = options.bearerType ?? 'Bearer'
  if (typeof bearerType !== 'string' || !/^[A-Za-z0-9!#$%&'*+\-.^_`|~]+$/.test(bearerType)) {
    throw new FST_BEARER_AUTH_INVALID_OPTION("'bearerType' must be a token such as 'Bearer'")
  }
  const spec = options.specCompliance ?? 'rfc6750'
  if (spec !== 'rfc6750' && spec !== 'rfc6749') throw new FST_BEARER_AUTH_INVALID_SPEC()
  if (options.auth !== undefined && typeof options.auth !== 'function')
    throw new FST_BEARER_AUTH_INVALID_OPTION("'auth' must be a function")
  const level = options.verifyErrorLogLevel ?? 'error'
  if (!logLevels.has(level)) throw new FST_BEARER_AUTH_INVALID_LOG_LEVEL(String(level))
  const matcher = new KeyMatcher(keys)
  const auth = options.auth
  const challenge = buildChallenge(options)
  return (request, reply, done) => {
    const parsed = parseAuthorization(request.headers.authorization, bearerType, spec === 'rfc6749')
    if (parsed.kind === 'missing') {
      request.log[level]('unauthorized: missing authorization header')
      // every 401 carries the challenge, also through verifyBearerAuth and the error handler (README)
      reply.header('www-authenticate', challenge(true))
      done(new FST_BEARER_AUTH_MISSING_AUTHORIZATION_HEADER())
      return
    }
    const refused = (): void => {
      request.log[level]('unauthorized: invalid authorization header')
      reply.header('www-authenticate', challenge(false))
      done(new FST_BEARER_AUTH_INVALID_AUTHORIZATION_HEADER())
    }
    if (parsed.kind === 'malformed') {
      refused()
      return
    }
    if (auth === undefined) {
      if (matcher.matches(parsed.token)) done()
      else refused()
      return
    }
    let result: unknown
    try {
      result = auth(parsed.token, request)
    } catch {
      done(new FST_BEARER_AUTH_AUTH_FAILED())
      return
    }
    Promise.resolve(result).then(
      (accepted) => {
        if (accepted === true) done()
        else if (accepted === false) refused()
        else done(new FST_BEARER_AUTH_AUTH_FAILED())
      },
      () => done(new FST_BEARER_AUTH_AUTH_FAILED())
    )
  }
}

const logLevels = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace'])

function checkKeys(keys: unknown, hasAuth: boolean): string[] {
  // an `auth` function decides alone: no key list is needed then
  if (keys === undefined && hasAuth) return []
  if (!(Array.isArray(keys) || keys instanceof Set))
    throw new FST_BEARER_AUTH_INVALID_KEYS_OPTION_TYPE(`got ${typeof keys}`)
  const list = [...(keys as Iterable<unknown>)]
  for (const key of list)
    if (typeof key !== 'string') throw new FST_BEARER_AUTH_KEYS_OPTION_INVALID_KEY_TYPE()
  if (list.some((key) => (key as string).length === 0))
    throw new FST_BEARER_AUTH_INVALID_KEYS_OPTION_TYPE('a key is empty')
  return list as string[]
}

/** The RFC 6750 §3 challenge: no error code when credentials are missing; invalid_token for a bad or unknown token. */
function buildChallenge(options: BearerAuthOptions): (missing: boolean) => string {
  // a realm is a quoted-string: quotes, backslashes and control characters (CR/LF) cannot be in it
  const realm = (options.realm ?? 'capsule').replace(/["\\\p{Cc}]/gu, '')
  // a header carries Latin-1 only: a realm beyond it would make every 401 fail to write its challenge
  if (/[^\t\u0020-\u00ff]/.test(realm))
    throw new FST_BEARER_AUTH_INVALID_OPTION("'realm' must be text a header can carry (ASCII or Latin-1)")
  const bearerType = options.bearerType ?? 'Bearer'
  const missing = `${bearerType} realm="${realm}"`
  const invalid = `${bearerType} realm="${realm}", error="invalid_token"`
  return (isMissing) => (isMissing ? missing : invalid)
}

/** Sends the 401 (the challenge is already set) or 500 with the configured body. */
function buildResponder(options: BearerAuthOptions) {
  const errorResponse = options.errorResponse ?? ((error: Error) => ({ error: error.message }))
  const contentType = options.contentType
  return (error: Error & { statusCode?: number }, _request: CapsuleRequest, reply: CapsuleReply): void => {
    if (contentType !== undefined) reply.type(contentType)
    reply.code(error.statusCode ?? 401).send(errorResponse(error))
  }
}

/** The plugin, marked to register into the context that registers it. */
export const bearerAuth = skipOverride(bearerAuthPlugin, { name: '@capsule/bearer-auth', fastify: '5.x' })
