import { createError } from '@capsule/error-formatter'

// Fastify's code strings where Fastify has the same condition: users and plugins branch on `error.code`.
// A code is never reused for another condition.

// options
export const FST_ERR_OPTIONS_NOT_OBJ = createError(
  'FST_ERR_OPTIONS_NOT_OBJ',
  'Options must be an object',
  500,
  TypeError
)
export const FST_ERR_INIT_OPTS_INVALID = createError<[detail: string]>(
  'FST_ERR_INIT_OPTS_INVALID',
  "Invalid initialization options: '%s'",
  500,
  TypeError
)
export const FST_ERR_SCHEMA_CONTROLLER_BUCKET_OPT_NOT_FN = createError<[got: string]>(
  'FST_ERR_SCHEMA_CONTROLLER_BUCKET_OPT_NOT_FN',
  "schemaController.bucket option should be a function, instead got '%s'",
  500,
  TypeError
)
export const FST_ERR_SCHEMA_ERROR_FORMATTER_NOT_FN = createError<[got: string]>(
  'FST_ERR_SCHEMA_ERROR_FORMATTER_NOT_FN',
  "schemaErrorFormatter option should be a non async function. Instead got '%s'.",
  500,
  TypeError
)

// instance state
// the detail says what was called too late and how to call it in time
export const FST_ERR_INSTANCE_ALREADY_LISTENING = createError<[detail: string]>(
  'FST_ERR_INSTANCE_ALREADY_LISTENING',
  'Capsule instance is already started. %s'
)
export const FST_ERR_REOPENED_CLOSE_SERVER = createError(
  'FST_ERR_REOPENED_CLOSE_SERVER',
  'Capsule has already been closed and cannot be reopened'
)
export const FST_ERR_REOPENED_SERVER = createError('FST_ERR_REOPENED_SERVER', 'Capsule is already listening')
export const FST_ERR_LISTEN_OPTIONS_INVALID = createError<[detail: string]>(
  'FST_ERR_LISTEN_OPTIONS_INVALID',
  "Invalid listen options: '%s'",
  500,
  TypeError
)

// plugins and boot
export const FST_ERR_PLUGIN_NOT_VALID = createError<[detail: string]>(
  'FST_ERR_PLUGIN_NOT_VALID',
  'plugin: %s'
)
export const FST_ERR_PLUGIN_TIMEOUT = createError<[name: string, ms: number]>(
  'FST_ERR_PLUGIN_TIMEOUT',
  "Plugin did not start in time: '%s' (%d ms). You may have forgotten to call 'done' or to resolve the returned Promise."
)
export const FST_ERR_PLUGIN_INVALID_ASYNC_HANDLER = createError<[name: string]>(
  'FST_ERR_PLUGIN_INVALID_ASYNC_HANDLER',
  "The '%s' plugin being registered mixes async and callback styles. An async plugin must not take a 'done' argument.",
  500,
  TypeError
)
export const FST_ERR_ROOT_PLG_BOOTED = createError<[name: string]>(
  'FST_ERR_ROOT_PLG_BOOTED',
  "Cannot register plugin '%s': the root instance has already booted. Register every plugin before ready() or listen()."
)
export const FST_ERR_PARENT_PLUGIN_BOOTED = createError<[name: string, parent: string]>(
  'FST_ERR_PARENT_PLUGIN_BOOTED',
  "Cannot register plugin '%s': its parent plugin '%s' has already finished loading."
)
export const FST_ERR_PLUGIN_VERSION_MISMATCH = createError<[name: string, expected: string, actual: string]>(
  'FST_ERR_PLUGIN_VERSION_MISMATCH',
  "Plugin '%s' expects Fastify API level '%s', but Capsule implements '%s'."
)
// Encapsulation errors: Fastify's sentence first (searching for it finds these), then where the missing thing
// does exist and what to change, from context/explain-missing.ts. `remedy` is optional so that code constructing
// these classes with Fastify's arguments still type-checks (Capsule always passes it)
export const FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED = createError<
  [dependency: string, name: string, remedy?: string]
>('FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED', "The dependency '%s' of plugin '%s' is not registered. %s")
export const FST_ERR_PLUGIN_NOT_PRESENT_IN_INSTANCE = createError<
  [decorator: string, requiredBy: string, on: string, remedy?: string]
>('FST_ERR_PLUGIN_NOT_PRESENT_IN_INSTANCE', "The decorator '%s'%s is not present in %s. %s")

// decorators
export const FST_ERR_DEC_ALREADY_PRESENT = createError<[name: string, remedy?: string]>(
  'FST_ERR_DEC_ALREADY_PRESENT',
  "The decorator '%s' has already been added! %s"
)
export const FST_ERR_DEC_DEPENDENCY_INVALID_TYPE = createError<[name: string]>(
  'FST_ERR_DEC_DEPENDENCY_INVALID_TYPE',
  "The dependencies of decorator '%s' must be of type Array.",
  500,
  TypeError
)
export const FST_ERR_DEC_MISSING_DEPENDENCY = createError<[name: string, remedy?: string]>(
  'FST_ERR_DEC_MISSING_DEPENDENCY',
  "The decorator is missing dependency '%s'. %s"
)
export const FST_ERR_DEC_AFTER_START = createError<[name: string, remedy?: string]>(
  'FST_ERR_DEC_AFTER_START',
  "The decorator '%s' has been added after start! %s"
)
export const FST_ERR_DEC_REFERENCE_TYPE = createError<[name: string, type: string]>(
  'FST_ERR_DEC_REFERENCE_TYPE',
  "The decorator '%s' of type '%s' is a reference type. Use the { getter, setter } interface instead."
)
export const FST_ERR_DEC_UNDECLARED = createError<[name: string, on: string, remedy?: string]>(
  'FST_ERR_DEC_UNDECLARED',
  "No decorator '%s' has been declared on %s. %s"
)

// hooks
export const FST_ERR_HOOK_INVALID_TYPE = createError(
  'FST_ERR_HOOK_INVALID_TYPE',
  'The hook name must be a string',
  500,
  TypeError
)
export const FST_ERR_HOOK_INVALID_HANDLER = createError<[hook: string, got: string]>(
  'FST_ERR_HOOK_INVALID_HANDLER',
  '%s hook should be a function, instead got %s',
  500,
  TypeError
)
export const FST_ERR_HOOK_INVALID_ASYNC_HANDLER = createError(
  'FST_ERR_HOOK_INVALID_ASYNC_HANDLER',
  "Async function has too many arguments. Async hooks should not use the 'done' argument.",
  500,
  TypeError
)
export const FST_ERR_HOOK_NOT_SUPPORTED = createError<[hook: string]>(
  'FST_ERR_HOOK_NOT_SUPPORTED',
  '%s hook not supported!',
  500,
  TypeError
)
export const FST_ERR_HOOK_TIMEOUT = createError<[hook: string, detail: string]>(
  'FST_ERR_HOOK_TIMEOUT',
  "A callback for '%s' hook%s timed out. You may have forgotten to call 'done' function or to resolve a Promise"
)

// routes
export const CPS_ERR_ROUTE_EMPTY_PATH = createError<[method: string]>(
  'CPS_ERR_ROUTE_EMPTY_PATH',
  "The path of the %s route could not be empty: give it a path such as '/' (an empty path is allowed under a prefix only)",
  500,
  TypeError
)
export const FST_ERR_ROUTE_OPTIONS_NOT_OBJ = createError<[method: string, url: string]>(
  'FST_ERR_ROUTE_OPTIONS_NOT_OBJ',
  'Options for "%s:%s" route must be an object',
  500,
  TypeError
)
export const FST_ERR_ROUTE_DUPLICATED_HANDLER = createError<[method: string, url: string]>(
  'FST_ERR_ROUTE_DUPLICATED_HANDLER',
  'Duplicate handler for "%s:%s" route is not allowed!'
)
export const FST_ERR_ROUTE_HANDLER_NOT_FN = createError<[method: string, url: string]>(
  'FST_ERR_ROUTE_HANDLER_NOT_FN',
  'Error Handler for %s:%s route, if defined, must be a function',
  500,
  TypeError
)
export const FST_ERR_ROUTE_MISSING_HANDLER = createError<[method: string, url: string]>(
  'FST_ERR_ROUTE_MISSING_HANDLER',
  'Missing handler function for "%s:%s" route.'
)
export const FST_ERR_ROUTE_METHOD_INVALID = createError(
  'FST_ERR_ROUTE_METHOD_INVALID',
  'Provided method is invalid!',
  500,
  TypeError
)
export const FST_ERR_ROUTE_METHOD_NOT_SUPPORTED = createError<[method: string]>(
  'FST_ERR_ROUTE_METHOD_NOT_SUPPORTED',
  '%s method is not supported. Add it with addHttpMethod() first.'
)
export const FST_ERR_ROUTE_BODY_VALIDATION_SCHEMA_NOT_SUPPORTED = createError<[method: string, url: string]>(
  'FST_ERR_ROUTE_BODY_VALIDATION_SCHEMA_NOT_SUPPORTED',
  'Body validation schema for %s:%s route is not supported!'
)
export const CPS_ERR_ROUTE_SCHEMA_NOT_OBJ = createError<[method: string, url: string, got: string]>(
  'CPS_ERR_ROUTE_SCHEMA_NOT_OBJ',
  'The schema of route %s:%s must be an object ({ body, querystring, params, headers, response }), got %s',
  500,
  TypeError
)
export const CPS_ERR_REPLY_SERIALIZER_NOT_FN = createError<[got: string]>(
  'CPS_ERR_REPLY_SERIALIZER_NOT_FN',
  "setReplySerializer needs a function (payload, statusCode) => string, got '%s'",
  500,
  TypeError
)
export const FST_ERR_ROUTE_BODY_LIMIT_OPTION_NOT_INT = createError<[got: string]>(
  'FST_ERR_ROUTE_BODY_LIMIT_OPTION_NOT_INT',
  "'bodyLimit' option must be an integer > 0. Got '%s'",
  500,
  TypeError
)
export const FST_ERR_ROUTE_HANDLER_TIMEOUT_OPTION_NOT_INT = createError<[got: string]>(
  'FST_ERR_ROUTE_HANDLER_TIMEOUT_OPTION_NOT_INT',
  "'handlerTimeout' option must be an integer > 0. Got '%s'",
  500,
  TypeError
)
export const FST_ERR_ROUTE_LOG_LEVEL_INVALID = createError<[method: string, url: string, level: string]>(
  'FST_ERR_ROUTE_LOG_LEVEL_INVALID',
  "Log level for '%s:%s' route must be a valid logger level. Received: '%s'",
  500,
  TypeError
)
export const FST_ERR_INVALID_URL = createError<[got: string]>(
  'FST_ERR_INVALID_URL',
  "URL must be a string. Received '%s'",
  400,
  TypeError
)
export const FST_ERR_ROUTE_REWRITE_NOT_STR = createError<[url: string, type: string]>(
  'FST_ERR_ROUTE_REWRITE_NOT_STR',
  'Rewrite url for "%s" needs to be of type "string" but received "%s"',
  500,
  TypeError
)
export const FST_ERR_ROUTE_MISSING_CONTENT_TYPE = createError<[method: string]>(
  'FST_ERR_ROUTE_MISSING_CONTENT_TYPE',
  "Method '%s' must provide a 'Content-Type' header.",
  400
)
export const FST_ERR_ROUTE_MISSING_CONTENT = createError<[method: string]>(
  'FST_ERR_ROUTE_MISSING_CONTENT',
  "Method '%s' must provide a request body.",
  400
)
export const FST_ERR_NOT_FOUND = createError('FST_ERR_NOT_FOUND', 'Not Found', 404)
export const CPS_ERR_NOT_FOUND_HANDLER_ALREADY_SET = createError<[prefix: string]>(
  'CPS_ERR_NOT_FOUND_HANDLER_ALREADY_SET',
  "Not found handler already set for prefix '%s'. Set it once per encapsulated prefix."
)
export const FST_ERR_ERROR_HANDLER_NOT_FN = createError(
  'FST_ERR_ERROR_HANDLER_NOT_FN',
  'Error Handler must be a function',
  500,
  TypeError
)
export const FST_ERR_ERROR_HANDLER_ALREADY_SET = createError(
  'FST_ERR_ERROR_HANDLER_ALREADY_SET',
  "Error Handler already set in this scope. Set 'allowErrorHandlerOverride: true' to allow overriding.",
  500,
  TypeError
)

// content-type parsing
export const FST_ERR_CTP_ALREADY_PRESENT = createError<[type: string]>(
  'FST_ERR_CTP_ALREADY_PRESENT',
  "Content type parser '%s' already present."
)
export const FST_ERR_CTP_INVALID_TYPE = createError(
  'FST_ERR_CTP_INVALID_TYPE',
  'The content type should be a string or a RegExp',
  500,
  TypeError
)
export const FST_ERR_CTP_EMPTY_TYPE = createError(
  'FST_ERR_CTP_EMPTY_TYPE',
  'The content type cannot be an empty string',
  500,
  TypeError
)
export const FST_ERR_CTP_INVALID_HANDLER = createError(
  'FST_ERR_CTP_INVALID_HANDLER',
  'The content type handler should be a function',
  500,
  TypeError
)
export const FST_ERR_CTP_INVALID_PARSE_TYPE = createError<[got: string]>(
  'FST_ERR_CTP_INVALID_PARSE_TYPE',
  "The body parser can only parse your data as 'string' or 'buffer', you asked '%s' which is not supported.",
  500,
  TypeError
)
export const FST_ERR_CTP_BODY_TOO_LARGE = createError(
  'FST_ERR_CTP_BODY_TOO_LARGE',
  'Request body is too large',
  413,
  RangeError
)
// Fastify's exact message (clients and tests compare it); the refused type is on the error as `contentType`
export const FST_ERR_CTP_INVALID_MEDIA_TYPE = createError(
  'FST_ERR_CTP_INVALID_MEDIA_TYPE',
  'Unsupported Media Type',
  415
)
export const FST_ERR_CTP_INVALID_CONTENT_LENGTH = createError(
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
  'Request body size did not match Content-Length',
  400,
  RangeError
)
export const FST_ERR_CTP_EMPTY_JSON_BODY = createError(
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  "Body cannot be empty when content-type is set to 'application/json'",
  400
)
export const FST_ERR_CTP_INVALID_JSON_BODY = createError(
  'FST_ERR_CTP_INVALID_JSON_BODY',
  "Body is not valid JSON but content-type is set to 'application/json'",
  400
)
export const FST_ERR_CTP_INSTANCE_ALREADY_STARTED = createError<[method: string, remedy?: string]>(
  'FST_ERR_CTP_INSTANCE_ALREADY_STARTED',
  'Cannot call "%s" when the instance is already started! %s',
  400
)
export const CPS_ERR_CTP_UNVALIDATED_BODY = createError<[type: string]>(
  'CPS_ERR_CTP_UNVALIDATED_BODY',
  "Unsupported Media Type: the body schema of this route has no entry for '%s'",
  415
)

// requests
export const CPS_ERR_REQUEST_DUPLICATE_HOST = createError(
  'CPS_ERR_REQUEST_DUPLICATE_HOST',
  'The request has more than one Host field: send exactly one (RFC 9112 §3.2)',
  400
)

// reply
export const FST_ERR_REP_INVALID_PAYLOAD_TYPE = createError<[type: string]>(
  'FST_ERR_REP_INVALID_PAYLOAD_TYPE',
  "Attempted to send payload of invalid type '%s'. Expected a string or Buffer.",
  500,
  TypeError
)
export const FST_ERR_REP_RESPONSE_BODY_CONSUMED = createError(
  'FST_ERR_REP_RESPONSE_BODY_CONSUMED',
  'Response.body is already consumed.'
)
export const FST_ERR_REP_READABLE_STREAM_LOCKED = createError(
  'FST_ERR_REP_READABLE_STREAM_LOCKED',
  'ReadableStream was locked. You should call releaseLock() method on reader before sending.'
)
export const FST_ERR_REP_ALREADY_SENT = createError<[url: string, method: string]>(
  'FST_ERR_REP_ALREADY_SENT',
  'Reply was already sent, did you forget to "return reply" in "%s" (%s)?'
)
export const FST_ERR_REP_SENT_VALUE = createError(
  'FST_ERR_REP_SENT_VALUE',
  'The only possible value for reply.sent is true.',
  500,
  TypeError
)
export const FST_ERR_SEND_INSIDE_ONERR = createError(
  'FST_ERR_SEND_INSIDE_ONERR',
  'You cannot use `send` inside the `onError` hook'
)
export const FST_ERR_SEND_UNDEFINED_ERR = createError(
  'FST_ERR_SEND_UNDEFINED_ERR',
  'Undefined error has occurred'
)
export const FST_ERR_BAD_STATUS_CODE = createError<[code: string]>(
  'FST_ERR_BAD_STATUS_CODE',
  'Called reply with an invalid status code: %s'
)
export const FST_ERR_BAD_TRAILER_NAME = createError<[name: string]>(
  'FST_ERR_BAD_TRAILER_NAME',
  'Called reply.trailer with an invalid header name: %s (framing, routing, auth and content headers cannot be trailers)'
)
export const FST_ERR_BAD_TRAILER_VALUE = createError<[name: string, type: string]>(
  'FST_ERR_BAD_TRAILER_VALUE',
  "Called reply.trailer('%s', fn) with an invalid type: %s. Expected a function (reply, payload, done) or an async function."
)
export const FST_ERR_FAILED_ERROR_SERIALIZATION = createError<[error: string, original: string]>(
  'FST_ERR_FAILED_ERROR_SERIALIZATION',
  'Failed to serialize an error. Error: %s. Original error: %s'
)
export const FST_ERR_MISSING_SERIALIZATION_FN = createError<[key: string]>(
  'FST_ERR_MISSING_SERIALIZATION_FN',
  'Missing serialization function. Key "%s"'
)
export const FST_ERR_MISSING_CONTENTTYPE_SERIALIZATION_FN = createError<[key: string, type: string]>(
  'FST_ERR_MISSING_CONTENTTYPE_SERIALIZATION_FN',
  'Missing serialization function. Key "%s:%s"'
)
export const FST_ERR_REQ_INVALID_VALIDATION_INVOCATION = createError<[part: string]>(
  'FST_ERR_REQ_INVALID_VALIDATION_INVOCATION',
  'Invalid validation invocation. Missing validation function for HTTP part "%s" nor schema provided.'
)

// schemas
export const FST_ERR_SCH_MISSING_ID = createError('FST_ERR_SCH_MISSING_ID', 'Missing schema $id property')
export const FST_ERR_SCH_ALREADY_PRESENT = createError<[id: string]>(
  'FST_ERR_SCH_ALREADY_PRESENT',
  "Schema with id '%s' already declared!"
)
export const FST_ERR_SCH_DUPLICATE = createError<[part: string, route: string]>(
  'FST_ERR_SCH_DUPLICATE',
  "Schema with '%s' already present! %s has both `query` and `querystring` (the same part): keep one."
)
export const FST_ERR_SCH_CONTENT_MISSING_SCHEMA = createError<[type: string]>(
  'FST_ERR_SCH_CONTENT_MISSING_SCHEMA',
  "Schema is missing for the content type '%s'"
)
export const FST_ERR_SCH_VALIDATION_BUILD = createError<[route: string, part: string, cause: string]>(
  'FST_ERR_SCH_VALIDATION_BUILD',
  'Failed building the validation schema for %s, part %s, due to error %s'
)
export const FST_ERR_SCH_SERIALIZATION_BUILD = createError<[route: string, part: string, cause: string]>(
  'FST_ERR_SCH_SERIALIZATION_BUILD',
  'Failed building the serialization schema for %s, %s, due to error %s'
)
export const FST_ERR_SCH_RESPONSE_SCHEMA_NOT_NESTED_2XX = createError<[route: string, key: string]>(
  'FST_ERR_SCH_RESPONSE_SCHEMA_NOT_NESTED_2XX',
  "Response schemas of %s should be nested under a valid status code, e.g { 2xx: { type: 'object' } }; got key '%s'"
)
export const CPS_ERR_SCH_NO_COMPILER = createError<[route: string, kind: string]>(
  'CPS_ERR_SCH_NO_COMPILER',
  'Route %s has a schema but no %s compiler is set: use @capsule/server, or pass schemaController.compilersFactory.'
)

// server and requests
export const FST_ERR_HANDLER_TIMEOUT = createError<[ms: number, route: string]>(
  'FST_ERR_HANDLER_TIMEOUT',
  "Request timed out after %d ms on route '%s'",
  503
)
export const FST_ERR_LOG_INVALID_LOGGER = createError<[methods: string]>(
  'FST_ERR_LOG_INVALID_LOGGER',
  "Invalid logger object provided. The logger instance should have these functions(s): '%s'.",
  500,
  TypeError
)
export const FST_ERR_LOG_INVALID_LOGGER_CONFIG = createError(
  'FST_ERR_LOG_INVALID_LOGGER_CONFIG',
  'logger options only accepts a configuration object.',
  500,
  TypeError
)
export const FST_ERR_LOG_INVALID_LOG_CONTROLLER = createError<[got: string]>(
  'FST_ERR_LOG_INVALID_LOG_CONTROLLER',
  "logController option must be an instance of LogController, got '%s'.",
  500,
  TypeError
)
export const FST_ERR_LOG_INVALID_DESTINATION = createError(
  'FST_ERR_LOG_INVALID_DESTINATION',
  'Cannot specify both logger.stream and logger.file options: give one destination.',
  500,
  TypeError
)
export const FST_ERR_LOG_LOGGER_AND_LOGGER_INSTANCE_PROVIDED = createError(
  'FST_ERR_LOG_LOGGER_AND_LOGGER_INSTANCE_PROVIDED',
  'You cannot provide both logger and loggerInstance. Please provide only one.',
  500,
  TypeError
)
// Fastify codes for conditions Capsule reaches differently or never (kept so errorCodes has every Fastify class and
// `instanceof errorCodes.X` in a ported error handler never throws)
export const FST_ERR_MISSING_MIDDLEWARE = createError(
  'FST_ERR_MISSING_MIDDLEWARE',
  'You must register a plugin for handling middlewares (such as @fastify/middie or @fastify/express) before calling use().',
  500
)
export const FST_ERR_LOG_INVALID_LOGGER_INSTANCE = createError(
  'FST_ERR_LOG_INVALID_LOGGER_INSTANCE',
  'loggerInstance only accepts a logger instance (an object with info, error, debug, fatal, warn, trace and child).',
  500,
  TypeError
)
export const FST_ERR_FORCE_CLOSE_CONNECTIONS_IDLE_NOT_AVAILABLE = createError(
  'FST_ERR_FORCE_CLOSE_CONNECTIONS_IDLE_NOT_AVAILABLE',
  "Cannot set forceCloseConnections to 'idle': this server has no closeIdleConnections() method (use true or false).",
  500
)
export const FST_ERR_ASYNC_CONSTRAINT = createError(
  'FST_ERR_ASYNC_CONSTRAINT',
  'Unexpected error from async constraint',
  500
)
export const FST_ERR_PLUGIN_CALLBACK_NOT_FN = createError<[detail: string]>(
  'FST_ERR_PLUGIN_CALLBACK_NOT_FN',
  'plugin: %s',
  500,
  TypeError
)

// ---- explain() and inspect() ----
export const CPS_ERR_EXPLAIN_NOT_READY = createError<[method: string]>(
  'CPS_ERR_EXPLAIN_NOT_READY',
  '%s() describes the application once it is loaded: call it after `await app.ready()`'
)
export const CPS_ERR_EXPLAIN_ASYNC_CONSTRAINT = createError(
  'CPS_ERR_EXPLAIN_ASYNC_CONSTRAINT',
  'A route uses an asynchronous constraint strategy, which explain() cannot run: pass the values to route with, ' +
    'explain(method, url, { constraints: { name: value } })'
)

// ---- closeOnSignals() ----
export const CPS_ERR_CLOSE_ON_SIGNALS_INVALID_OPTION = createError<[detail: string]>(
  'CPS_ERR_CLOSE_ON_SIGNALS_INVALID_OPTION',
  'closeOnSignals(): %s'
)
