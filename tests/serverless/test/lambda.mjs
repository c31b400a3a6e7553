// What the REST API (v1) and HTTP API (v2) tests share: the handler as an application builds it, the headers of a
// JSON answer, and the cases whose answer does not depend on the event format.
import assert from 'node:assert/strict'
import awsLambdaFastify from '@fastify/aws-lambda'
import { buildApp } from './app.mjs'
import { lambdaContext, withoutDate } from './events.mjs'

export const JSON_TYPE = 'application/json; charset=utf-8'

/** `awsLambdaFastify(app, options)` on a fresh app, closed after the test. */
export function lambda(t, lambdaOptions, appOptions) {
  const app = buildApp(appOptions)
  t.after(() => app.close())
  return awsLambdaFastify(app, lambdaOptions)
}

/** The JSON answer's headers as @fastify/aws-lambda returns them (the tenancy plugin adds two). */
export const jsonHeaders = (body, tenant = 'acme') => ({
  'x-tenant': tenant,
  'content-type': JSON_TYPE,
  'x-served-by': 'lambda',
  'content-length': String(Buffer.byteLength(body)),
  connection: 'keep-alive'
})

/** Invokes the handler and asserts the whole result of a JSON answer (the Date header left out). */
export async function assertJsonAnswer(handler, event, statusCode, body, { tenant, message } = {}) {
  const result = withoutDate(await handler(event, lambdaContext()))
  assert.deepEqual(
    result,
    { statusCode, headers: jsonHeaders(body, tenant), isBase64Encoded: false, body },
    message
  )
}

/** The validation error payload of `message`. */
export const validationBody = (message) =>
  JSON.stringify({ statusCode: 400, code: 'FST_ERR_VALIDATION', error: 'Bad Request', message })

/**
 * Errors whose answer is the same in every event format: a thrown 500 (its message kept: the app sets
 * exposeServerErrors, as Fastify sends it), errors that declare their status, and the default 404.
 */
export function errorCases(test, eventOf, { declared }) {
  test('a thrown error: 500 with its message (exposeServerErrors), declared statuses with their own', async (t) => {
    const handler = lambda(t)
    for (const [path, statusCode, error, message] of [
      ['/boom', 500, 'Internal Server Error', 'connect ECONNREFUSED 10.0.3.7:5432'],
      ...declared
    ]) {
      await assertJsonAnswer(
        handler,
        eventOf('GET', path),
        statusCode,
        JSON.stringify({ statusCode, error, message }),
        { message: path }
      )
    }
  })

  test('an unknown route answers the default 404', async (t) => {
    const handler = lambda(t)
    for (const [method, path] of [
      ['PUT', '/users'],
      ['DELETE', '/nothing/here']
    ]) {
      const body = `{"message":"Route ${method}:${path} not found","error":"Not Found","statusCode":404}`
      await assertJsonAnswer(handler, eventOf(method, path), 404, body, { message: path })
    }
  })
}
