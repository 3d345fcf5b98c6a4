import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './harness.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.stop());

describe('the built app in Chromium', () => {
  it('opens the landing page', async () => {
    const page = await h.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const res = await page.goto(`${h.baseUrl}/`);
    expect(res?.status()).toBe(200);
    await expect.poll(() => page.title()).toMatch(/Lexato/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the 404 page, with a 404 status, on an unknown path', async () => {
    const page = await h.browser.newPage();
    const res = await page.goto(`${h.baseUrl}/nao/existe`);
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect(await page.getByText('Did you forget to add the page to the router?').isVisible()).toBe(true);
    await page.close();
  });

  it('sends /platform to the platform login', async () => {
    const page = await h.browser.newPage();
    await page.goto(`${h.baseUrl}/platform`);
    await page.waitForURL(/\/platform\/login$/);
    await page.close();
  });
});
