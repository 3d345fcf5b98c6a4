import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, type Harness, startHarness } from './harness.ts';

// The Calculator screen (tabs, results, required fields, toasts) against the built app and the real API. Figures are
// those of @lexato/calc's documented examples (packages/calc/README.md, "Examples").
let h: Harness;
let context: BrowserContext;

beforeAll(async () => {
  h = await startHarness();
  context = await h.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${h.baseUrl}/platform/login`);
  await page.getByLabel('Usuário').fill(DEMO.username);
  await page.getByLabel('Senha').fill(DEMO.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/platform\/dashboard$/);
  await page.close();
});
afterAll(async () => {
  await context?.close();
  await h?.stop();
});

async function openCalculator(): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${h.baseUrl}/platform/calculator`);
  await page.getByRole('tab', { name: 'Rescisão' }).waitFor();
  return page;
}

/** Only the active tab's panel is visible, so every field lookup is scoped to it. */
const panel = (page: Page) => page.getByRole('tabpanel');
const result = (page: Page, tab: string) => page.getByRole('region', { name: `Resultado — ${tab}` });

describe('calculator screen', () => {
  it('opens on the rescisão tab among seven, with no result card and no history yet', async () => {
    const page = await openCalculator();
    expect(await page.getByRole('tab').count()).toBe(7);
    expect(await page.getByRole('tab', { name: 'Rescisão' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('link', { name: 'Voltar ao Dashboard' }).isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: /^Resultado/ }).count()).toBe(0);
    expect(await page.getByText('Histórico de Cálculos').count()).toBe(0);
    await page.close();
  });

  it('names the missing required fields in a toast', async () => {
    const page = await openCalculator();
    await panel(page).getByLabel('Salário bruto').fill('3000');
    await panel(page).getByRole('button', { name: 'Calcular' }).click();
    await page.getByText('Campos obrigatórios').waitFor();
    await page.getByText('Preencha salário, datas e saldo FGTS').waitFor();
    await page.close();
  });

  it('calculates a rescisão, shows its result card and memo, and lists it in the history', async () => {
    const page = await openCalculator();
    const form = panel(page);
    await form.getByLabel('Salário bruto').fill('3000');
    await form.getByLabel('Data de admissão').fill('10/03/2022');
    await form.getByLabel('Data de desligamento').fill('20/08/2025');
    await form.getByLabel('Saldo do FGTS').fill('10000');
    await form.getByLabel('Título (opcional)').fill('Rescisão Maria');
    // Hold the call for a moment so the pending state can be seen.
    await page.route('**/trpc/calculations.create*', async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await form.getByRole('button', { name: 'Calcular' }).click();
    const pending = form.getByRole('button', { name: 'Calculando...' });
    await pending.waitFor();
    expect(await pending.isDisabled()).toBe(true);
    await page.getByText('Cálculo realizado com sucesso!').waitFor();
    const card = result(page, 'Rescisão');
    await card.getByText('R$ 10.146,37').waitFor(); // valorLiquido (rescisao.test.ts)
    // multa 40% do FGTS on 10.000 + the 8% deposit on the termination items 652 (rescisao.test.ts)
    expect(await card.getByText('R$ 4.260,80').isVisible()).toBe(true);
    await card.getByRole('button', { name: 'Memória de cálculo' }).click();
    await card
      .getByRole('table', { name: 'Memória de cálculo' })
      .getByText('Lei 12.506/2011')
      .first()
      .waitFor();
    const history = page.getByRole('region', { name: 'Histórico de Cálculos' });
    await history.getByText('Rescisão Maria').waitFor();
    expect(await history.getByText('RESCISÃO').first().isVisible()).toBe(true);
    // Another tab has no result of its own.
    await page.getByRole('tab', { name: 'Férias' }).click();
    expect(await page.getByRole('region', { name: /^Resultado/ }).count()).toBe(0);
    await page.getByRole('tab', { name: 'Rescisão' }).click();
    await result(page, 'Rescisão').waitFor();
    // A fresh visit reopens the past result from the history.
    await page.reload();
    await page.getByRole('tab', { name: 'Férias' }).click();
    await page.getByRole('button', { name: 'Abrir Rescisão Maria' }).click();
    await result(page, 'Rescisão').getByText('R$ 10.146,37').waitFor();
    expect(await page.getByRole('tab', { name: 'Rescisão' }).getAttribute('aria-selected')).toBe('true');
    await page.close();
  });

  it('shows the sale of vacation days only when days are sold', async () => {
    const page = await openCalculator();
    await page.getByRole('tab', { name: 'Férias' }).click();
    const form = panel(page);
    await form.getByLabel('Salário bruto').fill('3000');
    await form.getByLabel('Data de referência').fill('01/06/2025');
    await form.getByRole('button', { name: 'Calcular' }).click();
    const card = result(page, 'Férias');
    await card.getByText('R$ 3.511,83').waitFor(); // ferias.test.ts, 30 days in June 2025
    expect(await card.getByText('Venda de dias (abono pecuniário)').count()).toBe(0);
    await form.getByLabel('Dias vendidos').fill('10');
    await form.getByRole('button', { name: 'Calcular' }).click();
    await result(page, 'Férias').getByText('R$ 3.782,77').waitFor(); // 10 days sold
    expect(await result(page, 'Férias').getByText('Venda de dias (abono pecuniário)').isVisible()).toBe(true);
    await page.close();
  });

  it('enables the interest rate only with "Incluir juros" and shows interest only above zero', async () => {
    const page = await openCalculator();
    await page.getByRole('tab', { name: 'Correção Monetária' }).click();
    const form = panel(page);
    const rate = form.getByLabel('Taxa de juros (% ao mês)');
    expect(await rate.isDisabled()).toBe(true);
    await form.getByLabel('Valor inicial').fill('1000');
    await form.getByLabel('Data inicial').fill('01/01/2024');
    await form.getByLabel('Data final').fill('31/12/2024');
    await form.getByRole('button', { name: 'Calcular' }).click();
    const card = result(page, 'Correção Monetária');
    // IPCA-E 2024 by whole months 01–12/2024, the tab's default (correcao-monetaria.test.ts)
    await card.getByText('R$ 1.047,07').first().waitFor();
    expect(await card.getByRole('cell', { name: 'Juros', exact: true }).count()).toBe(0);
    await form.getByLabel('Incluir juros', { exact: true }).check();
    expect(await rate.isDisabled()).toBe(false);
    await form.getByRole('button', { name: 'Calcular' }).click();
    await result(page, 'Correção Monetária').getByText('R$ 125,65').waitFor();
    expect(
      await result(page, 'Correção Monetária').getByRole('cell', { name: 'Juros', exact: true }).count(),
    ).toBe(1);
    await page.close();
  });

  it('runs a liquidação by date (AUTOMATICO by default) and shows it stretch by stretch', async () => {
    const page = await openCalculator();
    await page.getByRole('tab', { name: 'Liquidação' }).click();
    const form = panel(page);
    expect(await form.getByLabel('Data de ajuizamento').count()).toBe(1);
    await form.getByLabel('Índice de correção').selectOption('SELIC');
    expect(await form.getByLabel('Data de ajuizamento').count()).toBe(0);
    await form.getByLabel('Índice de correção').selectOption('AUTOMATICO');
    await form.getByLabel('Valor principal').fill('10000');
    await form.getByLabel('Data inicial').fill('15/05/2024');
    await form.getByLabel('Data final').fill('20/12/2024');
    await form.getByLabel('Data de ajuizamento').fill('10/05/2024');
    await form.getByRole('button', { name: 'Calcular' }).click();
    const card = result(page, 'Liquidação');
    // Worked in apps/api/src/tools/calculator/calculator.integration.test.ts (SELIC, then IPCA + taxa legal)
    await card.getByText('R$ 10.673,51').first().waitFor();
    expect(await card.getByText('Honorários').count()).toBe(0);
    expect(await card.getByText(/^Desconto INSS \(estimativa/).isVisible()).toBe(true);
    await card.getByRole('button', { name: 'Evolução mês a mês' }).click();
    const months = card.getByRole('table', { name: 'Evolução mês a mês' });
    await months.waitFor();
    // May (16–31), Jun, Jul, Aug 1–29 (SELIC), Aug 30–31 (Lei 14.905), Sep, Oct, Nov, Dec (1–20)
    expect(await months.locator('tbody tr').count()).toBe(9);
    await page.close();
  });

  it('refuses the ADC 58 pre-judicial phase while the TR is not loaded, and offers the last computable end date', async () => {
    const page = await openCalculator();
    await page.getByRole('tab', { name: 'Liquidação' }).click();
    const form = panel(page);
    await form.getByLabel('Valor principal').fill('20000');
    await form.getByLabel('Data inicial').fill('28/02/2023');
    await form.getByLabel('Data final').fill('31/10/2023');
    await form.getByLabel('Data de ajuizamento').fill('20/11/2023');
    // The form says how far each series reaches before anything is computed.
    await form.getByText(/IPCA até 08\/2026 · .*TR não carregada/).waitFor();
    await form.getByRole('button', { name: 'Calcular' }).click();
    await form.getByText(/os juros são a TRD \(Lei 8\.177\/1991 art\. 39, caput\)/).waitFor();
    expect(await result(page, 'Liquidação').count()).toBe(0);

    // Filed in 2026: Lei 14.905 (IPCA + taxa legal) from 30/06/2026; the shipped IPCA ends in 08/2026.
    await form.getByLabel('Data inicial').fill('30/06/2026');
    await form.getByLabel('Data final').fill('24/11/2026');
    await form.getByLabel('Data de ajuizamento').fill('15/01/2026');
    await form.getByRole('button', { name: 'Calcular' }).click();
    await form.getByText(/Índice IPCA sem valor para 09\/2026/).waitFor();
    await form.getByRole('button', { name: 'Usar 31/08/2026 como data final' }).click();
    expect(await form.getByLabel('Data final').inputValue()).toBe('31/08/2026');
    await form.getByRole('button', { name: 'Calcular' }).click();
    await result(page, 'Liquidação').waitFor();
    await page.close();
  });

  it('refuses 45 days of férias naming the field, never clamping it to 30', async () => {
    const page = await openCalculator();
    await page.getByRole('tab', { name: 'Férias' }).click();
    const form = panel(page);
    await form.getByLabel('Salário bruto').fill('3000');
    await form.getByLabel('Dias de férias').fill('45');
    await form.getByLabel('Salário bruto').click();
    expect(await form.getByLabel('Dias de férias').inputValue()).toBe('45');
    await form.getByRole('button', { name: 'Calcular' }).click();
    await form.getByText('Dias de férias: máximo 30').waitFor();
    await page.close();
  });

  it('lets an attachment be cleared and refuses one over 10 MB', async () => {
    const page = await openCalculator();
    const form = panel(page);
    const input = form.locator('input[type="file"]');
    await input.setInputFiles({
      name: 'notas.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Notas do caso'),
    });
    await form.getByText('notas.txt').waitFor();
    await form.getByRole('button', { name: 'Remover anexo' }).click();
    expect(await form.getByText('notas.txt').count()).toBe(0);
    // The toast lasts 5 s: wait for it from before the (slow, 10 MB) file hand-over.
    const toastShown = page.getByText('Arquivo muito grande').waitFor();
    await input.setInputFiles({
      name: 'grande.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x20),
    });
    await toastShown;
    await form.getByText('O arquivo deve ter no máximo 10MB').waitFor();
    expect(await form.getByText('grande.pdf').count()).toBe(0);
    await page.close();
  });

  it('sends the attachment with the calculation (multipart POST /api/platform/calculations)', async ({
    skip,
  }) => {
    // The multipart route is registered by buildApp (rest/calculations.ts).
    const probe = await context.request.post(`${h.baseUrl}/api/platform/calculations`, { data: {} });
    if (probe.status() === 404) skip();
    const page = await openCalculator();
    await page.getByRole('tab', { name: 'Horas Extras' }).click();
    const form = panel(page);
    await form.getByLabel('Salário bruto').fill('2200');
    await form.getByLabel('Horas extras no mês').fill('10');
    await form.getByLabel('Título (opcional)').fill('Horas com anexo');
    await form.locator('input[type="file"]').setInputFiles({
      name: 'cartao-ponto.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Cartão de ponto'),
    });
    await form.getByRole('button', { name: 'Calcular' }).click();
    // 2200 + 150 + DSR 30 (horas-extras.test.ts)
    await result(page, 'Horas Extras').getByText('R$ 2.380,00').waitFor();
    await page.getByRole('region', { name: 'Histórico de Cálculos' }).getByText('Horas com anexo').waitFor();
    await page.close();
  });
});
