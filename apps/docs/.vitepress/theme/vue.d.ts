// The theme's single-file components, as the TypeScript of the theme sees them (Vite compiles them; tsc does not).
declare module '*.vue' {
  const component: NonNullable<import('vitepress').Theme['Layout']>
  export default component
}
