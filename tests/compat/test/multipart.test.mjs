// @fastify/multipart on Capsule, used the way its README shows.
// The plugin registers a content-type parser for multipart/form-data, decorates
// request with file()/parts()/files(), and (attachFieldsToBody) fills request.body
// from a preValidation hook, so body schemas must still see the parsed fields.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { existsSync, readFileSync } from 'node:fs'
import Fastify from 'fastify'
import multipart from '@fastify/multipart'

async function listen(app) {
  await app.listen({ port: 0, host: '127.0.0.1' })
  return `http://127.0.0.1:${app.server.address().port}`
}

test('request.file() gives the file stream and the fields sent before it (real socket, FormData + fetch)', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(multipart)
  app.post('/upload', async (request, reply) => {
    const data = await request.file()
    const content = (await data.toBuffer()).toString('utf8')
    reply.header('x-upload-field', data.fieldname)
    return {
      fieldname: data.fieldname,
      filename: data.filename,
      mimetype: data.mimetype,
      encoding: data.encoding,
      title: data.fields.title.value,
      content
    }
  })
  const base = await listen(app)

  const form = new FormData()
  form.append('title', 'hello world')
  form.append('doc', new Blob(['line one\nline two\n'], { type: 'text/plain' }), 'notes.txt')
  const res = await fetch(`${base}/upload`, { method: 'POST', body: form })

  assert.equal(res.status, 200)
  assert.equal(res.headers.get('content-type'), 'application/json; charset=utf-8')
  assert.equal(res.headers.get('x-upload-field'), 'doc')
  assert.deepEqual(await res.json(), {
    fieldname: 'doc',
    filename: 'notes.txt',
    mimetype: 'text/plain',
    encoding: '7bit',
    title: 'hello world',
    content: 'line one\nline two\n'
  })
})

test('request.parts() iterates fields and files in order', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(multipart)
  app.post('/parts', async (request) => {
    const seen = []
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buf = await part.toBuffer()
        seen.push({
          type: 'file',
          fieldname: part.fieldname,
          filename: part.filename,
          size: buf.length,
          text: buf.toString()
        })
      } else {
        seen.push({ type: 'field', fieldname: part.fieldname, value: part.value })
      }
    }
    return seen
  })
  const base = await listen(app)

  const form = new FormData()
  form.append('a', '1')
  form.append('first', new Blob(['AAAA'], { type: 'application/octet-stream' }), 'a.bin')
  form.append('b', 'two')
  form.append('second', new Blob(['{"x":1}'], { type: 'application/json' }), 'b.json')
  const res = await fetch(`${base}/parts`, { method: 'POST', body: form })

  assert.equal(res.status, 200)
  assert.deepEqual(await res.json(), [
    { type: 'field', fieldname: 'a', value: '1' },
    { type: 'file', fieldname: 'first', filename: 'a.bin', size: 4, text: 'AAAA' },
    { type: 'field', fieldname: 'b', value: 'two' },
    { type: 'file', fieldname: 'second', filename: 'b.json', size: 7, text: '{"x":1}' }
  ])
})

test('request.file() through inject with a FormData payload', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(multipart)
  app.post('/upload', async (request) => {
    const data = await request.file()
    return { filename: data.filename, content: (await data.toBuffer()).toString() }
  })

  const form = new FormData()
  form.append('upload', new Blob(['injected'], { type: 'text/plain' }), 'i.txt')
  const res = await app.inject({ method: 'POST', url: '/upload', payload: form })

  assert.equal(res.statusCode, 200)
  assert.equal(res.headers['content-type'], 'application/json; charset=utf-8')
  assert.deepEqual(res.json(), { filename: 'i.txt', content: 'injected' })
})

test('request.file() on a non-multipart request answers 406 (InvalidMultipartContentTypeError)', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(multipart)
  app.post('/upload', async (request) => {
    await request.file()
    return 'unreachable'
  })

  const res = await app.inject({ method: 'POST', url: '/upload', payload: { a: 1 } })
  assert.equal(res.statusCode, 406)
  assert.equal(res.headers['content-type'], 'application/json; charset=utf-8')
  assert.deepEqual(res.json(), {
    statusCode: 406,
    code: 'FST_INVALID_MULTIPART_CONTENT_TYPE',
    error: 'Not Acceptable',
    message: 'the request is not multipart'
  })
})

test('attachFieldsToBody: true fills request.body and a body schema sees it', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(multipart, { attachFieldsToBody: true })
  app.post(
    '/profile',
    {
      schema: {
        body: {
          type: 'object',
          required: ['name'],
          properties: {
            name: { type: 'object', properties: { value: { type: 'string' } } }
          }
        }
      }
    },
    async (request) => {
      const avatar = request.body.avatar
      return {
        name: request.body.name.value,
        avatar: avatar ? { filename: avatar.filename, content: (await avatar.toBuffer()).toString() } : null
      }
    }
  )
  const base = await listen(app)

  const ok = new FormData()
  ok.append('name', 'Ada')
  ok.append('avatar', new Blob(['PNGDATA'], { type: 'image/png' }), 'ada.png')
  const res = await fetch(`${base}/profile`, { method: 'POST', body: ok })
  assert.equal(res.status, 200)
  assert.deepEqual(await res.json(), { name: 'Ada', avatar: { filename: 'ada.png', content: 'PNGDATA' } })

  // Missing required field: Fastify's standard validation error, raised after the
  // plugin's preValidation hook has filled the body.
  const bad = new FormData()
  bad.append('other', 'x')
  const res2 = await fetch(`${base}/profile`, { method: 'POST', body: bad })
  assert.equal(res2.status, 400)
  assert.equal(res2.headers.get('content-type'), 'application/json; charset=utf-8')
  assert.deepEqual(await res2.json(), {
    statusCode: 400,
    code: 'FST_ERR_VALIDATION',
    error: 'Bad Request',
    message: "body must have required property 'name'"
  })
})

test("attachFieldsToBody: 'keyValues' gives plain values and validates like JSON", async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(multipart, { attachFieldsToBody: 'keyValues' })
  app.post(
    '/kv',
    {
      schema: {
        body: {
          type: 'object',
          required: ['hello'],
          properties: {
            hello: { type: 'string', enum: ['world'] },
            count: { type: 'integer' },
            myFile: { type: 'object' }
          }
        }
      }
    },
    async (request) => {
      return {
        hello: request.body.hello,
        // keyValues + a body schema: coercion applies like for JSON/urlencoded bodies
        count: request.body.count,
        countType: typeof request.body.count,
        fileIsBuffer: Buffer.isBuffer(request.body.myFile),
        file: request.body.myFile.toString()
      }
    }
  )

  const form = new FormData()
  form.append('hello', 'world')
  form.append('count', '42')
  form.append('myFile', new Blob(['file-bytes'], { type: 'application/octet-stream' }), 'f.bin')
  const res = await app.inject({ method: 'POST', url: '/kv', payload: form })
  assert.equal(res.statusCode, 200)
  assert.deepEqual(res.json(), {
    hello: 'world',
    count: 42,
    countType: 'number',
    fileIsBuffer: true,
    file: 'file-bytes'
  })

  const missing = new FormData()
  missing.append('count', '1')
  const res2 = await app.inject({ method: 'POST', url: '/kv', payload: missing })
  assert.equal(res2.statusCode, 400)
  assert.deepEqual(res2.json(), {
    statusCode: 400,
    code: 'FST_ERR_VALIDATION',
    error: 'Bad Request',
    message: "body must have required property 'hello'"
  })

  const wrong = new FormData()
  wrong.append('hello', 'mars')
  const res3 = await app.inject({ method: 'POST', url: '/kv', payload: wrong })
  assert.equal(res3.statusCode, 400)
  assert.deepEqual(res3.json(), {
    statusCode: 400,
    code: 'FST_ERR_VALIDATION',
    error: 'Bad Request',
    message: 'body/hello must be equal to one of the allowed values'
  })
})

test('limits.fileSize: toBuffer() rejects and the thrown error answers 413 as Fastify does', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(multipart, { limits: { fileSize: 10 } })
  app.post('/small', async (request) => {
    const data = await request.file()
    await data.toBuffer()
    return 'stored'
  })
  const base = await listen(app)

  const form = new FormData()
  form.append('big', new Blob(['x'.repeat(100)], { type: 'text/plain' }), 'big.txt')
  const res = await fetch(`${base}/small`, { method: 'POST', body: form })
  assert.equal(res.status, 413)
  assert.equal(res.headers.get('content-type'), 'application/json; charset=utf-8')
  assert.deepEqual(await res.json(), {
    statusCode: 413,
    code: 'FST_REQ_FILE_TOO_LARGE',
    error: 'Payload Too Large',
    message: 'request file too large'
  })

  // A file within the limit goes through on the same server.
  const form2 = new FormData()
  form2.append('ok', new Blob(['tiny'], { type: 'text/plain' }), 'ok.txt')
  const res2 = await fetch(`${base}/small`, { method: 'POST', body: form2 })
  assert.equal(res2.status, 200)
  assert.equal(await res2.text(), 'stored')
})

test('limits.fileSize with attachFieldsToBody: the preValidation error answers 413', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(multipart, { attachFieldsToBody: true, limits: { fileSize: 5 } })
  app.post('/attach', async (request) => ({ keys: Object.keys(request.body) }))

  const tooBig = new FormData()
  tooBig.append('f', new Blob(['0123456789'], { type: 'text/plain' }), 'f.txt')
  const res = await app.inject({ method: 'POST', url: '/attach', payload: tooBig })
  assert.equal(res.statusCode, 413)
  assert.deepEqual(res.json(), {
    statusCode: 413,
    code: 'FST_REQ_FILE_TOO_LARGE',
    error: 'Payload Too Large',
    message: 'request file too large'
  })

  const fine = new FormData()
  fine.append('f', new Blob(['0123'], { type: 'text/plain' }), 'f.txt')
  fine.append('g', 'v')
  const res2 = await app.inject({ method: 'POST', url: '/attach', payload: fine })
  assert.equal(res2.statusCode, 200)
  assert.deepEqual(res2.json(), { keys: ['f', 'g'] })
})

test('saveRequestFiles() writes temp files and removes them once the response is done', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(multipart)
  let saved = []
  app.post('/save', async (request) => {
    const { files, values } = await request.saveRequestFiles()
    saved = files.map((f) => f.filepath)
    return {
      files: files.map((f) => ({
        fieldname: f.fieldname,
        filename: f.filename,
        mimetype: f.mimetype,
        content: readFileSync(f.filepath, 'utf8')
      })),
      title: values.title.value
    }
  })

  const form = new FormData()
  form.append('title', 't1')
  form.append('doc', new Blob(['file-content'], { type: 'text/plain' }), 'doc.txt')
  const res = await app.inject({ method: 'POST', url: '/save', payload: form })
  assert.equal(res.statusCode, 200)
  assert.deepEqual(res.json(), {
    files: [{ fieldname: 'doc', filename: 'doc.txt', mimetype: 'text/plain', content: 'file-content' }],
    title: 't1'
  })
  // the plugin's onResponse hook deletes them, after the response: wait for it (at most 10 s, a far-away bound)
  for (let i = 0; i < 2000 && saved.some((p) => existsSync(p)); i++)
    await new Promise((resolve) => setTimeout(resolve, 5))
  assert.equal(saved.length, 1)
  assert.equal(existsSync(saved[0]), false)
})

test('limits.files answers 413 FilesLimitError; the default fileSize is the server bodyLimit', async (t) => {
  const app = Fastify({ bodyLimit: 100 })
  t.after(() => app.close())
  await app.register(multipart)
  app.post('/one-file', async (request) => {
    const out = []
    for await (const part of request.parts({ limits: { files: 1 } })) {
      if (part.type === 'file') out.push((await part.toBuffer()).toString())
    }
    return out
  })
  app.post('/upload', async (request) => {
    const data = await request.file()
    return { size: (await data.toBuffer()).length }
  })

  const two = new FormData()
  two.append('a', new Blob(['AAA'], { type: 'text/plain' }), 'a.txt')
  two.append('b', new Blob(['BBB'], { type: 'text/plain' }), 'b.txt')
  const res = await app.inject({ method: 'POST', url: '/one-file', payload: two })
  assert.equal(res.statusCode, 413)
  assert.deepEqual(res.json(), {
    statusCode: 413,
    code: 'FST_FILES_LIMIT',
    error: 'Payload Too Large',
    message: 'reach files limit'
  })

  // multipart bodies bypass bodyLimit, but a single file larger than it is refused
  const big = new FormData()
  big.append('a', new Blob(['x'.repeat(500)], { type: 'text/plain' }), 'a.txt')
  const res2 = await app.inject({ method: 'POST', url: '/upload', payload: big })
  assert.equal(res2.statusCode, 413)
  assert.deepEqual(res2.json(), {
    statusCode: 413,
    code: 'FST_REQ_FILE_TOO_LARGE',
    error: 'Payload Too Large',
    message: 'request file too large'
  })

  const small = new FormData()
  small.append('a', new Blob(['x'.repeat(90)], { type: 'text/plain' }), 'a.txt')
  const res3 = await app.inject({ method: 'POST', url: '/upload', payload: small })
  assert.equal(res3.statusCode, 200)
  assert.deepEqual(res3.json(), { size: 90 })
})

test('attachFieldsToBody with sharedSchemaId: the shared schema validates fields', async (t) => {
  const app = Fastify()
  t.after(() => app.close())
  await app.register(multipart, { attachFieldsToBody: true, sharedSchemaId: '#mySharedSchema' })
  app.post(
    '/shared',
    {
      schema: {
        body: {
          type: 'object',
          required: ['field'],
          properties: { field: { $ref: '#mySharedSchema' } }
        }
      }
    },
    async (request) => ({ value: request.body.field.value, isMultipart: request.isMultipart() })
  )

  const ok = new FormData()
  ok.append('field', 'val')
  const res = await app.inject({ method: 'POST', url: '/shared', payload: ok })
  assert.equal(res.statusCode, 200)
  assert.deepEqual(res.json(), { value: 'val', isMultipart: true })

  const missing = new FormData()
  missing.append('other', 'val')
  const res2 = await app.inject({ method: 'POST', url: '/shared', payload: missing })
  assert.equal(res2.statusCode, 400)
  assert.deepEqual(res2.json(), {
    statusCode: 400,
    code: 'FST_ERR_VALIDATION',
    error: 'Bad Request',
    message: "body must have required property 'field'"
  })
})
