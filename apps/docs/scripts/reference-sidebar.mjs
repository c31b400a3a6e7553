import { packages } from './packages.mjs'

/** The reference section of the sidebar: the index, then each package (with its concept pages, if it has them). */
export function referenceSidebar() {
  return [
    {
      text: 'Reference',
      items: [
        { text: 'Packages', link: '/reference/' },
        ...packages.map((pkg) =>
          pkg.pages
            ? {
                text: pkg.name,
                link: `/reference/${pkg.dir}/`,
                collapsed: false,
                items: pkg.pages.map((page) => ({
                  text: page.title,
                  link: `/reference/${pkg.dir}/${page.slug}`
                }))
              }
            : { text: pkg.name, link: `/reference/${pkg.dir}` }
        )
      ]
    }
  ]
}
