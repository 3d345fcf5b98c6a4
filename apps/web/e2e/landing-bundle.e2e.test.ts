// Budget of the landing page: at most 150 KB gzip of JavaScript loaded by `/`, none of it admin or
// platform code, and no growth past the recorded figure below without someone deciding so.
// Measured on the production build as the browser actually loads it, scrolled to the bottom so
// nothing lazy is missed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './harness.ts';

const BUDGET_BYTES = 150 * 1024;
/**
 * What `/` loaded when last measured (139.9 KB, 28 Nov 2026: the theme's filled-colour contrast
 * resolver, used by the landing's buttons too, added 423 bytes). Platform features (charts, date
 * fields, session code) must not move it: a change of the landing that adds code on purpose
 * updates this figure in the same commit, saying why. The tolerance absorbs the hash names and
 * compression noise of an unrelated edit, not a new dependency.
 */
const RECORDED_BYTES = 143_276;
const TOLERANCE_BYTES = 256;

/** Code that only the admin panel, the platform or their tRPC client contain. */
const FORBIDDEN = [
  { what: 'tRPC client', pattern: /["'`]\/trpc["'`]/ },
  { what: 'admin panel', pattern: /Contatos recebidos|Contas da plataforma|Acesso administrativo/ },
  { what: 'platform', pattern: /Bem-vindo ao Lexato!|Não foi possível acessar a plataforma/ },
];

let h: Harness;

beforeAll(async () => {
  // The run's production build (e2e/global-setup.ts), as the harness serves it.
  h = await startHarness();
});
afterAll(() => h?.stop());

describe('landing bundle', () => {
  it('loads at most 150 KB gzip of JavaScript, no more than last recorded, none of it admin or platform code', async () => {
    const page = await h.browser.newPage();
    const scripts = new Set<string>();
    page.on('response', (r) => {
      const url = new URL(r.url());
      if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(`${h.baseUrl}/`, { waitUntil: 'networkidle' });
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    await page.close();

    let total = 0;
    const report: string[] = [];
    for (const path of scripts) {
      const code = readFileSync(join(h.webDist, path));
      const gz = gzipSync(code, { level: 9 }).length;
      total += gz;
      report.push(`${(gz / 1024).toFixed(1).padStart(6)} KB  ${path}`);
      for (const { what, pattern } of FORBIDDEN) {
        expect(pattern.test(code.toString('utf8')), `${path} contains ${what} code`).toBe(false);
      }
    }
    console.info(`JavaScript loaded by /: ${(total / 1024).toFixed(1)} KB gzip\n${report.join('\n')}`);
    expect(scripts.size).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
    expect(total, `${total} bytes against ${RECORDED_BYTES} recorded`).toBeLessThanOrEqual(
      RECORDED_BYTES + TOLERANCE_BYTES,
    );
  });
});
