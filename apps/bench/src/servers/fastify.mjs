import Fastify from 'fastify'
import { registerRoutes } from '../routes.mjs'
import { serve } from './serve.mjs'

const app = Fastify({ logger: false })
registerRoutes(app)
serve(app)
