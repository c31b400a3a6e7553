import { build } from './app.js'

const fastify = build({ logger: true })

const start = async () => {
  try {
    await fastify.listen({
      port: Number(process.env.PORT ?? 3000),
      host: process.env.HOST ?? '127.0.0.1'
    })
  } catch (err) {
    fastify.log.error(err)
    process.exit(1)
  }
}

// Recommendations: close the server gracefully when the process is asked to stop.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    fastify.log.info({ signal }, 'closing')
    fastify.close().then(
      () => process.exit(0),
      (err) => {
        fastify.log.error(err)
        process.exit(1)
      }
    )
  })
}

await start()
