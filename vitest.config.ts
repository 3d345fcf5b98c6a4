import { defineConfig } from 'vitest/config';

// One runner for the whole tree: each workspace package is a vitest project; the web app has two,
// its browser tests ('web', which build the app) and its unit tests ('web-unit').
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/api', 'apps/web', 'apps/web/vitest.unit.config.ts', 'examples'],
  },
});
