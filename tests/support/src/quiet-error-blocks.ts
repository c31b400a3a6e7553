// A vitest setup file for suites whose applications answer 5xx on purpose: the stderr fallback's `[capsule] `
// blocks are taken instead of printed, and any other console.error fails its test (see error-blocks.ts).
import { takeErrorBlocks } from './error-blocks.js'

takeErrorBlocks()
