// The figures the site draws from apps/bench/RESULTS.md at build time (scripts/bench-figures.mjs): the tables split to
// fit the page keep every cell, the charts have one bar per ratio with its value, the headline chart reads its figures
// from the right rows, and the reader copes with what a benchmark may add to its section (another line about the run).
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { barChart } from '../scripts/bar-chart.mjs'
import { benchFigures, headlineChart, numbersIn, shown } from '../scripts/bench-figures.mjs'
import { isRatio, parseResults, sectionOf, splitTable, type Table } from '../scripts/bench-results.mjs'

const results = readFileSync(fileURLToPath(new URL('../../bench/RESULTS.md', import.meta.url)), 'utf8')
const sections = parseResults(results)
const figures = benchFigures(results)

/** Every cell of the split tables, as `row | header | value` of the table it came from. */
function cellsOf(tables: Table[]): Set<string> {
  const cells = new Set<string>()
  for (const table of tables) {
    const detailed = table.headers[1] === 'server'
    for (const row of table.rows)
      row.forEach((value, column) => {
        if (column === 0 || (detailed && column === 1)) return
        const header =
          table.measure !== undefined &&
          !isRatio(table.headers[column]!) &&
          !table.headers[column]!.includes(' ')
            ? `${table.headers[column]} ${table.measure}`
            : table.headers[column]!
        if (table.transposed) cells.add(`${header} | ${row[0]} | ${value}`)
        else if (detailed) cells.add(`${row[0]} | ${row[1]} ${header} | ${value}`)
        else cells.add(`${row[0]} | ${header} | ${value}`)
      })
  }
  return cells
}

describe('the tables of RESULTS.md, split to fit the page', () => {
  for (const { title } of shown) {
    it(`${title}: every cell is shown under its header and beside its row, in tables of at most 7 columns`, () => {
      for (const table of sectionOf(sections, title).tables) {
        const split = splitTable(table)
        expect(split.map((part) => part.headers.length).every((columns) => columns <= 7)).toBe(true)
        const expected = new Set(
          table.rows.flatMap((row) =>
            table.headers.slice(1).map((header, index) => `${row[0]} | ${header} | ${row[index + 1]}`)
          )
        )
        expect(cellsOf(split)).toEqual(expected)
      }
    })
  }

  it('splits the 16 columns of the throughput table into req/s with the ratios, and the rest by server', () => {
    const [main, details] = figures.sections['Throughput']!.tables
    expect(main!.headers).toEqual([
      'route',
      'capsule',
      'fastify',
      'node',
      'capsule/fastify',
      'capsule/node',
      'fastify/node'
    ])
    expect(main!.caption).toBe('req/s of each server, and the ratios')
    expect(details!.headers).toEqual(['route', 'server', 'p99 ms', 'RSS MB', 'µs CPU/req'])
    expect(details!.rows).toHaveLength(4 * 3)
  })

  it('tells ratio columns from figures', () => {
    for (const header of [
      'capsule/fastify',
      'capsule-zod/fastify-zod',
      'capsule/fastify inject',
      'Capsule / this (x)'
    ])
      expect(isRatio(header), header).toBe(true)
    for (const header of ['req/s', 'capsule req/s', 'capsule µs CPU/req', 'fastify inject ops/s', 'route'])
      expect(isRatio(header), header).toBe(false)
  })
})

describe('the charts', () => {
  for (const { title } of shown) {
    it(`${title}: one bar per ratio of the table, with its value`, () => {
      const expected = sectionOf(sections, title).tables.flatMap((table) =>
        table.rows.flatMap((row) =>
          table.headers.flatMap((header, column) =>
            column > 0 && isRatio(header) && numbersIn(row[column]!)?.value !== undefined
              ? [numbersIn(row[column]!)!.value]
              : []
          )
        )
      )
      const drawn = figures.sections[title]!.charts.flatMap((chart) =>
        [...chart.svg.matchAll(/<rect class="bar[^"]*"[^>]* data-value="([^"]+)"/g)].map((match) =>
          Number(match[1])
        )
      )
      expect(drawn).toEqual(expected)
      expect(figures.sections[title]!.charts.reduce((sum, chart) => sum + chart.bars, 0)).toBe(
        expected.length
      )
    })
  }

  it('draws the quartiles of the in-process fetch ratios as whiskers', () => {
    const [chart] = figures.sections['In-process fetch']!.charts
    expect(chart!.svg.match(/class="range"/g)).toHaveLength(4)
  })

  it('reads the headline figures against Fastify, times turned round so that longer is better', () => {
    const { svg, bars } = headlineChart(sections)
    expect(bars).toBe(4 + 2 + 1 + 2)
    const startup = sectionOf(sections, 'Startup').tables[0]!
    const identical = Number(startup.rows[0]![startup.headers.indexOf('capsule/fastify')])
    expect(svg).toContain(`data-value="${1 / identical}"`)
    expect(svg).toContain('role="img"')
  })

  it('escapes text and names the chart for a screen reader', () => {
    const { svg } = barChart({
      id: 'x',
      title: 'a <b> & "c"',
      groups: [{ label: 'GET /?a=1&b=2', bars: [{ label: 'x/y', value: 2, text: '2', colour: 0 }] }]
    })
    expect(svg).toContain('<title id="x-title">a &lt;b&gt; &amp; &quot;c&quot;</title>')
    expect(svg).toContain('aria-labelledby="x-title x-desc"')
    expect(svg).toContain('GET /?a=1&amp;b=2')
  })
})

describe('reading RESULTS.md', () => {
  it('keeps every line about a run, however many, and the table after them', () => {
    const added = results.replace(
      /^(## Throughput.*\n\n)/m,
      '$1commit 0123456789abcdef0123456789abcdef01234567 · tree clean\n'
    )
    const section = sectionOf(parseResults(added), 'Throughput')
    expect(section.stamp[0]).toBe('commit 0123456789abcdef0123456789abcdef01234567 · tree clean')
    expect(section.stamp).toHaveLength(sectionOf(sections, 'Throughput').stamp.length + 1)
    expect(section.tables[0]).toEqual(sectionOf(sections, 'Throughput').tables[0])
  })

  it('fails the build when a benchmark the page shows is gone', () => {
    expect(() => sectionOf(sections, 'Nothing like this')).toThrow(/no section whose title starts with/)
  })

  it('reads a number, a number with its quartiles, and a range', () => {
    expect(numbersIn('1.085')).toEqual({ value: 1.085 })
    expect(numbersIn('1.234 (1.16–1.29)')).toEqual({ value: 1.234, low: 1.16, high: 1.29 })
    expect(numbersIn('0.84–0.92')).toEqual({ low: 0.84, high: 0.92 })
    expect(numbersIn('met')).toBeUndefined()
  })
})
