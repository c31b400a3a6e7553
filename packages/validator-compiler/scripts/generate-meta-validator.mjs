// Writes src/generated/draft-07-meta-validator.js: Ajv's own draft-07 meta-schema validator as standalone code,
// so a server checks its schemas without compiling the meta-schema at startup (~30 ms here). Run it after
// upgrading Ajv: `pnpm --filter @capsule/validator-compiler generate`; a unit test fails while it is stale.
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { metaValidatorSource } from './meta-validator-source.mjs'

const target = fileURLToPath(new URL('../src/generated/draft-07-meta-validator.js', import.meta.url))
writeFileSync(target, metaValidatorSource())
console.log(`wrote ${target}`)
