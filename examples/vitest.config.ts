import { defineConfig } from 'vitest/config';

// Runs each example against the real server (apps/api/src/server.ts on an embedded database).
export default defineConfig({
  test: {
    name: 'examples',
    include: ['*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
