// The servers of `bench:bun`: which script each runs, under which runtime, on which routes; the bun binary (the npm
// package `bun`, as tests/runtimes runs it) and the versions the results name.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serverScripts, startServer } from './processes.mjs'

const require = createRequire(import.meta.url)
const here = (path) => fileURLToPath(new URL(path, import.meta.url))

/** The bun executable the npm package `bun` installed (its postinstall fetched the platform binary). */
export function bunBinary() {
  const manifest = require.resolve('bun/package.json')
  return join(dirname(manifest), require(manifest).bin.bun)
}

/** `bun --version`. */
export const bunVersion = () => spawnSync(bunBinary(), ['--version'], { encoding: 'utf8' }).stdout.trim()

/** The version of an installed package, from its package.json (hono's exports do not list it). */
export function packageVersion(name) {
  const entry = require.resolve(name)
  const root = entry.slice(0, entry.lastIndexOf(`/${name}/`) + name.length + 2)
  return JSON.parse(readFileSync(`${root}package.json`, 'utf8')).version
}

/**
 * name → `{ runtime: 'bun' | 'node', script, floor }`. `floor`: serves GET / only (a lower bound for the hello route,
 * measured on that route alone).
 */
export const bunServers = {
  'capsule-fetch-bun': { runtime: 'bun', script: here('./servers/bun-capsule-fetch.mjs') },
  // the same script as capsule-node: app.listen(), here on Bun's node:http
  'capsule-listen-bun': { runtime: 'bun', script: serverScripts.capsule },
  'hono-bun': { runtime: 'bun', script: here('./servers/hono-bun.mjs') },
  'elysia-bun': { runtime: 'bun', script: here('./servers/elysia-bun.mjs') },
  'capsule-node': { runtime: 'node', script: serverScripts.capsule },
  'fastify-node': { runtime: 'node', script: serverScripts.fastify },
  'bun-empty': { runtime: 'bun', script: here('./servers/bun-empty.mjs'), floor: true },
  'hono-empty-bun': { runtime: 'bun', script: here('./servers/hono-empty-bun.mjs'), floor: true }
}

/** Whether `name` serves the route `key` of routes.mjs. */
export const serves = (name, key) => !bunServers[name].floor || key === 'hello'

/**
 * A fresh process of server `name` on core 1 (processes.mjs's startServer): `{ child, url }`. `options.bunFlags`
 * go before the script on bun's command line (the profiler's); `options.env` adds to its environment.
 */
export function startBunServer(name, { bunFlags = [], env = {} } = {}) {
  const { runtime, script } = bunServers[name]
  return startServer(name, {
    runtime: runtime === 'bun' ? [bunBinary(), ...bunFlags] : [process.execPath],
    script,
    env
  })
}
