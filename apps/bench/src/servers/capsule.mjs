import capsule from '@capsule/server'
import { registerRoutes } from '../routes.mjs'
import { serve } from './serve.mjs'

const app = capsule({ logger: false })
registerRoutes(app)
serve(app)
