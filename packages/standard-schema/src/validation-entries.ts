import type { StandardSchemaV1 } from '@standard-schema/spec'
import { instancePath, pathKeys } from './instance-path.js'
import type { StandardValidationEntry } from './types.js'

/**
 * A Standard Schema failure's issues as Ajv-shaped entries, so Capsule's schema error formatter, error handlers and
 * the 400 payload read them as they read Ajv's: `body/name <message>`.
 */
export function validationEntries(
  issues: ReadonlyArray<StandardSchemaV1.Issue>,
  vendor: string
): StandardValidationEntry[] {
  const entries: StandardValidationEntry[] = []
  for (const issue of issues) {
    const path = pathKeys(issue.path)
    entries.push({
      instancePath: instancePath(path),
      schemaPath: '',
      keyword: 'standard',
      params: { path, vendor },
      message: typeof issue.message === 'string' ? issue.message : String(issue.message)
    })
  }
  return entries
}
