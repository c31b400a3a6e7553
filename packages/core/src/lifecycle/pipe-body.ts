import type { ServerResponse } from 'node:http'
import type { Readable } from 'node:stream'

/**
 * Pipes a stream payload into the response. A byte stream is piped as it is. An object-mode stream (what
 * `Readable.from([...])` makes) may yield a chunk the response cannot take (an object, a number): `res.write`
 * throws then, inside the stream's `'data'` event, where nothing would catch it and the process would end. Its
 * chunks are written one by one instead, with the same backpressure, and a refused chunk stops the stream and goes
 * to `refused`.
 */
export function pipeBody(
  stream: Readable,
  res: ServerResponse,
  end: boolean,
  refused: (error: Error) => void
): void {
  if (!stream.readableObjectMode) {
    stream.pipe(res, { end })
    return
  }
  const resume = (): void => {
    stream.resume()
  }
  const onData = (chunk: unknown): void => {
    let flowing: boolean
    try {
      flowing = res.write(chunk as Buffer)
    } catch (error) {
      stream.off('data', onData)
      stream.destroy()
      refused(error instanceof Error ? error : new Error(String(error)))
      return
    }
    if (!flowing) {
      stream.pause()
      res.once('drain', resume)
    }
  }
  stream.on('data', onData)
  if (end) stream.once('end', () => res.end())
}
