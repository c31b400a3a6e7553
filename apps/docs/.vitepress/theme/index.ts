// The default theme, with the components that show pictures and figures in the pages (registered globally so that a
// page uses them as tags) and the styles that colour them in the light and the dark theme.
import DefaultTheme from 'vitepress/theme'
import type { Theme } from 'vitepress'
import BenchFigures from './BenchFigures.vue'
import BenchHeadline from './BenchHeadline.vue'
import Diagram from './Diagram.vue'
import './custom.css'

const theme: Theme = {
  extends: DefaultTheme,
  enhanceApp({ app }) {
    app.component('BenchFigures', BenchFigures)
    app.component('BenchHeadline', BenchHeadline)
    app.component('Diagram', Diagram)
  }
}

export default theme
