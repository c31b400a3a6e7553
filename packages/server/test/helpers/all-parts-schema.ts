/** A schema for each of the four validated parts: `/:id` with an integer id, body `a` required, integer `q`, header `x-h` required. */
export const allPartsSchema = {
  params: { type: 'object', properties: { id: { type: 'integer' } } },
  body: { type: 'object', required: ['a'] },
  querystring: { type: 'object', properties: { q: { type: 'integer' } } },
  headers: { type: 'object', required: ['x-h'] }
}
