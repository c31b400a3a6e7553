// Horizontal bar charts as SVG text, for the figures of the Performance page and the home page (no charting library:
// the charts are simple, and an SVG written here is the same on every machine, needs no browser and no network).
//
// The SVG is inlined in the page, so the theme's stylesheet colours it (.vitepress/theme/custom.css, light and dark);
// the colours written on the elements are the light theme's, for the SVG shown on its own.

/** @typedef {{ label: string, value: number, text: string, colour: number, low?: number, high?: number }} Bar */
/** @typedef {{ label: string, bars: Bar[] }} Group */

const width = 680
const font = 12
// the width of a character of the page's sans-serif font at 12 px, on the generous side (no font metrics at build)
const charWidth = 7
const palette = ['#3451b2', '#18794e', '#915930', '#6f42c1', '#b8272c']

const escape = (text) =>
  String(text).replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char])

const trim = (value) => String(Number(value.toFixed(2)))

/** A step of 1, 2 or 5 times a power of ten, so that the axis has about five ticks. */
function stepFor(max) {
  const rough = max / 5
  const power = 10 ** Math.floor(Math.log10(rough))
  return [1, 2, 5, 10].map((m) => m * power).find((step) => step >= rough)
}

/**
 * A chart of groups of bars, each bar labelled with its own name and value, and a vertical line at `reference`
 * (1: the two sides of a ratio even).
 * `legend`, when given, is written at the top left (the name of the one series of a chart).
 * @param {{ id: string, title: string, description?: string, groups: Group[], legend?: string, reference?: number, referenceLabel?: string }} chart
 * @returns {{ svg: string, bars: number }}
 */
export function barChart({
  id,
  title,
  description,
  groups,
  legend,
  reference = 1,
  referenceLabel = '1 = even'
}) {
  const bars = groups.flatMap((group) => group.bars)
  const longest = Math.max(...bars.map((bar) => bar.label.length))
  // names too long for a column beside the bars go above them; bars without names of their own (their group names
  // them) start at the left edge too
  const above = longest * charWidth > 300
  const labelWidth = longest === 0 || above ? 0 : Math.max(60, longest * charWidth) + 10
  const valueWidth = Math.max(...bars.map((bar) => bar.text.length * charWidth)) + 12
  // room for half the 0 tick label when the bars start at the left edge
  const left = Math.max(labelWidth, 8)
  const plot = width - left - valueWidth
  const top = 26
  const max = Math.max(reference, ...bars.map((bar) => Math.max(bar.value, bar.high ?? 0)))
  const step = stepFor(max)
  const end = Math.ceil((max * 1.02) / step) * step
  const x = (value) => left + (value / end) * plot

  const body = []
  let y = top
  for (const group of groups) {
    if (group.label !== '') {
      y += 18
      body.push(`<text class="group" x="0" y="${y - 5}" font-weight="600">${escape(group.label)}</text>`)
    }
    for (const bar of group.bars) {
      const barEnd = x(bar.value)
      const colour = bar.colour % palette.length
      if (above && bar.label !== '') {
        y += 16
        body.push(`<text class="label" x="0" y="${y - 2}">${escape(bar.label)}</text>`)
      }
      body.push(
        ...(bar.label === '' || above
          ? []
          : [
              `<text class="label" x="${left - 8}" y="${y + 12}" text-anchor="end">${escape(bar.label)}</text>`
            ]),
        `<rect class="bar s${colour}" x="${left}" y="${y + 2}" width="${(barEnd - left).toFixed(1)}" height="14" ` +
          `rx="2" fill="${palette[colour]}" data-value="${bar.value}"><title>${escape(
            `${group.label ? `${group.label}, ` : ''}${bar.label}: ${bar.text}`
          )}</title></rect>`
      )
      let textAt = barEnd
      if (bar.low !== undefined && bar.high !== undefined) {
        const [from, to] = [x(bar.low), x(bar.high)]
        body.push(
          `<path class="range" d="M${from.toFixed(1)} ${y + 9}H${to.toFixed(1)}M${from.toFixed(1)} ${y + 5}V${
            y + 13
          }M${to.toFixed(1)} ${y + 5}V${y + 13}" stroke="#3c3c43" fill="none"/>`
        )
        textAt = Math.max(textAt, to)
      }
      body.push(
        `<text class="value" x="${(textAt + 6).toFixed(1)}" y="${y + 13}" stroke="#fff" stroke-width="3" ` +
          `stroke-linejoin="round" paint-order="stroke">${escape(bar.text)}</text>`
      )
      y += 20
    }
    y += 6
  }
  const bottom = y
  const axis = []
  for (let tick = 0; tick <= end + step / 1000; tick += step) {
    axis.push(
      `<line class="grid" x1="${x(tick).toFixed(1)}" x2="${x(tick).toFixed(1)}" y1="${top}" y2="${bottom}" stroke="#e2e2e3"/>`,
      `<text class="tick" x="${x(tick).toFixed(1)}" y="${bottom + 16}" text-anchor="middle">${trim(tick)}</text>`
    )
  }
  const ref = x(reference).toFixed(1)
  // drawn over the bars
  const referenceLine = [
    `<line class="ref" x1="${ref}" x2="${ref}" y1="${top - 6}" y2="${bottom}" stroke="#3c3c43" stroke-dasharray="4 3"/>`,
    `<text class="ref-label" x="${ref}" y="${top - 10}" text-anchor="middle">${escape(referenceLabel)}</text>`,
    ...(legend === undefined
      ? []
      : [`<text class="legend" x="0" y="${top - 10}" font-weight="600">${escape(legend)}</text>`])
  ]
  const height = bottom + 24
  const summary =
    description ??
    groups
      .map(
        (group) =>
          `${group.label ? `${group.label}: ` : ''}${group.bars.map((bar) => `${bar.label} ${bar.text}`).join(', ')}`
      )
      .join('; ')
  const svg =
    `<svg class="bar-chart" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" ` +
    `width="${width}" height="${height}" role="img" aria-labelledby="${id}-title ${id}-desc" ` +
    `font-family="sans-serif" font-size="${font}" fill="#3c3c43">` +
    `<title id="${id}-title">${escape(title)}</title><desc id="${id}-desc">${escape(summary)}</desc>` +
    `${axis.join('')}${body.join('')}${referenceLine.join('')}</svg>`
  return { svg, bars: bars.length }
}
