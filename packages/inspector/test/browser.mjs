// The inspector's page in a real browser (`pnpm --filter @capsule/inspector browser` after `pnpm build`; CI runs it
// after the tests). The unit tests read the page's JSON through inject(); only a browser runs the page's script,
// lays out its style and shows what a developer sees. Starts test/fixtures/browser-app.mjs on 127.0.0.1, opens
// /_capsule in headless Chromium (playwright-core driving the system's browser: CHROMIUM, else /usr/bin/chromium,
// Debian's `chromium` package: playwright's own browser download cannot run here), and checks:
//   - the page loads with no console error and no script error, the tree with the root open and `api` closed;
//   - opening `api` lists its routes, and a route's button explains it: its hooks in the order they run, each with
//     the fixture's file and line (found by searching the fixture's text);
//   - requests sent over real sockets become waterfall rows within a few seconds (the page polls every second),
//     their bars named after the onRequest hook, the preHandler hook and the handler; a 404 and a 500 row;
//   - a row opens its detail table; the value of an authorization header and of a cookie never reaches the page;
//   - a 390 px wide window does not scroll the page sideways;
//   - screenshots of the tree, the explanation and the requests in .test-results/screenshots/ (SCREENSHOTS=dir to
//     put them elsewhere; apps/docs' `screenshots:inspector` refreshes the docs' copies): look at them.
// It is a node:test file, not a *.test.ts file, so Vitest leaves it alone: `pnpm browser` writes its TAP report to
// .test-results/browser.tap, which the CI summary counts.
// the functions given to evaluate() run in the page, where `document` is
/* global document */
import assert from 'node:assert/strict'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, describe, it } from 'node:test'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { startApp } from './fixtures/browser-app.mjs'

const inspectorPackage = fileURLToPath(new URL('..', import.meta.url))
const browserPath = process.env.CHROMIUM ?? '/usr/bin/chromium'
const shots = process.env.SCREENSHOTS ?? join(inspectorPackage, '.test-results', 'screenshots')
const fixtureFile = 'browser-app.mjs'
const fixture = readFileSync(new URL(`./fixtures/${fixtureFile}`, import.meta.url), 'utf8').split('\n')
/** The 1-based line of the fixture that holds `text` (one line only, so the test cannot check the wrong one). */
const lineOf = (text) => {
  const lines = fixture.flatMap((line, index) => (line.includes(text) ? [index + 1] : []))
  assert.equal(lines.length, 1, `one line of the fixture holds ${text}: ${lines.join(', ')}`)
  return lines[0]
}
/** How the page writes a place in the fixture: `file:line:column`, the path relative to the working directory. */
const at = (text) => new RegExp(`${fixtureFile.replace('.', '\\.')}:${lineOf(text)}:\\d+`)
const places = {
  authenticate: at("addHook('onRequest', async function authenticate"),
  loadUser: at("addHook('preHandler', function loadUser"),
  createUser: at('api.post('),
  boom: at("api.get('/boom'")
}
// the value of the authorization header and of the cookie: the page must never show it
const secret = 'secret-token'
// the order the lifecycle runs its hooks in
const lifecycle = [
  'onRequest',
  'preParsing',
  'preValidation',
  'preHandler',
  'preSerialization',
  'onSend',
  'onResponse'
]

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
// the page polls every second: a row is there within a few seconds of its request
const soon = { timeout: 5_000 }

/** @type {import('playwright-core').BrowserContext} */
let browser
/** @type {import('playwright-core').Page} */
let page
let app
let origin = ''
let profile = ''
const errors = []
// the text of every response the page received (its script's JSON): checked for the secret too
const received = []

/** The waterfall's row of the request whose URL is exactly `url` (the newest, when several). */
const row = (url) =>
  page
    .locator('#waterfall .request', { has: page.locator('.url', { hasText: new RegExp(`^${url}$`) }) })
    .first()

/** The `title` of each bar of a row: what ran, how long, where it was added. */
const bars = (locator) => locator.locator('.track .seg').evaluateAll((all) => all.map((seg) => seg.title))

/** Whether the page is wider than the window (it scrolls sideways). */
const pageScrollsSideways = () =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1)

describe('the inspector page in Chromium', () => {
  // a test, not a before() hook: when it fails, the report counts it (and every test after it) as failed
  it('starts the application and Chromium on its inspector page', async () => {
    if (!existsSync(browserPath))
      throw new Error(`no Chromium at ${browserPath} (set CHROMIUM, or install Debian's chromium package)`)
    mkdirSync(shots, { recursive: true })
    ;({ app, origin } = await startApp())
    profile = mkdtempSync(join(tmpdir(), 'capsule-inspector-browser-'))
    browser = await chromium.launchPersistentContext(profile, {
      executablePath: browserPath,
      headless: true,
      args,
      viewport: { width: 1280, height: 900 }
    })
    page = browser.pages()[0] ?? (await browser.newPage())
    page.on('pageerror', (error) => errors.push(`script error: ${error.message}`))
    page.on('console', (message) => {
      if (message.type() === 'error')
        errors.push(`console error: ${message.text()} (${message.location().url})`)
    })
    page.on('response', (response) =>
      received.push(
        response.text().then(
          (text) => ({ url: response.url(), text }),
          () => ({ url: response.url(), text: '' })
        )
      )
    )
    await page.goto(`${origin}/_capsule`)
  })

  after(async () => {
    await browser?.close()
    await app?.close()
    if (profile) rmSync(profile, { recursive: true, force: true })
  })

  it('the application listens on 127.0.0.1 only', () => {
    assert.equal(app.server.address().address, '127.0.0.1')
  })

  it('shows the tree: the root context open, api closed', async () => {
    await page.locator('#tree details.context').first().waitFor()
    assert.match(await page.locator('#summary').innerText(), /^\d+ contexts, \d+ routes\./)
    const root = page.locator('#tree > details.context')
    assert.equal(await root.getAttribute('data-path'), 'root')
    assert.equal(await root.evaluate((details) => details.open), true, 'the root is open')
    const api = page.locator('details.context[data-path="root > api"]')
    assert.equal(await api.evaluate((details) => details.open), false, 'api is closed')
    // its routes as the box lists them: not the HEAD routes Capsule adds for each GET
    assert.match(
      await api.locator(':scope > summary').innerText(),
      /^api \/api 3 routes · 1 hooks · 0 decorators /
    )
    assert.equal(await api.locator('button.route').first().isVisible(), false, "a closed context's routes")
    // the root shows what the application declared in it: the decorator and the skip-override plugin's hook
    const rootText = await root.locator(':scope > .group').allInnerTexts()
    assert.match(rootText.join('\n'), /onRequest: authenticate/)
    assert.match(rootText.join('\n'), /\bdb\b/)
    assert.match(await root.locator(':scope > .merged').innerText(), /auth/)
  })

  it('opening api (its summary) shows its routes', async () => {
    const api = page.locator('details.context[data-path="root > api"]')
    await api.locator(':scope > summary').click()
    assert.equal(await api.evaluate((details) => details.open), true)
    const routes = await api
      .locator('button.route')
      .evaluateAll((buttons) => buttons.map((b) => `${b.dataset.method} ${b.dataset.url}`))
    assert.deepEqual(routes, ['POST /api/users/:id', 'GET /api/users/:id', 'GET /api/boom'])
    for (const button of await api.locator('button.route').all()) assert.equal(await button.isVisible(), true)
    assert.match(
      await api.locator('button.route[data-method="POST"]').locator('xpath=..').innerText(),
      places.createUser
    )
    await page.locator('#contexts').screenshot({ path: join(shots, 'inspector-tree.png') })
  })

  it("a route's button explains it: its hooks in the order they run, each with its source", async () => {
    await page.locator('button.route[data-method="POST"][data-url="/api/users/:id"]').click()
    const explained = page.locator('#explanation .explained')
    await explained.waitFor()
    assert.equal(await explained.locator('h3').innerText(), 'POST /api/users/:id → route POST /api/users/:id')
    assert.equal(await page.locator('#explain-form [name="method"]').inputValue(), 'POST')
    assert.equal(await page.locator('#explain-form [name="url"]').inputValue(), '/api/users/:id')
    const phases = await explained.locator('ol.phases > li').evaluateAll((items) =>
      items.map((item) => ({
        phase: item.querySelector('strong').textContent,
        hooks: [...item.querySelectorAll('li')].map((hook) => ({
          name: hook.querySelector('code').textContent,
          source: hook.querySelector('.src').textContent
        }))
      }))
    )
    const listed = phases.map((p) => p.phase)
    assert.deepEqual(
      listed,
      lifecycle.filter((phase) => listed.includes(phase)),
      'the phases in the order they run'
    )
    // the application's hooks, in their phases, after the inspector's own (registered first)
    const application = phases.flatMap((p) =>
      p.hooks
        .filter((hook) => !hook.name.startsWith('inspector'))
        .map((hook) => ({ phase: p.phase, ...hook }))
    )
    assert.deepEqual(
      application.map((hook) => `${hook.phase} ${hook.name}`),
      ['onRequest authenticate', 'preHandler loadUser']
    )
    assert.match(application[0].source, /^root · /)
    assert.match(application[0].source, places.authenticate)
    assert.match(application[1].source, /^root > api · /)
    assert.match(application[1].source, places.loadUser)
    const onRequest = phases.find((p) => p.phase === 'onRequest').hooks.map((hook) => hook.name)
    assert.deepEqual(
      onRequest,
      ['inspectorOnRequest', 'authenticate'],
      'the inspector, registered first, runs first'
    )
    // the inspector's own hooks are hidden until asked for: a phase with none of the application's is not shown
    const shown = () =>
      explained.locator('ol.phases > li').evaluateAll((items) =>
        items
          .filter((item) => item.checkVisibility())
          .map((item) =>
            [...item.querySelectorAll('li')]
              .filter((hook) => hook.checkVisibility())
              .map(
                (hook) =>
                  `${item.querySelector('strong').textContent} ${hook.querySelector('code').textContent}`
              )
          )
          .flat()
      )
    assert.deepEqual(await shown(), ['onRequest authenticate', 'preHandler loadUser'])
    await page.locator('#show-own').check()
    assert.deepEqual((await shown()).slice(0, 2), ['onRequest inspectorOnRequest', 'onRequest authenticate'])
    assert.ok((await shown()).includes('onSend inspectorOnSend'))
    await page.locator('#show-own').uncheck()
    assert.match(await explained.locator(':scope > p.src').innerText(), places.createUser)
    // the two compilers, each named after what it compiles (both are the default one)
    assert.match(await explained.innerText(), /validator: default root · .*\n.*serializer: default root · /)
    await page.locator('#explain').screenshot({ path: join(shots, 'inspector-explain.png') })
  })

  it('requests sent to the application become waterfall rows with their hooks and handler', async () => {
    const sent = await Promise.all([
      fetch(`${origin}/api/users/7`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${secret}`,
          cookie: `session=${secret}`
        },
        body: JSON.stringify({ name: 'Ada' })
      }),
      fetch(`${origin}/api/users/7`),
      fetch(`${origin}/nope`),
      fetch(`${origin}/api/boom`)
    ])
    assert.deepEqual(
      await Promise.all(sent.map(async (response) => (await response.arrayBuffer(), response.status))),
      [200, 200, 404, 500]
    )
    const created = page.locator('#waterfall .request', {
      has: page.locator('.method', { hasText: /^POST$/ })
    })
    await created.waitFor(soon)
    for (const url of ['/api/users/7', '/nope', '/api/boom']) await row(url).waitFor(soon)
    assert.equal(await page.locator('#no-requests').count(), 0, 'the "no request yet" line is gone')
    // the requests sent, and none of the page's own (its JSON, its script, a favicon the browser asks for)
    assert.deepEqual(
      (
        await page
          .locator('#waterfall .request')
          .evaluateAll((rows) =>
            rows.map(
              (r) => `${r.querySelector('.method').textContent} ${r.querySelector('.url').textContent}`
            )
          )
      ).sort(),
      ['GET /api/boom', 'GET /api/users/7', 'GET /nope', 'POST /api/users/7']
    )

    assert.equal(await created.locator('.status').innerText(), '200')
    const titles = await bars(created)
    const bar = (start, place) => titles.find((title) => title.startsWith(start) && place.test(title))
    assert.ok(
      bar('onRequest authenticate ', places.authenticate),
      `the onRequest hook's bar: ${titles.join(' | ')}`
    )
    assert.ok(
      bar('preHandler loadUser ', places.loadUser),
      `the preHandler hook's bar: ${titles.join(' | ')}`
    )
    assert.ok(bar('handler createUser ', places.createUser), `the handler's bar: ${titles.join(' | ')}`)
    // every bar lies within the track
    const boxes = await created
      .locator('.track, .track .seg')
      .evaluateAll((all) =>
        all.map((node) => node.getBoundingClientRect()).map((box) => ({ left: box.left, right: box.right }))
      )
    const [track, ...segments] = boxes
    assert.ok(
      segments.every((box) => box.left >= track.left - 0.5 && box.right <= track.right + 0.5),
      JSON.stringify(boxes)
    )

    const missing = row('/nope')
    assert.equal(await missing.locator('.status').innerText(), '404')
    assert.match(await missing.getAttribute('class'), /\bstatus-4xx\b/)
    assert.ok((await bars(missing)).some((title) => title.startsWith('not-found handler ')))

    const failed = row('/api/boom')
    assert.equal(await failed.locator('.status').innerText(), '500')
    assert.match(await failed.getAttribute('class'), /\bstatus-5xx\b/)
    assert.ok(
      (await bars(failed)).some(
        (title) =>
          title.startsWith('handler boom ') &&
          places.boom.test(title) &&
          /failed: database unreachable/.test(title)
      ),
      (await bars(failed)).join(' | ')
    )
  })

  it('a row opens its detail; authorization and cookie values never reach the page', async () => {
    // the 500 first, then the POST: the detail shows the row clicked last
    await row('/api/boom').click()
    const detail = page.locator('#request-detail')
    await detail.locator('h3', { hasText: 'GET /api/boom → 500' }).waitFor()
    assert.match(await detail.locator('tbody').innerText(), /failed: database unreachable/)
    // a GET has no body: its detail leaves the part out, and writes no "null" in its place
    assert.doesNotMatch(await detail.innerText(), /\bnull\b/)
    assert.match(await detail.innerText(), /Response payload\n+\{"statusCode":500,/)

    await page.locator('#waterfall .request', { has: page.locator('.method', { hasText: /^POST$/ }) }).click()
    await detail.locator('h3', { hasText: 'POST /api/users/7 → 200' }).waitFor()
    assert.deepEqual(await detail.locator('thead th').allInnerTexts(), ['at', 'took', 'what', 'where'])
    const cells = await detail
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)))
    assert.deepEqual(
      cells.filter((cells) => cells[0].startsWith('-')),
      [],
      'nothing starts before the request arrived'
    )
    const what = cells.map((cells) => cells[2])
    assert.ok(what.includes('onRequest authenticate'), what.join(' | '))
    assert.ok(what.includes('preHandler loadUser'), what.join(' | '))
    assert.ok(what.includes('handler createUser'), what.join(' | '))
    assert.match(cells.find((cells) => cells[2] === 'preHandler loadUser')[3], places.loadUser)
    const headers = Object.fromEntries(
      await detail
        .locator('dl.headers dt')
        .evaluateAll((names) => names.map((dt) => [dt.textContent, dt.nextElementSibling.textContent]))
    )
    assert.equal(headers.authorization, '[hidden]')
    assert.equal(headers.cookie, '[hidden]')
    assert.equal(headers['content-type'], 'application/json', 'headerValues: true shows the other values')
    assert.match(await detail.innerText(), /\{"name":"Ada"\}/)

    const html = await page.content()
    assert.ok(!html.includes(secret), 'the page (its text and attributes) never holds the secret')
    const responses = await Promise.all(received)
    assert.deepEqual(
      responses.filter((response) => response.text.includes(secret)).map((response) => response.url),
      [],
      'no response the page received holds the secret'
    )
    await page.locator('#requests').screenshot({ path: join(shots, 'inspector-waterfall.png') })
  })

  it('a 390 px wide window does not scroll the page sideways', async () => {
    assert.equal(await pageScrollsSideways(), false, 'at 1280 px')
    await page.setViewportSize({ width: 390, height: 844 })
    assert.equal(await pageScrollsSideways(), false, 'at 390 px, with an explanation and a detail open')
    // the widest detail: the 500's payload, one line of JSON wider than the phone, scrolls inside its own box
    await row('/api/boom').click()
    const payload = page.locator('#request-detail pre').last()
    await payload.waitFor()
    assert.equal(await pageScrollsSideways(), false, "at 390 px, with the 500's detail open")
    assert.ok(
      await payload.evaluate((pre) => pre.scrollWidth > pre.clientWidth),
      'the payload scrolls in its box'
    )
    // the waterfall's bars keep a width of their own
    const track = await page
      .locator('#waterfall .request .track')
      .first()
      .evaluate((node) => node.getBoundingClientRect().width)
    assert.ok(track > 200, `the track is ${track} px wide`)
    await page.reload()
    await row('/api/boom').waitFor(soon)
    assert.equal(await pageScrollsSideways(), false, 'at 390 px, as the page opens')
    await page.setViewportSize({ width: 1280, height: 900 })
  })

  it('no console error and no script error', () => {
    assert.deepEqual(errors, [])
  })
})
