// The sections of the migration guide, by anchor: what an allowed difference may point to.
import { readFileSync } from 'node:fs'

const guide = new URL('../../../apps/docs/migration.md', import.meta.url)

// the documentation site's heading ids (VitePress): accents and punctuation dropped, words joined by '-', lower case
const combining = /[\u0300-\u036f]/g
// eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
const control = /[\u0000-\u001f]/g
const special = /[\s~`!@#$%^&*()\-_+=[\]{}|\\;:"'“”‘’<>,.?/]+/g

/** The anchor the documentation site gives a heading with this text. */
export function headingAnchor(text: string): string {
  return text
    .normalize('NFKD')
    .replace(combining, '')
    .replace(control, '')
    .replace(special, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/^(\d)/, '_$1')
    .toLowerCase()
}

let anchors: Set<string> | undefined

/** The anchors of every heading of apps/docs/migration.md (read once). */
export function guideAnchors(): Set<string> {
  if (anchors !== undefined) return anchors
  anchors = new Set()
  let fenced = false
  for (const line of readFileSync(guide, 'utf8').split('\n')) {
    if (line.startsWith('```')) fenced = !fenced
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*$/.exec(line)
    if (heading?.[1] === undefined) continue
    // `## Title {#custom-id}` sets the anchor by hand
    const custom = /\{#([^}]+)\}$/.exec(heading[1])
    anchors.add(`#${custom?.[1] ?? headingAnchor(heading[1])}`)
  }
  return anchors
}
