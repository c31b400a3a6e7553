import { createRequire } from 'node:module'
import type { Ajv, CodeKeywordDefinition, KeywordCxt } from 'ajv'

const requireModule = createRequire(import.meta.url)

type Codegen = Pick<typeof import('ajv'), '_' | 'str'>
type Ucs2Length = (text: string) => number

/**
 * `maxLength` and `minLength` with Ajv's own results, minus most of their cost. Ajv counts code points
 * (`ucs2length`, one loop step per UTF-16 unit) for every string these keywords check: ~3 µs for a 600-character
 * field on this machine, more than the rest of a typical body's validation. A string has between `length / 2`
 * and `length` code points, so the count decides only when `length` alone cannot: a string no longer than
 * `maxLength` in UTF-16 units passes without counting, one shorter than `minLength` fails without counting.
 * Keyword names, error params and messages, `$data` support and evaluation order are Ajv's; Ajv's own
 * `ucs2length` does the counting that remains.
 */
export function installLengthKeywords(ajv: Ajv): void {
  if (ajv.opts.unicode === false) return
  const { _, str } = requireModule('ajv') as Codegen
  const ucs2length = (requireModule('ajv/dist/runtime/ucs2length') as { default: Ucs2Length }).default
  const definition: CodeKeywordDefinition = {
    keyword: ['maxLength', 'minLength'],
    type: 'string',
    schemaType: 'number',
    $data: true,
    // Ajv checks maxLength, minLength, then pattern: the first failing keyword is the reported one
    before: 'pattern',
    error: {
      message: ({ keyword, schemaCode }) =>
        str`must NOT have ${keyword === 'maxLength' ? 'more' : 'fewer'} than ${schemaCode} characters`,
      params: ({ schemaCode }) => _`{limit: ${schemaCode}}`
    },
    code(cxt: KeywordCxt) {
      const { keyword, data, schemaCode, gen } = cxt
      // standalone code needs the require path of the function, as Ajv gives it for its own keywords
      const count = gen.scopeValue('func', {
        ref: ucs2length,
        code: _`require("ajv/dist/runtime/ucs2length").default`
      })
      cxt.fail$data(
        keyword === 'maxLength'
          ? _`(${data}.length > ${schemaCode} && ${count}(${data}) > ${schemaCode})`
          : _`(${data}.length < ${schemaCode} || (${data}.length < 2 * ${schemaCode} && ${count}(${data}) < ${schemaCode}))`
      )
    }
  }
  ajv.removeKeyword('maxLength')
  ajv.removeKeyword('minLength')
  ajv.addKeyword(definition)
}
