// The browser-level test of the built site (`pnpm --filter @capsule/docs smoke` after `pnpm docs:build`; CI runs it
// after the tests): serves .vitepress/dist on 127.0.0.1 (scripts/preview.mjs), opens it in headless Chromium
// (playwright-core driving the system's browser: CHROMIUM, else /usr/bin/chromium, Debian's `chromium` package), and
//   - checks that the pictures and charts rendered: the logo loaded, the diagrams drawn, every chart with one bar per
//     figure of apps/bench/RESULTS.md, no literal backtick in the home page's text;
//   - checks that no table and no page is wider than the window at 1280 px, and that a phone (390 px) scrolls a wide
//     table inside its own box, not the page;
//   - follows the navigation from the home page through every guide page of the sidebar, and uses the local search;
//   - takes screenshots of the home page, the two diagrams (light and dark) and the Performance page's charts, in
//     .test-results/screenshots/ (SCREENSHOTS=dir to put them elsewhere): look at them.
// It is a node:test file: `pnpm smoke` writes its TAP report to .test-results/smoke.tap, which the CI summary counts.
// the functions given to page.evaluate() run in the page, where `document` is
/* global document, window */
import assert from 'node:assert/strict'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, describe, it } from 'node:test'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { benchFigures } from './bench-figures.mjs'
import { serveSite } from './preview.mjs'

const docs = fileURLToPath(new URL('..', import.meta.url))
const browserPath = process.env.CHROMIUM ?? '/usr/bin/chromium'
const shots = process.env.SCREENSHOTS ?? join(docs, '.test-results', 'screenshots')
const figures = benchFigures(readFileSync(join(docs, '../bench/RESULTS.md'), 'utf8'))
// the benchmarks the Performance page draws, as <BenchFigures section="..."> names them
const performancePage = readFileSync(join(docs, 'guide/performance.md'), 'utf8')
const drawn = [...performancePage.matchAll(/<BenchFigures section="([^"]+)"/g)].map((match) => match[1])

// the flags of a browser that must not reach the network on its own; a fresh profile per run
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync'
]

/** @type {import('playwright-core').BrowserContext} */
let browser
/** @type {import('playwright-core').Page} */
let page
let origin = ''
let site
let profile = ''
const errors = []
let loads = 0

/** Every table of the page that is wider than its box (its content scrolls), and whether the page itself is. */
const overflow = () =>
  page.evaluate(() => ({
    tables: [...document.querySelectorAll('.vp-doc table')]
      .filter((table) => table.scrollWidth > table.clientWidth + 1)
      .map(
        (table) =>
          `${[...table.querySelectorAll('th')].map((th) => th.textContent).join(' | ')} ` +
          `(${table.scrollWidth} px in ${table.clientWidth})`
      ),
    page: document.documentElement.scrollWidth > document.documentElement.clientWidth + 1
  }))

const open = async (path) => {
  await page.goto(`${origin}${path}`)
  await page.locator('main h1, .VPHero .name').first().waitFor()
}

/** A screenshot of one element, without the navigation bar that stays at the top of the window over it. */
const shoot = async (locator, file) => {
  await page.addStyleTag({ content: '.VPNav, .VPLocalNav { visibility: hidden !important }' })
  await locator.scrollIntoViewIfNeeded()
  await locator.screenshot({ path: join(shots, file) })
}

/** Each inline SVG of `selector`: its rendered size, its accessible name and how many bars it has. */
const svgs = (selector) =>
  page.locator(`${selector} svg`).evaluateAll((found) =>
    found.map((svg) => {
      const box = svg.getBoundingClientRect()
      const labelled = (svg.getAttribute('aria-labelledby') ?? '').split(' ')
      return {
        width: box.width,
        height: box.height,
        name: labelled
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
          .trim(),
        bars: svg.querySelectorAll('rect.bar').length,
        barsDrawn: [...svg.querySelectorAll('rect.bar')].filter(
          (bar) => bar.getBoundingClientRect().width > 0
        ).length
      }
    })
  )

describe('the built site in Chromium', () => {
  // a test, not a before() hook: when it fails, the report counts it (and every test after it) as failed
  it('starts Chromium on the built site', async () => {
    if (!existsSync(browserPath))
      throw new Error(`no Chromium at ${browserPath} (set CHROMIUM, or install Debian's chromium package)`)
    mkdirSync(shots, { recursive: true })
    ;({ server: site, origin } = await serveSite())
    profile = mkdtempSync(join(tmpdir(), 'capsule-docs-smoke-'))
    browser = await chromium.launchPersistentContext(profile, {
      executablePath: browserPath,
      headless: true,
      args,
      viewport: { width: 1280, height: 800 }
    })
    page = browser.pages()[0] ?? (await browser.newPage())
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`))
    page.on('load', () => loads++)
  })

  after(async () => {
    await browser?.close()
    site?.close()
    if (profile) rmSync(profile, { recursive: true, force: true })
  })

  it('serves the site on 127.0.0.1 only', () => {
    assert.equal(site.address().address, '127.0.0.1')
  })

  it('home page: the hero, the logo and the favicon', async () => {
    await open('/')
    assert.match(await page.locator('.VPHero .name').innerText(), /Capsule/)
    const images = await page
      .locator('img')
      .evaluateAll((all) => all.map((img) => ({ src: img.getAttribute('src'), width: img.naturalWidth })))
    assert.ok(images.length >= 2, `the logo in the navigation bar and the hero: ${JSON.stringify(images)}`)
    assert.deepEqual(
      images.filter((image) => image.width === 0),
      [],
      'every image loaded'
    )
    const icon = await page.locator('link[rel="icon"]').getAttribute('href')
    const answer = await fetch(new URL(icon, origin))
    assert.equal(answer.status, 200, `the favicon ${icon}`)
    assert.match(answer.headers.get('content-type') ?? '', /svg/)
  })

  it('home page: no literal backtick in its text, a code sample, the install line', async () => {
    // the text a reader sees outside code blocks (a template literal in a code block may hold a backtick)
    const text = await page.evaluate(() => {
      const copy = document.querySelector('.VPContent').cloneNode(true)
      copy.querySelectorAll('pre').forEach((pre) => pre.remove())
      return copy.textContent
    })
    assert.ok(
      !text.includes('`'),
      `a backtick in: ${text.slice(Math.max(0, text.indexOf('`') - 60), text.indexOf('`') + 60)}`
    )
    assert.match(
      await page.locator('.vp-doc div[class*="language-ts"]').first().innerText(),
      /request\.body\.name/
    )
    assert.match(
      await page.locator('.vp-doc div[class*="language-sh"]').first().innerText(),
      /install @capsule\/server/
    )
  })

  it('home page: the headline chart has one bar per headline figure', async () => {
    const [chart] = await svgs('.bench-chart.headline')
    assert.ok(chart, 'the chart is on the page')
    assert.ok(chart.width > 300 && chart.height > 100, `its size: ${chart.width} × ${chart.height}`)
    assert.equal(chart.bars, figures.headline.bars)
    assert.equal(chart.barsDrawn, figures.headline.bars, 'every bar has a width')
    assert.match(chart.name, /Fastify/)
    const { tables, page: wide } = await overflow()
    assert.deepEqual(tables, [])
    assert.equal(wide, false, 'the page is not wider than the window')
    await page.screenshot({ path: join(shots, 'home.png'), fullPage: true })
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.reload()
    await shoot(page.locator('.bench-chart.headline'), 'home-chart-dark.png')
    await page.emulateMedia({ colorScheme: 'light' })
  })

  for (const [path, name, what] of [
    ['/guide/encapsulation', 'encapsulation', /root/],
    ['/guide/hooks', 'hooks', /onRequest/]
  ]) {
    it(`${path}: the diagram is drawn, named, and readable in both themes`, async () => {
      await open(path)
      const [diagram] = await svgs('.diagram')
      assert.ok(diagram, 'the diagram is on the page')
      assert.ok(diagram.width > 500 && diagram.height > 200, `its size: ${diagram.width} × ${diagram.height}`)
      assert.match(diagram.name, what, 'its title and description name what it shows')
      await shoot(page.locator('.diagram').first(), `${name}-light.png`)
      await page.emulateMedia({ colorScheme: 'dark' })
      await page.reload()
      await page.locator('.diagram').first().waitFor()
      assert.equal(await page.evaluate(() => document.documentElement.classList.contains('dark')), true)
      await shoot(page.locator('.diagram').first(), `${name}-dark.png`)
      await page.emulateMedia({ colorScheme: 'light' })
    })
  }

  it('/guide/performance: a chart per benchmark with one bar per ratio of RESULTS.md', async () => {
    await open('/guide/performance')
    assert.ok(drawn.length >= 7, `the page draws the benchmarks: ${drawn.join(', ')}`)
    const charts = await page
      .locator('.bench-figures')
      .evaluateAll((all) => all.map((figure) => figure.querySelectorAll('svg rect.bar').length))
    assert.deepEqual(
      charts,
      drawn.map((section) => figures.sections[section].charts.reduce((sum, chart) => sum + chart.bars, 0))
    )
    const all = await svgs('.bench-figures')
    assert.ok(
      all.every((chart) => chart.width > 300 && chart.barsDrawn === chart.bars),
      'every chart has a size and every bar a width'
    )
    for (const [index, section] of drawn.entries())
      await shoot(
        page.locator('.bench-figures').nth(index),
        `performance-${section.toLowerCase().replace(/\W+/g, '-')}.png`
      )
  })

  it('/guide/performance: no table wider than the page at 1280 px', async () => {
    await page.reload()
    const { tables, page: wide } = await overflow()
    assert.deepEqual(tables, [], 'tables whose content is cut or scrolls')
    assert.equal(wide, false, 'the page is not wider than the window')
    // the first benchmark as a reader meets it: its heading, the line that dates the run, the chart
    await page
      .locator('h2#throughput')
      .evaluate((heading) => window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 80))
    await page.screenshot({ path: join(shots, 'performance-throughput-in-page.png') })
  })

  it('/guide/performance on a phone: a wide table scrolls inside its box, the page does not', async () => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.reload()
    await page.locator('.bench-figures').first().waitFor()
    const { page: wide } = await overflow()
    assert.equal(wide, false, 'the page is not wider than the phone')
    await page
      .locator('.bench-chart')
      .first()
      .evaluate((chart) => chart.scrollIntoView({ block: 'start' }))
    await page.screenshot({ path: join(shots, 'performance-phone.png') })
    await page.setViewportSize({ width: 1280, height: 800 })
  })

  it('every guide page of the sidebar opens from its link, with no table wider than the page', async () => {
    await open('/')
    await page.getByRole('link', { name: 'Get started' }).first().click()
    await page.waitForURL('**/guide/getting-started')
    await page.locator('main h1', { hasText: 'Getting started' }).first().waitFor()
    const links = await page
      .locator('.VPSidebar a.link')
      .evaluateAll((anchors) =>
        anchors.map((a) => ({ text: a.textContent.trim(), href: a.getAttribute('href') }))
      )
    assert.ok(links.length >= 12, `the sidebar lists the guide: ${links.length} links`)
    const wide = []
    for (const link of links) {
      await page.locator(`.VPSidebar a.link[href="${link.href}"]`).first().click()
      await page.waitForURL(`**${link.href}`)
      // the page is rendered in place: wait for its title (each page's title is its sidebar entry)
      await page.locator('main h1', { hasText: link.text }).first().waitFor({ timeout: 10_000 })
      const { tables, page: tooWide } = await overflow()
      if (tables.length > 0 || tooWide)
        wide.push(`${link.href}: ${tooWide ? 'the page; ' : ''}${tables.join(', ')}`)
    }
    assert.deepEqual(wide, [], 'pages with a table wider than the page')
  })

  it('the navigation bar leads to the reference', async () => {
    await page.locator('.VPNavBar a', { hasText: 'Reference' }).first().click()
    await page.waitForURL('**/reference/')
    await page.locator('main h1', { hasText: 'Reference' }).first().waitFor()
  })

  it('the local search finds skipOverride and opens the first result', async () => {
    await page.locator('.VPNavBarSearch button').first().click()
    await page.locator('.VPLocalSearchBox input').fill('skipOverride')
    const result = page.locator('.VPLocalSearchBox .result').first()
    await result.waitFor()
    assert.ok((await page.locator('.VPLocalSearchBox .result').count()) > 0)
    await result.click()
    // the result opens in place (no page load): wait for its text
    await page.waitForFunction(
      () => document.querySelector('main')?.textContent.includes('skipOverride'),
      null,
      {
        timeout: 10_000
      }
    )
  })

  it('no script error on any page', () => {
    assert.ok(loads > 5, `pages loaded: ${loads}`)
    assert.deepEqual(errors, [])
  })
})
