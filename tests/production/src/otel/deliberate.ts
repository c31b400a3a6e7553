// Differences from Fastify that Capsule makes on purpose: each names the section of the migration guide
// (apps/docs/migration.md) that explains it, and the section must exist.
import { readFileSync } from 'node:fs'

const guide = new URL('../../../../apps/docs/migration.md', import.meta.url)

/** The anchors of the guide's headings, as the documentation site makes them (lower case, words joined by '-'). */
export function guideAnchors(): Set<string> {
  const anchors = new Set<string>()
  for (const line of readFileSync(guide, 'utf8').split('\n')) {
    const heading = /^#{1,6}\s+(.+?)\s*$/.exec(line)?.[1]
    if (heading === undefined) continue
    const words = heading
      .replace(/[`'"’(),.:?!/]/g, ' ')
      .trim()
      .split(/\s+/)
    anchors.add(`#${words.join('-').toLowerCase()}`)
  }
  return anchors
}
