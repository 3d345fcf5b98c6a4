import { defineConfig } from 'vitest/config';

// One runner for the whole tree: each workspace package is a vitest project.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/api', 'apps/web', 'examples'],
  },
});
