/** Listens on 127.0.0.1:PORT, prints one `listening <url>` line, and closes on SIGTERM. */
export function serve(app) {
  app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' }).then(
    (address) => console.log(`listening ${address}`),
    (error) => {
      console.error(`failed ${error.stack ?? error}`)
      process.exit(1)
    }
  )
  process.once('SIGTERM', () => app.close().then(() => process.exit(0)))
}
