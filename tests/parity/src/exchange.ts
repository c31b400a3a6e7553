// One request and what came back, through inject() or over a real socket, as plain data both frameworks' answers
// can be compared in.
import { request as httpRequest } from 'node:http'
import type { App } from './frameworks.js'

/** A request as a scenario writes it. `payload` objects are sent as JSON, as inject() does. */
export interface ParityRequest {
  method?: string
  url: string
  headers?: Record<string, string | string[]>
  payload?: string | Buffer | Record<string, unknown> | unknown[]
}

/** An answer as compared: header names lower-case; `body` is text, or `base64:` + the bytes when not UTF-8. */
export interface Answer {
  statusCode: number
  statusMessage?: string
  headers: Record<string, unknown>
  body: string
  trailers?: Record<string, unknown>
}

// headers that say when or how the bytes travelled, not what the application answered
const transportHeaders = new Set(['date', 'connection', 'keep-alive'])

/** The bytes as text when they are UTF-8, else tagged base64 (so a binary answer compares exactly too). */
export function bodyText(bytes: Buffer): string {
  const text = bytes.toString('utf8')
  return Buffer.from(text, 'utf8').equals(bytes) ? text : `base64:${bytes.toString('base64')}`
}

function answerHeaders(headers: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const name of Object.keys(headers).sort()) {
    if (!transportHeaders.has(name)) out[name] = headers[name]
  }
  return out
}

function hasEntries(record: Record<string, unknown> | undefined): record is Record<string, unknown> {
  return record !== undefined && Object.keys(record).length > 0
}

function payloadOf(request: ParityRequest): { bytes?: Buffer; json: boolean } {
  const { payload } = request
  if (payload === undefined) return { json: false }
  if (typeof payload === 'string') return { bytes: Buffer.from(payload), json: false }
  if (Buffer.isBuffer(payload)) return { bytes: payload, json: false }
  return { bytes: Buffer.from(JSON.stringify(payload)), json: true }
}

/** Sends `request` through `app.inject()`. */
export async function viaInject(app: App, request: ParityRequest): Promise<Answer> {
  const response = await app.inject({
    method: (request.method ?? 'GET') as 'GET',
    url: request.url,
    ...(request.headers === undefined ? {} : { headers: request.headers }),
    ...(request.payload === undefined ? {} : { payload: request.payload as string })
  })
  const answer: Answer = {
    statusCode: response.statusCode,
    headers: answerHeaders(response.headers),
    body: bodyText(response.rawPayload)
  }
  if (hasEntries(response.trailers)) answer.trailers = { ...response.trailers }
  return answer
}

/** Sends `request` to `port` on 127.0.0.1 over a connection of its own. */
export function viaSocket(port: number, request: ParityRequest): Promise<Answer> {
  const { bytes, json } = payloadOf(request)
  const headers: Record<string, string | string[] | number> = { ...request.headers }
  const named = (name: string): boolean => Object.keys(headers).some((key) => key.toLowerCase() === name)
  if (bytes !== undefined) {
    if (json && !named('content-type')) headers['content-type'] = 'application/json'
    if (!named('content-length') && !named('transfer-encoding')) headers['content-length'] = bytes.length
  }
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: '127.0.0.1', port, method: request.method ?? 'GET', path: request.url, headers, agent: false },
      (incoming) => {
        const chunks: Buffer[] = []
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
        incoming.on('error', reject)
        incoming.on('end', () => {
          const answer: Answer = {
            statusCode: incoming.statusCode ?? 0,
            statusMessage: incoming.statusMessage ?? '',
            headers: answerHeaders(incoming.headers),
            body: bodyText(Buffer.concat(chunks))
          }
          if (hasEntries(incoming.trailers)) answer.trailers = { ...incoming.trailers }
          resolve(answer)
        })
      }
    )
    outgoing.on('error', reject)
    outgoing.end(bytes)
  })
}
