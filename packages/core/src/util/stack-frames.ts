/** A position in a source file, as a stack frame names it. */
export interface SourceLocation {
  /** a path (a `file://` URL is given as its path) or whatever the runtime names the script */
  readonly file: string
  readonly line: number
  readonly column: number
}

const framePattern = /\(?((?:file:\/\/)?[^()\s]+?):(\d+):(\d+)\)?$/

/** The file, line and column a stack frame's text names, or null for a frame without one (`native`). */
export function parseFrame(frame: string): SourceLocation | null {
  const match = framePattern.exec(frame.trim())
  if (match === null) return null
  const file = match[1]!.startsWith('file://') ? decodeURI(match[1]!.slice('file://'.length)) : match[1]!
  return { file, line: Number(match[2]), column: Number(match[3]) }
}

// the core package's directory: the bundle is dist/index.cjs, and with source maps applied its frames name the
// modules under src/, so every file below the directory this module's own frame names belongs to the core
const ownFile = parseFrame(new Error().stack?.split('\n')[1] ?? '')?.file ?? null
const ownRoot = ownFile === null ? null : packageRoot(ownFile)

function packageRoot(file: string): string {
  const at = Math.max(file.lastIndexOf('/dist/'), file.lastIndexOf('/src/'))
  return at === -1 ? file : file.slice(0, at + 1)
}

/** A frame of Capsule's core or of Node.js's internals: it says nothing about the application's own code. */
export function isInternalFrame(frame: string): boolean {
  const location = parseFrame(frame)
  return (
    location === null ||
    (ownRoot !== null && location.file.startsWith(ownRoot)) ||
    location.file.startsWith('node:') ||
    frame.includes('(<anonymous>)')
  )
}
