'use strict'

module.exports = async function (fastify, opts) {
  fastify.get('/', async function (request, reply) {
    return { root: true }
  })

  fastify.get('/support', async function (request, reply) {
    return { support: fastify.someSupport() }
  })

  fastify.get('/me', { onRequest: [fastify.authenticate] }, async function (request, reply) {
    return { id: request.user.id, name: request.user.name, role: request.user.role }
  })

  fastify.get('/whoami', async function (request, reply) {
    return { user: request.user }
  })

  fastify.get('/health', async function (request, reply) {
    return { status: 'ok', db: this.db.connected }
  })
}
