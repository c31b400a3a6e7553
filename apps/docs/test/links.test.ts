// The link checker over the built site (.vitepress/dist, which `build` makes before this test runs): every link and
// asset a page points to on the site exists, anchors included. Links to other sites are listed, not fetched (CI has no
// network beyond the package registry).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, posix, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const dist = fileURLToPath(new URL('../.vitepress/dist', import.meta.url))

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? htmlFiles(join(dir, entry.name))
      : entry.name.endsWith('.html')
        ? [join(dir, entry.name)]
        : []
  )
}

// the file a site path is served from (cleanUrls: /guide/x is guide/x.html, /reference/ is reference/index.html)
function fileFor(path: string): string | undefined {
  const clean = decodeURIComponent(path).replace(/^\//, '')
  const candidates =
    clean === '' || clean.endsWith('/')
      ? [join(dist, clean, 'index.html')]
      : [join(dist, clean), join(dist, `${clean}.html`)]
  return candidates.find((file) => existsSync(file))
}

const ids = new Map<string, Set<string>>()
function idsOf(file: string): Set<string> {
  let found = ids.get(file)
  if (found === undefined) {
    found = new Set([...readFileSync(file, 'utf8').matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!))
    ids.set(file, found)
  }
  return found
}

describe('the built site', () => {
  it('exists (pnpm docs:build)', () => {
    expect(existsSync(join(dist, 'index.html')), 'run `pnpm docs:build` first').toBe(true)
  })

  const pages = existsSync(dist) ? htmlFiles(dist) : []
  it('has every page of the guide, the migration guide and the reference', () => {
    const paths = pages.map((file) => relative(dist, file))
    for (const page of [
      'index.html',
      'guide/getting-started.html',
      'migration.html',
      'reference/index.html',
      'reference/server.html'
    ])
      expect(paths).toContain(page)
  })

  it('links only to pages, anchors and assets that exist', () => {
    const broken: string[] = []
    for (const file of pages) {
      const html = readFileSync(file, 'utf8')
      const here = `/${relative(dist, file)
        .replace(/\\/g, '/')
        .replace(/(index)?\.html$/, '')}`
      for (const [, attribute, value] of html.matchAll(/\s(href|src)="([^"]*)"/g)) {
        const target = value!.replace(/&amp;/g, '&')
        if (/^(https?:|mailto:|data:|javascript:)/.test(target) || target.startsWith('//')) continue
        const [path = '', anchor] = target.split('#')
        const absolute =
          path === ''
            ? here
            : path.startsWith('/')
              ? path
              : posix.resolve(posix.dirname(here.endsWith('/') ? `${here}x` : here), path)
        const targetFile = fileFor(absolute.split('?')[0]!)
        if (targetFile === undefined)
          broken.push(`${relative(dist, file)}: ${attribute} ${target} (no such file)`)
        else if (
          anchor !== undefined &&
          anchor !== '' &&
          targetFile.endsWith('.html') &&
          !idsOf(targetFile).has(decodeURIComponent(anchor))
        )
          broken.push(`${relative(dist, file)}: ${target} (no #${anchor} there)`)
      }
    }
    expect(broken).toEqual([])
  })
})
