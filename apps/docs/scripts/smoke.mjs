// The browser-level smoke test of the built site, run by hand (`pnpm --filter @capsule/docs smoke` after
// `pnpm docs:build`): serves .vitepress/dist with `vitepress preview` on 127.0.0.1, opens it in headless Chromium
// (playwright-core driving the system's browser: CHROMIUM, else /usr/bin/chromium, e.g. Debian's `chromium` package),
// follows the navigation from the home page through every guide page of the sidebar, and uses the local search.
// Exits non-zero on the first thing that does not work. CI machines have no browser, so CI does not run it.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'

const docs = fileURLToPath(new URL('..', import.meta.url))
const browserPath = process.env.CHROMIUM ?? '/usr/bin/chromium'
if (!existsSync(`${docs}.vitepress/dist/index.html`)) throw new Error('build the site first: pnpm docs:build')
if (!existsSync(browserPath))
  throw new Error(`no Chromium at ${browserPath} (set CHROMIUM, or install Debian's chromium package)`)

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address()
    probe.close(() => resolve(free))
  })
})
// the vitepress command this package installed (its bin is not among the package's exports)
const preview = spawn(
  process.execPath,
  [
    `${docs}node_modules/vitepress/bin/vitepress.js`,
    'preview',
    '--host',
    '127.0.0.1',
    '--port',
    String(port)
  ],
  { cwd: docs, stdio: 'ignore' }
)
const origin = `http://127.0.0.1:${port}`
const browser = await chromium.launch({ executablePath: browserPath, args: ['--no-sandbox'] })
const checks = []
const check = (what, ok) => {
  checks.push(`${ok ? 'ok  ' : 'FAIL'} ${what}`)
  if (!ok) throw new Error(what)
}

try {
  for (let attempt = 0; ; attempt++) {
    try {
      await fetch(origin)
      break
    } catch (error) {
      if (attempt > 100) throw error
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  const page = await browser.newPage()
  const errors = []
  page.on('pageerror', (error) => errors.push(error.message))

  await page.goto(origin)
  check('the home page shows the hero', (await page.locator('.VPHero .name').innerText()).includes('Capsule'))
  await page.getByRole('link', { name: 'Get started' }).first().click()
  await page.waitForURL('**/guide/getting-started')
  check(
    '"Get started" leads to Getting started',
    await page
      .locator('main h1', { hasText: 'Getting started' })
      .first()
      .waitFor()
      .then(
        () => true,
        () => false
      )
  )

  // every guide page of the sidebar, by clicking its link
  const links = await page
    .locator('.VPSidebar a.link')
    .evaluateAll((anchors) =>
      anchors.map((a) => ({ text: a.textContent.trim(), href: a.getAttribute('href') }))
    )
  check('the sidebar lists the guide', links.length >= 12)
  for (const link of links) {
    await page.locator(`.VPSidebar a.link[href="${link.href}"]`).first().click()
    await page.waitForURL(`**${link.href}`)
    // the page is rendered in place: wait for its title (each page's title is its sidebar entry)
    const heading = page.locator('main h1', { hasText: link.text }).first()
    const shown = await heading.waitFor({ timeout: 10_000 }).then(
      () => true,
      () => false
    )
    check(`sidebar "${link.text}" opens its page (${link.href})`, shown)
  }

  // the navigation bar reaches the reference
  await page.locator('.VPNavBar a', { hasText: 'Reference' }).first().click()
  await page.waitForURL('**/reference/')
  check(
    'the navigation bar leads to the reference',
    await page
      .locator('main h1', { hasText: 'Reference' })
      .first()
      .waitFor()
      .then(
        () => true,
        () => false
      )
  )

  // local search: open it, type, follow the first result
  await page.locator('.VPNavBarSearch button').first().click()
  const input = page.locator('.VPLocalSearchBox input')
  await input.fill('skipOverride')
  const result = page.locator('.VPLocalSearchBox .result').first()
  await result.waitFor()
  const results = await page.locator('.VPLocalSearchBox .result').count()
  check(`search for "skipOverride" finds ${results} results`, results > 0)
  await result.click()
  await page.waitForLoadState()
  check(
    `the first result opens ${new URL(page.url()).pathname}`,
    (await page.locator('main').innerText()).includes('skipOverride')
  )
  check('no script error on any page', errors.length === 0)
} finally {
  console.log(checks.join('\n'))
  await browser.close()
  preview.kill('SIGTERM')
}
