// Every member the public types promise exists at run time: the members of FastifyInstance, FastifyRequest
// and FastifyReply are read from the types themselves with the TypeScript compiler, so a member added to a
// type without an implementation fails here, and so does one whose implementation goes away.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import ts from 'typescript'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import capsule, { type CapsuleInstance } from '../src/index.js'

interface Member {
  /** the name, or the well-known symbol (`Symbol.asyncDispose`) */
  readonly key: string | symbol
  readonly label: string
  /** the type says it is a function (a method, or a property of a function type that is never undefined) */
  readonly callable: boolean
  /** declared optional (`name?:`): present only under a condition, each justified below */
  readonly optional: boolean
}

type Members = Record<'instance' | 'request' | 'reply', Member[]>

const entry = new URL('../src/index.ts', import.meta.url).pathname.replace(/\.ts$/, '.js')
const dir = mkdtempSync(join(tmpdir(), 'capsule-conformance-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** The members of the three public types, as an application that imports them sees them. */
function membersOfTypes(): Members {
  const file = join(dir, 'types.ts')
  writeFileSync(
    file,
    [
      `import type { FastifyInstance, FastifyReply, FastifyRequest } from ${JSON.stringify(entry)}`,
      'export declare const instance: FastifyInstance',
      'export declare const request: FastifyRequest',
      'export declare const reply: FastifyReply',
      ''
    ].join('\n')
  )
  const program = ts.createProgram([file], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: ['node']
  })
  const checker = program.getTypeChecker()
  const source = program.getSourceFile(file)!
  const found: Partial<Members> = {}
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue
    const declaration = statement.declarationList.declarations[0]!
    const name = (declaration.name as ts.Identifier).text as keyof Members
    const type = checker.getTypeAtLocation(declaration.name)
    found[name] = checker.getPropertiesOfType(type).map((property) => {
      const at = property.valueDeclaration ?? property.declarations?.[0]
      const propertyType = checker.getNonNullableType(
        checker.getTypeOfSymbolAtLocation(property, declaration)
      )
      const optional = (property.flags & ts.SymbolFlags.Optional) !== 0
      return {
        key: keyOf(property, at),
        label: labelOf(property, at),
        callable: !optional && propertyType.getCallSignatures().length > 0,
        optional
      }
    })
  }
  return found as Members
}

/** A member named by a well-known symbol (`[Symbol.asyncDispose]`) is looked up by that symbol at run time */
function keyOf(property: ts.Symbol, at: ts.Declaration | undefined): string | symbol {
  const name = at === undefined ? undefined : ts.getNameOfDeclaration(at)
  if (name !== undefined && ts.isComputedPropertyName(name)) {
    const expression = name.expression
    if (ts.isPropertyAccessExpression(expression) && expression.expression.getText() === 'Symbol') {
      const symbol = (Symbol as unknown as Record<string, unknown>)[expression.name.text]
      if (typeof symbol === 'symbol') return symbol
    }
    throw new Error(`cannot look up the computed member ${name.getText()} at run time`)
  }
  return property.name
}

function labelOf(property: ts.Symbol, at: ts.Declaration | undefined): string {
  const name = at === undefined ? undefined : ts.getNameOfDeclaration(at)
  return name !== undefined && ts.isComputedPropertyName(name) ? name.getText() : property.name
}

/** The members of `expected` that `value` lacks, or that are not functions where the type says they are. */
function missing(value: object, expected: readonly Member[]): string[] {
  const problems: string[] = []
  for (const member of expected) {
    if (!(member.key in value)) problems.push(member.label)
    else if (member.callable && typeof (value as Record<string | symbol, unknown>)[member.key] !== 'function')
      problems.push(`${member.label} (not a function)`)
  }
  return problems
}

type Condition<T> = (target: T) => void

const shorthand =
  (method: string): Condition<CapsuleInstance> =>
  (app) =>
    app.addHttpMethod(method, { hasBody: true })

/**
 * The members that exist only under a condition, and the condition, which the tests below meet before they
 * look for the member. Fastify's types declare some of these without `?` and its run time has the same
 * conditions; every other member must exist on every instance, request and reply, and every member declared
 * optional must be listed here.
 */
const conditional = {
  instance: {
    // route shorthands for WebDAV methods: Fastify 5 has them only once addHttpMethod adds the method
    propfind: shorthand('PROPFIND'),
    proppatch: shorthand('PROPPATCH'),
    mkcalendar: shorthand('MKCALENDAR'),
    mkcol: shorthand('MKCOL'),
    copy: shorthand('COPY'),
    move: shorthand('MOVE'),
    lock: shorthand('LOCK'),
    unlock: shorthand('UNLOCK'),
    report: shorthand('REPORT'),
    search: shorthand('SEARCH'),
    // the compilers and the formatter a context has set (or, for the compilers, built for a route's schema)
    validatorCompiler: (app) => app.setValidatorCompiler(() => () => true),
    serializerCompiler: (app) => app.setSerializerCompiler(() => (data) => JSON.stringify(data)),
    schemaErrorFormatter: (app) => app.setSchemaErrorFormatter((errors) => new Error(String(errors.length)))
  } satisfies Record<string, Condition<CapsuleInstance>>,
  // met by one request in the test below: `trustProxy` for `ips`, a failed validation under
  // `attachValidation` for `validationError`
  request: ['ips', 'validationError'],
  reply: [] as string[]
}

let members: Members
beforeAll(() => {
  members = membersOfTypes()
}, 60_000)

let app: CapsuleInstance | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

describe('the public types promise nothing the run time lacks', () => {
  it('reads a plausible member list from each type', () => {
    // the lists come from the compiler: a broken lookup (an `any`, an unresolved import) would give none and
    // pass every check below
    for (const [name, list] of Object.entries(members)) expect(list.length, name).toBeGreaterThan(25)
    expect(members.instance.map((member) => member.label)).toContain('[Symbol.asyncDispose]')
    expect(members.reply.find((member) => member.key === 'send')?.callable).toBe(true)
  })

  it('justifies every optional member', () => {
    const justified = {
      instance: Object.keys(conditional.instance),
      request: conditional.request,
      reply: conditional.reply
    }
    for (const kind of ['instance', 'request', 'reply'] as const) {
      const optional = members[kind].filter((member) => member.optional).map((member) => member.label)
      expect(justified[kind], kind).toEqual(expect.arrayContaining(optional))
    }
  })

  it('FastifyInstance: on the root instance, and on a plugin context before and after ready()', async () => {
    const always = members.instance.filter((member) => !(member.label in conditional.instance))
    app = capsule()
    let child: CapsuleInstance | undefined
    app.register(async (instance) => {
      child = instance
      expect(missing(instance, always)).toEqual([])
    })
    expect(missing(app, always)).toEqual([])
    await app.ready()
    expect(child).toBeDefined()
    expect(missing(app, always)).toEqual([])
    expect(missing(child!, always)).toEqual([])
  })

  it('FastifyInstance: each conditional member exists once its condition is met', async () => {
    for (const [name, meet] of Object.entries(conditional.instance)) {
      const member = members.instance.find((candidate) => candidate.label === name)
      // a member that left the type leaves this list too
      expect(member, name).toBeDefined()
      const instance = capsule()
      try {
        meet(instance)
        expect(missing(instance, [member!]), name).toEqual([])
      } finally {
        await instance.close()
      }
    }
  })

  it('FastifyRequest and FastifyReply: on a real request and reply in a hook and in a handler', async () => {
    const request = members.request.filter((member) => !conditional.request.includes(member.label))
    const reply = members.reply.filter((member) => !conditional.reply.includes(member.label))
    app = capsule()
    const problems: Record<string, string[]> = {}
    app.addHook('onRequest', async (given, answer) => {
      problems['onRequest request'] = missing(given, request)
      problems['onRequest reply'] = missing(answer, reply)
    })
    app.post('/:id', async (given, answer) => {
      problems['handler request'] = missing(given, request)
      problems['handler reply'] = missing(answer, reply)
      return { ok: true }
    })
    const response = await app.inject({ method: 'POST', url: '/7?q=1', payload: { a: 1 } })
    expect(response.json()).toEqual({ ok: true })
    expect(problems).toEqual({
      'onRequest request': [],
      'onRequest reply': [],
      'handler request': [],
      'handler reply': []
    })
  })

  it('FastifyRequest: each conditional member exists under its condition', async () => {
    app = capsule({ trustProxy: true })
    let problems: string[] | undefined
    let seen: { ips: readonly string[] | undefined; validationError: unknown } | undefined
    app.post(
      '/',
      { attachValidation: true, schema: { body: { type: 'object', required: ['name'] } } },
      async (request) => {
        const expected = members.request.filter((member) => conditional.request.includes(member.label))
        problems = missing(request, expected)
        seen = { ips: request.ips, validationError: request.validationError }
        return 'handled'
      }
    )
    const response = await app.inject({
      method: 'POST',
      url: '/',
      headers: { 'x-forwarded-for': '203.0.113.7, 198.51.100.2' },
      payload: {}
    })
    expect(response.body).toBe('handled')
    expect(problems).toEqual([])
    expect(seen?.ips).toEqual(['127.0.0.1', '198.51.100.2', '203.0.113.7'])
    expect(seen?.validationError).toBeInstanceOf(Error)
  })
})
