import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, type Harness, startHarness } from './harness.ts';

// PDF downloads on each result and history item, and the month-by-month chart of a liquidação,
// at a phone's and a laptop's width, against the built app and the real API.
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.stop();
});

async function signedIn(width: number): Promise<BrowserContext> {
  const context = await h.browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(`${h.baseUrl}/platform/login`);
  await page.getByLabel('Usuário').fill(DEMO.username);
  await page.getByLabel('Senha').fill(DEMO.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/platform\/dashboard$/);
  await page.close();
  return context;
}

/** Posts through the signed-in browser's own session, as the screen would. */
async function post(context: BrowserContext, path: string, data: unknown) {
  const res = await context.request.post(`${h.baseUrl}${path}`, { data, headers: { origin: h.baseUrl } });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return res.json();
}

/** Clicks a download control and checks the file is a PDF named with its accents. */
async function downloadPdf(page: Page, click: () => Promise<void>, name: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  expect(download.suggestedFilename()).toBe(name);
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(path)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

/** The control is whole on screen: not cut by the viewport. */
async function fitsViewport(locator: ReturnType<Page['getByRole']>, width: number) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  if (!box) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

// packages/calc/src/liquidacao.test.ts 'switches regime by month': R$ 10.000,00 from 15/05/2024
// to 20/12/2024, filed 10/07/2024 → corrected 10.460,07 and 10.872,02 with interest (worked there).
const LIQUIDACAO = {
  type: 'liquidacao_sentenca',
  inputs: {
    valorPrincipal: 10000,
    dataInicial: '2024-05-15',
    dataFinal: '2024-12-20',
    indiceCorrecao: 'AUTOMATICO',
    dataAjuizamento: '2024-07-10',
    // Correction only: the pre-judicial interest is the TRD, which a test server does not hold.
    aplicarJuros: false,
  },
};

for (const width of [375, 1280]) {
  describe(`reports and charts at ${width} px`, () => {
    let context: BrowserContext;
    beforeAll(async () => {
      context = await signedIn(width);
    });
    afterAll(() => context?.close());

    it('charts a reopened liquidação month by month, with a text alternative, and downloads its memo', async () => {
      const title = `Liquidação João ${width}`;
      const created = (await post(context, '/api/platform/calculations', { ...LIQUIDACAO, title })) as {
        results: { valorCorrigido: number; valorComJuros: number };
      };
      const page = await context.newPage();
      await page.goto(`${h.baseUrl}/platform/calculator`);
      await page.getByRole('button', { name: `Abrir ${title}` }).click();
      const card = page.getByRole('region', { name: /^Resultado/ });
      const chart = card.getByTestId('monthly-chart');
      await chart.locator('svg.recharts-surface').first().waitFor();
      // The drawing is aria-hidden: nothing inside it may take keyboard focus (axe aria-hidden-focus).
      expect(await chart.locator('[tabindex]:not([tabindex="-1"])').count()).toBe(0);
      // BRL figures carry a no-break space after R$ (Intl); folded to plain spaces here.
      // The caption states the stored result's figures (the engine's arithmetic is worked by hand
      // in packages/calc): correction only here, so "com juros" equals "corrigido".
      const brl = (v: number) =>
        new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(v).replace(/\s/g, ' ');
      expect(created.results.valorComJuros).toBe(created.results.valorCorrigido);
      expect((await chart.locator('figcaption').textContent())?.replace(/\s/g, ' ')).toContain(
        `Evolução de 05/2024 a 12/2024: principal R$ 10.000,00, corrigido ${brl(created.results.valorCorrigido)} e com juros ${brl(created.results.valorComJuros)}`,
      );
      // The hidden table that screen readers read instead of the drawing: May to December 2024 is
      // eight months, July split at the filing (10/07) and August at Lei 14.905/2024 (30/08): ten rows.
      expect(await chart.getByRole('table', { name: 'Valores mês a mês' }).locator('tbody tr').count()).toBe(
        10,
      );
      const box = await chart.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(width);

      const button = card.getByRole('link', { name: `Baixar PDF — Memória de cálculo — ${title}` });
      await fitsViewport(button, width);
      await downloadPdf(page, () => button.click(), `Memória de cálculo — ${title}.pdf`);

      const historyButton = page
        .getByRole('link', { name: `Baixar PDF — Memória de cálculo — ${title}` })
        .last();
      await fitsViewport(historyButton, width);
      await downloadPdf(page, () => historyButton.click(), `Memória de cálculo — ${title}.pdf`);
      await page.close();
    });

    it('shows no chart for a calculation without a month-by-month table (rescisão)', async () => {
      const title = `Rescisão Ana ${width}`;
      await post(context, '/api/platform/calculations', {
        type: 'rescisao',
        title,
        inputs: {
          salarioBruto: 3000,
          dataAdmissao: '2022-03-10',
          dataDesligamento: '2025-08-20',
          saldoFGTS: 10000,
        },
      });
      const page = await context.newPage();
      await page.goto(`${h.baseUrl}/platform/calculator`);
      await page.getByRole('button', { name: `Abrir ${title}` }).click();
      const card = page.getByRole('region', { name: /^Resultado/ });
      await card.getByRole('link', { name: `Baixar PDF — Memória de cálculo — ${title}` }).waitFor();
      expect(await card.getByTestId('monthly-chart').count()).toBe(0);
      await page.close();
    });

    it('downloads the validation report from the result and from the history', async () => {
      const title = `Petição férias ${width}`;
      await post(context, '/api/platform/validator/validate', {
        documentTitle: title,
        documentContent:
          'Nos termos do art. 7º, XVII, da Constituição Federal e do art. 129 da CLT, o empregado tem direito a férias.',
      });
      const page = await context.newPage();
      await page.goto(`${h.baseUrl}/platform/validator`);
      const inHistory = page.getByRole('link', { name: `Baixar PDF — ${title}` }).first();
      await inHistory.waitFor();
      await fitsViewport(inHistory, width);
      await downloadPdf(page, () => inHistory.click(), `Validação — ${title}.pdf`);
      await page.getByRole('button', { name: new RegExp(`^${title}`) }).click();
      const inResult = page
        .getByLabel('Resultado da validação')
        .getByRole('link', { name: `Baixar PDF — ${title}` });
      await fitsViewport(inResult, width);
      await downloadPdf(page, () => inResult.click(), `Validação — ${title}.pdf`);
      await page.close();
    });

    it('charts the deadlines of the next 8 weeks on the dashboard, with a caption and a hidden table', async () => {
      const page = await context.newPage();
      const weeks = async () => {
        await page.goto(`${h.baseUrl}/platform/dashboard`);
        const chart = page.getByTestId('deadlines-chart');
        await chart.locator('svg.recharts-surface').first().waitFor();
        // The drawing is aria-hidden: nothing inside it may take keyboard focus (axe aria-hidden-focus).
        expect(await chart.locator('[tabindex]:not([tabindex="-1"])').count()).toBe(0);
        const box = await chart.boundingBox();
        expect(box && box.x + box.width).toBeLessThanOrEqual(width);
        const cells = await chart
          .getByRole('table', { name: 'Prazos por semana' })
          .locator('tbody td')
          .allTextContents();
        return { chart, counts: cells.map(Number) };
      };
      const before = await weeks();
      expect(before.counts).toHaveLength(8);
      if (width === 1280) {
        // A deadline ten days ahead lands in week 2 or 3 of the eight, whatever today's weekday.
        const monitor = await post(context, '/api/platform/monitor/add', {
          processNumber: '20214373420218260000',
          processTitle: 'Agravo — locação',
          tribunal: 'TJ-SP',
        });
        const date = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
        await post(context, `/api/platform/monitor/${monitor.id}/deadline`, { date });
        const after = await weeks();
        const total = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
        expect(total(after.counts)).toBe(total(before.counts) + 1);
        expect((await after.chart.locator('figcaption').textContent()) ?? '').toMatch(
          /\d+ prazos? nas próximas 8 semanas; a semana com mais prazos é \d{2}\/\d{2}–\d{2}\/\d{2}/,
        );
      }
      await page.close();
    });

    it('draws the reliability diagram of recorded outcomes on Predict, with its Brier score in words', async () => {
      const prediction = await post(context, '/api/platform/predict', {
        caseTitle: `Caso calibração ${width}`,
        caseType: 'trabalhista',
        description:
          'Reclamante dispensado sem justa causa pede horas extras habituais comprovadas por cartões de ponto e testemunhas.',
      });
      await post(context, `/api/platform/predictions/${prediction.id}/outcome`, { outcome: 'favoravel' });
      const page = await context.newPage();
      await page.goto(`${h.baseUrl}/platform/predict`);
      const chart = page.getByTestId('reliability-chart');
      await chart.locator('svg.recharts-surface').first().waitFor();
      // The drawing is aria-hidden: nothing inside it may take keyboard focus (axe aria-hidden-focus).
      expect(await chart.locator('[tabindex]:not([tabindex="-1"])').count()).toBe(0);
      const box = await chart.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(width);
      expect((await chart.locator('figcaption').textContent()) ?? '').toMatch(
        /resultados? registrados?.*Brier \d,\d{3}/,
      );
      // Five bands of 20 points; the one holding this forecast counts it.
      const rows = chart
        .getByRole('table', { name: 'Calibração por faixa de probabilidade' })
        .locator('tbody tr');
      expect(await rows.count()).toBe(5);
      const band = Math.min(4, Math.floor(prediction.probability / 20));
      expect(Number(await rows.nth(band).locator('td').first().textContent())).toBeGreaterThanOrEqual(1);
      await page.close();
    });

    it('downloads the analysis report from the result and from the document list', async () => {
      const title = `Contrato academia ${width}`;
      const doc = await post(context, '/api/platform/documents', {
        title,
        type: 'contract',
        content:
          'CONTRATO DE PRESTAÇÃO DE SERVIÇOS. Cláusula 1ª: o CONTRATANTE renuncia a qualquer direito de ' +
          'indenização. Cláusula 2ª: a multa por atraso é de 10% do valor da parcela. Cláusula 3ª: fica ' +
          'eleito o foro da sede da CONTRATADA.',
      });
      await post(context, '/api/platform/analyser/analyze', { documentId: doc.id });
      const page = await context.newPage();
      await page.goto(`${h.baseUrl}/platform/analyser`);
      const inList = page.getByRole('link', { name: `Baixar PDF — Análise — ${title}` }).first();
      await inList.waitFor();
      await fitsViewport(inList, width);
      await downloadPdf(page, () => inList.click(), `Análise — ${title}.pdf`);
      await page.getByRole('button', { name: new RegExp(`^${title}`) }).click();
      const inResult = page
        .getByLabel('Resultado da análise')
        .getByRole('link', { name: `Baixar PDF — Análise — ${title}` });
      await fitsViewport(inResult, width);
      await downloadPdf(page, () => inResult.click(), `Análise — ${title}.pdf`);
      await page.close();
    });
  });
}
