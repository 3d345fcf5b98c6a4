import { defineConfig } from 'vitest/config';

// Browser tests: e2e/global-setup.ts builds the app once per run; each file starts the real server.
// The unit tests of src/ and build/ need no build and run as their own project (vitest.unit.config.ts).
export default defineConfig({
  test: {
    name: 'web',
    include: ['e2e/**/*.e2e.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // What a screen does after a click or a reload (fetch, render) takes seconds when the machine is
    // busy; vitest's default of 1 s for expect.poll made passing tests fail at load 3. A poll that
    // holds returns at once, so this only lengthens a failure.
    expect: { poll: { timeout: 8000 } },
    globalSetup: ['e2e/global-setup.ts'],
  },
});
