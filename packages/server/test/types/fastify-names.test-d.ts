// Every type name Fastify's declaration file exports, with Fastify's type parameters in Fastify's order, exported by
// @capsule/server as the same types as Capsule's own names: the `fastify` alias type-checks what imports them.
import type * as http from 'node:http'
import type * as http2 from 'node:http2'
import type * as https from 'node:https'
import { describe, expectTypeOf, it } from 'vitest'
import capsule, {
  fastify,
  errorCodes,
  type AddContentTypeParser,
  type CapsuleInstance,
  type CapsuleReply,
  type CapsuleRequest,
  type ConstructorAction,
  type ContextConfigDefault,
  type DoneFuncWithErrOrRes,
  type FastifyBaseLogger,
  type FastifyBodyParser,
  type FastifyContentTypeParser,
  type FastifyContextConfig,
  type FastifyError,
  type FastifyErrorCodes,
  type FastifyInstance,
  type FastifyListenOptions,
  type FastifyLogFn,
  type FastifyLoggerInstance,
  type FastifyLoggerOptions,
  type FastifyPlugin,
  type FastifyPluginAsync,
  type FastifyPluginCallback,
  type FastifyPluginOptions,
  type FastifyRegister,
  type FastifyRegisterOptions,
  type FastifyReply,
  type FastifyReplyContext,
  type FastifyRequest,
  type FastifyRequestContext,
  type FastifySchema,
  type FastifySchemaCompiler,
  type FastifySchemaValidationError,
  type FastifySerializerCompiler,
  type FastifyServerFactory,
  type FastifyServerFactoryHandler,
  type FastifyServerOptions,
  type FastifyTypeProvider,
  type FastifyTypeProviderDefault,
  type HookHandlerDoneFunction,
  type HTTPMethods,
  type InjectOptions,
  type LightMyRequestCallback,
  type LightMyRequestChain,
  type LightMyRequestResponse,
  type LogLevel,
  type PrintRoutesOptions,
  type ProtoAction,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerBase,
  type RawServerDefault,
  type RegisterOptions,
  type RequestBodyDefault,
  type RequestGenericInterface,
  type RequestHeadersDefault,
  type RequestParamsDefault,
  type RequestPayload,
  type RequestQuerystringDefault,
  type RouteGenericInterface,
  type RouteHandler,
  type RouteHandlerMethod,
  type RouteOptions,
  type RouteShorthandMethod,
  type RouteShorthandOptions,
  type RouteShorthandOptionsWithHandler,
  type SafePromiseLike,
  type getDefaultJsonParser,
  type hasContentTypeParser,
  type onCloseAsyncHookHandler,
  type onCloseHookHandler,
  type onErrorAsyncHookHandler,
  type onErrorHookHandler,
  type onListenAsyncHookHandler,
  type onListenHookHandler,
  type onReadyAsyncHookHandler,
  type onReadyHookHandler,
  type onRegisterHookHandler,
  type onRequestAbortAsyncHookHandler,
  type onRequestAbortHookHandler,
  type onRequestAsyncHookHandler,
  type onRequestHookHandler,
  type onResponseAsyncHookHandler,
  type onResponseHookHandler,
  type onRouteHookHandler,
  type onSendAsyncHookHandler,
  type onSendHookHandler,
  type onTimeoutAsyncHookHandler,
  type onTimeoutHookHandler,
  type preCloseAsyncHookHandler,
  type preCloseHookHandler,
  type preHandlerAsyncHookHandler,
  type preHandlerHookHandler,
  type preParsingAsyncHookHandler,
  type preParsingHookHandler,
  type preSerializationAsyncHookHandler,
  type preSerializationHookHandler,
  type preValidationAsyncHookHandler,
  type preValidationHookHandler,
  type FastifyHttpOptions,
  type FastifyHttpsOptions,
  type FastifyHttp2Options,
  type FastifyHttp2SecureOptions,
  type FastifyRouterOptions,
  type ConnectionError,
  type ValidationResult
} from '../../src/index.js'

type H2 = http2.Http2SecureServer
type H2Req = http2.Http2ServerRequest
type H2Rep = http2.Http2ServerResponse

describe("Fastify's type names", () => {
  it('are the same types as the Capsule names', () => {
    expectTypeOf<CapsuleInstance>().toEqualTypeOf<FastifyInstance>()
    expectTypeOf<CapsuleRequest>().toEqualTypeOf<FastifyRequest>()
    expectTypeOf<CapsuleReply>().toEqualTypeOf<FastifyReply>()
    expectTypeOf(fastify).toEqualTypeOf(capsule)
    expectTypeOf(errorCodes.FST_ERR_VALIDATION).toBeConstructibleWith('body must have required property x')
    expectTypeOf<keyof FastifyErrorCodes>().toMatchTypeOf<keyof typeof errorCodes>()
  })

  it("take Fastify's type parameters in Fastify's order", () => {
    expectTypeOf<
      FastifyInstance<H2, H2Req, H2Rep, FastifyBaseLogger, FastifyTypeProviderDefault>['server']
    >().toEqualTypeOf<H2>()
    expectTypeOf<FastifyRequest<{ Body: { a: 1 } }, H2, H2Req>['raw']>().toEqualTypeOf<H2Req>()
    expectTypeOf<FastifyRequest<{ Body: { a: 1 } }>['body']>().toEqualTypeOf<{ a: 1 }>()
    expectTypeOf<FastifyReply<RouteGenericInterface, H2, H2Req, H2Rep>['raw']>().toEqualTypeOf<H2Rep>()
    expectTypeOf<Parameters<FastifyPluginCallback<{ a: string }, H2>>[0]['server']>().toEqualTypeOf<H2>()
    expectTypeOf<Parameters<FastifyPluginAsync<{ a: string }>>[1]>().toEqualTypeOf<{ a: string }>()
    expectTypeOf<
      Parameters<
        RouteHandlerMethod<RawServerDefault, http.IncomingMessage, http.ServerResponse, { Body: string }>
      >[0]['body']
    >().toEqualTypeOf<string>()
    expectTypeOf<Parameters<RouteHandler<{ Querystring: { q: string } }>>[0]['query']>().toEqualTypeOf<{
      q: string
    }>()
    expectTypeOf<
      Parameters<
        onErrorHookHandler<
          RawServerDefault,
          http.IncomingMessage,
          http.ServerResponse,
          RouteGenericInterface,
          ContextConfigDefault,
          TypeError
        >
      >[2]
    >().toEqualTypeOf<TypeError>()
    expectTypeOf<Parameters<preSerializationHookHandler<{ n: number }>>[2]>().toEqualTypeOf<{ n: number }>()
    expectTypeOf<
      Parameters<
        onRegisterHookHandler<
          RawServerDefault,
          http.IncomingMessage,
          http.ServerResponse,
          FastifyBaseLogger,
          FastifyTypeProviderDefault,
          { a: 1 }
        >
      >[1]['a']
    >().toEqualTypeOf<1>()
  })

  it('create the server type the options ask for', () => {
    expectTypeOf(capsule().server).toEqualTypeOf<http.Server>()
    expectTypeOf(capsule({ https: {} as https.ServerOptions }).server).toEqualTypeOf<https.Server>()
    expectTypeOf(capsule({ http2: true }).server).toEqualTypeOf<http2.Http2Server>()
    expectTypeOf(capsule({ http2: true, https: {} as http2.SecureServerOptions }).server).toEqualTypeOf<H2>()
    expectTypeOf(capsule({} as FastifyServerOptions).server).toEqualTypeOf<http.Server>()
  })

  it('take an instance typed with node:http Server where the default is expected, and back', () => {
    // RawServerDefault is an interface extending http.Server (cheaper for the checker); both spellings interoperate
    const takesHttp = (
      instance: FastifyInstance<http.Server, http.IncomingMessage, http.ServerResponse>
    ): void => void instance
    takesHttp(capsule())
    const plugin: FastifyPluginAsync<{ level: number }, http.Server> = async (instance, options) => {
      expectTypeOf(options.level).toEqualTypeOf<number>()
      instance.get('/', async () => 'x')
    }
    capsule().register(plugin, { level: 1 })
    const back: FastifyInstance = {} as FastifyInstance<http.Server>
    expectTypeOf(back.server).toMatchTypeOf<http.Server>()
  })

  it('follow the loggerInstance given', () => {
    interface MyLogger extends FastifyBaseLogger {
      custom(): void
    }
    const logger = {} as MyLogger
    expectTypeOf(capsule({ loggerInstance: logger }).log).toEqualTypeOf<MyLogger>()
  })

  it('are all exported', () => {
    // compile-time: each name resolves (a missing export fails to type-check this file)
    type All = [
      AddContentTypeParser,
      ConstructorAction,
      DoneFuncWithErrOrRes,
      FastifyBodyParser<string>,
      FastifyContentTypeParser,
      FastifyContextConfig,
      FastifyError,
      FastifyListenOptions,
      FastifyLogFn,
      FastifyLoggerInstance,
      FastifyLoggerOptions,
      FastifyPlugin,
      FastifyPluginOptions,
      FastifyRegister,
      FastifyRegisterOptions<{ a: 1 }>,
      FastifyReplyContext,
      FastifyRequestContext,
      FastifySchema,
      FastifySchemaCompiler<unknown>,
      FastifySchemaValidationError,
      FastifySerializerCompiler<unknown>,
      FastifyServerFactory,
      FastifyServerFactoryHandler,
      FastifyTypeProvider,
      HookHandlerDoneFunction,
      HTTPMethods,
      InjectOptions,
      LightMyRequestCallback,
      LightMyRequestChain,
      LightMyRequestResponse,
      LogLevel,
      PrintRoutesOptions,
      ProtoAction,
      RawReplyDefaultExpression,
      RawRequestDefaultExpression,
      RawServerBase,
      RegisterOptions,
      RequestBodyDefault,
      RequestGenericInterface,
      RequestHeadersDefault,
      RequestParamsDefault,
      RequestPayload,
      RequestQuerystringDefault,
      RouteOptions,
      RouteShorthandMethod,
      RouteShorthandOptions,
      RouteShorthandOptionsWithHandler,
      SafePromiseLike<void>,
      getDefaultJsonParser,
      hasContentTypeParser,
      onCloseAsyncHookHandler,
      onCloseHookHandler,
      onErrorAsyncHookHandler,
      onListenAsyncHookHandler,
      onListenHookHandler,
      onReadyAsyncHookHandler,
      onReadyHookHandler,
      onRequestAbortAsyncHookHandler,
      onRequestAbortHookHandler,
      onRequestAsyncHookHandler,
      onRequestHookHandler,
      onResponseAsyncHookHandler,
      onResponseHookHandler,
      onRouteHookHandler,
      onSendAsyncHookHandler,
      onSendHookHandler,
      onTimeoutAsyncHookHandler,
      onTimeoutHookHandler,
      preCloseAsyncHookHandler,
      preCloseHookHandler,
      preHandlerAsyncHookHandler,
      preHandlerHookHandler,
      preParsingAsyncHookHandler,
      preParsingHookHandler,
      preSerializationAsyncHookHandler,
      preValidationAsyncHookHandler,
      preValidationHookHandler,
      FastifyHttpOptions<http.Server>,
      FastifyHttpsOptions<https.Server>,
      FastifyHttp2Options<http2.Http2Server>,
      FastifyHttp2SecureOptions<H2>,
      FastifyRouterOptions,
      ConnectionError,
      ValidationResult
    ]
    expectTypeOf<All['length']>().toEqualTypeOf<84>()
  })
})
