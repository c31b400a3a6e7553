// Fastify's type-test outcomes that differ on purpose: each entry is an assertion (kind 'assertion') or a checked
// `// @ts-expect-error <message>` (kind 'suppressed') that fails against Capsule, and the section of
// apps/docs/guide/typescript.md that documents why ("## Where the types differ from Fastify's"). An entry is matched by
// file and text; `line` tells identical texts apart. An entry that passes again fails the test: remove it.
// Regenerate the list with care: each entry must stay a deliberate difference.
export const expectedFailures = [
  {
    kind: 'assertion',
    file: 'content-type-parser.tst.ts',
    line: 6,
    section: 'Methods return the instance they are called on',
    text: "expect(fastify().addContentTypeParser('contentType', function (request, payload, done) { expect(request).type.toBe<FastifyRequest>() expect(payload).type.toBe<IncomingMessage>() done(null) })).type.toBe<void>()"
  },
  {
    kind: 'assertion',
    file: 'content-type-parser.tst.ts',
    line: 14,
    section: 'Methods return the instance they are called on',
    text: "expect(fastify().addContentTypeParser('contentType', { bodyLimit: 99 }, function (request, payload, done) { expect(request).type.toBe<FastifyRequest>() expect(payload).type.toBe<IncomingMessage>() done(null) })).type.toBe<void>()"
  },
  {
    kind: 'assertion',
    file: 'content-type-parser.tst.ts',
    line: 22,
    section: 'Methods return the instance they are called on',
    text: "expect(fastify().addContentTypeParser(['contentType'], function (request, payload, done) { expect(request).type.toBe<FastifyRequest>() expect(payload).type.toBe<IncomingMessage>() done(null) })).type.toBe<void>()"
  },
  {
    kind: 'assertion',
    file: 'content-type-parser.tst.ts',
    line: 30,
    section: 'Methods return the instance they are called on',
    text: "expect(fastify().addContentTypeParser<string>('bodyContentType', { parseAs: 'string' }, function (request, body, done) { expect(request).type.toBe<FastifyRequest>() expect(body).type.toBe<string>() done(null) })).type.toBe<void>()"
  },
  {
    kind: 'assertion',
    file: 'content-type-parser.tst.ts',
    line: 36,
    section: 'Methods return the instance they are called on',
    text: "expect(fastify().addContentTypeParser<Buffer>('bodyContentType', { parseAs: 'buffer' }, function (request, body, done) { expect(request).type.toBe<FastifyRequest>() expect(body).type.toBe<Buffer>() done(null) })).type.toBe<void>()"
  },
  {
    kind: 'assertion',
    file: 'content-type-parser.tst.ts',
    line: 42,
    section: 'Methods return the instance they are called on',
    text: "expect(fastify().addContentTypeParser('contentType', async function (request: FastifyRequest, payload: IncomingMessage) { expect(request).type.toBe<FastifyRequest>() expect(payload).type.toBe<IncomingMessage>() return null })).type.toBe<void>()"
  },
  {
    kind: 'assertion',
    file: 'content-type-parser.tst.ts',
    line: 48,
    section: 'Methods return the instance they are called on',
    text: "expect(fastify().addContentTypeParser<string>('bodyContentType', { parseAs: 'string' }, async function (request: FastifyRequest, body: string) { expect(request).type.toBe<FastifyRequest>() expect(body).type.toBe<string>() return null })).type.toBe<void>()"
  },
  {
    kind: 'assertion',
    file: 'content-type-parser.tst.ts',
    line: 54,
    section: 'Methods return the instance they are called on',
    text: "expect(fastify().addContentTypeParser<Buffer>('bodyContentType', { parseAs: 'buffer' }, async function (request: FastifyRequest, body: Buffer) { expect(request).type.toBe<FastifyRequest>() expect(body).type.toBe<Buffer>() return null })).type.toBe<void>()"
  },
  {
    kind: 'assertion',
    file: 'content-type-parser.tst.ts',
    line: 60,
    section: 'Built-in parsers take a string or a Buffer',
    text: "expect(fastify().getDefaultJsonParser('error', 'ignore')).type.toBe<FastifyBodyParser<string>>()"
  },
  {
    kind: 'assertion',
    file: 'content-type-parser.tst.ts',
    line: 64,
    section: 'Methods return the instance they are called on',
    text: 'expect(fastify().removeAllContentTypeParsers()).type.toBe<void>()'
  },
  {
    kind: 'assertion',
    file: 'content-type-parser.tst.ts',
    line: 67,
    section: 'Methods return the instance they are called on',
    text: "expect(fastify().removeContentTypeParser('contentType')).type.toBe<void>()"
  },
  {
    kind: 'assertion',
    file: 'content-type-parser.tst.ts',
    line: 68,
    section: 'Methods return the instance they are called on',
    text: 'expect(fastify().removeContentTypeParser(/contentType+.*/)).type.toBe<void>()'
  },
  {
    kind: 'assertion',
    file: 'content-type-parser.tst.ts',
    line: 69,
    section: 'Methods return the instance they are called on',
    text: "expect(fastify().removeContentTypeParser(['contentType', /contentType+.*/])).type.toBe<void>()"
  },
  {
    kind: 'assertion',
    file: 'fastify.tst.ts',
    line: 32,
    section: 'The instance `fastify()` returns is awaitable',
    text: 'expect(fastify()).type.toBeAssignableTo< FastifyInstance<http.Server, http.IncomingMessage, http.ServerResponse> & PromiseLike<FastifyInstance<http.Server, http.IncomingMessage, http.ServerResponse>> >()'
  },
  {
    kind: 'assertion',
    file: 'fastify.tst.ts',
    line: 53,
    section: 'The default server type is an interface',
    text: 'expect(fastify({ https: null })).type.toBe< FastifyInstance<https.Server, http.IncomingMessage, http.ServerResponse> & SafePromiseLike<FastifyInstance<https.Server, http.IncomingMessage, http.ServerResponse>> >()'
  },
  {
    kind: 'assertion',
    file: 'fastify.tst.ts',
    line: 357,
    section: "Capsule's own members and options",
    text: 'expect(fastify.errorCodes).type.toBe<FastifyErrorCodes>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 35,
    section: 'Methods return the instance they are called on',
    text: 'expect(this).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 36,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request).type.toBe<FastifyRequest>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 44,
    section: 'Methods return the instance they are called on',
    text: 'expect(this).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 45,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request).type.toBe<FastifyRequest>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 54,
    section: 'Methods return the instance they are called on',
    text: 'expect(this).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 55,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request).type.toBe<FastifyRequest>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 63,
    section: 'Methods return the instance they are called on',
    text: 'expect(this).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 64,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request).type.toBe<FastifyRequest>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 72,
    section: 'Methods return the instance they are called on',
    text: 'expect(this).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 73,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request).type.toBe<FastifyRequest>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 83,
    section: 'Methods return the instance they are called on',
    text: 'expect(this).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 84,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request).type.toBe<FastifyRequest>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 94,
    section: 'Methods return the instance they are called on',
    text: 'expect(this).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 95,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request).type.toBe<FastifyRequest>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 103,
    section: 'Methods return the instance they are called on',
    text: 'expect(this).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 104,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request).type.toBe<FastifyRequest>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 112,
    section: 'Methods return the instance they are called on',
    text: 'expect(this).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 113,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request).type.toBe<FastifyRequest>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 115,
    section: "`FastifyError` is Capsule's own interface",
    text: 'expect(error).type.toBe<FastifyError>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 121,
    section: 'Methods return the instance they are called on',
    text: 'expect(this).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 122,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request).type.toBe<FastifyRequest>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 129,
    section: 'Methods return the instance they are called on',
    text: 'expect(this).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 130,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(opts).type.toBe<RouteOptions & { routePath: string; path: string; prefix: string }>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 134,
    section: 'Methods return the instance they are called on',
    text: 'expect(this).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 135,
    section: 'Methods return the instance they are called on',
    text: 'expect(instance).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 140,
    section: 'Methods return the instance they are called on',
    text: 'expect(this).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 147,
    section: 'Methods return the instance they are called on',
    text: 'expect(this).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 153,
    section: 'Methods return the instance they are called on',
    text: 'expect(this).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 154,
    section: 'Methods return the instance they are called on',
    text: 'expect(instance).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 163,
    section: 'Methods return the instance they are called on',
    text: 'expect(this).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 164,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request).type.toBe<FastifyRequest>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 169,
    section: 'Methods return the instance they are called on',
    text: 'expect(this).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 170,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request).type.toBe<FastifyRequest>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 176,
    section: 'Methods return the instance they are called on',
    text: 'expect(this).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 177,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request).type.toBe<FastifyRequest>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 182,
    section: 'Methods return the instance they are called on',
    text: 'expect(this).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 183,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request).type.toBe<FastifyRequest>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 188,
    section: 'Methods return the instance they are called on',
    text: 'expect(this).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 189,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request).type.toBe<FastifyRequest>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 195,
    section: 'Methods return the instance they are called on',
    text: 'expect(this).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 196,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request).type.toBe<FastifyRequest>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 202,
    section: 'Methods return the instance they are called on',
    text: 'expect(this).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 203,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request).type.toBe<FastifyRequest>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 208,
    section: 'Methods return the instance they are called on',
    text: 'expect(this).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 209,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request).type.toBe<FastifyRequest>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 214,
    section: 'Methods return the instance they are called on',
    text: 'expect(this).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 215,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request).type.toBe<FastifyRequest>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 217,
    section: "`FastifyError` is Capsule's own interface",
    text: 'expect(error).type.toBe<FastifyError>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 221,
    section: 'Methods return the instance they are called on',
    text: 'expect(this).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 222,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request).type.toBe<FastifyRequest>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 226,
    section: 'Methods return the instance they are called on',
    text: 'expect(instance).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 231,
    section: 'Methods return the instance they are called on',
    text: 'expect(this).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 235,
    section: 'Methods return the instance they are called on',
    text: 'expect(this).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 239,
    section: 'Methods return the instance they are called on',
    text: 'expect(this).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 240,
    section: 'Methods return the instance they are called on',
    text: 'expect(instance).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 275,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request.routeOptions.config).type.toBe<CustomContextConfigWithDefault>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 279,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request.routeOptions.config).type.toBe<CustomContextConfigWithDefault>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 283,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request.routeOptions.config).type.toBe<CustomContextConfigWithDefault>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 287,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request.routeOptions.config).type.toBe<CustomContextConfigWithDefault>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 291,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request.routeOptions.config).type.toBe<CustomContextConfigWithDefault>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 295,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request.routeOptions.config).type.toBe<CustomContextConfigWithDefault>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 299,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request.routeOptions.config).type.toBe<CustomContextConfigWithDefault>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 303,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request.routeOptions.config).type.toBe<CustomContextConfigWithDefault>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 307,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request.routeOptions.config).type.toBe<CustomContextConfigWithDefault>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 314,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request.routeOptions.config).type.toBe<CustomContextConfigWithDefault>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 318,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request.routeOptions.config).type.toBe<CustomContextConfigWithDefault>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 322,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request.routeOptions.config).type.toBe<CustomContextConfigWithDefault>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 326,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request.routeOptions.config).type.toBe<CustomContextConfigWithDefault>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 330,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request.routeOptions.config).type.toBe<CustomContextConfigWithDefault>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 334,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request.routeOptions.config).type.toBe<CustomContextConfigWithDefault>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 338,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request.routeOptions.config).type.toBe<CustomContextConfigWithDefault>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 342,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request.routeOptions.config).type.toBe<CustomContextConfigWithDefault>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 346,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request.routeOptions.config).type.toBe<CustomContextConfigWithDefault>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 350,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request.routeOptions.config).type.toBe<CustomContextConfigWithDefault>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 406,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request).type.toBe<FastifyRequest>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 407,
    section: 'Methods return the instance they are called on',
    text: 'expect(reply).type.toBe<FastifyReply>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 410,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request).type.toBe<NoInferRequest>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 415,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request).type.toBe<NoInferRequest>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 419,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request).type.toBe<NoInferRequest>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 422,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(done).type.toBe< <TError extends Error = FastifyError>( err?: TError | null | undefined, res?: RequestPayload | undefined ) => void >()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 430,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request).type.toBe<NoInferRequest>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 435,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request).type.toBe<NoInferRequest>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 440,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request).type.toBe<NoInferRequest>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 446,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request).type.toBe<NoInferRequest>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 452,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request).type.toBe<NoInferRequest>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 457,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request).type.toBe<NoInferRequest>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 462,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request).type.toBe<NoInferRequest>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 464,
    section: "`FastifyError` is Capsule's own interface",
    text: 'expect(error).type.toBe<FastifyError>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 471,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request).type.toBe<NoInferRequest>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 475,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request).type.toBe<NoInferRequest>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 479,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request).type.toBe<NoInferRequest>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 484,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request).type.toBe<NoInferRequest>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 488,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request).type.toBe<NoInferRequest>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 492,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request).type.toBe<NoInferRequest>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 497,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request).type.toBe<NoInferRequest>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 502,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request).type.toBe<NoInferRequest>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 506,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request).type.toBe<NoInferRequest>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 510,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request).type.toBe<NoInferRequest>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 512,
    section: "`FastifyError` is Capsule's own interface",
    text: 'expect(error).type.toBe<FastifyError>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 515,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request).type.toBe<FastifyRequest>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 532,
    section: 'Methods return the instance they are called on',
    text: 'expect(this).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'hooks.tst.ts',
    line: 545,
    section: 'Methods return the instance they are called on',
    text: 'expect(this).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'instance.tst.ts',
    line: 25,
    section: 'Methods return the instance they are called on',
    text: "expect(server.addSchema({ type: 'null' })).type.toBe<FastifyInstance>()"
  },
  {
    kind: 'assertion',
    file: 'instance.tst.ts',
    line: 26,
    section: 'Methods return the instance they are called on',
    text: "expect(server.addSchema({ schemaId: 'id' })).type.toBe<FastifyInstance>()"
  },
  {
    kind: 'assertion',
    file: 'instance.tst.ts',
    line: 27,
    section: 'Methods return the instance they are called on',
    text: 'expect(server.addSchema({ schemas: [] })).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'instance.tst.ts',
    line: 37,
    section: "Capsule's own members and options",
    text: 'expect(server.supportedMethods).type.toBe<string[]>()'
  },
  {
    kind: 'assertion',
    file: 'instance.tst.ts',
    line: 41,
    section: "`FastifyError` is Capsule's own interface",
    text: 'expect(error).type.toBe<unknown>()'
  },
  {
    kind: 'assertion',
    file: 'instance.tst.ts',
    line: 42,
    section: 'Methods return the instance they are called on',
    text: 'expect(this).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'instance.tst.ts',
    line: 39,
    section: "`FastifyError` is Capsule's own interface",
    text: 'expect( server.setErrorHandler(function (error, request, reply) { expect(error).type.toBe<unknown>() expect(this).type.toBe<FastifyInstance>() }) ).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'instance.tst.ts',
    line: 46,
    section: 'Methods return the instance they are called on',
    text: 'expect( server.setErrorHandler<FastifyError>(function (error, request, reply) { expect(error).type.toBe<FastifyError>() }) ).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'instance.tst.ts',
    line: 52,
    section: 'Methods return the instance they are called on',
    text: "expect( server.setGenReqId(function (req) { expect(req).type.toBe<RawRequestDefaultExpression>() return 'foo' }) ).type.toBe<FastifyInstance>()"
  },
  {
    kind: 'assertion',
    file: 'instance.tst.ts',
    line: 178,
    section: 'Methods return the instance they are called on',
    text: "expect(server.addSchema({ type: 'null' })).type.toBe<FastifyInstance>()"
  },
  {
    kind: 'assertion',
    file: 'instance.tst.ts',
    line: 217,
    section: 'Methods return the instance they are called on',
    text: "expect(server.addHttpMethod('SEARCH', { hasBody: true })).type.toBe<FastifyInstance>()"
  },
  {
    kind: 'assertion',
    file: 'instance.tst.ts',
    line: 218,
    section: 'Methods return the instance they are called on',
    text: "expect(server.addHttpMethod('GET', { overrideExisting: true })).type.toBe<FastifyInstance>()"
  },
  {
    kind: 'assertion',
    file: 'instance.tst.ts',
    line: 219,
    section: 'Methods return the instance they are called on',
    text: "expect(server.addHttpMethod('POST', { hasBody: true, overrideExisting: true })).type.toBe<FastifyInstance>()"
  },
  {
    kind: 'assertion',
    file: 'instance.tst.ts',
    line: 242,
    section: 'The instance `fastify()` returns is awaitable',
    text: 'expect(server.after()).type.toBeAssignableTo<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'instance.tst.ts',
    line: 248,
    section: 'The instance `fastify()` returns is awaitable',
    text: 'expect(server.ready()).type.toBeAssignableTo<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'instance.tst.ts',
    line: 258,
    section: 'Methods return the instance they are called on',
    text: "expect(fastify().get<RouteGenericInterface, { contextKey: string }>('/', { handler: () => { }, errorHandler: (error, request, reply) => { expect(error).type.toBe<FastifyError>() expect(request).type.toBeAssignableTo<FastifyRequest>() expect(request.routeOptions.config).type.toBeAssignableTo<{ contextKey: string }>() expect(reply).type.toBeAssignableTo<FastifyReply>() expect(server.errorHandler(error, request, reply)).type.toBe<void>() } })).type.toBe<FastifyInstance>()"
  },
  {
    kind: 'assertion',
    file: 'instance.tst.ts',
    line: 269,
    section: 'Methods return the instance they are called on',
    text: "expect(fastify().get('/', { handler: () => { }, childLoggerFactory: (logger, bindings, opts, req) => { expect(server.childLoggerFactory(logger, bindings, opts, req)).type.toBe<FastifyBaseLogger>() return server.childLoggerFactory(logger, bindings, opts, req) } })).type.toBe<FastifyInstance>()"
  },
  {
    kind: 'assertion',
    file: 'instance.tst.ts',
    line: 277,
    section: 'Methods return the instance they are called on',
    text: 'expect( server.setChildLoggerFactory(function (logger, bindings, opts, req) { expect(logger).type.toBe<FastifyBaseLogger>() expect(bindings).type.toBe<Bindings>() expect(opts).type.toBe<ChildLoggerOptions>() expect(req).type.toBe<RawRequestDefaultExpression>() expect(this).type.toBe<FastifyInstance>() return logger.child(bindings, opts) }) ).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'instance.tst.ts',
    line: 288,
    section: 'Methods return the instance they are called on',
    text: 'expect( server.setErrorHandler<FastifyError>(function (error, request, reply) { expect(error).type.toBe<FastifyError>() }) ).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'instance.tst.ts',
    line: 329,
    section: "Capsule's own members and options",
    text: 'expect(fastify().initialConfig).type.toBe<InitialConfig>()'
  },
  {
    kind: 'assertion',
    file: 'instance.tst.ts',
    line: 360,
    section: 'Built-in parsers take a string or a Buffer',
    text: 'expect(server.defaultTextParser).type.toBe<FastifyBodyParser<string>>()'
  },
  {
    kind: 'assertion',
    file: 'instance.tst.ts',
    line: 362,
    section: 'Built-in parsers take a string or a Buffer',
    text: "expect(server.getDefaultJsonParser('ignore', 'error')).type.toBe<FastifyBodyParser<string>>()"
  },
  {
    kind: 'assertion',
    file: 'instance.tst.ts',
    line: 373,
    section: 'Methods return the instance they are called on',
    text: 'expect(this).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'instance.tst.ts',
    line: 376,
    section: 'Methods return the instance they are called on',
    text: 'expect(this).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'instance.tst.ts',
    line: 380,
    section: 'Methods return the instance they are called on',
    text: 'expect(this).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'instance.tst.ts',
    line: 386,
    section: 'Methods return the instance they are called on',
    text: 'expect(this).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'instance.tst.ts',
    line: 391,
    section: 'Methods return the instance they are called on',
    text: 'expect(this).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'instance.tst.ts',
    line: 464,
    section: 'Methods return the instance they are called on',
    text: 'expect(this).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'instance.tst.ts',
    line: 469,
    section: 'Declared decorators accept the `null` placeholder',
    text: "expect(server.decorate).type.not.toBeCallableWith('typedTestProperty', null)"
  },
  {
    kind: 'assertion',
    file: 'instance.tst.ts',
    line: 478,
    section: 'Methods return the instance they are called on',
    text: 'expect(this).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'instance.tst.ts',
    line: 512,
    section: 'Declared decorators accept the `null` placeholder',
    text: "expect(server.decorateRequest).type.not.toBeCallableWith('typedTestRequestProperty', null)"
  },
  {
    kind: 'assertion',
    file: 'instance.tst.ts',
    line: 555,
    section: 'Declared decorators accept the `null` placeholder',
    text: "expect(server.decorateReply).type.not.toBeCallableWith('typedTestReplyProperty', null)"
  },
  {
    kind: 'assertion',
    file: 'instance.tst.ts',
    line: 598,
    section: 'Validation functions and compilers',
    text: 'expect(server.validatorCompiler).type.toBe<FastifySchemaCompiler<any> | undefined>()'
  },
  {
    kind: 'assertion',
    file: 'instance.tst.ts',
    line: 599,
    section: 'Validation functions and compilers',
    text: 'expect(server.serializerCompiler).type.toBe<FastifySerializerCompiler<any> | undefined>()'
  },
  {
    kind: 'assertion',
    file: 'plugin.tst.ts',
    line: 66,
    section: 'The instance `fastify()` returns is awaitable',
    text: 'expect(httpsServer).type.toBeAssignableTo< FastifyInstance<https.Server, http.IncomingMessage, http.ServerResponse> & PromiseLike<FastifyInstance<https.Server, http.IncomingMessage, http.ServerResponse>> >()'
  },
  {
    kind: 'assertion',
    file: 'plugin.tst.ts',
    line: 85,
    section: 'The instance `fastify()` returns is awaitable',
    text: 'expect(httpsServer.ready()).type.toBeAssignableTo<PromiseLike<undefined>>()'
  },
  {
    kind: 'assertion',
    file: 'plugin.tst.ts',
    line: 86,
    section: 'The instance `fastify()` returns is awaitable',
    text: 'expect(httpsServer.register(testPluginOpts, testOptions)).type.toBeAssignableTo<PromiseLike<undefined>>()'
  },
  {
    kind: 'assertion',
    file: 'plugin.tst.ts',
    line: 87,
    section: 'The instance `fastify()` returns is awaitable',
    text: 'expect(httpsServer.register(testPluginOptsWithType)).type.toBeAssignableTo<PromiseLike<undefined>>()'
  },
  {
    kind: 'assertion',
    file: 'plugin.tst.ts',
    line: 88,
    section: 'The instance `fastify()` returns is awaitable',
    text: 'expect(httpsServer.register(testPluginOptsWithTypeAsync)).type.toBeAssignableTo<PromiseLike<undefined>>()'
  },
  {
    kind: 'assertion',
    file: 'plugin.tst.ts',
    line: 89,
    section: 'The instance `fastify()` returns is awaitable',
    text: "expect(httpsServer.register(testPluginOptsWithType, { prefix: '/test' })).type.toBeAssignableTo<PromiseLike<undefined>>()"
  },
  {
    kind: 'assertion',
    file: 'plugin.tst.ts',
    line: 90,
    section: 'The instance `fastify()` returns is awaitable',
    text: "expect(httpsServer.register(testPluginOptsWithTypeAsync, { prefix: '/test' })).type.toBeAssignableTo<PromiseLike<undefined>>()"
  },
  {
    kind: 'assertion',
    file: 'register.tst.ts',
    line: 87,
    section: 'Methods return the instance they are called on',
    text: 'expect(instance).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'register.tst.ts',
    line: 93,
    section: 'Methods return the instance they are called on',
    text: 'expect(instance).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'register.tst.ts',
    line: 145,
    section: 'Methods return the instance they are called on',
    text: 'expect(instance).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'register.tst.ts',
    line: 151,
    section: 'Methods return the instance they are called on',
    text: 'expect(instance).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'register.tst.ts',
    line: 228,
    section: 'Methods return the instance they are called on',
    text: 'expect(instance).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'register.tst.ts',
    line: 238,
    section: 'Methods return the instance they are called on',
    text: 'expect(instance).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'reply.tst.ts',
    line: 28,
    section: 'Replies are typed per status',
    text: 'expect(reply.code).type.toBe<<Code extends number>(statusCode: Code) => DefaultFastifyReplyWithCode<Code>>()'
  },
  {
    kind: 'assertion',
    file: 'reply.tst.ts',
    line: 29,
    section: 'Replies are typed per status',
    text: 'expect(reply.status).type.toBe<<Code extends number>(statusCode: Code) => DefaultFastifyReplyWithCode<Code>>()'
  },
  {
    kind: 'assertion',
    file: 'reply.tst.ts',
    line: 30,
    section: 'Replies are typed per status',
    text: 'expect(reply.code(100 as number).send).type.toBe<(...args: [payload?: unknown]) => FastifyReply>()'
  },
  {
    kind: 'assertion',
    file: 'reply.tst.ts',
    line: 34,
    section: 'Methods return the instance they are called on',
    text: 'expect(reply.writeEarlyHints).type.toBe< (hints: Record<string, string | string[]>, callback?: (() => void) | undefined) => void >()'
  },
  {
    kind: 'assertion',
    file: 'reply.tst.ts',
    line: 46,
    section: 'Methods return the instance they are called on',
    text: 'expect(reply.callNotFound).type.toBe<() => void>()'
  },
  {
    kind: 'assertion',
    file: 'reply.tst.ts',
    line: 48,
    section: 'Methods return the instance they are called on',
    text: 'expect(reply.serializer).type.toBe<(fn: (payload: any) => string) => FastifyReply>()'
  },
  {
    kind: 'assertion',
    file: 'reply.tst.ts',
    line: 49,
    section: 'Replies are typed per status',
    text: 'expect(reply.serialize).type.toBe<(payload: any) => string | ArrayBuffer | Buffer>()'
  },
  {
    kind: 'assertion',
    file: 'reply.tst.ts',
    line: 50,
    section: 'Methods return the instance they are called on',
    text: 'expect(reply.then).type.toBe<(fulfilled: () => void, rejected: (err: Error) => void) => void>()'
  },
  {
    kind: 'assertion',
    file: 'reply.tst.ts',
    line: 51,
    section: 'Methods return the instance they are called on',
    text: 'expect(reply.trailer).type.toBe< ( key: string, fn: ((reply: FastifyReply, payload: string | Buffer | null) => Promise<string>) | ((reply: FastifyReply, payload: string | Buffer | null, done: (err: Error | null, value?: string) => void) => void) ) => FastifyReply >()'
  },
  {
    kind: 'assertion',
    file: 'reply.tst.ts',
    line: 138,
    section: 'Replies are typed per status',
    text: "expect(reply.code(100).send).type.toBe<((...args: [payload: ReplyPayload['Reply']]) => FastifyReply<ReplyPayload, RawServerDefault, RawRequestDefaultExpression<RawServerDefault>, RawReplyDefaultExpression<RawServerDefault>>)>()"
  },
  {
    kind: 'assertion',
    file: 'request.tst.ts',
    line: 67,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request.routeOptions).type.toBe<Readonly<RequestRouteOptions>>()'
  },
  {
    kind: 'assertion',
    file: 'request.tst.ts',
    line: 78,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request.routeOptions.schema).type.toBe<FastifySchema | undefined>()'
  },
  {
    kind: 'assertion',
    file: 'request.tst.ts',
    line: 91,
    section: 'Validation functions and compilers',
    text: 'expect(request.validationError).type.toBe<Error & { validation: any; validationContext: string } | undefined>()'
  },
  {
    kind: 'assertion',
    file: 'request.tst.ts',
    line: 99,
    section: 'Validation functions and compilers',
    text: "expect(request.getValidationFunction('body')).type.toBe<ValidationFunction | undefined>()"
  },
  {
    kind: 'assertion',
    file: 'request.tst.ts',
    line: 100,
    section: 'Validation functions and compilers',
    text: "expect(request.getValidationFunction({ type: 'object' })).type.toBe<ValidationFunction | undefined>()"
  },
  {
    kind: 'assertion',
    file: 'request.tst.ts',
    line: 101,
    section: 'Validation functions and compilers',
    text: 'expect(request.validateInput).type.toBeAssignableTo< (input: { [key: string]: unknown }, schema: { [key: string]: unknown }, httpPart?: HTTPRequestPart) => boolean >()'
  },
  {
    kind: 'assertion',
    file: 'request.tst.ts',
    line: 104,
    section: 'Validation functions and compilers',
    text: 'expect(request.validateInput).type.toBeAssignableTo< (input: { [key: string]: unknown }, httpPart?: HTTPRequestPart) => boolean >()'
  },
  {
    kind: 'assertion',
    file: 'request.tst.ts',
    line: 185,
    section: 'The instance `fastify()` returns is awaitable',
    text: 'expect(serverWithCustomLogger).type.toBeAssignableTo< FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, CustomLoggerInterface> & PromiseLike< FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, CustomLoggerInterface> > >()'
  },
  {
    kind: 'assertion',
    file: 'route.tst.ts',
    line: 43,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request).type.toBe<FastifyRequest>()'
  },
  {
    kind: 'assertion',
    file: 'route.tst.ts',
    line: 49,
    section: 'Hook and handler parameters are typed for inference',
    text: 'expect(request).type.toBe<FastifyRequest>()'
  },
  {
    kind: 'assertion',
    file: 'route.tst.ts',
    line: 65,
    section: 'Methods return the instance they are called on',
    text: 'expect(this).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'route.tst.ts',
    line: 110,
    section: 'Methods return the instance they are called on',
    text: "expect(fastify().route({ method: method as HTTPMethods, url: '/', handler: routeHandler })).type.toBe<FastifyInstance>()"
  },
  {
    kind: 'assertion',
    file: 'route.tst.ts',
    line: 119,
    section: 'Methods return the instance they are called on',
    text: "expect(fastify()[lowerCaseMethod]('/', routeHandler)).type.toBe<FastifyInstance>()"
  },
  {
    kind: 'assertion',
    file: 'route.tst.ts',
    line: 120,
    section: 'Methods return the instance they are called on',
    text: "expect(fastify()[lowerCaseMethod]('/', {}, routeHandler)).type.toBe<FastifyInstance>()"
  },
  {
    kind: 'assertion',
    file: 'route.tst.ts',
    line: 121,
    section: 'Methods return the instance they are called on',
    text: "expect(fastify()[lowerCaseMethod]('/', { handler: routeHandler })).type.toBe<FastifyInstance>()"
  },
  {
    kind: 'assertion',
    file: 'route.tst.ts',
    line: 126,
    section: "`FastifyError` is Capsule's own interface",
    text: 'expect(error).type.toBe<FastifyError>()'
  },
  {
    kind: 'assertion',
    file: 'route.tst.ts',
    line: 123,
    section: 'Methods return the instance they are called on',
    text: "expect(fastify()[lowerCaseMethod]('/', { handler: routeHandler, errorHandler: (error, request, reply) => { expect(error).type.toBe<FastifyError>() reply.send('error') }, childLoggerFactory: function (logger, bindings, opts) { return logger.child(bindings, opts) } })).type.toBe<FastifyInstance>()"
  },
  {
    kind: 'assertion',
    file: 'route.tst.ts',
    line: 440,
    section: 'Methods return the instance they are called on',
    text: "expect(fastify().route({ url: '/', method: 'CONNECT', // not a valid method but could be implemented by the user handler: routeHandler })).type.toBe<FastifyInstance>()"
  },
  {
    kind: 'assertion',
    file: 'route.tst.ts',
    line: 446,
    section: 'Methods return the instance they are called on',
    text: "expect(fastify().route({ url: '/', method: 'OPTIONS', handler: routeHandler })).type.toBe<FastifyInstance>()"
  },
  {
    kind: 'assertion',
    file: 'route.tst.ts',
    line: 452,
    section: 'Methods return the instance they are called on',
    text: "expect(fastify().route({ url: '/', method: 'OPTION', // OPTION is a typo for OPTIONS handler: routeHandler })).type.toBe<FastifyInstance>()"
  },
  {
    kind: 'assertion',
    file: 'route.tst.ts',
    line: 458,
    section: 'Methods return the instance they are called on',
    text: "expect(fastify().route({ url: '/', method: ['GET', 'POST'], handler: routeHandler })).type.toBe<FastifyInstance>()"
  },
  {
    kind: 'assertion',
    file: 'route.tst.ts',
    line: 464,
    section: 'Methods return the instance they are called on',
    text: "expect(fastify().route({ url: '/', method: ['GET', 'POST', 'OPTION'], // OPTION is a typo for OPTIONS handler: routeHandler })).type.toBe<FastifyInstance>()"
  },
  {
    kind: 'assertion',
    file: 'route.tst.ts',
    line: 470,
    section: 'Methods return the instance they are called on',
    text: "expect(fastify().route({ url: '/', method: 'GET', handler: routeHandler, schemaErrorFormatter: (errors, dataVar) => new Error('') })).type.toBe<FastifyInstance>()"
  },
  {
    kind: 'assertion',
    file: 'route.tst.ts',
    line: 484,
    section: 'Methods return the instance they are called on',
    text: "expect(fastify().route({ url: '/', method: 'GET', handler: routeHandler, prefixTrailingSlash: 'slash' })).type.toBe<FastifyInstance>()"
  },
  {
    kind: 'assertion',
    file: 'route.tst.ts',
    line: 491,
    section: 'Methods return the instance they are called on',
    text: "expect(fastify().route({ url: '/', method: 'GET', handler: routeHandler, prefixTrailingSlash: 'no-slash' })).type.toBe<FastifyInstance>()"
  },
  {
    kind: 'assertion',
    file: 'route.tst.ts',
    line: 498,
    section: 'Methods return the instance they are called on',
    text: "expect(fastify().route({ url: '/', method: 'GET', handler: routeHandler, prefixTrailingSlash: 'both' })).type.toBe<FastifyInstance>()"
  },
  {
    kind: 'assertion',
    file: 'route.tst.ts',
    line: 512,
    section: 'Methods return the instance they are called on',
    text: "expect(fastify().route({ url: '/', method: 'GET', handler: routeHandlerWithReturnValue })).type.toBe<FastifyInstance>()"
  },
  {
    kind: 'assertion',
    file: 'route.tst.ts',
    line: 566,
    section: "Capsule's own members and options",
    text: "expect( fastify().findRoute({ url: '/', method: 'get' }) ).type.toBe<Omit<FindMyWayFindResult<RawServerDefault>, 'store'>>()"
  },
  {
    kind: 'assertion',
    file: 'route.tst.ts',
    line: 580,
    section: "Capsule's own members and options",
    text: "expect(fastify().findRoute({ url: '/', method: 'get' })).type.not.toHaveProperty('store')"
  },
  {
    kind: 'assertion',
    file: 'route.tst.ts',
    line: 585,
    section: 'Methods return the instance they are called on',
    text: "expect(fastify().route({ url: '/', method: 'get', handler: routeHandlerWithReturnValue })).type.toBe<FastifyInstance>()"
  },
  {
    kind: 'assertion',
    file: 'route.tst.ts',
    line: 591,
    section: 'Methods return the instance they are called on',
    text: "expect(fastify().route({ url: '/', method: ['put', 'patch'], handler: routeHandlerWithReturnValue })).type.toBe<FastifyInstance>()"
  },
  {
    kind: 'assertion',
    file: 'route.tst.ts',
    line: 597,
    section: 'Methods return the instance they are called on',
    text: "expect(fastify().route({ url: '/', method: 'GET', handler: (req) => { expect(req.routeOptions.method).type.toBe<HTTPMethods | HTTPMethods[]>() expect(req.routeOptions.method).type.toBeAssignableTo<string | Array<string>>() } })).type.toBe<FastifyInstance>()"
  },
  {
    kind: 'assertion',
    file: 'route.tst.ts',
    line: 606,
    section: 'Methods return the instance they are called on',
    text: "expect(fastify().route({ url: '/', method: ['HEAD', 'GET'], handler: (req) => { expect(req.routeOptions.method).type.toBe<HTTPMethods | HTTPMethods[]>() expect(req.routeOptions.method).type.toBeAssignableTo<string | Array<string>>() } })).type.toBe<FastifyInstance>()"
  },
  {
    kind: 'assertion',
    file: 'schema.tst.ts',
    line: 9,
    section: 'Methods return the instance they are called on',
    text: "expect(server.get( '/full-schema', { schema: { body: { type: 'null' }, querystring: { type: 'null' }, params: { type: 'null' }, headers: { type: 'null' }, response: { type: 'null' } } }, () => { } )).type.toBe<FastifyInstance>()"
  },
  {
    kind: 'assertion',
    file: 'schema.tst.ts',
    line: 23,
    section: 'Methods return the instance they are called on',
    text: "expect(server.post( '/multiple-content-schema', { schema: { body: { content: { 'application/json': { schema: { type: 'object' } }, 'text/plain': { schema: { type: 'string' } } } } } }, () => { } )).type.toBe<FastifyInstance>()"
  },
  {
    kind: 'assertion',
    file: 'schema.tst.ts',
    line: 42,
    section: 'Methods return the instance they are called on',
    text: "expect(server.get( '/empty-schema', { schema: {} }, () => { } )).type.toBe<FastifyInstance>()"
  },
  {
    kind: 'assertion',
    file: 'schema.tst.ts',
    line: 50,
    section: 'Methods return the instance they are called on',
    text: "expect(server.get( '/no-schema', {}, () => { } )).type.toBe<FastifyInstance>()"
  },
  {
    kind: 'assertion',
    file: 'schema.tst.ts',
    line: 56,
    section: 'Methods return the instance they are called on',
    text: 'expect(server.setValidatorCompiler(({ schema }) => { return new Ajv().compile(schema) })).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'schema.tst.ts',
    line: 60,
    section: 'Methods return the instance they are called on',
    text: 'expect(server.setSerializerCompiler(() => { return data => JSON.stringify(data) })).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'schema.tst.ts',
    line: 64,
    section: 'Validation functions and compilers',
    text: "expect(server.post('/test', { validatorCompiler: ({ schema }) => { return data => { if (!data || data.constructor !== Object) { return { error: new Error('value is not an object') } } return { value: data } } } }, async req => req.body)).type.toBe<FastifyInstance>()"
  },
  {
    kind: 'assertion',
    file: 'schema.tst.ts',
    line: 75,
    section: 'Validation functions and compilers',
    text: "expect(server.post('/test', { validatorCompiler: ({ schema }) => { return data => { if (!data || data.constructor !== Object) { return { error: [ { keyword: 'type', instancePath: '', schemaPath: '#/type', params: { type: 'object' }, message: 'value is not an object' } ] } } return { value: data } } } }, async req => req.body)).type.toBe<FastifyInstance>()"
  },
  {
    kind: 'assertion',
    file: 'schema.tst.ts',
    line: 96,
    section: 'Methods return the instance they are called on',
    text: 'expect(server.setValidatorCompiler<FastifySchema & { validate: Record<string, unknown> }>( function ({ schema }) { return new Ajv().compile(schema) } )).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'schema.tst.ts',
    line: 102,
    section: 'Methods return the instance they are called on',
    text: 'expect(server.setSerializerCompiler<FastifySchema & { validate: string }>( () => data => JSON.stringify(data) )).type.toBe<FastifyInstance>()'
  },
  {
    kind: 'assertion',
    file: 'type-provider.tst.ts',
    line: 482,
    section: 'Replies are typed per status',
    text: 'expect(res.code(200).send).type.toBe<((...args: [payload: string]) => typeof res)>()'
  },
  {
    kind: 'assertion',
    file: 'type-provider.tst.ts',
    line: 483,
    section: 'Replies are typed per status',
    text: 'expect(res.code(400).send).type.toBe<((...args: [payload: number]) => typeof res)>()'
  },
  {
    kind: 'assertion',
    file: 'type-provider.tst.ts',
    line: 484,
    section: 'Replies are typed per status',
    text: 'expect(res.code(500).send).type.toBe<((...args: [payload: { error: string }]) => typeof res)>()'
  },
  {
    kind: 'assertion',
    file: 'type-provider.tst.ts',
    line: 715,
    section: 'Replies are typed per status',
    text: 'expect(res.code(200).send).type.toBe<((...args: [payload: string]) => typeof res)>()'
  },
  {
    kind: 'assertion',
    file: 'type-provider.tst.ts',
    line: 716,
    section: 'Replies are typed per status',
    text: 'expect(res.code(400).send).type.toBe<((...args: [payload: number]) => typeof res)>()'
  },
  {
    kind: 'assertion',
    file: 'type-provider.tst.ts',
    line: 717,
    section: 'Replies are typed per status',
    text: 'expect(res.code(500).send).type.toBe< ((...args: [payload: { [x: string]: unknown; error?: string }]) => typeof res) >()'
  },
  {
    kind: 'assertion',
    file: 'type-provider.tst.ts',
    line: 1043,
    section: 'Replies are typed per status',
    text: 'expect(res.code).type.not.toBeCallableWith(201)'
  },
  {
    kind: 'assertion',
    file: 'type-provider.tst.ts',
    line: 1044,
    section: 'Replies are typed per status',
    text: 'expect(res.code).type.not.toBeCallableWith(400)'
  },
  {
    kind: 'suppressed',
    file: 'instance.tst.ts',
    line: 194,
    section: "Capsule's own members and options",
    text: "@ts-expect-error Type '(schemaControllerOptions: FastifySchemaControllerOptions) => void' has no properties in common with type 'FastifySchemaControllerOptions'."
  },
  {
    kind: 'suppressed',
    file: 'reply.tst.ts',
    line: 162,
    section: 'A wrong reply is reported in one line',
    text: '@ts-expect-error No overload matches this call.'
  },
  {
    kind: 'suppressed',
    file: 'reply.tst.ts',
    line: 192,
    section: 'A wrong reply is reported in one line',
    text: '@ts-expect-error No overload matches this call.'
  },
  {
    kind: 'suppressed',
    file: 'reply.tst.ts',
    line: 196,
    section: 'A wrong reply is reported in one line',
    text: '@ts-expect-error No overload matches this call.'
  },
  {
    kind: 'suppressed',
    file: 'type-provider.tst.ts',
    line: 657,
    section: 'A wrong reply is reported in one line',
    text: "@ts-expect-error Type 'boolean' is not assignable to type 'string | number | void | { error: string; }'."
  },
  {
    kind: 'suppressed',
    file: 'type-provider.tst.ts',
    line: 690,
    section: 'A wrong reply is reported in one line',
    text: "@ts-expect-error Type 'boolean' is not assignable to type 'string | void | { msg: string; } | { error: string; }'."
  },
  {
    kind: 'suppressed',
    file: 'type-provider.tst.ts',
    line: 874,
    section: 'A wrong reply is reported in one line',
    text: "@ts-expect-error Type 'boolean' is not assignable to type 'string | number | void | { [x: string]: unknown; error?: string | undefined; }'."
  },
  {
    kind: 'suppressed',
    file: 'type-provider.tst.ts',
    line: 887,
    section: 'A wrong reply is reported in one line',
    text: "@ts-expect-error Type '{ foo: number; }' is not assignable to type 'string | void | Promise<string | void>'."
  },
  {
    kind: 'suppressed',
    file: 'type-provider.tst.ts',
    line: 915,
    section: 'A wrong reply is reported in one line',
    text: "@ts-expect-error Type 'Promise<boolean>' is not assignable to type 'string | void | { [x: string]: unknown; msg?: string | undefined; } | { [x: string]: unknown; error?: string | undefined; } | Promise<string | void | { [x: string]: unknown; msg?: string | undefined; } | { [x: string]: unknown; error?: string | undefined; }>'."
  },
  {
    kind: 'suppressed',
    file: 'type-provider.tst.ts',
    line: 1107,
    section: 'A wrong reply is reported in one line',
    text: "@ts-expect-error Type 'boolean' is not assignable to type 'string | number | void | { msg: string; } | { error: string; } | { 200: string | { msg: string; }; 400: number; '5xx': { error: string; }; }'."
  }
]
