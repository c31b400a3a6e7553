// This file contains code that we reuse between our tests.
import { build as buildApp } from '../app.js'

// Fill in this config with all the configurations
// needed for testing the application
export function config() {
  return {}
}

// Automatically build and tear down our instance
export async function build(t, appOpts = {}) {
  const app = buildApp({ logger: false }, { ...config(), ...appOpts })

  // Tear down our app after we are done
  t.after(() => app.close())

  await app.ready()
  return app
}
