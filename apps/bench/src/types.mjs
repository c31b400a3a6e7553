// pnpm bench:types: what the TypeScript checker spends on a typed application. Generates one 50-route app (params,
// querystring, body and two response schemas per route, each handler reading every part and answering two statuses)
// three times: Capsule with its built-in inference, Fastify with @fastify/type-provider-json-schema-to-ts, Fastify
// with @fastify/type-provider-typebox; runs `tsc --extendedDiagnostics` on each, and prints instantiations, types
// and check time side by side. The checker's counts are exact and repeatable; its times are not (run it twice).
import { execFileSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { writeResults } from './results.mjs'

const routes = Number(process.env.ROUTES ?? 50)
const here = new URL('..', import.meta.url).pathname
const work = join(here, '.types-bench')
const require = createRequire(import.meta.url)
const tsc = require.resolve('typescript/bin/tsc')

// the same schemas as JSON Schema literals (Capsule inline, json-schema-to-ts) and as TypeBox builders
const json = {
  params: "{ type: 'object', required: ['id'], properties: { id: { type: 'integer' } } }",
  querystring: "{ type: 'object', properties: { fields: { type: 'string' }, limit: { type: 'integer' } } }",
  body: "{ type: 'object', required: ['name', 'price'], properties: { name: { type: 'string' }, price: { type: 'number' }, tags: { type: 'array', items: { type: 'string' } } } }",
  created:
    "{ type: 'object', required: ['id', 'name'], properties: { id: { type: 'integer' }, name: { type: 'string' }, price: { type: 'number' } } }",
  missing: "{ type: 'object', required: ['message'], properties: { message: { type: 'string' } } }"
}
const typebox = {
  params: 'Type.Object({ id: Type.Integer() })',
  querystring: 'Type.Object({ fields: Type.Optional(Type.String()), limit: Type.Optional(Type.Integer()) })',
  body: 'Type.Object({ name: Type.String(), price: Type.Number(), tags: Type.Optional(Type.Array(Type.String())) })',
  created: 'Type.Object({ id: Type.Integer(), name: Type.String(), price: Type.Optional(Type.Number()) })',
  missing: 'Type.Object({ message: Type.String() })'
}

function app(header, factory, schemas) {
  let source = `${header}\nconst app = ${factory}\n`
  for (let i = 0; i < routes; i++) {
    source += `app.post('/items${i}/:id', {
  schema: {
    params: ${schemas.params},
    querystring: ${schemas.querystring},
    body: ${schemas.body},
    response: { 201: ${schemas.created}, 404: ${schemas.missing} }
  }
}, async (request, reply) => {
  if (request.query.limit === 0) return reply.code(404).send({ message: 'none' })
  reply.code(201)
  return { id: request.params.id, name: request.body.name, price: request.body.price }
})
`
  }
  return `${source}export default app\n`
}

const variants = [
  {
    name: 'Capsule, built-in inference',
    file: 'capsule.ts',
    source: app("import capsule from '@capsule/server'", 'capsule()', json)
  },
  {
    name: 'Fastify + type-provider-json-schema-to-ts',
    file: 'fastify-json-schema-to-ts.ts',
    source: app(
      "import Fastify from 'fastify'\nimport type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts'",
      'Fastify().withTypeProvider<JsonSchemaToTsProvider>()',
      json
    )
  },
  {
    name: 'Fastify + type-provider-typebox',
    file: 'fastify-typebox.ts',
    source: app(
      "import Fastify from 'fastify'\nimport { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox'",
      'Fastify().withTypeProvider<TypeBoxTypeProvider>()',
      typebox
    )
  }
]

rmSync(work, { recursive: true, force: true })
mkdirSync(work, { recursive: true })
const results = []
for (const variant of variants) {
  writeFileSync(join(work, variant.file), variant.source)
  const config = join(work, `${variant.file}.tsconfig.json`)
  writeFileSync(
    config,
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        strict: true,
        noEmit: true,
        // what applications use: declaration files are not checked themselves, only what the app instantiates
        skipLibCheck: true,
        types: ['node']
      },
      files: [variant.file]
    })
  )
  let output
  try {
    output = execFileSync(process.execPath, [tsc, '-p', config, '--extendedDiagnostics'], {
      cwd: work,
      encoding: 'utf8'
    })
  } catch (error) {
    // the app must type-check, or the counts describe an error path
    throw new Error(`${variant.name} does not type-check:\n${error.stdout}`)
  }
  const read = (label) => Number(new RegExp(`^${label}:\\s+([\\d.]+)`, 'm').exec(output)?.[1])
  results.push({
    name: variant.name,
    instantiations: read('Instantiations'),
    types: read('Types'),
    check: read('Check time')
  })
}
rmSync(work, { recursive: true, force: true })

const [capsule] = results
const version = require('typescript/package.json').version
const rows = results.map((r) => ({
  app: r.name,
  instantiations: r.instantiations.toLocaleString('en'),
  types: r.types.toLocaleString('en'),
  'check time': `${r.check.toFixed(2)} s`,
  'Capsule / this (instantiations)':
    r === capsule ? '' : (capsule.instantiations / r.instantiations).toFixed(3)
}))
console.log(
  `${routes} routes, each with params, querystring, body and two response schemas (TypeScript ${version})\n`
)
console.log(`| ${Object.keys(rows[0]).join(' | ')} |`)
console.log(
  `|${Object.keys(rows[0])
    .map(() => '---')
    .join('|')}|`
)
for (const row of rows) console.log(`| ${Object.values(row).join(' | ')} |`)
// the published figures are for the 50-route app: another size is written only to RESULTS_FILE
if (routes === 50 || process.env.RESULTS_FILE)
  writeResults('Type checking (pnpm bench:types)', rows, { routes, typescript: version })
else console.log(`${routes} routes: not written (RESULTS_FILE=<file> writes it elsewhere)`)
