import { randomBytes } from 'node:crypto'
import { createRequire } from 'node:module'
import { buildApp } from './app.js'

const port = Number(process.env['PORT'] ?? 3000)
const host = process.env['HOST'] ?? '127.0.0.1'
let keys = (process.env['API_KEYS'] ?? '')
  .split(',')
  .map((key) => key.trim())
  .filter((key) => key.length > 0)
if (keys.length === 0) {
  keys = [randomBytes(16).toString('hex')]
  console.log(`API_KEYS is not set: using the development key ${keys[0]}`)
  console.log(`try: curl -H 'authorization: Bearer ${keys[0]}' http://${host}:${port}/one`)
}

const level = process.env['LOG_LEVEL'] ?? 'info'
const app = buildApp({
  keys,
  wrapGrandchild: process.env['WRAP_GRANDCHILD'] === '1',
  // readable lines for a person at a terminal (pino-pretty is a dev dependency); JSON lines otherwise
  server: {
    logger: process.stdout.isTTY && hasPretty() ? { level, transport: { target: 'pino-pretty' } } : { level }
  }
})

function hasPretty(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty')
    return true
  } catch {
    return false
  }
}

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (stopping) return
    stopping = true
    app.log.info(`${signal} received, closing`)
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'close failed')
        process.exit(1)
      }
    )
  })
}

app.listen({ port, host }).then(
  (address) => console.log(`Capsule example listening at ${address}`),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  }
)
