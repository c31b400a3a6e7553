// Build-time data of the figures taken from apps/bench/RESULTS.md (VitePress runs a data loader in Node when it builds
// the site, and again in `vitepress dev` when RESULTS.md changes): the charts as SVG text and the tables split to fit
// the page. The Performance page and the home page show them through <BenchFigures> and <BenchHeadline>.
import { readFileSync } from 'node:fs'
import { defineLoader } from 'vitepress'
import { benchFigures } from '../../scripts/bench-figures.mjs'

export type BenchFigures = ReturnType<typeof benchFigures>

declare const data: BenchFigures
export { data }

export default defineLoader({
  watch: ['../../../bench/RESULTS.md'],
  load([results]): BenchFigures {
    if (results === undefined) throw new Error('apps/bench/RESULTS.md is missing')
    return benchFigures(readFileSync(results, 'utf8'))
  }
})
