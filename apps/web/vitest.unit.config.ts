import { defineConfig } from 'vitest/config';

// The web app's unit tests (view models, formatting, the build's own helpers): plain Node, no
// browser and no build of the app, so `pnpm test:unit` can run them in seconds.
export default defineConfig({
  test: {
    name: 'web-unit',
    include: ['src/**/*.test.ts', 'build/**/*.test.ts'],
  },
});
