// The subjects of `bench:zod`, each a ready app with the two validated routes (GET /users/:id, POST /items). The
// comparison itself:
//   capsule-ajv  Capsule, the JSON schemas of routes.mjs, its default Ajv validator and fast-json-stringify serializer
//   capsule-zod  Capsule, the Zod 4 schemas of zod-routes.mjs through @capsule/standard-schema's compilers (defaults)
//   fastify-zod  Fastify 5, the same Zod schemas through fastify-type-provider-zod's compilers, set up as its README does
// and two that tell where a difference comes from:
//   capsule-zod-validate  capsule-zod with `createStandardSerializerCompiler({ mode: 'validate' })`: every response
//                run through Zod and written with JSON.stringify, the work fastify-type-provider-zod's serializer does
//                (the default `mode: 'auto'` writes a response with fast-json-stringify from the schema's JSON Schema
//                and does not validate it)
//   fastify-ajv  Fastify 5 with the JSON schemas of routes.mjs (its default Ajv and fast-json-stringify): Fastify's
//                own cost, apart from its Zod provider's
import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import { registerRoutes } from './routes.mjs'
import { registerZodRoutes } from './zod-routes.mjs'

export const subjects = ['capsule-ajv', 'capsule-zod', 'fastify-zod', 'capsule-zod-validate', 'fastify-ajv']

// loaded when a Zod subject is created (the Ajv subjects do not pay for it)
const standardSchemaCompilers = () => import('@capsule/standard-schema')

/** A ready app of one subject; `logger: false` as in every other benchmark app. */
export async function createSubject(name) {
  if (name === 'capsule-ajv' || name === 'fastify-ajv') {
    const { default: create } =
      name === 'capsule-ajv' ? await import('@capsule/server') : await import('fastify')
    const app = create({ logger: false })
    registerRoutes(app)
    await app.ready()
    return app
  }
  if (name === 'capsule-zod' || name === 'capsule-zod-validate') {
    const { default: capsule } = await import('@capsule/server')
    const { standardValidatorCompiler, standardSerializerCompiler, createStandardSerializerCompiler } =
      await standardSchemaCompilers()
    const app = capsule({ logger: false })
    // as the package's README shows: one compiler of each kind for the whole server
    app.setValidatorCompiler(standardValidatorCompiler)
    app.setSerializerCompiler(
      name === 'capsule-zod'
        ? standardSerializerCompiler
        : createStandardSerializerCompiler({ mode: 'validate' })
    )
    registerZodRoutes(app)
    await app.ready()
    return app
  }
  if (name === 'fastify-zod') {
    const { default: Fastify } = await import('fastify')
    const { validatorCompiler, serializerCompiler } = await import('fastify-type-provider-zod')
    const app = Fastify({ logger: false })
    app.setValidatorCompiler(validatorCompiler)
    app.setSerializerCompiler(serializerCompiler)
    registerZodRoutes(app.withTypeProvider())
    await app.ready()
    return app
  }
  throw new Error(`unknown subject ${name} (known: ${subjects.join(', ')})`)
}

/** Versions for the RESULTS.md header line. */
export function versions() {
  const require = createRequire(import.meta.url)
  const version = (name) => {
    const entry = require.resolve(name)
    const root = entry.slice(0, entry.lastIndexOf(`/node_modules/${name}/`) + `/node_modules/${name}/`.length)
    return JSON.parse(readFileSync(`${root}package.json`, 'utf8')).version
  }
  return {
    fastify: version('fastify'),
    zod: version('zod'),
    'fastify-type-provider-zod': version('fastify-type-provider-zod')
  }
}
