// The answer checks that come before any timing in the in-process benchmarks (fetch-run.mjs, zod-run.mjs): each
// subject's answer to each benchmark route must be routes.mjs's exact answer, and requests around the routes (these
// refused ones, and each run's own) must be answered alike by every subject. Each run adds the requests and the
// differences only it knows about.
import { itemBody, routes } from './routes.mjs'

const JSON_TYPE = 'application/json; charset=utf-8'
const item = JSON.parse(itemBody)

/** Requests the validators of routes.mjs's schemas (and the JSON body parser) refuse, a constraint each. */
export const refusedRequests = [
  ['GET', '/users/abc'],
  ['GET', '/users/42?fields=A'],
  ['GET', `/users/42?fields=${'a'.repeat(101)}`],
  ['GET', '/users/42?fields=a&fields=b'],
  ['POST', '/items', '{"name":'],
  ['POST', '/items', '[]'],
  ['POST', '/items', JSON.stringify({ ...item, name: undefined })],
  ['POST', '/items', JSON.stringify({ ...item, name: 'n'.repeat(201) })],
  ['POST', '/items', JSON.stringify({ ...item, price: -1 })],
  ['POST', '/items', JSON.stringify({ ...item, tags: Array(51).fill('x') })],
  ['POST', '/items', JSON.stringify({ ...item, tags: ['x'.repeat(51)] })],
  ['POST', '/items', JSON.stringify({ ...item, tags: [{}] })],
  ['POST', '/items', JSON.stringify({ ...item, attributes: [] })],
  ['POST', '/items', JSON.stringify({ ...item, attributes: { color: {} } })]
]

/** A created item's answer with its id set to 0 (ids count per app), any other answer as it is. */
export const normalise = (answer) =>
  answer.status === 201 ? { ...answer, body: JSON.stringify({ ...JSON.parse(answer.body), id: 0 }) } : answer
/** One answer on one line, for the list of problems. */
export const show = (answer) => `${answer.status} ${answer.type} ${answer.body.slice(0, 160)}`

/**
 * Asks each subject (`names`, through `ask(name, method, path, body)`) each benchmark route (`keys` of routes.mjs),
 * one after the other; resolves a line per answer that is not the route's expected status, JSON content-type and body.
 */
export async function routeAnswerProblems(keys, names, ask) {
  const problems = []
  for (const key of keys) {
    const { method, path, body, expect } = routes[key]
    for (const name of names) {
      const answer = await ask(name, method, path, body)
      const wrong =
        answer.status !== expect.status ||
        answer.type !== JSON_TYPE ||
        (expect.body !== undefined ? answer.body !== expect.body : !expect.json(JSON.parse(answer.body)))
      if (wrong) problems.push(`${name} ${method} ${path}: ${show(answer)}`)
    }
  }
  return problems
}
