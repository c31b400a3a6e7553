// A tstyche reporter that records every outcome instead of printing it: each assertion (`expect(...).type...`)
// and each checked `// @ts-expect-error <message>` with its file, line, source text and status, and every
// error outside them (a test file that does not compile). run.mjs compares the record with the expected
// failures. tstyche loads reporters by URL; the record lives on a global key so that the instance tstyche
// creates and run.mjs share it whatever the module identity.
import { basename } from 'node:path'

const KEY = Symbol.for('capsule.fastify-type-tests.record')

/** The record the reporter fills: `{ collected, assertions, suppressed, errors }`. */
export function record() {
  globalThis[KEY] ??= { collected: {}, assertions: [], suppressed: [], errors: [] }
  return globalThis[KEY]
}

export function resetRecord() {
  globalThis[KEY] = { collected: {}, assertions: [], suppressed: [], errors: [] }
  return globalThis[KEY]
}

/** One line per diagnostic, its related messages indented (tstyche's Diagnostic: text, related). */
export function messages(diagnostics) {
  const lines = []
  for (const diagnostic of diagnostics ?? []) {
    const text = Array.isArray(diagnostic.text) ? diagnostic.text.join(' ') : diagnostic.text
    const origin = diagnostic.origin
    const where =
      origin?.sourceFile?.getLineAndCharacterOfPosition !== undefined
        ? ` (${basename(origin.sourceFile.fileName)}:${origin.sourceFile.getLineAndCharacterOfPosition(origin.start).line + 1})`
        : ''
    lines.push(`${text}${where}`)
    for (const related of messages(diagnostic.related)) lines.push(`  ${related}`)
  }
  return lines
}

/** Whitespace runs collapsed: the identity of an assertion is its text, not its layout. */
export const normalize = (text) => text.replace(/\s+/g, ' ').trim()

function lineOf(sourceFile, position) {
  return sourceFile.getLineAndCharacterOfPosition(position).line + 1
}

export default class CollectReporter {
  #file = ''
  #sourceFile = undefined

  on([event, payload]) {
    const into = record()
    switch (event) {
      case 'file:start':
        this.#file = basename(payload.result.file.path)
        this.#sourceFile = undefined
        break
      case 'collect:start':
        this.#sourceFile = payload.tree.sourceFile
        break
      case 'collect:node':
        // every assertion tstyche found, whether or not it gets to run (it does not in a file with errors)
        if (payload.node.brand === 'expect')
          into.collected[this.#file] = (into.collected[this.#file] ?? 0) + 1
        break
      case 'expect:pass':
      case 'expect:fail':
      case 'expect:error': {
        const node = payload.result.expect.matcherNode
        const sourceFile = node.getSourceFile()
        into.assertions.push({
          file: this.#file,
          line: lineOf(sourceFile, node.getStart(sourceFile)),
          text: normalize(node.getText(sourceFile)),
          status: event === 'expect:pass' ? 'pass' : 'fail',
          messages: event === 'expect:pass' ? [] : messages(payload.diagnostics)
        })
        break
      }
      case 'suppressed:match':
      case 'suppressed:error': {
        const { directive, argument } = payload.result.suppressed
        const sourceFile = this.#sourceFile
        into.suppressed.push({
          file: this.#file,
          line: sourceFile === undefined ? 0 : lineOf(sourceFile, directive.start),
          text: normalize(`${directive.text} ${argument?.text ?? ''}`),
          status: event === 'suppressed:match' ? 'pass' : 'fail',
          messages: event === 'suppressed:match' ? [] : messages(payload.diagnostics)
        })
        break
      }
      case 'file:error':
      case 'test:error':
      case 'collect:error':
      case 'directive:error':
      case 'project:error':
      case 'store:error':
        // tstyche reports a file's errors again with each test that contains them: keep each message once
        for (const message of messages(payload.diagnostics)) {
          if (!into.errors.some((error) => error.file === this.#file && error.message === message)) {
            into.errors.push({ file: this.#file, event, message })
          }
        }
        break
      default:
        break
    }
  }
}
