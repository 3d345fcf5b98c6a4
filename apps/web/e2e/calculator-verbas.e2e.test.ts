import { readFile } from 'node:fs/promises';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, type Harness, seriousViolations, signInPlatform, startHarness, typeKeys } from './harness.ts';

// The liquidação por verbas on a phone (390×844): two verbas typed key by key, the summary by
// verba, the FGTS, INSS and IRRF demonstratives, and the calculation exported as JSON and read back.
let h: Harness;
let context: BrowserContext;

beforeAll(async () => {
  h = await startHarness();
  context = await h.browser.newContext({
    viewport: { width: 390, height: 844 },
    acceptDownloads: true,
    // axe-core is injected as a script (harness.ts seriousViolations).
    bypassCSP: true,
  });
  const page = await context.newPage();
  await signInPlatform(page, h.baseUrl, DEMO);
  await page.close();
});
afterAll(async () => {
  await context?.close();
  await h?.stop();
});

async function openLiquidacao(): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${h.baseUrl}/platform/calculator`);
  await page.getByRole('tab', { name: 'Liquidação' }).click();
  return page;
}

const panel = (page: Page) => page.getByRole('tabpanel');
const verba = (page: Page, n: number) => panel(page).getByRole('group', { name: `Verba ${n}` });
const card = (page: Page) => page.getByRole('region', { name: 'Resultado — Liquidação' });

/** The cells of a table row whose first cell is `first`, as shown. */
async function row(table: Locator, first: string): Promise<string[]> {
  const tr = table.getByRole('row').filter({ has: table.page().getByText(first, { exact: true }) });
  return (await tr.locator('td, th').allInnerTexts()).map((t) => t.replace(/\s/g, ' ').trim());
}

// Worked by hand from the SELIC shipped in packages/calc/src/indices/selic.ts (BCB SGS 4390, % a
// month, 2024: Jan 0,97 · Feb 0,80 · Mar 0,83 · Apr 0,89 · May 0,83 · Jun 0,79), whole months to
// 30/06/2024, summed (Lei 9.430/1996 art. 61 §3º; the SELIC already holds the interest, so juros 0):
// - Horas extras, 01/2024 and 02/2024, R$ 1.000,00 each, due 01/02 and 01/03/2024 (Súmula 381 TST):
//   01/2024 → Feb–Jun 0,80 + 0,83 + 0,89 + 0,83 + 0,79 = 4,14% → 1.041,40;
//   02/2024 → Mar–Jun 0,83 + 0,89 + 0,83 + 0,79 = 3,34% → 1.033,40; verba 2.074,80 (correção 74,80).
// - Indenização, total R$ 4.850,00 of 01/2024 (due 01/02/2024), no FGTS, INSS or IR:
//   4.850,00 × 4,14% = 200,79 → 5.050,79.
// - Totals: principal 6.850,00; correção 275,59; total 7.125,59.
// - FGTS 8% (Lei 8.036/1990 art. 15) of the horas extras only: 80,00 × 1,0414 = 83,31 and
//   80,00 × 1,0334 = 82,67 → deposits 160,00, correção 5,98, total 165,98.
// - INSS by competência, 2024 table (Portaria Interministerial MPS/MF 2/2024, first band up to
//   1.412,00 at 7,5%): 1.000,00 × 7,5% = 75,00 in 01/2024 and in 02/2024 → 150,00.
// - IRRF RRA (Lei 7.713/1988 art. 12-A §1º) over the 2 months of the horas extras, the table of
//   06/2024 (Lei 14.848/2024, exempt up to 2.259,20 a month): 2.074,80 − 150,00 = 1.924,80 ≤
//   2 × 2.259,20 = 4.518,40 → 0,00.
// - Valor líquido do credor: 7.125,59 − 150,00 − 0,00 = 6.975,59.
async function expectFigures(page: Page): Promise<void> {
  const result = card(page);
  await result.getByText('R$ 6.975,59').first().waitFor();
  const resumo = result.getByRole('table', { name: 'Resumo por verba' });
  expect(await row(resumo, 'Horas extras')).toEqual([
    'Horas extras',
    'R$ 2.000,00',
    'R$ 74,80',
    'R$ 0,00',
    'R$ 2.074,80',
  ]);
  expect(await row(resumo, 'Indenização')).toEqual([
    'Indenização',
    'R$ 4.850,00',
    'R$ 200,79',
    'R$ 0,00',
    'R$ 5.050,79',
  ]);
  const total = (await resumo.locator('tfoot tr').locator('td, th').allInnerTexts()).map((t) =>
    t.replace(/\s/g, ' ').trim(),
  );
  expect(total).toEqual(['Total', 'R$ 6.850,00', 'R$ 275,59', 'R$ 0,00', 'R$ 7.125,59']);
  const fgts = result.getByRole('table', { name: /^Demonstrativo do FGTS/ });
  expect(await row(fgts, 'Depósitos devidos')).toEqual(['Depósitos devidos', 'R$ 160,00']);
  expect(await row(fgts, 'Correção')).toEqual(['Correção', 'R$ 5,98']);
  expect(await row(fgts, 'Total a depositar')).toEqual(['Total a depositar', 'R$ 165,98']);
  const inss = result.getByRole('table', { name: 'Demonstrativo do INSS' });
  expect(await row(inss, '01/2024')).toEqual(['01/2024', 'R$ 1.000,00', 'R$ 75,00']);
  expect(await row(inss, '02/2024')).toEqual(['02/2024', 'R$ 1.000,00', 'R$ 75,00']);
  const irrf = result.getByRole('table', { name: /^Demonstrativo do IRRF/ });
  expect(await row(irrf, 'Rendimentos tributáveis corrigidos')).toEqual([
    'Rendimentos tributáveis corrigidos',
    'R$ 2.074,80',
  ]);
  expect(await row(irrf, 'Base de cálculo')).toEqual(['Base de cálculo', 'R$ 1.924,80']);
  expect(await row(irrf, 'Meses a que se referem')).toEqual(['Meses a que se referem', '2']);
  expect(await row(irrf, 'IRRF')).toEqual(['IRRF', 'R$ 0,00']);
  // The page itself never scrolls sideways on the phone (wide tables scroll in their own box).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

describe('liquidação por verbas on a phone', () => {
  let exported: string;

  it('takes two verbas typed key by key and shows the summary by verba and the demonstratives', async () => {
    const page = await openLiquidacao();
    const form = panel(page);
    await form.getByLabel('Forma do cálculo').selectOption('verbas');
    expect(await form.getByLabel('Valor principal').count()).toBe(0);
    await typeKeys(form.getByLabel('Data final'), '30/06/2024');
    await form.getByLabel('Índice de correção').selectOption('SELIC');
    await form.getByLabel('Contagem dos meses').selectOption('meses_cheios');
    await form.getByLabel('Título (opcional)').fill('Verbas de Maria');

    const first = verba(page, 1);
    await typeKeys(first.getByLabel('Descrição'), 'Horas extras');
    await typeKeys(first.getByLabel('Competência 1'), '01/2024');
    await typeKeys(first.getByLabel('Valor 1'), '1.000,00');
    await first.getByRole('button', { name: 'Adicionar mês' }).click();
    // The next month is offered after the last one typed.
    expect(await first.getByLabel('Competência 2').inputValue()).toBe('02/2024');
    await typeKeys(first.getByLabel('Valor 2'), '1000');
    expect(await first.getByLabel('Valor 2').inputValue()).toBe('1.000,00');

    await form.getByRole('button', { name: 'Adicionar verba' }).click();
    const second = verba(page, 2);
    await typeKeys(second.getByLabel('Descrição'), 'Indenização');
    await second.getByLabel('Valores').selectOption('total');
    await typeKeys(second.getByLabel('Valor total'), '4.850,00');
    // Typed the Brazilian way key by key: 4850, never 4,85.
    expect(await second.getByLabel('Valor total').inputValue()).toBe('4.850,00');
    await typeKeys(second.getByLabel('Competência inicial'), '012024');
    expect(await second.getByLabel('Competência inicial').inputValue()).toBe('01/2024');
    for (const label of ['Incide FGTS', 'Incide INSS', 'Incide IR']) {
      await second.getByLabel(label).uncheck();
    }

    const calcular = form.getByRole('button', { name: 'Calcular' });
    await calcular.click();
    await form.getByRole('button', { name: /Calcular|Calculando/ }).click();
    await expectFigures(page);
    // The form with its two verbas and the result: no serious or critical axe finding.
    expect(await seriousViolations(page)).toEqual([]);

    const download = page.waitForEvent('download');
    await form.getByRole('button', { name: 'Exportar JSON' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('calculo-liquidacao-sentenca.json');
    const path = await file.path();
    exported = path;
    const saved = JSON.parse(await readFile(path, 'utf8'));
    expect(saved).toMatchObject({
      type: 'liquidacao_sentenca',
      title: 'Verbas de Maria',
      inputs: {
        dataFinal: '2024-06-30',
        indiceCorrecao: 'SELIC',
        convencao: 'meses_cheios',
        verbas: [
          {
            descricao: 'Horas extras',
            valores: [
              { competencia: '2024-01', valor: 1000 },
              { competencia: '2024-02', valor: 1000 },
            ],
          },
          {
            descricao: 'Indenização',
            valorTotal: 4850,
            competenciaInicial: '2024-01',
            incideFGTS: false,
            incideINSS: false,
            incideIR: false,
          },
        ],
      },
    });
    expect(saved.inputs).not.toHaveProperty('modo');
    await page.close();
  });

  it('imports the exported file into a fresh form and gets the same figures', async () => {
    const page = await openLiquidacao();
    const form = panel(page);
    await form.locator('input[type="file"][accept*="json"]').setInputFiles(exported);
    await page.getByText('Cálculo importado').waitFor();
    expect(await form.getByLabel('Forma do cálculo').inputValue()).toBe('verbas');
    expect(await form.getByLabel('Data final').inputValue()).toBe('30/06/2024');
    expect(await form.getByLabel('Título (opcional)').inputValue()).toBe('Verbas de Maria');
    expect(await verba(page, 1).getByLabel('Competência 2').inputValue()).toBe('02/2024');
    expect(await verba(page, 1).getByLabel('Valor 2').inputValue()).toBe('1.000,00');
    expect(await verba(page, 2).getByLabel('Valor total').inputValue()).toBe('4.850,00');
    expect(await verba(page, 2).getByLabel('Incide FGTS').isChecked()).toBe(false);
    await form.getByRole('button', { name: 'Calcular' }).click();
    await form.getByRole('button', { name: /Calcular|Calculando/ }).click();
    await expectFigures(page);
    await page.close();
  });

  it('marks an incomplete verba under its field in Portuguese and sends nothing; removes a verba', async () => {
    const page = await openLiquidacao();
    const form = panel(page);
    let sent = 0;
    await page.route('**/trpc/calculations.create*', async (route) => {
      sent++;
      await route.continue();
    });
    await form.getByLabel('Forma do cálculo').selectOption('verbas');
    await typeKeys(form.getByLabel('Data final'), '30/06/2024');
    await typeKeys(verba(page, 1).getByLabel('Competência 1'), '13/2024');
    await form.getByRole('button', { name: 'Calcular' }).click();
    await form.getByRole('button', { name: 'Calcular' }).click();
    await verba(page, 1).getByText('Competência inválida: use mm/aaaa').first().waitFor();
    expect(await verba(page, 1).getByLabel('Descrição').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toBe(0);
    // By keyboard: Enter on the focused button adds a verba.
    await form.getByRole('button', { name: 'Adicionar verba' }).press('Enter');
    await verba(page, 2).waitFor();
    await form.getByRole('button', { name: 'Remover verba 2' }).click();
    expect(await verba(page, 2).count()).toBe(0);
    // A file of another tab is refused, saying why.
    await form.locator('input[type="file"][accept*="json"]').setInputFiles({
      name: 'ferias.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"type":"ferias","inputs":{"salarioBruto":3000}}'),
    });
    await form
      .getByRole('alert')
      .getByText(/O arquivo é de um cálculo de Férias/)
      .waitFor();
    await page.close();
  });
});
