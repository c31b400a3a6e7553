// One `bench:zod` subject (zod-apps.mjs: capsule-ajv, capsule-zod, fastify-zod, capsule-zod-validate, fastify-ajv) as a
// server process, for checks over a socket: prints `listening <url>`, exits on SIGTERM. argv: <subject>
import { createSubject } from '../zod-apps.mjs'
import { serve } from './serve.mjs'

serve(await createSubject(process.argv[2]))
