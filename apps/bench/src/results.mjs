import { readFileSync, writeFileSync, existsSync } from 'node:fs'
import { cpus } from 'node:os'
import { fileURLToPath } from 'node:url'

const file = fileURLToPath(new URL('../RESULTS.md', import.meta.url))

/** Replaces the named section of RESULTS.md with a markdown table of `rows`, stamped with machine and date. */
export function writeResults(title, rows, settings) {
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
    `| ${columns.join(' | ')} |`,
    `| ${columns.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${columns.map((c) => String(row[c]).replace(/\|/g, '\\|')).join(' | ')} |`),
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
}
