// The shared end of the servers run by Bun (bun-*.mjs, hono-bun*.mjs, elysia-bun.mjs): print the one `listening <url>`
// line the benchmark waits for, close on SIGTERM, and, when BENCH_EXIT_AFTER_MS is set, exit by itself after that
// many ms (`bun --cpu-prof` writes its profile only when the process exits on its own: BUN_PROFILE=1 in bun.mjs).

/** `server`: what Bun.serve returned; `close`: what else to close before exiting (the framework's app). */
export function announce(server, close = async () => {}) {
  console.log(`listening http://127.0.0.1:${server.port}`)
  const stop = async () => {
    await server.stop(true)
    await close()
    process.exit(0)
  }
  process.once('SIGTERM', stop)
  const after = Number(process.env.BENCH_EXIT_AFTER_MS ?? 0)
  if (after > 0) setTimeout(stop, after)
}
