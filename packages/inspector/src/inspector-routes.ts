import type { CapsuleInstance, CapsuleReply, ExplainOptions, Explanation, Inspection } from '@capsule/core'
import { HookOrigins } from './hook-origins.js'
import type { ResolvedOptions } from './inspector-options.js'
import { pageHtml } from './page/page-html.js'
import { pageScript } from './page/page-script.js'
import { pageStyle } from './page/page-style.js'
import type { RecordedRequest } from './recorded-request.js'
import { namesOnly } from './redact.js'
import { spans, type FinishedRequest, type RequestRecorder } from './request-recorder.js'
import { waterfall } from './waterfall.js'

/** The part of a Capsule instance the pages read (Fastify's has neither). */
export interface Explainable {
  explain(method: string, url: string, options?: ExplainOptions): Explanation
  inspect(): Inspection
}

const noStore = (reply: CapsuleReply, type: string) =>
  reply.type(type).header('cache-control', 'no-store').header('x-content-type-options', 'nosniff')

const methodPattern = /^[A-Za-z]+$/

/**
 * The inspector's routes, in a context of their own under the prefix: the page, its script and style, and the JSON
 * they read (`api/application`: inspect(); `api/explain`: explain(); `api/requests`: the waterfall). The guard hooks
 * of the `hooks` option are added here, so they run for these routes only; the application's own hooks of the
 * contexts above run too.
 */
export function inspectorRoutes(
  app: Explainable,
  recorder: RequestRecorder,
  options: ResolvedOptions,
  own: WeakSet<object>,
  ownHooks: readonly string[]
) {
  return async function capsuleInspectorPages(pages: CapsuleInstance): Promise<void> {
    for (const hook of [options.hooks.onRequest ?? []].flat()) pages.addHook('onRequest', hook as never)
    for (const hook of [options.hooks.preHandler ?? []].flat()) pages.addHook('preHandler', hook as never)
    const origins = new HookOrigins((method, url, explainOptions) => app.explain(method, url, explainOptions))
    const html = pageHtml(options.prefix)
    const routes: Array<[string, (request: { query: unknown }, reply: CapsuleReply) => unknown]> = [
      ['/', (_request, reply) => noStore(reply, 'text/html; charset=utf-8').send(html)],
      [
        '/inspector.js',
        (_request, reply) => noStore(reply, 'text/javascript; charset=utf-8').send(pageScript)
      ],
      ['/inspector.css', (_request, reply) => noStore(reply, 'text/css; charset=utf-8').send(pageStyle)],
      [
        '/api/application',
        (_request, reply) =>
          noStore(reply, 'application/json').send({
            cwd: process.cwd(),
            requests: options.requests,
            // the names of the inspector's own hooks, which the page hides unless asked
            ownHooks,
            inspection: app.inspect()
          })
      ],
      ['/api/explain', (request, reply) => explainRoute(app, request.query, reply)],
      [
        '/api/requests',
        (request, reply) => {
          const after = Number((request.query as { after?: string }).after ?? 0)
          const requests = recorder
            .since(Number.isFinite(after) ? after : 0)
            .map((r) => recorded(r, origins, own))
          return noStore(reply, 'application/json').send({ requests })
        }
      ]
    ]
    for (const [url, handler] of routes) {
      own.add(handler)
      pages.get(url, handler)
    }
  }
}

function explainRoute(app: Explainable, query: unknown, reply: CapsuleReply) {
  const { method, url, constraints } = query as { method?: string; url?: string; constraints?: string }
  noStore(reply, 'application/json')
  if (
    typeof method !== 'string' ||
    !methodPattern.test(method) ||
    typeof url !== 'string' ||
    !url.startsWith('/')
  )
    return reply
      .code(400)
      .send({ message: "give a method and a URL that starts with '/': ?method=GET&url=/users/1" })
  let parsed: Record<string, unknown> | undefined
  if (typeof constraints === 'string') {
    try {
      parsed = JSON.parse(constraints) as Record<string, unknown>
    } catch {
      return reply
        .code(400)
        .send({ message: 'constraints must be a JSON object, such as {"version":"1.0.0"}' })
    }
  }
  try {
    const explanation = app.explain(
      method.toUpperCase(),
      url,
      parsed === undefined ? {} : { constraints: parsed }
    )
    return reply.send({ explanation, text: explanation.toString() })
  } catch (error) {
    return reply
      .code(400)
      .send({ message: (error as Error).message, code: (error as { code?: string }).code })
  }
}

function recorded(request: FinishedRequest, origins: HookOrigins, own: WeakSet<object>): RecordedRequest {
  return {
    id: request.id,
    method: request.method,
    url: request.url,
    route: request.route,
    statusCode: request.statusCode,
    startedAt: request.startedAt,
    duration: request.end - request.start,
    headers: isNameList(request.headers) ? namesOnly(request.headers) : request.headers,
    body: request.body,
    payload: request.payload,
    segments: waterfall(
      spans(request, own),
      request.start,
      request.end,
      request.route === null,
      origins.of(request)
    )
  }
}

const isNameList = (headers: FinishedRequest['headers']): headers is readonly string[] =>
  Array.isArray(headers)
