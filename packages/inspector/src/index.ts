export { run, type CommandIO } from './run.js'
export { usage } from './usage.js'
