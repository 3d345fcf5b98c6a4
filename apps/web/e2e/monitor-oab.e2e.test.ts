// The OAB numbers the DJEN capture searches by, typed key by key on a phone: an entry it cannot
// read is marked on the field and nothing is saved; a good list is saved, comes back as the server
// writes it ('98765/RJ, 123456/SP') and survives a reload. The DJEN is a local fake answering an
// empty page (its API is `GET /api/v1/comunicacao`, answered with `{ count, items }`).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, type Harness, signInPlatform, startHarness, typeKeys } from './harness.ts';

/** The field's entries, whatever order the server keeps them in. */
const entries = (value: string) => value.split(', ').sort();

let h: Harness;
let djen: Server;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  djen = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ status: 'success', count: 0, items: [] }));
  });
  await new Promise<void>((done) => djen.listen(0, '127.0.0.1', done));
  const { port } = djen.address() as AddressInfo;
  h = await startHarness({ DJEN_BASE_URL: `http://127.0.0.1:${port}` });
  context = await h.browser.newContext({ viewport: { width: 390, height: 844 } });
  page = await context.newPage();
  await signInPlatform(page, h.baseUrl, DEMO);
});
afterAll(async () => {
  await context?.close();
  await h?.stop();
  djen?.close();
});

describe('Monitor: the OAB numbers for the DJEN capture', () => {
  it('marks an entry it cannot read, then saves a good list and shows it again after a reload', async () => {
    await page.goto(`${h.baseUrl}/platform/monitor`);
    const panel = page.getByTestId('publications');
    const field = panel.getByRole('textbox', { name: 'Inscrições na OAB' });
    await typeKeys(field, '123456/SP, 98765/XX');
    await panel.getByRole('button', { name: 'Salvar inscrições' }).dblclick();
    // XX is no UF: refused on the field, with the entry named.
    await panel.getByText("Inscrição '98765/XX' inválida: use número/UF, por exemplo 123456/SP").waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');

    await field.fill('');
    await typeKeys(field, 'OAB 123456/sp; 98765-RJ');
    await panel.getByRole('button', { name: 'Salvar inscrições' }).dblclick();
    // Written back as the server keeps it: number/UF in capitals, comma-separated.
    await expect
      .poll(async () => entries(await field.inputValue()), { timeout: 8000 })
      .toEqual(['123456/SP', '98765/RJ']);
    expect(await field.getAttribute('aria-invalid')).not.toBe('true');

    await page.reload();
    await expect
      .poll(async () =>
        entries(
          await page
            .getByTestId('publications')
            .getByRole('textbox', { name: 'Inscrições na OAB' })
            .inputValue(),
        ),
      )
      .toEqual(['123456/SP', '98765/RJ']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
