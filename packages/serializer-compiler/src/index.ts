/**
 * Turns one JSON Schema into a stringify function with fast-json-stringify.
 * @module
 */
import { createSerializerFactory } from './factory.js'

export { createSerializerFactory }
export default createSerializerFactory
export type {
  BuildSerializer,
  JsonSchema,
  SerializeFunction,
  SerializerCompiler,
  SerializerFactoryOptions,
  SerializerRoute
} from './factory.js'
