'use strict'

const fp = require('fastify-plugin')

// `fastify.authenticate` is meant to be used as a route hook:
//   fastify.get('/me', { onRequest: [fastify.authenticate] }, handler)
// It reads a bearer token and sets `request.user`.
module.exports = fp(
  async function (fastify, opts) {
    fastify.decorateRequest('user', null)

    fastify.decorate('authenticate', async function (request, reply) {
      const header = request.headers.authorization ?? ''
      const [scheme, token] = header.split(' ')
      if (scheme !== 'Bearer' || !token) {
        reply.code(401).header('www-authenticate', 'Bearer').send({
          statusCode: 401,
          error: 'Unauthorized',
          message: 'Missing bearer token'
        })
        return reply
      }
      const user = await this.db.users.findByToken(token)
      if (user === null) {
        throw fastify.httpErrors.unauthorized('Invalid token')
      }
      request.user = user
    })
  },
  { name: 'auth', dependencies: ['db'] }
)
