// A lawyer's first day on the platform, at the two widths people use (375 px phone, 1280 px
// laptop): nothing a screen shows may be cut off, and what it says must be Portuguese.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, type Harness, startHarness } from './harness.ts';

let h: Harness;

/** A CNJ number with valid check digits (TJSP agravo published in its Boletim, fev/2021). */
const CNJ_TJSP = '2021437-34.2021.8.26.0000';

async function loggedIn(width: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await h.browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${h.baseUrl}/platform/login`);
  await page.getByLabel('Usuário').fill(DEMO.username);
  await page.getByLabel('Senha').fill(DEMO.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/platform\/dashboard$/);
  return { context, page };
}

/** Badge and button labels whose text does not fit their box (Mantine cuts them with "…"). */
async function truncatedLabels(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.mantine-Badge-label, .mantine-Button-label')]
      .filter((el) => el.offsetParent !== null && el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.textContent ?? ''} (${el.scrollWidth}px in ${el.clientWidth}px)`),
  );
}

beforeAll(async () => {
  h = await startHarness();
  // Rows that the dashboard and the tools show as badges: a prediction, a monitored case with a
  // deadline, a contract waiting for analysis.
  const { context, page } = await loggedIn(1280);
  const post = (path: string, data: unknown) =>
    page.request.post(`${h.baseUrl}${path}`, { data, headers: { origin: h.baseUrl } });
  const predicted = await post('/api/platform/predict', {
    caseTitle: 'Horas extras — Metalúrgica Alfa',
    caseType: 'trabalhista',
    description:
      'Dispensado sem justa causa em 10/09/2026, fazia horas extras sem pagamento; tenho cartões de ponto e duas testemunhas.',
  });
  expect(predicted.ok()).toBe(true);
  const added = await post('/api/platform/monitor/add', {
    processNumber: CNJ_TJSP,
    processTitle: 'Agravo — Construtora Beta',
    tribunal: 'TJ-SP',
    priority: 'high',
  });
  expect(added.ok()).toBe(true);
  const monitor = (await added.json()) as { id: string };
  const deadline = await post(`/api/platform/monitor/${monitor.id}/deadline`, { date: '2099-12-14' });
  expect(deadline.ok()).toBe(true);
  const document = await post('/api/platform/documents', {
    title: 'Contrato de prestação de serviços',
    content:
      'CLÁUSULA 1ª. O CONTRATADO prestará serviços de consultoria ao CONTRATANTE pelo prazo de 12 meses.',
    type: 'contract',
  });
  expect(document.ok()).toBe(true);
  await context.close();
});
afterAll(async () => {
  await h?.stop();
});

const SCREENS = [
  '/platform/dashboard',
  '/platform/analyser',
  '/platform/search',
  '/platform/predict',
  '/platform/docgen',
  '/platform/validator',
  '/platform/monitor',
  '/platform/strategy',
  '/platform/calculator',
];

describe.each([375, 1280])('at %i px', (width) => {
  it('cuts off no badge or button on any platform screen', async () => {
    const { context, page } = await loggedIn(width);
    const cut: string[] = [];
    for (const path of SCREENS) {
      await page.goto(`${h.baseUrl}${path}`);
      await page.locator('main').first().waitFor();
      await page.waitForLoadState('networkidle');
      for (const label of await truncatedLabels(page)) cut.push(`${path}: ${label}`);
    }
    await context.close();
    expect(cut).toEqual([]);
  });

  it('cuts off nothing in the landing header and its mobile menu', async () => {
    const context = await h.browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${h.baseUrl}/`);
    const menu = page.getByRole('button', { name: 'Abrir menu' });
    await page.waitForLoadState('networkidle'); // hydrated: the burger answers clicks
    if (width < 992) await menu.click(); // Mantine's md breakpoint (62em)
    await page.getByRole('link', { name: 'Acessar Plataforma' }).last().waitFor();
    const cut = await truncatedLabels(page);
    await context.close();
    expect(cut).toEqual([]);
  });
});
