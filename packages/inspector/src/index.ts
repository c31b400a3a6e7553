export { run, type CommandIO } from './run.js'
