// The freshness check of RESULTS.md (src/freshness.mjs) and the provenance it reads (src/provenance.mjs), against
// throwaway git repositories laid out like this one: a section measured at the commit checked out passes; a change
// to a package's sources after it, a dirty measured tree, a missing or unknown commit and a shallow clone fail, each
// with a message naming the section and what to run; an allowance covers known changes, and only those.
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { checkFreshness, parseAllowances, parseResults } from '../src/freshness.mjs'
import { formatProvenance, parseProvenance, treeState } from '../src/provenance.mjs'
import { writeResults } from '../src/results.mjs'

const dirs = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'capsule-freshness-'))
  dirs.push(dir)
  return dir
}

const run = (cwd, ...args) =>
  execFileSync('git', ['-c', 'user.name=Bench', '-c', 'user.email=bench@example.com', ...args], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe']
  }).trim()

function write(root, path, text) {
  mkdirSync(dirname(join(root, path)), { recursive: true })
  writeFileSync(join(root, path), text)
}

/** A repository with one package's sources, a unit test beside them and a README; returns its path. */
function repository() {
  const root = tempDir()
  run(root, 'init', '-q', '-b', 'main')
  write(root, 'packages/core/src/reply.ts', 'export const reply = 1\n')
  write(root, 'packages/core/src/reply.test.ts', 'test\n')
  write(root, 'packages/core/README.md', '# core\n')
  write(root, 'apps/bench/src/bench.mjs', '// bench\n')
  commit(root, 'initial')
  return root
}

function commit(root, message) {
  run(root, 'add', '-A')
  run(root, 'commit', '-q', '-m', message)
  return run(root, 'rev-parse', 'HEAD')
}

/** A RESULTS.md text with one section per `[title, provenance line or null]`. */
const results = (...sections) =>
  '# Benchmark results\n\n' +
  sections
    .map(
      ([title, provenance]) =>
        `## ${title}\n\n2026-11-28T00:00:00.000Z · AMD EPYC ×2 · Node v20.20.2 · rounds 5\n\n` +
        (provenance ? `${provenance}\n\n` : '') +
        '| route | req/s |\n| --- | --- |\n| GET / | 1 |\n'
    )
    .join('\n')

const clean = (commit) => `commit ${commit} · tree clean`

describe('checkFreshness', () => {
  it('passes a section measured at the commit checked out', () => {
    const root = repository()
    const head = run(root, 'rev-parse', 'HEAD')
    const report = checkFreshness({ results: results(['Throughput (pnpm bench)', clean(head)]), cwd: root })
    expect(report.problems).toEqual([])
    expect(report.sections).toMatchObject([{ command: 'bench', stale: [], allowedBy: null }])
  })

  it('ignores changes to unit tests, READMEs and the benchmarks after the commit', () => {
    const root = repository()
    const measured = run(root, 'rev-parse', 'HEAD')
    write(root, 'packages/core/src/reply.test.ts', 'changed\n')
    write(root, 'packages/core/README.md', '# changed\n')
    write(root, 'apps/bench/src/bench.mjs', '// changed\n')
    commit(root, 'docs and tests')
    const report = checkFreshness({
      results: results(['Startup (pnpm bench:startup)', clean(measured)]),
      cwd: root
    })
    expect(report.problems).toEqual([])
  })

  it("fails a section when a package's sources changed in a later commit, naming the file, commit and command", () => {
    const root = repository()
    const measured = run(root, 'rev-parse', 'HEAD')
    write(root, 'packages/core/src/reply.ts', 'export const reply = 2\n')
    commit(root, 'perf(core): a faster reply')
    const report = checkFreshness({
      results: results(['Throughput (pnpm bench)', clean(measured)], ['Startup (pnpm bench:startup)', null]),
      cwd: root
    })
    expect(report.problems).toHaveLength(2)
    expect(report.problems[0]).toContain('"Throughput (pnpm bench)"')
    expect(report.problems[0]).toContain('packages/core/src/reply.ts')
    expect(report.problems[0]).toContain('perf(core): a faster reply')
    expect(report.problems[0]).toContain('re-measure with `pnpm bench`')
    expect(report.problems[1]).toContain('"Startup (pnpm bench:startup)" records no commit')
    expect(report.problems[1]).toContain('`pnpm bench:startup`')
  })

  it("counts the inspector's sources for bench:inspector only, the one benchmark that loads it", () => {
    const root = repository()
    write(root, 'packages/inspector/src/recorder.ts', 'export const recorder = 1\n')
    const measured = commit(root, 'feat(inspector): a recorder')
    write(root, 'packages/inspector/src/recorder.ts', 'export const recorder = 2\n')
    commit(root, 'perf(inspector): a faster recorder')
    const report = checkFreshness({
      results: results(
        ['Throughput (pnpm bench)', clean(measured)],
        ['Inspector cost (pnpm bench:inspector)', clean(measured)]
      ),
      cwd: root
    })
    expect(report.problems).toHaveLength(1)
    expect(report.problems[0]).toContain('"Inspector cost (pnpm bench:inspector)"')
    expect(report.problems[0]).toContain('packages/inspector/src/recorder.ts')
    expect(report.problems[0]).toContain('perf(inspector): a faster recorder')
  })

  it('fails a section when the working tree has uncommitted or new sources, checked from any directory', () => {
    const root = repository()
    const measured = run(root, 'rev-parse', 'HEAD')
    const text = results(['Throughput (pnpm bench)', clean(measured)])
    // the docs' test checks from apps/bench
    const bench = join(root, 'apps/bench')
    expect(checkFreshness({ results: text, cwd: bench }).problems).toEqual([])
    write(root, 'packages/core/src/new.ts', 'export {}\n')
    expect(checkFreshness({ results: text, cwd: bench }).problems[0]).toContain('packages/core/src/new.ts')
    rmSync(join(root, 'packages/core/src/new.ts'))
    write(root, 'packages/core/src/reply.ts', 'export const reply = 3\n')
    expect(checkFreshness({ results: text, cwd: bench }).problems[0]).toContain('packages/core/src/reply.ts')
  })

  it('fails a section measured on a dirty tree, even with an allowance', () => {
    const root = repository()
    const head = run(root, 'rev-parse', 'HEAD')
    const dirty = formatProvenance({ commit: head, dirty: ['packages/core/src/reply.ts'] })
    const report = checkFreshness({
      results: results(['Memory under load (pnpm bench:rss)', dirty]),
      allowed: `bench:rss | through ${head} | known to be stale until the next run`,
      cwd: root
    })
    expect(report.problems).toEqual([
      '"Memory under load (pnpm bench:rss)" was measured on a dirty tree (packages/core/src/reply.ts); commit first: re-measure with `pnpm bench:rss`'
    ])
  })

  it('fails a section whose commit is not in the repository', () => {
    const root = repository()
    const report = checkFreshness({
      results: results(['Soak (pnpm soak)', clean('f'.repeat(40))]),
      cwd: root
    })
    expect(report.problems).toHaveLength(1)
    expect(report.problems[0]).toContain(`commit ${'f'.repeat(40)} is not in this repository's history`)
  })

  it('fails loudly in a shallow clone that lacks the commit, saying how to fetch it', () => {
    const origin = repository()
    const measured = run(origin, 'rev-parse', 'HEAD')
    write(origin, 'apps/bench/src/bench.mjs', '// later\n')
    commit(origin, 'later')
    const clone = tempDir()
    run(clone, 'clone', '-q', '--depth', '1', `file://${origin}`, '.')
    const report = checkFreshness({
      results: results(['Throughput (pnpm bench)', clean(measured)]),
      cwd: clone
    })
    expect(report.problems).toHaveLength(1)
    expect(report.problems[0]).toContain('is not in this clone, which is shallow')
    expect(report.problems[0]).toContain('git fetch --unshallow')
  })

  it('fails outside a git checkout instead of passing', () => {
    const report = checkFreshness({ results: results(['Throughput (pnpm bench)', null]), cwd: tempDir() })
    expect(report.problems).toHaveLength(1)
    expect(report.problems[0]).toMatch(/^cannot check the figures' freshness: .* is not a git checkout/)
  })

  it('lets an allowance cover the source changes up to its commit, and no later one', () => {
    const root = repository()
    const measured = run(root, 'rev-parse', 'HEAD')
    write(root, 'packages/core/src/reply.ts', 'export const reply = 2\n')
    const through = commit(root, 'perf(core): a faster reply')
    const text = results([
      'Throughput (pnpm bench)',
      formatProvenance({ commit: measured, dirty: [], note: 'recorded afterwards' })
    ])
    const allowed = `# comment\nbench | through ${through} | re-measured at the end of the issue\n`
    const covered = checkFreshness({ results: text, allowed, cwd: join(root, 'apps/bench') })
    expect(covered.problems).toEqual([])
    expect(covered.sections[0].stale).toHaveLength(2)
    expect(covered.sections[0].allowedBy).toMatchObject({ command: 'bench', line: 2 })

    write(root, 'packages/core/src/reply.ts', 'export const reply = 4\n')
    commit(root, 'fix(core): another change')
    const uncovered = checkFreshness({ results: text, allowed, cwd: join(root, 'apps/bench') })
    expect(uncovered.problems).toHaveLength(1)
    expect(uncovered.problems[0]).toContain('does not cover the later changes to packages/core/src/reply.ts')
    expect(uncovered.problems[0]).toContain('`pnpm bench`')
  })

  it('fails an allowance that is not needed, unjustified, malformed or names no section', () => {
    const root = repository()
    const head = run(root, 'rev-parse', 'HEAD')
    const report = checkFreshness({
      results: results(['Throughput (pnpm bench)', clean(head)]),
      allowed: [
        `bench | through ${head} | kept from an earlier run by mistake`,
        `bench:zod | through ${head} | ok`,
        'bench:rss through nothing'
      ].join('\n'),
      cwd: root
    })
    expect(report.problems).toEqual([
      'STALE-ALLOWED line 2 (bench:zod) does not say why the figures may stay stale',
      'STALE-ALLOWED line 3 is not "<command> | through <commit> | <why>": bench:rss through nothing',
      '"Throughput (pnpm bench)" is current: remove its line from apps/bench/STALE-ALLOWED (line 1)',
      'STALE-ALLOWED line 2 names "bench:zod", which no section of RESULTS.md is measured by'
    ])
  })
})

describe('treeState', () => {
  it('names the commit checked out and the uncommitted paths that matter', () => {
    const root = repository()
    const head = run(root, 'rev-parse', 'HEAD')
    expect(treeState(root)).toEqual({ commit: head, dirty: [] })
    // what a run of several benchmarks changes as it goes, and tests: not dirty
    write(root, 'apps/bench/RESULTS.md', '# changed\n')
    write(root, 'apps/bench/STALE-ALLOWED', '# changed\n')
    write(root, 'packages/core/src/reply.test.ts', 'changed\n')
    expect(treeState(join(root, 'apps/bench'))).toEqual({ commit: head, dirty: [] })
    write(root, 'packages/core/src/reply.ts', 'export const reply = 5\n')
    write(root, 'apps/bench/src/extra.mjs', '// new\n')
    write(root, 'pnpm-lock.yaml', 'lockfileVersion: 9\n')
    expect(treeState(root)).toEqual({
      commit: head,
      dirty: ['apps/bench/src/extra.mjs', 'packages/core/src/reply.ts', 'pnpm-lock.yaml']
    })
  })

  it('throws outside a git checkout: a figure whose code cannot be named is not written', () => {
    expect(() => treeState(tempDir())).toThrow(/cannot name the measured commit: .* is not a git checkout/)
  })
})

describe('the provenance line', () => {
  it('reads back what it writes', () => {
    const commit = 'a'.repeat(40)
    const many = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((name) => `packages/core/src/${name}.ts`)
    expect(formatProvenance({ commit, dirty: [] })).toBe(`commit ${commit} · tree clean`)
    expect(formatProvenance({ commit, dirty: many })).toBe(
      `commit ${commit} · tree dirty: ${many.slice(0, 5).join(', ')} (+2 more)`
    )
    expect(parseProvenance(formatProvenance({ commit, dirty: many }))).toEqual({
      commit,
      tree: 'dirty',
      detail: `${many.slice(0, 5).join(', ')} (+2 more)`
    })
    expect(parseProvenance(formatProvenance({ commit, dirty: [], note: 'from history' }))).toEqual({
      commit,
      tree: 'unknown',
      detail: 'from history'
    })
    expect(parseProvenance('2026-11-28T00:00:00.000Z · AMD EPYC ×2')).toBeNull()
  })
})

describe('writeResults', () => {
  it('writes the date line, the commit line and the table, and drops the section’s allowance only', () => {
    const dir = tempDir()
    const file = join(dir, 'RESULTS.md')
    writeFileSync(
      join(dir, 'STALE-ALLOWED'),
      '# allowances\nbench | through abcdef1 | reason one\nbench:rss | through abcdef1 | reason two\n'
    )
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    writeResults('Throughput (pnpm bench)', [{ route: 'GET /', 'req/s': 'a|b' }], { rounds: 1 }, file)
    writeResults('Startup (pnpm bench:startup)', [{ schemas: 'x', ms: 2 }], { rounds: 2 }, file)
    expect(log.mock.calls).toEqual([
      [`written to ${file} (section "Throughput (pnpm bench)")`],
      [`written to ${file} (section "Startup (pnpm bench:startup)")`]
    ])
    log.mockRestore()
    const [throughput, startup] = parseResults(readFileSync(file, 'utf8'))
    expect(throughput).toMatchObject({
      title: 'Throughput (pnpm bench)',
      command: 'bench',
      header: ['route', 'req/s'],
      rows: [{ route: 'GET /', 'req/s': 'a|b' }]
    })
    expect(throughput.settings).toMatch(/^\d{4}-\d\d-\d\dT.* · Node v\d+.* · rounds 1$/)
    // this repository's own commit: what the benchmark measured
    expect(throughput.provenance.commit).toBe(run(process.cwd(), 'rev-parse', 'HEAD'))
    expect(startup).toMatchObject({ command: 'bench:startup', rows: [{ schemas: 'x', ms: '2' }] })
    expect(readFileSync(join(dir, 'STALE-ALLOWED'), 'utf8')).toBe(
      '# allowances\nbench:rss | through abcdef1 | reason two\n'
    )
    expect(parseAllowances(readFileSync(join(dir, 'STALE-ALLOWED'), 'utf8')).entries).toHaveLength(1)
  })
})
