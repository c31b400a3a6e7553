// The projects the examples run in, installed as a reader would install them: one project per set of packages a page
// tells its reader to install, in the system's temporary folder (far from this workspace's node_modules), with the
// Capsule packages packed as they would be published (`pnpm pack`) and pnpm's strict layout (`node-linker=isolated`,
// no hoisting), so an example can import only what its page names. Third-party packages are installed at the version
// this package's devDependencies resolved (the lockfile's), from the local pnpm store when it has them.
import { execFile } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const docs = fileURLToPath(new URL('..', import.meta.url))
const repo = join(docs, '../..')

export interface Project {
  dir: string
  /** name as imported → what is installed under it (itself, or an alias's target) */
  installs: Map<string, string>
}

const pnpm = async (args: string[], cwd: string): Promise<void> => {
  await promisify(execFile)('pnpm', args, {
    cwd,
    env: { ...process.env, npm_config_update_notifier: 'false' },
    maxBuffer: 16 * 1024 * 1024
  }).catch((error: { stdout?: string; stderr?: string; message: string }) => {
    throw new Error(
      `pnpm ${args.join(' ')} failed in ${cwd}:\n${error.stdout ?? ''}${error.stderr ?? error.message}`
    )
  })
}

/** Every Capsule package, packed as `pnpm publish` would pack it: name → `file:` spec of its tarball. */
async function packCapsule(into: string): Promise<Map<string, string>> {
  await pnpm(['-r', '--filter', './packages/*', 'pack', '--pack-destination', into], repo)
  const tarballs = new Map<string, string>()
  for (const dir of readdirSync(join(repo, 'packages'))) {
    const manifest = JSON.parse(readFileSync(join(repo, 'packages', dir, 'package.json'), 'utf8')) as {
      name: string
      version: string
      private?: boolean
    }
    if (manifest.private === true) continue
    const file = `${manifest.name.replace('@', '').replace('/', '-')}-${manifest.version}.tgz`
    if (!readdirSync(into).includes(file)) throw new Error(`pnpm pack made no ${file}`)
    tarballs.set(manifest.name, `file:${join(into, file)}`)
  }
  return tarballs
}

// the version this package's devDependencies installed (what the lockfile pinned)
function pinned(name: string): string {
  const declared = (
    JSON.parse(readFileSync(join(docs, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>
    }
  ).devDependencies
  if (declared[name] === undefined)
    throw new Error(
      `a page tells its reader to install ${name}: add it to apps/docs/package.json's devDependencies, ` +
        'which pin the version the examples run with'
    )
  return (
    JSON.parse(readFileSync(join(docs, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }
  ).version
}

/** Runs `work` on each item, `limit` at a time; rejects with the first failure once nothing runs any more. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items]
  const failures: unknown[] = []
  await Promise.all(
    Array.from({ length: Math.min(limit, queue.length) }, async () => {
      for (let item = queue.shift(); item !== undefined && failures.length === 0; item = queue.shift())
        await work(item).catch((error: unknown) => failures.push(error))
    })
  )
  if (failures.length > 0) throw failures[0]
}

// the Capsule packages a Capsule package names as peers (bearer-auth: core): pnpm installs a missing peer next to
// what the reader installed (auto-install-peers), where the registry has it; here it is the tarball
function capsulePeers(name: string, tarballs: Map<string, string>): string[] {
  const dir = name.replace('@capsule/', '')
  const manifest = JSON.parse(readFileSync(join(repo, 'packages', dir, 'package.json'), 'utf8')) as {
    peerDependencies?: Record<string, string>
    peerDependenciesMeta?: Record<string, { optional?: boolean }>
  }
  return Object.keys(manifest.peerDependencies ?? {}).filter(
    (peer) => tarballs.has(peer) && manifest.peerDependenciesMeta?.[peer]?.optional !== true
  )
}

/**
 * Installs one project per distinct set of installs (pages that name the same packages share one) and returns the
 * project of each set, keyed as `installsKey` keys them.
 */
export async function installProjects(
  work: string,
  sets: Map<string, string>[]
): Promise<Map<string, Project>> {
  mkdirSync(join(work, 'tarballs'))
  const tarballs = await packCapsule(join(work, 'tarballs'))
  const projects = new Map<string, Project>()
  for (const installs of sets) {
    const key = installsKey(installs)
    if (!projects.has(key)) projects.set(key, { dir: join(work, `project-${projects.size + 1}`), installs })
  }
  // the Capsule packages' dependencies on one another resolve to the tarballs too, never to the registry
  const overrides = Object.fromEntries(tarballs)
  await eachLimited([...projects.values()], 2, async (project) => {
    mkdirSync(project.dir)
    const dependencies = Object.fromEntries(
      [...project.installs].map(([name, target]) => [name, tarballs.get(target) ?? pinned(target)])
    )
    for (const target of project.installs.values())
      if (tarballs.has(target))
        for (const peer of capsulePeers(target, tarballs)) dependencies[peer] ??= tarballs.get(peer)!
    writeFileSync(
      join(project.dir, 'package.json'),
      JSON.stringify({
        name: 'docs-example',
        private: true,
        type: 'module',
        dependencies,
        pnpm: { overrides }
      })
    )
    // pnpm's strict layout: a package sees only its own dependencies, the project only what it installed
    writeFileSync(join(project.dir, '.npmrc'), 'node-linker=isolated\nhoist=false\npublic-hoist-pattern=\n')
    await pnpm(
      ['install', '--prefer-offline', '--reporter=append-only', '--config.confirmModulesPurge=false'],
      project.dir
    )
  })
  return projects
}

/** The key of a set of installs: pages with the same key share one project. */
export function installsKey(installs: Map<string, string>): string {
  return [...installs]
    .map(([name, target]) => (name === target ? name : `${name}@npm:${target}`))
    .sort()
    .join(' ')
}
