// The admin panel with 10,000 contacts (issue: "must stay fast and usable"): one server page
// at a time, never the whole table in the DOM.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type Harness, startHarness } from './harness.ts';

const CONTACTS = 10_000;
let h: Harness;

beforeAll(async () => {
  process.env.RATE_LIMIT_CONTACTS_PER_HOUR = String(CONTACTS * 2);
  h = await startHarness();
  let next = 0;
  const worker = async () => {
    while (next < CONTACTS) {
      const i = next++;
      const res = await fetch(`${h.baseUrl}/api/contacts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `Contato ${String(i).padStart(5, '0')}`,
          email: `contato${i}@example.com`,
          message: `Mensagem número ${i} enviada pelo formulário do site.`,
        }),
      });
      if (res.status !== 201) throw new Error(`seeding failed at ${i}: ${res.status} ${await res.text()}`);
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
}, 600_000);
afterAll(() => h?.stop());

describe('admin panel with 10,000 contacts', () => {
  it('shows the first page quickly and pages through the rest on the server', async () => {
    const context = await h.browser.newContext({ viewport: { width: 1440, height: 900 } });
    expect((await context.request.post(`${h.baseUrl}/api/auth/login`, { data: ADMIN })).ok()).toBe(true);
    const page = await context.newPage();
    const started = Date.now();
    await page.goto(`${h.baseUrl}/admin`);
    await page.getByTestId('contacts-table').waitFor();
    const elapsed = Date.now() - started;
    expect(elapsed).toBeLessThan(5000);

    expect(await page.getByTestId('contacts-count').textContent()).toBe('10.000 contatos');
    expect(await page.getByTestId('contacts-page').textContent()).toBe('Página 1 de 200');
    const rows = page.getByTestId('contacts-table').locator('tbody tr');
    expect(await rows.count()).toBe(50);
    const firstName = () => rows.first().locator('td').first().textContent();
    const firstOnPage1 = await firstName();
    expect(firstOnPage1).toMatch(/^Contato \d{5}$/);

    await page.getByRole('button', { name: 'Próxima' }).click();
    await expect.poll(() => page.getByTestId('contacts-page').textContent()).toBe('Página 2 de 200');
    await expect.poll(firstName).not.toBe(firstOnPage1);
    expect(await rows.count()).toBe(50);

    await page.getByRole('button', { name: 'Anterior' }).click();
    await expect.poll(firstName).toBe(firstOnPage1);

    await page.getByLabel('Por página').selectOption('100');
    await expect.poll(() => page.getByTestId('contacts-page').textContent()).toBe('Página 1 de 100');
    await expect.poll(() => rows.count()).toBe(100);
    expect(await page.locator('tr').count()).toBeLessThanOrEqual(101);
    await context.close();
  });
});
