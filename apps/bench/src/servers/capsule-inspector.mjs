// Capsule's benchmark server with @capsule/inspector registered first, on the root, as its README says to: every
// hook call and the handler traced, one boundary hook per phase, the last 50 requests kept (bench:inspector).
import capsule from '@capsule/server'
import inspector from '@capsule/inspector'
import { registerRoutes } from '../routes.mjs'
import { serve } from './serve.mjs'

const app = capsule({ logger: false })
// the servers run with NODE_ENV=production (processes.mjs), where the inspector refuses unless told
await app.register(inspector, { allowProduction: true })
registerRoutes(app)
serve(app)
