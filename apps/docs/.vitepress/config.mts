import { defineConfig } from 'vitepress'
import { referenceSidebar } from '../scripts/reference-sidebar.mjs'

// The guides in reading order; the reference pages are generated from the packages' TSDoc (scripts/reference.mjs).
const guide = [
  { text: 'Getting started', link: '/guide/getting-started' },
  { text: 'Encapsulation and plugins', link: '/guide/encapsulation' },
  { text: 'Seeing encapsulation', link: '/guide/seeing-encapsulation' },
  { text: 'Hooks and the request lifecycle', link: '/guide/hooks' },
  { text: 'Validation', link: '/guide/validation' },
  { text: 'Serialization', link: '/guide/serialization' },
  { text: 'Errors', link: '/guide/errors' },
  { text: 'Testing', link: '/guide/testing' },
  { text: 'Logging', link: '/guide/logging' },
  { text: 'Shutdown and deployment', link: '/guide/deployment' },
  { text: 'Security guarantees', link: '/guide/security' },
  { text: 'Performance', link: '/guide/performance' },
  { text: 'TypeScript', link: '/guide/typescript' },
  { text: 'Using Zod, Valibot or ArkType', link: '/guide/standard-schema' },
  { text: 'Runtimes and serverless', link: '/guide/runtimes' }
]

export default defineConfig({
  title: 'Capsule',
  description:
    "A Node.js HTTP framework with Fastify's API: encapsulated plugins, schema validation and serialization.",
  cleanUrls: true,
  // the maintainers' notes (README.md) are not a page of the site
  srcExclude: ['README.md'],
  lastUpdated: false,
  // a dead link fails the build; the link checker (test/links.test.ts) also checks anchors in the built pages
  ignoreDeadLinks: false,
  // the examples' languages as the example runner reads them (`cjs`: a CommonJS program)
  markdown: { languageAlias: { cjs: 'js', mjs: 'js' } },
  // the reference pages of core and server are long (every public type): their chunks and the search index are
  // larger than Vite's 500 kB hint, by nature, not by mistake
  vite: { build: { chunkSizeWarningLimit: 4000 } },
  head: [['link', { rel: 'icon', type: 'image/svg+xml', href: '/logo.svg' }]],
  themeConfig: {
    // beside the site's name, which says the same: no text of its own
    logo: { src: '/logo.svg', alt: '' },
    nav: [
      { text: 'Guide', link: '/guide/getting-started' },
      { text: 'Migrating from Fastify', link: '/migration' },
      { text: 'Reference', link: '/reference/' }
    ],
    sidebar: {
      '/guide/': [
        { text: 'Guide', items: guide },
        { text: 'Migrating from Fastify', link: '/migration' }
      ],
      '/migration': [
        { text: 'Guide', items: guide },
        { text: 'Migrating from Fastify', link: '/migration' }
      ],
      '/reference/': referenceSidebar()
    },
    search: { provider: 'local' },
    outline: [2, 3]
  }
})
