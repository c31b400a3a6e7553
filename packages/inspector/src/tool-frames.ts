/**
 * Tells Capsule's core that this package's frames are not the application's: the command registers a plugin
 * module itself, and without this the module's context would say it was registered here. The core reads the set
 * from the global symbol registry (this package never imports the core at runtime).
 */
export function markToolFrames(): void {
  const frame = new Error().stack?.split('\n')[1] ?? ''
  const match = /\(?((?:file:\/\/)?[^()\s]+?):\d+:\d+\)?$/.exec(frame.trim())
  if (match === null) return
  const file = match[1]!.startsWith('file://') ? decodeURI(match[1]!.slice('file://'.length)) : match[1]!
  // the folder of this package's code: dist/ (the bundle) or src/ (with source maps); not the whole package, whose
  // test fixtures are applications
  const dist = file.lastIndexOf('/dist/')
  const folder =
    dist !== -1 ? file.slice(0, dist + '/dist/'.length) : file.slice(0, file.lastIndexOf('/src/') + 5)
  if (folder.length <= 5) return
  const registry = globalThis as Record<symbol, unknown>
  const roots = (registry[Symbol.for('capsule.tool-frames')] ??= new Set<string>()) as Set<string>
  roots.add(folder)
}
