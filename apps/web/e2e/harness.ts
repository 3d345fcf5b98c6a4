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

/** `env`: extra server settings, e.g. { LAWBASE_AUTOLOAD: 'true' } for a file that searches the base. */
export async function startHarness(env: Record<string, string> = {}): Promise<Harness> {
  const webDist = inject('webDist');
  const store = createServerStore();
  // Loading the knowledge base into a fresh PGlite takes a while on a busy machine.
  const ready = env.LAWBASE_AUTOLOAD === 'true' ? { readyTimeoutMs: 170_000 } : {};
  const server = await startServer(store, { WEB_DIST: webDist, ...env }, ready);
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
