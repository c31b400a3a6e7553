/**
 * The live inspector plugin (`inspector`, the default export) and the `capsule` command line as a function (`run`).
 * @module
 */
import { errorCodes } from './errors.js'
import { inspector } from './inspector.js'
import { run } from './run.js'

export { inspector, errorCodes, run }
export default inspector
export type { CommandIO } from './run.js'
export type { InspectorGuardHook, InspectorOptions } from './inspector-options.js'
export type { RecordedRequest, RequestSegment, SegmentKind } from './recorded-request.js'

// `require('@capsule/inspector')` is the plugin itself, as a `@fastify/*` plugin's require() is (Node >= 20.19)
const commonjs = Object.assign(inspector, { inspector, default: inspector, errorCodes, run })
export { commonjs as 'module.exports' }
