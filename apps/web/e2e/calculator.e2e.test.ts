import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, type Harness, startHarness, typeKeys } from './harness.ts';

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
/** The attachment's file input (the other one imports a calculation file). */
const ATTACHMENT = 'input[type="file"]:not([accept*="json"])';
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
    await typeKeys(panel(page).getByLabel('Salário bruto'), '3.000,00');
    await panel(page).getByRole('button', { name: 'Calcular' }).click();
    await page.getByText('Campos obrigatórios').waitFor();
    await page.getByText('Preencha salário, datas e saldo FGTS').waitFor();
    await page.close();
  });

  it('shows one toast, about the last click: never a stale error after a success', async () => {
    const page = await openCalculator();
    await page.getByRole('tab', { name: 'Férias' }).click();
    const form = panel(page);
    const toasts = page.locator('.mantine-Notification-root');
    await form.getByRole('button', { name: 'Calcular' }).click();
    await form.getByRole('button', { name: 'Calcular' }).click();
    await toasts.filter({ hasText: 'Campos obrigatórios' }).waitFor();
    await expect.poll(() => toasts.count()).toBe(1);
    await typeKeys(form.getByLabel('Salário bruto'), '3.000,00');
    await form.getByRole('button', { name: 'Calcular' }).click();
    await form.getByRole('button', { name: /Calcular|Calculando/ }).click();
    await toasts.filter({ hasText: 'Cálculo realizado com sucesso!' }).waitFor();
    // The replaced toast may still be leaving for a moment; then only the latest stays.
    await expect.poll(() => toasts.count()).toBe(1);
    expect(await toasts.filter({ hasText: 'Campos obrigatórios' }).count()).toBe(0);
    await page.close();
  });

  it('calculates a rescisão, shows its result card and memo, and lists it in the history', async () => {
    const page = await openCalculator();
    const form = panel(page);
    await typeKeys(form.getByLabel('Salário bruto'), '3.000,00');
    await typeKeys(form.getByLabel('Data de admissão'), '10/03/2022');
    await typeKeys(form.getByLabel('Data de desligamento'), '20/08/2025');
    await typeKeys(form.getByLabel('Saldo do FGTS'), '10.000');
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
    await typeKeys(form.getByLabel('Salário bruto'), '3.000,00');
    await typeKeys(form.getByLabel('Data de referência'), '01/06/2025');
    await form.getByRole('button', { name: 'Calcular' }).click();
    const card = result(page, 'Férias');
    await card.getByText('R$ 3.511,83').waitFor(); // ferias.test.ts, 30 days in June 2025
    expect(await card.getByText('Venda de dias (abono pecuniário)').count()).toBe(0);
    await typeKeys(form.getByLabel('Dias vendidos'), '10');
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
    await typeKeys(form.getByLabel('Valor inicial'), '1.000,00');
    await typeKeys(form.getByLabel('Data inicial'), '01/01/2024');
    await typeKeys(form.getByLabel('Data final'), '31/12/2024');
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
    await typeKeys(form.getByLabel('Valor principal'), '10000,00');
    await typeKeys(form.getByLabel('Data inicial'), '15/05/2024');
    await typeKeys(form.getByLabel('Data final'), '20/12/2024');
    await typeKeys(form.getByLabel('Data de ajuizamento'), '10/05/2024');
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
    await typeKeys(form.getByLabel('Valor principal'), '20.000');
    await typeKeys(form.getByLabel('Data inicial'), '28/02/2023');
    await typeKeys(form.getByLabel('Data final'), '31/10/2023');
    await typeKeys(form.getByLabel('Data de ajuizamento'), '20/11/2023');
    // The form says how far each series reaches before anything is computed.
    await form.getByText(/IPCA até 08\/2026 · .*TR não carregada/).waitFor();
    await form.getByRole('button', { name: 'Calcular' }).click();
    await form.getByText(/os juros são a TRD \(Lei 8\.177\/1991 art\. 39, caput\)/).waitFor();
    expect(await result(page, 'Liquidação').count()).toBe(0);

    // Filed in 2026: Lei 14.905 (IPCA + taxa legal) from 30/06/2026; the shipped IPCA ends in 08/2026.
    await typeKeys(form.getByLabel('Data inicial'), '30/06/2026');
    await typeKeys(form.getByLabel('Data final'), '24/11/2026');
    await typeKeys(form.getByLabel('Data de ajuizamento'), '15/01/2026');
    await form.getByRole('button', { name: 'Calcular' }).click();
    await form.getByText(/Índice IPCA sem valor para 09\/2026/).waitFor();
    await form.getByRole('button', { name: 'Usar 31/08/2026 como data final' }).click();
    expect(await form.getByLabel('Data final').inputValue()).toBe('31/08/2026');
    await form.getByRole('button', { name: 'Calcular' }).click();
    await result(page, 'Liquidação').waitFor();
    await page.close();
  });

  it('runs the IGP-M shipped, and refuses the CDI (not shipped) naming the series and its SGS code', async () => {
    const page = await openCalculator();
    await page.getByRole('tab', { name: 'Correção Monetária' }).click();
    const form = panel(page);
    // The hint lists each series with its last month before anything is computed.
    await form.getByText(/IGP-M até 12\/2025 · .*CDI não carregada/).waitFor();
    await typeKeys(form.getByLabel('Valor inicial'), '1.000,00');
    await typeKeys(form.getByLabel('Data inicial'), '01/01/2024');
    await typeKeys(form.getByLabel('Data final'), '31/12/2024');
    await form.getByLabel('Índice', { exact: true }).selectOption('CDI');
    await form.getByRole('button', { name: 'Calcular' }).click();
    await form
      .getByText('Índice CDI sem valor para 01/2024: a série (BCB SGS 4391) não está carregada.')
      .first()
      .waitFor();
    expect(await result(page, 'Correção Monetária').count()).toBe(0);
    // IGP-M (FGV IBRE, BCB SGS 189) 01–12/2024 by whole months: 1,06536174 × 1.000 = 1.065,36
    // (worked in packages/calc/src/correcao-monetaria.test.ts).
    await form.getByLabel('Índice', { exact: true }).selectOption('IGP-M');
    await form.getByRole('button', { name: 'Calcular' }).click();
    await result(page, 'Correção Monetária').getByText('R$ 1.065,36').first().waitFor();
    await page.close();
  });

  it('refuses 45 days of férias naming the field, never clamping it to 30', async () => {
    const page = await openCalculator();
    await page.getByRole('tab', { name: 'Férias' }).click();
    const form = panel(page);
    await typeKeys(form.getByLabel('Salário bruto'), '3.000,00');
    await typeKeys(form.getByLabel('Dias de férias'), '45');
    expect(await form.getByLabel('Dias de férias').inputValue()).toBe('45');
    await form.getByRole('button', { name: 'Calcular' }).click();
    await form.getByText('Dias de férias: máximo 30').waitFor();
    await page.close();
  });

  it('lets an attachment be cleared and refuses one over 10 MB', async () => {
    const page = await openCalculator();
    const form = panel(page);
    const input = form.locator(ATTACHMENT);
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
    await typeKeys(form.getByLabel('Salário bruto'), '2200');
    await typeKeys(form.getByLabel('Horas extras no mês'), '10');
    await form.getByLabel('Título (opcional)').fill('Horas com anexo');
    await form.locator(ATTACHMENT).setInputFiles({
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

/** Every money field of every tab, by its label (fields.ts). */
const MONEY_FIELDS: Array<[tab: string, labels: string[]]> = [
  ['Rescisão', ['Salário bruto', 'Saldo do FGTS']],
  ['Salário Líquido', ['Salário bruto', 'Adicionais tributáveis', 'Outros descontos']],
  ['Férias', ['Salário bruto']],
  ['13º Salário', ['Salário bruto']],
  ['Correção Monetária', ['Valor inicial']],
  ['Horas Extras', ['Salário bruto']],
  ['Liquidação', ['Valor principal']],
];

describe('money typed the Brazilian way', () => {
  it('reads 4.850,00, 4850,00, 4850, 4.850 and 12.345.678,90 typed key by key in every money field', async () => {
    const page = await openCalculator();
    for (const [tab, labels] of MONEY_FIELDS) {
      await page.getByRole('tab', { name: tab }).click();
      for (const label of labels) {
        const field = panel(page).getByLabel(label);
        for (const typed of ['4.850,00', '4850,00', '4850', '4.850']) {
          await typeKeys(field, typed);
          expect(await field.inputValue(), `${tab} · ${label} · ${typed}`).toBe('4.850,00');
        }
        await typeKeys(field, '12.345.678,90');
        expect(await field.inputValue(), `${tab} · ${label}`).toBe('12.345.678,90');
        // A paste puts the whole text in at once.
        await field.fill('R$ 4.850,00');
        await field.blur();
        expect(await field.inputValue(), `${tab} · ${label} · pasted`).toBe('4.850,00');
        expect(await field.getAttribute('aria-invalid'), `${tab} · ${label}`).not.toBe('true');
      }
    }
    await page.close();
  });

  it('calculates with R$ 4.850,00 typed key by key, not R$ 4,85', async () => {
    const page = await openCalculator();
    await page.getByRole('tab', { name: 'Horas Extras' }).click();
    const form = panel(page);
    await typeKeys(form.getByLabel('Salário bruto'), '4.850,00');
    await typeKeys(form.getByLabel('Horas extras no mês'), '10');
    await form.getByRole('button', { name: 'Calcular' }).click();
    const card = result(page, 'Horas Extras');
    await expect.poll(() => card.evaluate((el) => el === document.activeElement)).toBe(true);
    // Worked by hand: hour 4.850,00 ÷ 220 (44 h a week, CLT art. 58 and 64) = 22,045…;
    // 10 h × 1,5 (CF art. 7º XVI) = 330,68; DSR 330,68 ÷ 25 working days × 5 Sundays and holidays
    // (Lei 605/1949 art. 7º; Súmula 172 TST) = 66,14; 4.850,00 + 330,68 + 66,14 = 5.246,82.
    await card.getByText('R$ 5.246,82').first().waitFor();
    await card.getByRole('button', { name: 'Memória de cálculo' }).click();
    const memo = card.getByRole('table', { name: 'Memória de cálculo' });
    await memo.getByText('R$ 330,68').first().waitFor();
    expect(await card.getByText('R$ 4.850,00').count()).toBeGreaterThan(0);
    await page.close();
  });

  it('refuses an amount it cannot read, marking the field, and sends nothing', async () => {
    const page = await openCalculator();
    await page.getByRole('tab', { name: 'Salário Líquido' }).click();
    const form = panel(page);
    let sent = 0;
    await page.route('**/trpc/calculations.create*', async (route) => {
      sent++;
      await route.continue();
    });
    for (const [typed, message] of [
      ['4.85', 'Valor inválido: use o formato 4.850,00'],
      ['4,850.00', 'Valor inválido: use o formato 4.850,00'],
      ['-100', 'O valor não pode ser negativo'],
    ] as const) {
      const field = form.getByLabel('Salário bruto');
      await typeKeys(field, typed);
      await form.getByText(message).waitFor();
      expect(await field.inputValue()).toBe(typed);
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      await form.getByRole('button', { name: 'Calcular' }).click();
      await form.getByRole('button', { name: 'Calcular' }).click();
      await page.getByText('Corrija o valor marcado: use o formato 4.850,00.').waitFor();
    }
    expect(sent).toBe(0);
    expect(await result(page, 'Salário Líquido').count()).toBe(0);
    await page.close();
  });
});
