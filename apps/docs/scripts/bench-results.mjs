// Reads apps/bench/RESULTS.md, the benchmarks' own record, into sections and tables, and splits a table too wide for
// the page into narrower ones that together hold every cell. Used at build time by the Performance page's data loader
// (.vitepress/theme/bench.data.mts), by its tests and by the smoke script.
//
// The format read is what the benchmarks write: a `## Title (pnpm command)` heading per benchmark, then lines that
// say when, where and how it ran (kept as they are, however many), then one Markdown table per result.

/**
 * A table; `measure`: its columns of servers are headed by the server's name only, the measure being said once in the
 * caption (`capsule` for `capsule req/s`); `transposed`: rows and columns swapped.
 * @typedef {{ headers: string[], rows: string[][], caption?: string, measure?: string, transposed?: boolean }} Table
 */
/** @typedef {{ heading: string, title: string, stamp: string[], tables: Table[] }} Section */

const cellsOf = (line) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim())

const isSeparator = (line) => /^\|(\s*:?-+:?\s*\|)+\s*$/.test(line.trim())

/**
 * The sections of RESULTS.md, in order.
 * @param {string} markdown
 * @returns {Section[]}
 */
export function parseResults(markdown) {
  /** @type {Section[]} */
  const sections = []
  /** @type {Section | undefined} */
  let section
  /** @type {Table | undefined} */
  let table
  for (const line of markdown.split('\n')) {
    const heading = /^## (.+)$/.exec(line)
    if (heading) {
      const text = heading[1].trim()
      // the command that wrote the section, `(pnpm bench:x)`, is not part of its title
      section = { heading: text, title: text.replace(/\s*\(pnpm [^)]*\)\s*$/, ''), stamp: [], tables: [] }
      sections.push(section)
      table = undefined
      continue
    }
    if (section === undefined) continue
    if (line.trim().startsWith('|')) {
      if (table === undefined) {
        table = { headers: cellsOf(line), rows: [] }
        section.tables.push(table)
      } else if (!isSeparator(line)) table.rows.push(cellsOf(line))
      continue
    }
    table = undefined
    if (line.trim() !== '') section.stamp.push(line.trim())
  }
  return sections
}

/**
 * The section whose title starts with `prefix`; throws when there is none, so a renamed benchmark fails the build.
 * @param {Section[]} sections
 * @param {string} prefix
 */
export function sectionOf(sections, prefix) {
  const found = sections.find((section) => section.title.startsWith(prefix))
  if (found === undefined)
    throw new Error(`apps/bench/RESULTS.md has no section whose title starts with "${prefix}"`)
  return found
}

/**
 * A column of ratios: `capsule/fastify`, `capsule-zod/fastify-zod`, `capsule/fastify inject`, `Capsule / this (…)`
 * (its first word is followed by a slash, and a name, not a unit); `req/s`, `capsule req/s` or `capsule µs CPU/req` are
 * figures.
 * @param {string} header
 */
export const isRatio = (header) => /^[\p{L}\d][\p{L}\d-]*\s?\/\s?(?!(?:s|req)\b)\p{L}/u.test(header)

/**
 * The columns of figures per server: `<server> <measure>` where at least two servers have the same measure.
 * @param {string[]} headers
 */
function serverColumns(headers) {
  /** @type {Map<string, Map<string, number>>} measure -> server -> column */
  const byMeasure = new Map()
  headers.forEach((header, column) => {
    if (column === 0 || isRatio(header)) return
    const match = /^(\S+) (.+)$/.exec(header)
    if (match === null) return
    const [, server, measure] = match
    if (!byMeasure.has(measure)) byMeasure.set(measure, new Map())
    byMeasure.get(measure).set(server, column)
  })
  for (const [measure, servers] of byMeasure) if (servers.size < 2) byMeasure.delete(measure)
  const servers = [...new Set([...byMeasure.values()].flatMap((columns) => [...columns.keys()]))]
  return { byMeasure, servers }
}

const pick = (table, columns) => ({
  headers: columns.map((column) => table.headers[column]),
  rows: table.rows.map((row) => columns.map((column) => row[column] ?? ''))
})

/** Rows become columns: a table of many columns and few rows reads better (and fits) that way. */
const transpose = ({ headers, rows }) => ({
  headers: ['', ...rows.map((row) => row[0] ?? '')],
  rows: headers.slice(1).map((header, index) => [header, ...rows.map((row) => row[index + 1] ?? '')]),
  transposed: true
})

/**
 * The table as it fits the page: itself when it has at most `maxColumns` columns; else
 * - the first measure of every server, with the ratios and the other columns when they fit beside it,
 * - the ratios and the other columns, when they did not fit (one row per ratio when there are more ratios than rows),
 * - the other measures, one row per row and server.
 * Every cell of the table is in exactly one of them, under its own header and beside its row's first cell (its
 * server's name and the table's `measure` making the header in the first; the other way round in a `transposed`
 * table; under its measure beside its server in the last one).
 * @param {Table} table
 * @param {number} [maxColumns]
 * @returns {Table[]}
 */
export function splitTable(table, maxColumns = 7) {
  if (table.headers.length <= maxColumns) return [table]
  const { byMeasure, servers } = serverColumns(table.headers)
  const measures = [...byMeasure.keys()]
  const [first, ...others] = measures
  if (first === undefined) return [table]
  const firstColumns = [...byMeasure.get(first).values()]
  // the first measure's columns headed by their servers' names: narrower, the measure said in the caption
  const named = (picked) => ({
    ...picked,
    headers: picked.headers.map((header, index) =>
      index > 0 && index <= firstColumns.length ? header.slice(0, -first.length - 1) : header
    ),
    measure: first
  })
  const placed = new Set([0, ...measures.flatMap((measure) => [...byMeasure.get(measure).values()])])
  const rest = table.headers.map((_, column) => column).filter((column) => !placed.has(column))
  /** @type {Table[]} */
  const tables = []
  if (1 + firstColumns.length + rest.length <= maxColumns) {
    tables.push({
      ...named(pick(table, [0, ...firstColumns, ...rest])),
      caption: rest.length > 0 ? `${first} of each server, and the ratios` : `${first} of each server`
    })
  } else {
    tables.push({ ...named(pick(table, [0, ...firstColumns])), caption: `${first} of each server` })
    if (rest.length > 0) {
      const ratios = pick(table, [0, ...rest])
      // more ratios than rows: one row per ratio
      tables.push({ ...(rest.length > table.rows.length ? transpose(ratios) : ratios), caption: 'ratios' })
    }
  }
  if (others.length > 0) {
    tables.push({
      caption: `${others.join(', ')}, by server`,
      headers: [table.headers[0], 'server', ...others],
      rows: table.rows.flatMap((row) =>
        servers
          .filter((server) => others.some((measure) => byMeasure.get(measure).has(server)))
          .map((server) => [
            row[0] ?? '',
            server,
            ...others.map((measure) => {
              const column = byMeasure.get(measure).get(server)
              return column === undefined ? '' : (row[column] ?? '')
            })
          ])
      )
    })
  }
  return tables
}
