// The catalogue of hostile clients the soak throws at the example server: what each one sends and what it does
// with its socket afterwards. The client that plays them is in hostile.mjs.
//
// A kind is { name, group, send, then, dribbleFrom? }:
//   send(i, key)  the bytes to write (i counts the clients of this kind, to rotate variants)
//   then          'read'    read the answer, then close
//                 'destroy' destroy the socket as soon as the bytes are written (an abort)
//                 'hold'    read the answer, then keep our write side open (half-open) until the hold time ends
//                 'idle'    send nothing and wait until the per-socket timeout
//   dribbleFrom   when set, the bytes from this offset on are written one at a time (a slow client)
import { randomBytes } from 'node:crypto'

const host = 'Host: 127.0.0.1\r\n'
const get = (path, headers = '') => `GET ${path} HTTP/1.1\r\n${host}${headers}\r\n`
const body = JSON.stringify({ hostile: true, pad: 'x'.repeat(16) })
const post = `POST /two HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`
const rotate = (variants) => (i) => variants[i % variants.length]

export const kinds = [
  // slow: the server must wait for the whole request without blocking anyone else
  {
    name: 'slow headers',
    group: 'slow',
    send: (i, key) => get('/one', `Authorization: Bearer ${key}\r\n`),
    then: 'read',
    dribbleFrom: 0
  },
  // only GET routes exist: a POST body is still read before the 404 (GET bodies are not parsed)
  { name: 'slow body', group: 'slow', send: () => post + body, then: 'read', dribbleFrom: post.length },

  // aborts: the server must drop the request and its socket
  {
    name: 'abort mid-headers',
    group: 'abort',
    send: () => `GET /two HTTP/1.1\r\n${host}User-Ag`,
    then: 'destroy'
  },
  {
    name: 'abort mid-body',
    group: 'abort',
    send: () =>
      `POST /two HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"half":"`,
    then: 'destroy'
  },
  {
    name: 'abort right after sending',
    group: 'abort',
    send: (i, key) => get('/one', `Authorization: Bearer ${key}\r\n`),
    then: 'destroy'
  },

  // malformed: each must get a 4xx (or a close), never a crash or a hung socket
  {
    name: 'garbage bytes',
    group: 'malformed',
    send: () => Buffer.concat([randomBytes(256), Buffer.from('\r\n\r\n')]),
    then: 'read'
  },
  {
    name: 'bad request line',
    group: 'malformed',
    send: rotate([
      `GET\r\n${host}\r\n`,
      `GET /two HTTP/9.9\r\n${host}\r\n`,
      `G@T /two HTTP/1.1\r\n${host}\r\n`,
      `GET /t wo HTTP/1.1\r\n${host}\r\n`
    ]),
    then: 'read'
  },
  {
    name: 'headers > 16 KB',
    group: 'malformed',
    send: () => get('/two', `X-Big: ${'a'.repeat(20 * 1024)}\r\n`),
    then: 'read'
  },
  {
    name: 'invalid Content-Length',
    group: 'malformed',
    send: rotate(
      ['abc', '-1', '12, 34', '1e3'].map(
        (value) => `POST /two HTTP/1.1\r\n${host}Content-Length: ${value}\r\n\r\n{}`
      )
    ),
    then: 'read'
  },
  { name: 'no Host on HTTP/1.1', group: 'malformed', send: () => 'GET /two HTTP/1.1\r\n\r\n', then: 'read' },
  {
    name: 'two Host fields',
    group: 'malformed',
    send: () => get('/two', 'Host: example.com\r\n'),
    then: 'read'
  },
  {
    name: 'bad percent-encoding',
    group: 'malformed',
    send: rotate([get('/%zz'), get('/two%'), get('/three%E0%A4%A')]),
    then: 'read'
  },

  // half-open: a malformed request whose client reads the 400 and then never closes its side, and a client
  // that connects and says nothing
  {
    name: 'half-open after 400',
    group: 'half-open',
    send: rotate(['HELLO\r\n\r\n', `GET /two HTTP/9.9\r\n${host}\r\n`]),
    then: 'hold'
  },
  { name: 'connect, send nothing', group: 'half-open', send: () => '', then: 'idle' }
]
