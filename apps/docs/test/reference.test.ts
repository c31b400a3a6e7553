// The built site's reference and what it leaves out (the build makes .vitepress/dist and reference/ before this test
// runs): the packages' pages as scripts/packages.mjs lists them, `@capsule/core` split by concept, every `errorCodes`
// as a table rather than its type, no `module.exports` entry (the CommonJS entry's plumbing), and no page made of
// this package's README (notes for the site's maintainers).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { packages } from '../scripts/packages.mjs'

const docs = fileURLToPath(new URL('..', import.meta.url))
const dist = join(docs, '.vitepress/dist')
const reference = join(docs, 'reference')

const filesIn = (dir: string, extension: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => join(entry.parentPath, entry.name))

describe('the reference', () => {
  it('has a page per package, and one per concept for a package that lists concepts', () => {
    for (const pkg of packages) {
      if (pkg.pages === undefined) {
        expect(existsSync(join(dist, 'reference', `${pkg.dir}.html`)), pkg.name).toBe(true)
        continue
      }
      expect(existsSync(join(dist, 'reference', `${pkg.dir}.html`)), `${pkg.name} on one page`).toBe(false)
      for (const page of ['index', ...pkg.pages.map((concept) => concept.slug)])
        expect(existsSync(join(dist, 'reference', pkg.dir, `${page}.html`)), `${pkg.name}: ${page}`).toBe(
          true
        )
    }
  })

  it('shows every errorCodes export as a table of code, status and message', () => {
    const sections = filesIn(reference, '.md').flatMap((file) => {
      const section = /### errorCodes\n([\s\S]*?)(?=\n#{1,3} |$)/.exec(readFileSync(file, 'utf8'))
      return section === null ? [] : [{ file: relative(reference, file), text: section[1]! }]
    })
    expect(sections.map((section) => section.file)).toContain('core/errors.md')
    expect(sections.map((section) => section.file)).toContain('server.md')
    for (const { file, text } of sections) {
      expect(text, file).toContain('| code | status | message |')
      expect(text, file).not.toContain('CodedErrorClass<')
    }
    const server = sections.find((section) => section.file === 'server.md')!.text
    expect(server).toContain(
      "| <code>FST_<wbr>ERR_<wbr>DEC_<wbr>ALREADY_<wbr>PRESENT</code> | 500 | The decorator '{name}' has already been added! {remedy} |"
    )
  })

  it('leaves out the CommonJS entry’s module.exports', () => {
    const mentions = filesIn(join(dist, 'reference'), '.html').filter((file) =>
      readFileSync(file, 'utf8').includes('module.exports')
    )
    expect(mentions.map((file) => relative(dist, file))).toEqual([])
  })
})

describe('the site', () => {
  it('publishes no page of the maintainers’ README', () => {
    expect(filesIn(dist, '.html').filter((file) => /readme/i.test(file))).toEqual([])
  })
})
