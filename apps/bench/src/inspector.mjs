// `pnpm bench:inspector`: the throughput benchmark's protocol (bench.mjs) on Capsule's benchmark server alone and
// with @capsule/inspector registered, interleaved, fresh processes per round; writes "Inspector cost" with the
// capsule-inspector/capsule ratio per route (about 7 minutes).
process.env.SECTION = 'inspector'
await import('./bench.mjs')
