// The figures the docs show from apps/bench/RESULTS.md, computed when the site is built (the data loader
// .vitepress/theme/bench.data.mts): for each benchmark of the Performance page, a bar chart of its ratio columns and
// its table split to fit the page; for the home page, one chart of the headline ratios against Fastify.
import { barChart } from './bar-chart.mjs'
import { isRatio, parseResults, sectionOf, splitTable } from './bench-results.mjs'

/**
 * The benchmarks the Performance page shows, by the start of their title in RESULTS.md, and how to read the bars of
 * their ratios (a column `a/b` is a's figure divided by b's).
 */
export const shown = [
  {
    title: 'Throughput',
    reading: 'Requests per second of the first server ÷ the second’s: above 1, the first serves more.'
  },
  { title: 'Startup', reading: 'Capsule’s time to listen ÷ Fastify’s: below 1, Capsule is ready sooner.' },
  { title: 'Memory under load', reading: '' },
  {
    title: 'Instructions per request',
    reading: 'Instructions per request of the first server ÷ the second’s: below 1, the first runs fewer.'
  },
  {
    title: 'Type checking',
    reading:
      'The type checker’s instantiations for Capsule’s application ÷ for this one: below 1, Capsule’s costs less.'
  },
  {
    title: 'Cold start',
    reading: 'Capsule’s figure ÷ Fastify’s (milliseconds, megabytes): below 1, Capsule takes less.'
  },
  {
    title: 'In-process fetch',
    reading:
      'Requests per second of Capsule ÷ the other’s: above 1, Capsule answers more. Whiskers: the quartiles of the rounds’ ratios.'
  },
  { title: 'Memory of app.fetch', reading: '' },
  {
    title: 'Inspector cost',
    reading:
      'Requests per second with @capsule/inspector registered ÷ without: 1 would cost nothing, 0.5 is half the speed.'
  },
  {
    title: 'Zod: Capsule',
    reading:
      'Requests per second of the first ÷ the second: above 1, the first answers more. Whiskers: the quartiles in brackets in the table.'
  }
]

/**
 * The number a cell shows, with the range that follows it in brackets: `1.085`, `1.234 (1.16–1.29)`, `0.84–0.92`.
 * @param {string} cell
 * @returns {{ value?: number, low?: number, high?: number } | undefined}
 */
export function numbersIn(cell) {
  const number = '(\\d+(?:\\.\\d+)?)'
  const single = new RegExp(`^${number}(?:\\s*\\(${number}\\s*[–-]\\s*${number}\\))?$`).exec(cell.trim())
  if (single) {
    const [, value, low, high] = single
    return low === undefined
      ? { value: Number(value) }
      : { value: Number(value), low: Number(low), high: Number(high) }
  }
  const range = new RegExp(`^${number}\\s*[–-]\\s*${number}$`).exec(cell.trim())
  return range ? { low: Number(range[1]), high: Number(range[2]) } : undefined
}

const slug = (text) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/**
 * The chart of a table's ratio columns: one group of bars per row, one bar per ratio (with the quartiles of a
 * `<ratio> p25–p75` column, or of the brackets of its cell, as whiskers). Undefined when the table has no ratio.
 * @param {import('./bench-results.mjs').Table} table
 * @param {string} id
 * @param {string} title
 */
export function ratioChart(table, id, title) {
  const ratios = table.headers
    .map((header, column) => ({ header, column }))
    .filter(({ header, column }) => column > 0 && isRatio(header) && !/ p25–p75$/.test(header))
  if (ratios.length === 0) return undefined
  // one ratio: its name once, above the chart, and each bar under its row's name
  const single = ratios.length === 1
  const groups = table.rows.map((row) => ({
    label: row[0] ?? '',
    bars: ratios.flatMap(({ header, column }, colour) => {
      const cell = row[column] ?? ''
      const parsed = numbersIn(cell)
      if (parsed?.value === undefined) return []
      const quartiles = table.headers.indexOf(`${header} p25–p75`)
      const range = quartiles === -1 ? parsed : (numbersIn(row[quartiles] ?? '') ?? {})
      return [
        {
          label: single ? '' : header,
          value: parsed.value,
          // as the table prints it (`0.950`, not `0.95`)
          text: cell.trim().split(/\s/)[0],
          colour,
          ...(range.low !== undefined && range.high !== undefined ? { low: range.low, high: range.high } : {})
        }
      ]
    })
  }))
  return barChart({
    id,
    title,
    groups: groups.filter((group) => group.bars.length > 0),
    ...(single ? { legend: ratios[0].header } : {})
  })
}

/**
 * The home page's chart: Capsule against Fastify (Fastify = 1, longer is better for Capsule). Requests per second
 * are Capsule's ÷ Fastify's; times and the type checker's work are Fastify's ÷ Capsule's, the inverse of the table's
 * ratio, so that every bar reads the same way.
 */
const headline = [
  { group: 'Requests per second', section: 'Throughput', column: 'capsule/fastify' },
  { group: 'Startup, 500 routes', section: 'Startup', column: 'capsule/fastify', inverse: true },
  {
    group: 'Serverless cold start',
    section: 'Cold start',
    column: 'capsule/fastify',
    rows: ['spawn → first answer, median ms'],
    inverse: true
  },
  {
    group: 'Type checking, 50 routes (instantiations)',
    section: 'Type checking',
    column: 'Capsule / this (instantiations)',
    inverse: true
  }
]

/** @param {import('./bench-results.mjs').Section[]} sections */
export function headlineChart(sections) {
  const groups = headline.map(({ group, section, column, rows, inverse }, colour) => {
    const table = sectionOf(sections, section).tables.find((candidate) => candidate.headers.includes(column))
    if (table === undefined) throw new Error(`RESULTS.md: the ${section} section has no "${column}" column`)
    const at = table.headers.indexOf(column)
    const chosen = table.rows.filter(
      (row) => (rows === undefined || rows.includes(row[0] ?? '')) && numbersIn(row[at] ?? '')?.value
    )
    if (rows !== undefined && chosen.length !== rows.length)
      throw new Error(`RESULTS.md: the ${section} section has no row ${rows.join(', ')}`)
    return {
      label: group,
      bars: chosen.map((row) => {
        const ratio = numbersIn(row[at] ?? '').value
        const value = inverse ? 1 / ratio : ratio
        return {
          label: (row[0] ?? '').replace(/^spawn → first answer, median ms$/, 'spawn → first answer'),
          value,
          text: `${value.toFixed(2)}×`,
          colour
        }
      })
    }
  })
  return barChart({
    id: 'headline',
    title: 'Capsule against Fastify 5 (Fastify = 1; longer is better for Capsule)',
    groups,
    referenceLabel: 'Fastify = 1'
  })
}

/**
 * Everything the docs show from RESULTS.md.
 * @param {string} markdown the text of apps/bench/RESULTS.md
 */
export function benchFigures(markdown) {
  const sections = parseResults(markdown)
  return {
    sections: Object.fromEntries(
      shown.map(({ title, reading }) => {
        const section = sectionOf(sections, title)
        return [
          title,
          {
            title: section.title,
            stamp: section.stamp,
            reading,
            charts: section.tables
              .map((table, index) => ratioChart(table, `${slug(title)}-${index}`, `${section.title}: ratios`))
              .filter((chart) => chart !== undefined),
            tables: section.tables.flatMap((table) => splitTable(table))
          }
        ]
      })
    ),
    headline: {
      ...headlineChart(sections),
      reading:
        'Fastify = 1, longer is better for Capsule. Requests per second: Capsule’s ÷ Fastify’s. Startup, cold start ' +
        'and type checking: Fastify’s time (or the checker’s work) ÷ Capsule’s, so 2 means Capsule takes half.'
    }
  }
}
