// What a lawyer reads on the platform is Portuguese: no tool id ("analyser", "docgen"), no enum
// value ("contract", "pending", "high"), no calculation type spelled without its accents
// ("rescisao"), no field or setting name ("dataAdmissao", "DATAJUD_API_KEY"). The eight tool names
// (Analyser, Search, Predict, DocGen, Validator, Monitor, Strategy, Calculator) are product names
// and stay, capitalised, each beside its Portuguese subtitle.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO, type Harness, PLATFORM_SCREENS, signInPlatform, startHarness } from './harness.ts';

let h: Harness;

/** A CNJ number with valid check digits (TJSP agravo published in its Boletim, fev/2021). */
const CNJ_TJSP = '2021437-34.2021.8.26.0000';

/** Words that are the code's and never the reader's, each matched as a whole word. */
const INTERNAL_WORDS = [
  // Tool ids, lower-case (the product names are capitalised).
  'analyser',
  'docgen',
  'calculator',
  'search',
  'predict',
  'validator',
  'strategy',
  // Calculation type ids, as stored.
  'rescisao',
  'salario_liquido',
  'decimo_terceiro',
  'correcao_monetaria',
  'horas_extras',
  'liquidacao_sentenca',
  // Enum values of documents, findings, citations, monitors, predictions and runs.
  'contract',
  'lawsuit',
  'petition',
  'pending',
  'analyzed',
  'processing',
  'completed',
  'failed',
  'high',
  'medium',
  'low',
  'valid',
  'invalid',
  'suspicious',
  'unverified',
  'active',
  'archived',
  'won',
  'lost',
  'settled',
];
const INTERNAL_WORD = new RegExp(`\\b(${INTERNAL_WORDS.join('|')})\\b`, 'g');
/** snake_case and SCREAMING_CASE names ("sem_justa_causa", "DATAJUD_API_KEY", "TAXA_LEGAL"). */
const SNAKE_CASE = /\b[A-Za-z]+_[A-Za-z_]+\b/g;
/** camelCase field names ("dataAdmissao", "aplicarJuros"); "DocGen" starts upper-case. */
const CAMEL_CASE = /\b[a-z]+[A-Z][A-Za-z]*\b/g;
/** ISO dates and months ("2024-05-15", "2024-05"), not dd/mm/aaaa; CNJ numbers are not matched. */
const ISO_DATE = /(?<![\d.-])(19|20)\d\d-\d\d(-\d\d)?(?![\d.-])/g;

/** Text a person sees on the page: rendered text, field values and placeholders. */
async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const fields = [...document.querySelectorAll<HTMLInputElement>('input, textarea')]
      .filter((el) => el.type !== 'hidden' && el.offsetParent !== null)
      .map((el) => `${el.value} ${el.placeholder}`);
    return [document.body.innerText, ...fields].join('\n');
  });
}

function internalWords(text: string): string[] {
  return [INTERNAL_WORD, SNAKE_CASE, CAMEL_CASE, ISO_DATE].flatMap((re) =>
    [...text.matchAll(re)].map((m) => {
      const at = m.index ?? 0;
      return `"${m[0]}" in "…${text.slice(Math.max(0, at - 30), at + m[0].length + 30).replace(/\s+/g, ' ')}…"`;
    }),
  );
}

beforeAll(async () => {
  h = await startHarness();
  // Something on every screen: a result of each tool, so its history and badges render too.
  const context = await h.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInPlatform(page, h.baseUrl, DEMO);
  const post = async (path: string, data: unknown) => {
    const res = await page.request.post(`${h.baseUrl}${path}`, { data, headers: { origin: h.baseUrl } });
    expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()) as { id: string };
  };
  await post('/api/platform/predict', {
    caseTitle: 'Horas extras — Metalúrgica Alfa',
    caseType: 'trabalhista',
    description:
      'Dispensado sem justa causa em 10/09/2026, fazia horas extras sem pagamento; tenho cartões de ponto e duas testemunhas.',
  });
  const monitor = await post('/api/platform/monitor/add', {
    processNumber: CNJ_TJSP,
    processTitle: 'Agravo — Construtora Beta',
    tribunal: 'TJ-SP',
    priority: 'high',
  });
  await post(`/api/platform/monitor/${monitor.id}/deadline`, { date: '2099-12-14' });
  const document = await post('/api/platform/documents', {
    title: 'Contrato de prestação de serviços',
    content:
      'CLÁUSULA 1ª. O CONTRATADO prestará serviços de consultoria ao CONTRATANTE pelo prazo de 12 meses. ' +
      'CLÁUSULA 2ª. Multa de 10% em caso de atraso.',
    type: 'contract',
  });
  await post('/api/platform/documents', {
    title: 'Petição inicial — pendente',
    content: 'Excelentíssimo Senhor Doutor Juiz da Vara do Trabalho de São Paulo.',
    type: 'lawsuit',
  });
  await post('/api/platform/analyser/analyze', { documentId: document.id });
  await post('/api/platform/validator/validate', {
    documentTitle: 'Petição — férias',
    documentContent:
      'Nos termos do art. 7º, XVII, da Constituição Federal e do art. 129 da CLT, o empregado tem direito a ' +
      'férias. Ver também o art. 9999 da CLT.',
  });
  await post('/api/platform/calculations', {
    type: 'rescisao',
    title: 'Rescisão — Maria',
    inputs: {
      salarioBruto: 4500,
      dataAdmissao: '2022-03-01',
      dataDesligamento: '2026-10-15',
      tipoRescisao: 'sem_justa_causa',
      avisoPrevio: 'indenizado',
      saldoFGTS: 18000,
    },
  });
  // Correction only: the engine's rule text names its input ("aplicarJuros = false") and its memo
  // lines start with ISO months; what the screen shows must read as Portuguese.
  await post('/api/platform/calculations', {
    type: 'liquidacao_sentenca',
    title: 'Liquidação — Reclamação de João',
    inputs: {
      valorPrincipal: 10000,
      dataInicial: '2024-05-15',
      dataFinal: '2024-12-20',
      indiceCorrecao: 'AUTOMATICO',
      dataAjuizamento: '2024-07-10',
      aplicarJuros: false,
    },
  });
  await post('/api/platform/strategy/analyze', {
    caseTitle: 'Cobrança — Fornecedor Gama',
    conflictType: 'empresarial',
    caseDescription:
      'Fornecedor entregou mercadoria com defeito e se recusa a trocar; contrato prevê multa de 10% e foro em São Paulo.',
    desiredOutcome: 'Receber o valor pago de volta com a multa contratual.',
    budget: 20000,
    timeframe: 'normal',
  });
  await context.close();
});
afterAll(() => h?.stop());

it('shows no internal id, field name or ISO date as text on any platform screen', async () => {
  const context = await h.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInPlatform(page, h.baseUrl, DEMO);
  const found: string[] = [];
  for (const path of PLATFORM_SCREENS) {
    await page.goto(`${h.baseUrl}${path}`);
    await page.locator('main').first().waitFor();
    await page.waitForLoadState('networkidle');
    for (const word of internalWords(await visibleText(page))) found.push(`${path}: ${word}`);
    // The latest saved result, opened from the history, with every detail it hides expanded.
    const latest = page
      .locator('main ul[aria-label] li button[aria-pressed], main [data-testid="history-item"]')
      .first();
    if ((await latest.count()) === 0) continue;
    await latest.click();
    await page.waitForLoadState('networkidle');
    for (const name of ['Memória de cálculo', 'Evolução mês a mês']) {
      const show = page.locator('main').getByRole('button', { name, exact: true });
      if ((await show.count()) === 0) continue;
      await show.click();
      await page.getByRole('button', { name: `Ocultar ${name.toLowerCase()}` }).waitFor();
    }
    for (const word of internalWords(await visibleText(page))) found.push(`${path} (result): ${word}`);
  }
  await context.close();
  expect(found).toEqual([]);
}, 180_000);
