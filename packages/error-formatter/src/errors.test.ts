import { describeErrorRegistry } from '@capsule/test-support/error-registry'
import * as defined from './errors.js'

describeErrorRegistry(defined)
