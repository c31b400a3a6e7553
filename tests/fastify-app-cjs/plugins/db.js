'use strict'

const fp = require('fastify-plugin')

// A database-like plugin: an in-memory store behind an async API,
// exposed to the whole application as `fastify.db`.
async function dbConnector(fastify, opts) {
  const rows = new Map()
  let nextId = 1

  const seed = opts.seedUsers ?? [
    { name: 'Ada', email: 'ada@example.com', role: 'admin', password: 'ada-secret' },
    { name: 'Linus', email: 'linus@example.com', role: 'user', password: 'linus-secret' }
  ]

  const users = {
    async create({ name, email, role = 'user', password }) {
      const user = { id: nextId++, name, email, role, password, token: `token-${name.toLowerCase()}` }
      rows.set(user.id, user)
      return { ...user }
    },
    async findById(id) {
      const user = rows.get(id)
      return user ? { ...user } : null
    },
    async findByToken(token) {
      for (const user of rows.values()) {
        if (user.token === token) return { ...user }
      }
      return null
    },
    async list({ limit = 10, offset = 0 } = {}) {
      return [...rows.values()].slice(offset, offset + limit).map((user) => ({ ...user }))
    },
    async remove(id) {
      return rows.delete(id)
    }
  }

  for (const user of seed) await users.create(user)

  let connected = true
  fastify.decorate('db', {
    users,
    get connected() {
      return connected
    }
  })

  fastify.addHook('onClose', async () => {
    connected = false
  })
}

module.exports = fp(dbConnector, { name: 'db' })
