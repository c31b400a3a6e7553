'use strict'

const path = require('node:path')
const Fastify = require('fastify')
const fp = require('fastify-plugin')
const AutoLoad = require('@fastify/autoload')

// Pass --options via CLI arguments in command to enable these options.
const options = {}

async function app(fastify, opts) {
  // Place here your custom code!

  // A custom error handler: validation errors get a friendlier shape,
  // other client errors are handed to Fastify's default error handler,
  // anything else is logged and hidden from the client.
  fastify.setErrorHandler(function (error, request, reply) {
    if (error.validation) {
      reply.code(400).send({
        statusCode: 400,
        error: 'Bad Request',
        message: error.message,
        context: error.validationContext,
        issues: error.validation.map((issue) => ({
          path: issue.instancePath,
          keyword: issue.keyword
        }))
      })
      return
    }
    if (error.statusCode !== undefined && error.statusCode < 500) {
      reply.send(error)
      return
    }
    request.log.error({ err: error }, 'unexpected error')
    reply.code(500).send({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong'
    })
  })

  fastify.setNotFoundHandler(function (request, reply) {
    reply.code(404).send({
      statusCode: 404,
      error: 'Not Found',
      message: `No route for ${request.method} ${request.url}`
    })
  })

  // Do not touch the following lines

  // This loads all plugins defined in plugins
  // those should be support plugins that are reused
  // through your application
  fastify.register(AutoLoad, {
    dir: path.join(__dirname, 'plugins'),
    options: Object.assign({}, opts)
  })

  // This loads all plugins defined in routes
  // define your routes in one of these
  fastify.register(AutoLoad, {
    dir: path.join(__dirname, 'routes'),
    options: Object.assign({}, opts)
  })
}

// Testing guide: a function that builds the application,
// so that tests and server.js can create as many instances as they need.
function build(opts = {}, appOpts = {}) {
  const fastify = Fastify(opts)
  fastify.register(fp(app), appOpts)
  return fastify
}

module.exports = app
module.exports.options = options
module.exports.build = build
