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

/**
 * The directories of tools that call the application's registrations themselves (`capsule inspect` registers a
 * plugin module on a fresh instance): their frames say nothing about the application either. A tool never imports
 * the core at runtime, so the set is shared through the global symbol registry: a tool adds its package directory
 * to `globalThis[Symbol.for('capsule.tool-frames')]`.
 */
const toolRoots = ((globalThis as Record<symbol, unknown>)[Symbol.for('capsule.tool-frames')] ??=
  new Set<string>()) as Set<string>

/** A frame of Capsule's core, of a tool of Capsule's or of Node.js: it says nothing about the application's code. */
export function isInternalFrame(frame: string): boolean {
  const location = parseFrame(frame)
  if (location === null) return true
  const file = location.file
  if ((ownRoot !== null && file.startsWith(ownRoot)) || file.startsWith('node:')) return true
  for (const root of toolRoots) if (file.startsWith(root)) return true
  return frame.includes('(<anonymous>)')
}
