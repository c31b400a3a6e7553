// What a benchmark measured, as git knows it: the commit checked out and whether the working tree differed from it
// in anything the measured code is built from. Written under each section's date line in RESULTS.md (results.mjs),
// read back by the freshness check (freshness.mjs).
import { execFileSync } from 'node:child_process'

/**
 * The packages' sources, without their unit tests: the code every benchmark measures (its runtime code, and its
 * types for bench:types). A change here after a section's commit makes the section stale (freshness.mjs). The
 * inspector is left out: a plugin and a command line over applications, which only `bench:inspector` loads
 * (`sourcePathspecOf`).
 */
export const sourcePathspec = [
  ':(glob)packages/*/src/**',
  ':(exclude,glob)packages/*/src/**/*.test.ts',
  ':(exclude,glob)packages/*/src/**/*.test-d.ts',
  ':(exclude,glob)packages/inspector/src/**'
]

/** The benchmarks that load the inspector: their figures go stale with its sources too. */
const loadsInspector = new Set(['bench:inspector'])

/** The sources the section of the benchmark run by `pnpm <command>` measures. */
export function sourcePathspecOf(command) {
  return loadsInspector.has(command)
    ? sourcePathspec.filter((spec) => !spec.includes('packages/inspector/'))
    : sourcePathspec
}

/**
 * What a measured tree must not differ in from its commit ("dirty"): the packages (sources, manifests, build
 * configuration), the benchmarks themselves, the soak's subject (apps/example), the lockfile and the build script;
 * not tests, not markdown (READMEs, changelogs, RESULTS.md, which a run of several benchmarks rewrites as it goes),
 * not the allowance file.
 */
export const measuredPathspec = [
  'packages',
  'apps/bench',
  'apps/example',
  'pnpm-lock.yaml',
  'package.json',
  'tsconfig.base.json',
  'scripts/bundle.mjs',
  ':(exclude,glob)**/*.md',
  ':(exclude,glob)**/*.test.ts',
  ':(exclude,glob)**/*.test-d.ts',
  ':(exclude,glob)**/*.test.mjs',
  ':(exclude,glob)**/test/**',
  ':(exclude)apps/bench/STALE-ALLOWED'
]

/** Runs git in `cwd`; its stdout, or throws with git's stderr. */
export function git(cwd, args) {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
}

/**
 * The tree a benchmark runs on: `{ commit, dirty }`, `dirty` the paths of `measuredPathspec` with uncommitted
 * changes (staged, unstaged or untracked), sorted. Throws when `cwd` is not in a git checkout: a figure whose
 * code cannot be named is not published.
 */
export function treeState(cwd) {
  let commit
  try {
    commit = git(cwd, ['rev-parse', '--verify', 'HEAD']).trim()
  } catch (error) {
    throw new Error(
      `cannot name the measured commit: ${cwd} is not a git checkout with a commit (${String(error.stderr ?? error.message).trim()})`
    )
  }
  const top = git(cwd, ['rev-parse', '--show-toplevel']).trim()
  const status = git(top, ['status', '--porcelain', '--untracked-files=all', '--', ...measuredPathspec])
  const dirty = status
    .split('\n')
    .filter(Boolean)
    // "XY path" or "XY old -> new"
    .map((line) => line.slice(3).split(' -> ').pop())
    .sort()
  return { commit, dirty }
}

const SHOWN = 5

/** The line written under a section's date line: `commit <sha> · tree clean` or `... · tree dirty: <paths>`. */
export function formatProvenance({ commit, dirty, note }) {
  if (note) return `commit ${commit} · tree unknown: ${note}`
  if (dirty.length === 0) return `commit ${commit} · tree clean`
  const shown = dirty.slice(0, SHOWN).join(', ')
  return `commit ${commit} · tree dirty: ${shown}${dirty.length > SHOWN ? ` (+${dirty.length - SHOWN} more)` : ''}`
}

const LINE = /^commit ([0-9a-f]{40}) · tree (clean|dirty|unknown)(?:: (.*))?$/

/** `{ commit, tree: 'clean' | 'dirty' | 'unknown', detail }` from a provenance line, or null if it is not one. */
export function parseProvenance(line) {
  const match = LINE.exec(line.trim())
  if (!match) return null
  return { commit: match[1], tree: match[2], detail: match[3] ?? '' }
}
