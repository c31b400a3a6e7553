// The only place private keys are minted. Never re-exported from index.ts: these are not API.
// Children are made with Object.create(parent), so per-context state lives under symbol keys that a child
// can shadow with an own property while reading its ancestors' values through the prototype chain.

// shared by the whole tree (set on the root only)
export const kCore = Symbol('core.state')

// per context (set by override() on every child)
export const kChildren = Symbol('core.children')
export const kHooks = Symbol('core.hooks')
export const kSchemas = Symbol('core.schemas')
export const kPrefix = Symbol('core.prefix')
export const kRequest = Symbol('core.request-class')
export const kReply = Symbol('core.reply-class')
export const kParsers = Symbol('core.content-type-parsers')
export const kPluginNameChain = Symbol('core.plugin-name-chain')
export const kRegisteredPlugins = Symbol('core.registered-plugins')
/** set while a promise resolves with the context, so that reading its `then` once more returns undefined */
export const kThenResolving = Symbol('core.then-resolving')

// per context, inherited until the context sets its own
export const kErrorHandler = Symbol('core.error-handler')
export const kValidatorCompiler = Symbol('core.validator-compiler')
export const kSerializerCompiler = Symbol('core.serializer-compiler')
export const kSchemaErrorFormatter = Symbol('core.schema-error-formatter')
export const kReplySerializerDefault = Symbol('core.reply-serializer-default')
export const kSchemaController = Symbol('core.schema-controller')
export const kLogLevel = Symbol('core.log-level')
export const kLogSerializers = Symbol('core.log-serializers')
export const kChildLoggerFactory = Symbol('core.child-logger-factory')
export const kGenReqId = Symbol('core.gen-req-id')
// the default compilers built at ready for a context's routes (what `validatorCompiler` gives when none was set)
export const kBuiltValidatorCompiler = Symbol('core.built-validator-compiler')
export const kBuiltSerializerCompiler = Symbol('core.built-serializer-compiler')

// Request and Reply internals
export const kRouteContext = Symbol('core.route-context')
export const kOwnProps = Symbol('core.own-decorator-props')
export const kAllProps = Symbol('core.all-decorator-props')
export const kReplyHeaders = Symbol('core.reply-headers')
export const kReplySendCalled = Symbol('core.reply-send-called')
export const kReplyHijacked = Symbol('core.reply-hijacked')
export const kReplySerializer = Symbol('core.reply-serializer')
export const kReplyNextErrorHandler = Symbol('core.reply-next-error-handler')
export const kReplyErrorHandled = Symbol('core.reply-error-handled')
export const kReplyStartTime = Symbol('core.reply-start-time')
export const kReplyEndTime = Symbol('core.reply-end-time')
export const kReplyInOnError = Symbol('core.reply-in-on-error')
export const kRequestId = Symbol('core.request-id')
export const kRequestMediaType = Symbol('core.request-media-type')
export const kRequestSignal = Symbol('core.request-signal')
export const kRawReply = Symbol('core.raw-reply')
/**
 * What the lifecycle reads the request from and writes the answer to: Node's `IncomingMessage` and `ServerResponse`
 * over a socket or inject(); for `app.fetch`, the WebExchange until someone asks for `raw` (fetch/web-exchange.ts).
 */
export const kRequestInput = Symbol('core.request-input')
export const kReplyOutput = Symbol('core.reply-output')
/** `request.raw` / `reply.raw` once they exist (null while an app.fetch request has not needed them) */
export const kRequestRaw = Symbol('core.request-raw')
export const kReplyRaw = Symbol('core.reply-raw')
/** brands an input/output that stands in for Node's objects until they are asked for (lifecycle/exchange-io.ts) */
export const kDeferredRaw = Symbol('core.deferred-raw')
/** headers a hook set with `request.headers = ...` (added to the client's) */
export const kRequestHeaders = Symbol('core.request-headers')
export const kReplyHasStatusCode = Symbol('core.reply-has-status-code')
export const kReplyErrorDepth = Symbol('core.reply-error-depth')
export const kReplyTimer = Symbol('core.reply-handler-timer')
export const kReplyLogRequest = Symbol('core.reply-log-request')
export const kReplyParser = Symbol('core.reply-parser')
export const kReplyTrailers = Symbol('core.reply-trailers')
/** which payload hooks are running (a send from one of them replaces the payload) */
export const kReplyPayloadStage = Symbol('core.reply-payload-stage')
/** bumped when a payload hook sends again: the hook chain that was running is then stale */
export const kReplySendEpoch = Symbol('core.reply-send-epoch')

// body reading: the synchronous form of a built-in parser, and the read state on the stream being read
export const kParseSync = Symbol('core.parse-sync')
export const kBodyReader = Symbol('core.body-reader')
