import { defineConfig } from 'vitest/config';

// Browser tests: they build nothing themselves; e2e/setup builds the app once and starts the API.
export default defineConfig({
  test: {
    name: 'web',
    include: ['e2e/**/*.e2e.test.ts', 'src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
