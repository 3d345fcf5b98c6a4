import { defineConfig } from 'vitest/config';

// Browser tests: e2e/global-setup.ts builds the app once per run; each file starts the real server.
export default defineConfig({
  test: {
    name: 'web',
    include: ['e2e/**/*.e2e.test.ts', 'src/**/*.test.ts', 'build/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    globalSetup: ['e2e/global-setup.ts'],
  },
});
