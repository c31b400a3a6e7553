import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseResults } from './freshness.mjs'
import { formatProvenance, treeState } from './provenance.mjs'

const here = fileURLToPath(new URL('.', import.meta.url))
/** RESULTS.md, or the file RESULTS_FILE names (a smoke run's figures mean nothing: keep them out of RESULTS.md). */
export const resultsFile = process.env.RESULTS_FILE
  ? resolve(process.env.RESULTS_FILE)
  : join(here, '..', 'RESULTS.md')

// the tree when the run started (this module is imported before any measurement): compared again when writing
const atStart = treeState(here)

/**
 * The tree the run measured: `{ commit, dirty }` as at its start, with `(changed during the run)` among the dirty
 * paths if HEAD or the uncommitted changes moved while it ran.
 */
export function measuredTree() {
  const now = treeState(here)
  const moved = now.commit !== atStart.commit || now.dirty.join('\n') !== atStart.dirty.join('\n')
  return moved ? { commit: atStart.commit, dirty: ['(changed during the run)', ...atStart.dirty] } : atStart
}

/** The named section of the results file as parseResults reads it, or null. */
export function readSection(title, file = resultsFile) {
  if (!existsSync(file)) return null
  return parseResults(readFileSync(file, 'utf8')).find((section) => section.title === title) ?? null
}

/**
 * Replaces the named section of the results file with a markdown table of `rows`, stamped with date, machine and
 * `settings`, and under that line the commit measured and whether the tree was dirty (provenance.mjs). Removes the
 * section's line from STALE-ALLOWED beside the file, if any: the new figures are current.
 */
export function writeResults(title, rows, settings, file = resultsFile) {
  const columns = Object.keys(rows[0] ?? {})
  const lines = [
    `## ${title}`,
    '',
    `${new Date().toISOString()} · ${cpus()[0]?.model ?? 'cpu'} ×${cpus().length} · Node ${process.version} · ${Object.entries(
      settings
    )
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
    '',
    formatProvenance(measuredTree()),
    '',
    ...table(columns, rows),
    ''
  ]
  let text = existsSync(file)
    ? readFileSync(file, 'utf8')
    : '# Benchmark results\n\nWritten by the scripts in `src/`; see README.md.\n\n'
  const start = text.indexOf(`## ${title}`)
  if (start === -1) text = `${text.trimEnd()}\n\n${lines.join('\n')}`
  else {
    const next = text.indexOf('\n## ', start + 1)
    text = text.slice(0, start) + lines.join('\n') + (next === -1 ? '' : text.slice(next))
  }
  writeFileSync(file, text.endsWith('\n') ? text : `${text}\n`)
  dropAllowance(title, join(dirname(file), 'STALE-ALLOWED'))
  console.log(`written to ${file} (section "${title}")`)
}

/** The markdown table, its columns padded as prettier pads them (so that RESULTS.md passes prettier --check). */
function table(columns, rows) {
  const cells = [columns, ...rows.map((row) => columns.map((c) => String(row[c]).replace(/\|/g, '\\|')))]
  const width = (text) => [...text].length
  const widths = columns.map((_, i) => Math.max(3, ...cells.map((line) => width(line[i]))))
  const line = (values) => `| ${values.map((v, i) => v + ' '.repeat(widths[i] - width(v))).join(' | ')} |`
  return [line(cells[0]), line(widths.map((w) => '-'.repeat(w))), ...cells.slice(1).map(line)]
}

/** Removes the allowance of the section `title` names (by its command) from the STALE-ALLOWED file, if any. */
function dropAllowance(title, allowances) {
  const command = /\(pnpm ([\w:-]+)\)\s*$/.exec(title)?.[1]
  if (!command || !existsSync(allowances)) return
  const text = readFileSync(allowances, 'utf8')
  const kept = text.split('\n').filter((line) => !new RegExp(`^\\s*${command}\\s*\\|`).test(line))
  if (kept.length !== text.split('\n').length) writeFileSync(allowances, kept.join('\n'))
}
