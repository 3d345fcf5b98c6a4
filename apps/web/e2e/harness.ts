// The production build of Lexato (built web app + API on one port, fresh database) and a
// headless Debian Chromium driven by playwright-core.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
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

/** The platform's screens after the login, in the order of the dashboard's tool cards. */
export const PLATFORM_SCREENS = [
  '/platform/dashboard',
  '/platform/analyser',
  '/platform/search',
  '/platform/predict',
  '/platform/docgen',
  '/platform/validator',
  '/platform/monitor',
  '/platform/strategy',
  '/platform/calculator',
] as const;

/** Signs in through the platform's login form as a person would; ends on the dashboard. */
export async function signInPlatform(
  page: Page,
  baseUrl: string,
  user: { username: string; password: string },
): Promise<void> {
  await page.goto(`${baseUrl}/platform/login`);
  await page.getByLabel('Usuário').fill(user.username);
  await page.getByLabel('Senha').fill(user.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/platform\/dashboard$/);
}

/**
 * Types into a field key by key, as a person does (a mask that reacts to each key — a dot taken
 * for a decimal point — shows only this way; `fill` sets the whole text at once, like a paste),
 * after emptying it; then leaves the field, as the next click would.
 */
export async function typeKeys(field: Locator, text: string): Promise<void> {
  await field.click();
  await field.clear();
  await field.pressSequentially(text);
  await field.blur();
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Finding {
  id: string;
  impact: string | null | undefined;
  help: string;
  /** The first failing elements, each with axe's message (a contrast's ratio and colours). */
  targets: string[];
}

/** Axe-core's serious and critical violations on the page as it is now (the context needs bypassCSP). */
export async function seriousViolations(page: Page): Promise<Finding[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes
          .slice(0, 5)
          .map((n) => `${n.target.join(' ')} — ${n.any[0]?.message ?? n.failureSummary ?? ''}`),
      }));
  });
}
