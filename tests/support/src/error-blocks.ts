// What Capsule's stderr fallback writes (apps/docs/guide/logging.md, "Without a logger"): an application made
// without the `logger` option writes each unexpected error to stderr as a block starting `[capsule] `. Tests that
// answer 5xx on purpose take those blocks instead of printing them, and fail on any other console.error.
import { afterEach, beforeEach, vi } from 'vitest'

/** The blocks written during the current test, oldest first (emptied at the start of each test). */
export interface TakenBlocks {
  readonly blocks: readonly string[]
}

const taken: { blocks: string[] } = { blocks: [] }
let installed = false

/**
 * From now on, during each test of the file, console.error is captured; anything captured that is not a
 * `[capsule] ` block fails the test. Read `.blocks` to assert what was written. Calling it again (a setup file
 * and a test file both) installs nothing more.
 */
export function takeErrorBlocks(): TakenBlocks {
  if (installed) return taken
  installed = true
  let restore: (() => void) | null = null
  beforeEach(() => {
    taken.blocks = []
    const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      taken.blocks.push(args.map(String).join(' '))
    })
    restore = () => spy.mockRestore()
  })
  afterEach(() => {
    restore?.()
    restore = null
    const other = taken.blocks.filter((block) => !block.startsWith('[capsule] '))
    if (other.length > 0) throw new Error(`the test wrote to console.error: ${other.join('\n')}`)
  })
  return taken
}
