// The production build of Lexato (built web app + API on one port, fresh database) and a
// headless Debian Chromium driven by playwright-core.
import { type Browser, chromium } from 'playwright-core';
import { inject } from 'vitest';
import { createServerStore, startServer } from '../../api/test/spawn-server.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';

export { ADMIN, DEMO } from '../../api/test/spawn-server.ts';

export interface Harness {
  baseUrl: string;
  browser: Browser;
  /** The built web app this run serves (for bundle checks). */
  webDist: string;
  stop(): Promise<void>;
}

export async function startHarness(): Promise<Harness> {
  const webDist = inject('webDist');
  const store = createServerStore();
  const server = await startServer(store, { WEB_DIST: webDist });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  return {
    baseUrl: server.url,
    browser,
    webDist,
    async stop() {
      await browser.close();
      await server.stop();
      await store.dispose();
    },
  };
}
