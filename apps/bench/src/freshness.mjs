// Whether the figures of RESULTS.md still describe the code: each section names the commit it measured (the line
// under its date line, provenance.mjs); the section is stale when a package's sources (`sourcePathspecOf`) differ
// between that commit and the working tree, when the measured tree was dirty, or when the commit is missing. The
// docs' test (apps/docs/test/performance-freshness.test.ts) fails on a stale section, unless STALE-ALLOWED holds a
// justified allowance for it that still covers every source change (see README.md, "Figures that are current").
import { git, parseProvenance, sourcePathspecOf } from './provenance.mjs'

/**
 * The sections of a RESULTS.md text: `{ title, command, provenance, settings, header, rows }` each. `command` is
 * the pnpm script the title names ("Throughput (pnpm bench)" → "bench"); `provenance` is parseProvenance's result
 * or null; `settings` the date line; `header` and `rows` the table's column names and cells (strings).
 */
export function parseResults(text) {
  const sections = []
  const parts = text.split(/^## /m).slice(1)
  for (const part of parts) {
    const lines = part.split('\n')
    const title = lines[0].trim()
    const command = /\(pnpm ([\w:-]+)\)\s*$/.exec(title)?.[1] ?? null
    const body = lines.slice(1).filter((line) => line.trim() !== '')
    const prose = body.filter((line) => !line.startsWith('|'))
    const table = body.filter((line) => line.startsWith('|'))
    const provenance = prose.map(parseProvenance).find((p) => p !== null) ?? null
    const settings = prose.find((line) => parseProvenance(line) === null) ?? ''
    const cells = (line) =>
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim().replace(/\\\|/g, '|'))
    const header = table.length > 0 ? cells(table[0]) : []
    const rows = table.slice(2).map((line) => {
      const values = cells(line)
      return Object.fromEntries(header.map((column, i) => [column, values[i] ?? '']))
    })
    sections.push({ title, command, provenance, settings, header, rows })
  }
  return sections
}

/**
 * The allowances of a STALE-ALLOWED text: one per line, `<command> | through <commit> | <why>`; `#` starts a
 * comment line. Returns `{ entries: [{ command, through, why, line }], problems: [string] }`.
 */
export function parseAllowances(text) {
  const entries = []
  const problems = []
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim()
    if (line === '' || line.startsWith('#')) return
    const match = /^([\w:-]+)\s*\|\s*through ([0-9a-f]{7,40})\s*\|\s*(.*)$/.exec(line)
    if (!match) {
      problems.push(
        `STALE-ALLOWED line ${index + 1} is not "<command> | through <commit> | <why>": ${line.slice(0, 120)}`
      )
      return
    }
    const [, command, through, why] = match
    if (why.trim().length < 10)
      problems.push(
        `STALE-ALLOWED line ${index + 1} (${command}) does not say why the figures may stay stale`
      )
    entries.push({ command, through, why: why.trim(), line: index + 1 })
  })
  return { entries, problems }
}

/**
 * Paths of the sources `pnpm <command>` measures that differ between `commit` and the working tree (tracked or
 * new).
 */
function changedSources(cwd, commit, command) {
  const pathspec = sourcePathspecOf(command)
  const changed = git(cwd, ['diff', '--name-only', commit, '--', ...pathspec])
  const added = git(cwd, ['ls-files', '--others', '--exclude-standard', '--', ...pathspec])
  return [...new Set([...changed.split('\n'), ...added.split('\n')].filter(Boolean))].sort()
}

/** Why git cannot be asked about `commit`, `{ why, fix }` (null when it can): missing, or the clone is shallow. */
function missingCommit(cwd, commit) {
  try {
    git(cwd, ['cat-file', '-e', `${commit}^{commit}`])
    return null
  } catch {
    let shallow = false
    try {
      shallow = git(cwd, ['rev-parse', '--is-shallow-repository']).trim() === 'true'
    } catch {
      // not a repository at all: reported by the caller's first git call
    }
    return shallow
      ? {
          why: `commit ${commit} is not in this clone, which is shallow`,
          fix: 'fetch the history (git fetch --unshallow) and run again'
        }
      : {
          why: `commit ${commit} is not in this repository's history (measured on a commit that was never merged?)`,
          fix: null
        }
  }
}

/** Up to `limit` commits after `commit` that touched the sources, one line each (empty if not an ancestor). */
function laterCommits(cwd, commit, command, limit = 5) {
  try {
    return git(cwd, [
      'log',
      `--max-count=${limit}`,
      '--format=%h %s',
      `${commit}..HEAD`,
      '--',
      ...sourcePathspecOf(command)
    ])
      .split('\n')
      .filter(Boolean)
      .map((line) => (line.length > 100 ? `${line.slice(0, 97)}...` : line))
  } catch {
    return []
  }
}

const list = (paths, limit = 8) =>
  paths.slice(0, limit).join(', ') + (paths.length > limit ? ` (+${paths.length - limit} more)` : '')

/**
 * Checks every section of `results` (RESULTS.md's text) against the git repository at `cwd`, with the allowances
 * of `allowed` (STALE-ALLOWED's text, or ''). Returns `{ sections, problems }`: per section `{ title, command,
 * stale, allowedBy, problems }` (`stale`: why the figures may not describe the code, empty when fresh;
 * `allowedBy`: the allowance that covers them, or null; `problems`: what fails, each line naming the section and
 * the command that refreshes it), and `problems`, every failing line (sections' and allowances').
 */
export function checkFreshness({ results, allowed = '', cwd: from }) {
  // git runs at the top of the checkout: the pathspecs are the repository's paths
  let cwd
  try {
    git(from, ['rev-parse', '--verify', 'HEAD'])
    cwd = git(from, ['rev-parse', '--show-toplevel']).trim()
  } catch (error) {
    const why = `cannot check the figures' freshness: ${from} is not a git checkout with history (${String(error.stderr ?? error.message).trim()})`
    return { sections: [], problems: [why] }
  }
  const allowances = parseAllowances(allowed)
  const problems = [...allowances.problems]
  const used = new Set()
  const sections = parseResults(results).map((section) => {
    const { title, command, provenance } = section
    const refresh = command ? `pnpm ${command}` : 'its benchmark'
    const stale = []
    // what no allowance covers: no commit, a commit git does not have, a dirty tree
    let blocking = null
    let fix = `re-measure with \`${refresh}\``
    if (provenance === null)
      blocking = 'records no commit (no "commit <sha> · tree ..." line under its date line)'
    else {
      const missing = missingCommit(cwd, provenance.commit)
      if (missing) {
        blocking = missing.why
        fix = missing.fix ?? fix
      } else {
        if (provenance.tree === 'dirty')
          blocking = `was measured on a dirty tree (${provenance.detail}); commit first`
        else if (provenance.tree === 'unknown')
          stale.push(`was measured on an unknown tree (${provenance.detail})`)
        const changed = changedSources(cwd, provenance.commit, command)
        if (changed.length > 0) {
          const commits = laterCommits(cwd, provenance.commit, command)
          stale.push(
            `packages' sources changed since its commit ${provenance.commit.slice(0, 12)}: ${list(changed)}` +
              (commits.length > 0 ? `; by ${commits.join('; ')}` : '')
          )
        }
      }
    }
    if (blocking) stale.unshift(blocking)

    const allowance = allowances.entries.find((entry) => entry.command === command) ?? null
    let allowedBy = null
    const sectionProblems = []
    if (allowance) used.add(allowance)
    if (stale.length === 0) {
      if (allowance)
        sectionProblems.push(
          `"${title}" is current: remove its line from apps/bench/STALE-ALLOWED (line ${allowance.line})`
        )
    } else if (allowance && !blocking) {
      const missing = missingCommit(cwd, allowance.through)
      const since = missing ? [] : changedSources(cwd, allowance.through, command)
      if (missing)
        sectionProblems.push(
          `"${title}": the commit of its allowance (STALE-ALLOWED line ${allowance.line}) cannot be read: ${missing.why}; ${missing.fix ?? fix}`
        )
      else if (since.length > 0)
        sectionProblems.push(
          `"${title}" is stale, and its allowance (STALE-ALLOWED line ${allowance.line}, through ${allowance.through.slice(0, 12)}) does not cover the later changes to ${list(since)}: ${fix}`
        )
      else allowedBy = allowance
    } else sectionProblems.push(`"${title}" ${stale.join('; ')}: ${fix}`)
    problems.push(...sectionProblems)
    return { title, command, stale, allowedBy, problems: sectionProblems }
  })
  for (const entry of allowances.entries) {
    if (!used.has(entry))
      problems.push(
        `STALE-ALLOWED line ${entry.line} names "${entry.command}", which no section of RESULTS.md is measured by`
      )
  }
  return { sections, problems }
}
