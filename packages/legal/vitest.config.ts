import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'legal', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
