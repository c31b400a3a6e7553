'use strict'

const userSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    email: { type: 'string' },
    role: { type: 'string' }
  }
}

module.exports = async function (fastify, opts) {
  fastify.get(
    '/',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            limit: { type: 'integer', minimum: 1, maximum: 50, default: 10 },
            offset: { type: 'integer', minimum: 0, default: 0 }
          }
        },
        response: {
          200: { type: 'array', items: userSchema }
        }
      }
    },
    async function (request, reply) {
      const { limit, offset } = request.query
      return fastify.db.users.list({ limit, offset })
    }
  )

  fastify.get(
    '/:id',
    {
      schema: {
        params: {
          type: 'object',
          properties: { id: { type: 'integer', minimum: 1 } },
          required: ['id']
        },
        response: {
          200: userSchema
        }
      }
    },
    async function (request, reply) {
      const user = await fastify.db.users.findById(request.params.id)
      if (user === null) {
        return reply.notFound(`User ${request.params.id} not found`)
      }
      return user
    }
  )

  fastify.post(
    '/',
    {
      schema: {
        body: {
          type: 'object',
          required: ['name', 'email', 'password'],
          properties: {
            name: { type: 'string', minLength: 1 },
            email: { type: 'string', pattern: '^[^@\\s]+@[^@\\s]+$' },
            password: { type: 'string', minLength: 8 }
          }
        },
        response: {
          201: userSchema
        }
      }
    },
    async function (request, reply) {
      const user = await fastify.db.users.create(request.body)
      reply.code(201).header('location', `${request.url.replace(/\/$/, '')}/${user.id}`)
      return user
    }
  )

  fastify.delete(
    '/:id',
    {
      onRequest: [fastify.authenticate],
      schema: {
        params: {
          type: 'object',
          properties: { id: { type: 'integer', minimum: 1 } }
        }
      }
    },
    async function (request, reply) {
      if (request.user.role !== 'admin') {
        throw fastify.httpErrors.forbidden('Only admins can delete users')
      }
      const removed = await fastify.db.users.remove(request.params.id)
      if (!removed) {
        return reply.notFound()
      }
      reply.code(204).send()
    }
  )
}
