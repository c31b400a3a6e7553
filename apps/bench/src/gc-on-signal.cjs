// Preloaded into the soaked server (node --expose-gc --require): SIGUSR2 runs a full garbage collection, so the soak
// compares RSS after collections at the start and at the end instead of two points of V8's sawtooth (a 60 s run can
// pass without any full collection, and then RSS measures uncollected garbage, not a leak).
'use strict'
process.on('SIGUSR2', () => {
  if (typeof global.gc === 'function') global.gc()
})
