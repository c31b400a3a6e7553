// The answer checks of `bench:bun`, before any timing, over real sockets: each server's answer to each benchmark route
// it serves must be routes.mjs's exact answer (status, content-type, body), and the requests bench:fetch checks
// around the routes (refused by the validators or the router, and accepted ones) must get the same status,
// content-type and body from every server that serves all the routes. Resolves the list of problems (empty: all
// alike).
import { normalise, refusedRequests, routeAnswerProblems, show } from './answer-checks.mjs'
import { serves } from './bun-servers.mjs'
import { itemBody } from './routes.mjs'

const item = JSON.parse(itemBody)
/** The refused requests of answer-checks.mjs, and those fetch-run.mjs adds (a query on a 404, a method not routed). */
export const refused = [...refusedRequests, ['GET', '/does/not/exist?x=1'], ['DELETE', '/users/42']]
/** Accepted alike: no fields, and an extra attribute that Capsule's removeAdditional drops. */
export const accepted = [
  ['GET', '/users/7'],
  [
    'POST',
    '/items',
    JSON.stringify({ ...item, description: undefined, attributes: { color: 'red', extra: true } })
  ]
]

/** One answer over a socket: `{ status, type, body }`. */
export async function askOver(url, method, path, body) {
  const response = await fetch(url + path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body,
    signal: AbortSignal.timeout(10_000)
  })
  return { status: response.status, type: response.headers.get('content-type'), body: await response.text() }
}

/**
 * Where a server is known to answer otherwise, by its framework's design (documented in its app's header): its answer
 * to `request` must be the others' answer to `sameAs`, exactly. Elysia keeps the last of repeated query keys not
 * declared as arrays; its default normalization (`normalize: true`, exact-mirror) runs before the validator and turns
 * a value where an object is declared into an object (`[]` into `{}`), so that the validator passes it.
 */
export const knownDifferences = {
  'elysia-bun': [
    {
      request: ['GET', '/users/42?fields=a&fields=b'],
      sameAs: ['GET', '/users/42?fields=b']
    },
    {
      request: ['POST', '/items', JSON.stringify({ ...item, attributes: [] })],
      sameAs: ['POST', '/items', JSON.stringify({ ...item, attributes: {} })]
    }
  ]
}

const same = (a, b) => a.status === b.status && a.type === b.type && a.body === b.body
const sameRequest = (a, b) => a.length === b.length && a.every((part, i) => part === b[i])

/**
 * `urls`: server name → its URL (one fresh process each); `keys`: the routes of routes.mjs to check; `around`: the
 * refused and accepted requests too (false: the routes only, the check of each round).
 */
export async function answerProblems(urls, keys, { around = true } = {}) {
  const names = Object.keys(urls)
  const ask = (name, method, path, body) => askOver(urls[name], method, path, body)
  const problems = []
  for (const key of keys)
    problems.push(
      ...(await routeAnswerProblems(
        [key],
        names.filter((name) => serves(name, key)),
        ask
      ))
    )
  const full = around ? names.filter((name) => serves(name, 'user')) : []
  for (const request of [...refused, ...accepted]) {
    const differs = (name) =>
      knownDifferences[name]?.find((difference) => sameRequest(difference.request, request))
    const alike = full.filter((name) => !differs(name))
    const answers = []
    for (const name of alike) answers.push(normalise(await ask(name, ...request)))
    const [first] = answers
    const [method, path] = request
    if (answers.some((answer) => !same(answer, first)))
      problems.push(
        `${method} ${path.slice(0, 60)} answered differently:\n${answers.map((a, i) => `    ${alike[i]}: ${show(a)}`).join('\n')}`
      )
    for (const name of full.filter(differs)) {
      const expected = normalise(await ask(alike[0], ...differs(name).sameAs))
      const answer = normalise(await ask(name, ...request))
      if (!same(answer, expected))
        problems.push(
          `${method} ${path.slice(0, 60)}: ${name} answered ${show(answer)}, not as the others answer ${differs(name).sameAs.slice(0, 2).join(' ')}: ${show(expected)}`
        )
    }
  }
  return problems
}
