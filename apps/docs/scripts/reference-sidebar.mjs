import { packages } from './packages.mjs'

/** The reference section of the sidebar: the index, then one page per package. */
export function referenceSidebar() {
  return [
    {
      text: 'Reference',
      items: [
        { text: 'Packages', link: '/reference/' },
        ...packages.map((pkg) => ({ text: pkg.name, link: `/reference/${pkg.dir}` }))
      ]
    }
  ]
}
