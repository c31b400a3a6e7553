// Shared by the server scripts: print the port as one line, and end the process when the test runner says so
// (SIGTERM) or goes away (its end of our stdin closes), so no server outlives the test run.
export function announce(port, close) {
  process.stdout.write(`${port}\n`)
  let stopping = false
  const stop = () => {
    if (stopping) return
    stopping = true
    // close() may hang on a runtime that keeps a connection open: the process ends within a second either way
    setTimeout(() => process.exit(0), 1000).unref?.()
    Promise.resolve(close()).then(
      () => process.exit(0),
      () => process.exit(1)
    )
  }
  process.on('SIGTERM', stop)
  process.stdin.on('end', stop)
  process.stdin.on('close', stop)
  process.stdin.resume()
}
