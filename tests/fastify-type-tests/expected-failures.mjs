// Fastify's type-test outcomes that differ on purpose: each entry is an assertion (kind 'assertion') or a checked
// `// @ts-expect-error <message>` (kind 'suppressed') that fails against Capsule, and the section of
// apps/docs/guide/typescript.md that documents why. An entry that passes again fails the test: remove it.
export const expectedFailures = []
