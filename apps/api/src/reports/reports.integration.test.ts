import { readableMemoText as readable } from '@lexato/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABUSIVE_CONSUMER_CONTRACT } from '../../test/fixtures/legal-documents.ts';
import { startTestApp, type TestApp } from '../../test/helpers.ts';
import { pdfText } from '../ingestion/pdf.ts';

let t: TestApp;
let ana: string;
let bea: string;

beforeAll(async () => {
  t = await startTestApp();
  await t.createUser({ username: 'ana' });
  await t.createUser({ username: 'bea' });
  ana = await t.login('platform', 'ana');
  bea = await t.login('platform', 'bea');
});
afterAll(() => t.close());

/** The PDF's text as a reader extracts it (pdfjs), spaces (NBSP of the BRL format included) folded. */
async function textOf(pdf: Buffer): Promise<string> {
  return (await pdfText(pdf)).replace(/\s+/g, ' ');
}

/** Fonts a PDF uses and whether each is embedded: every FontDescriptor must carry its FontFile2. */
function fontEmbedding(pdf: Buffer) {
  const raw = pdf.toString('latin1');
  return {
    descriptors: raw.match(/\/Type \/FontDescriptor/g)?.length ?? 0,
    embedded: raw.match(/\/FontFile2 \d+ 0 R/g)?.length ?? 0,
    standard14: /\/BaseFont \/(Helvetica|Times|Courier)/.test(raw),
  };
}

async function download(url: string, cookie: string) {
  const res = await t.expectStatus(200, { method: 'GET', url, headers: { cookie } });
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return res;
}

// R$ 10.000,00 from 15/05/2024 to 20/12/2024, filed 10/07/2024 (trabalhista, ADC 58 STF: IPCA-E
// before the filing, SELIC after it, Lei 14.905/2024 from 30/08/2024), correction only: the
// pre-judicial interest is the TRD, which a test database does not hold (the engine refuses to
// stand another rate in for it). The engine's own arithmetic is worked by hand in
// packages/calc/src/liquidacao.test.ts; here the PDF must print exactly what the result holds.
const LIQUIDACAO = {
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
};

const brl = (value: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value).replace(/\s/g, ' ');

describe('calculation memo as PDF: the result block as on screen', () => {
  // The rescisão of packages/calc/src/rescisao.test.ts, worked by hand there: 3 full years → 39 days
  // of notice (Lei 12.506/2011) = 3.900,00; saldo 20 days = 2.000,00; 13º 9/12 = 2.250,00; férias
  // 7/12 = 1.750,00; FGTS deposit 8% of 8.150,00 = 652,00; fine 40% of 10.652,00 = 4.260,80; net 10.146,37.
  let text: string;
  beforeAll(async () => {
    const created = await t.expectStatus(201, {
      method: 'POST',
      url: '/api/platform/calculations',
      headers: { cookie: ana },
      payload: {
        type: 'rescisao',
        title: 'Rescisão de Maria',
        inputs: {
          salarioBruto: 3000,
          dataAdmissao: '2022-03-10',
          dataDesligamento: '2025-08-20',
          saldoFGTS: 10000,
        },
      },
    });
    text = await textOf(
      (await download(`/api/platform/calculations/${created.json().id}/pdf`, ana)).rawPayload,
    );
  });

  it("prints the screen's labels with their units: counts as counts, money as money", () => {
    for (const line of [
      'Dias de saldo de salário: 20',
      'Saldo de salário: R$ 2.000,00',
      'Dias de aviso prévio: 39',
      'Aviso prévio: R$ 3.900,00',
      'Avos de férias: 7',
      'Férias proporcionais: R$ 1.750,00',
      '1/3 de férias proporcionais: R$ 583,33',
      'Avos de 13º: 9',
      '13º proporcional: R$ 2.250,00',
      'Depósito do FGTS sobre a rescisão (8%): R$ 652,00',
      'Multa do FGTS (depositada na conta do FGTS): R$ 4.260,80',
      'Desconto INSS: R$ 336,96',
      'Valor líquido: R$ 10.146,37',
    ]) {
      expect(text).toContain(line);
    }
    // No internal field names, no count printed as money.
    for (const dump of [
      'Decimo terceiro proporcion',
      'Avos ferias',
      'Aliquota',
      'Metodo',
      'deducoes_legais',
    ]) {
      expect(text).not.toContain(dump);
    }
    expect(text).not.toMatch(/Avos de férias: R\$/);
  });

  it('orders the block as the screen does: summary, then criteria, then the step table', () => {
    const at = (s: string) => text.indexOf(s);
    expect(at('Saldo de salário: R$')).toBeLessThan(at('Aviso prévio: R$'));
    expect(at('Aviso prévio: R$')).toBeLessThan(at('13º proporcional: R$'));
    expect(at('13º proporcional: R$')).toBeLessThan(at('Valor líquido: R$'));
    expect(at('Valor líquido: R$')).toBeLessThan(at('Critérios e dados informados'));
    expect(at('Critérios e dados informados')).toBeLessThan(at('Memória de cálculo (passo a passo'));
    expect(text).toContain('Salário bruto: R$ 3.000,00');
  });
});

describe('calculation memo as PDF: culpa recíproca names its rules', () => {
  // packages/calc/src/rescisao.test.ts 'culpa recíproca halves…', worked by hand there: notice
  // 39 days ÷ 2 = 1.950,00; 13º 3.000 × 9 ÷ 24 = 1.125,00; férias 3.000 × 7 ÷ 24 = 875,00;
  // fine 20% of 10.406,00 = 2.081,20 (CLT art. 484; Súmula 14 TST; Lei 8.036/1990 art. 18 §2º).
  it('prints the termination type, the halved items, the 20% fine and the rules in the criteria', async () => {
    const created = await t.expectStatus(201, {
      method: 'POST',
      url: '/api/platform/calculations',
      headers: { cookie: ana },
      payload: {
        type: 'rescisao',
        title: 'Culpa recíproca',
        inputs: {
          salarioBruto: 3000,
          dataAdmissao: '2022-03-10',
          dataDesligamento: '2025-08-20',
          saldoFGTS: 10000,
          tipoRescisao: 'culpa_reciproca',
        },
      },
    });
    const text = await textOf(
      (await download(`/api/platform/calculations/${created.json().id}/pdf`, ana)).rawPayload,
    );
    for (const line of [
      'Aviso prévio: R$ 1.950,00',
      '13º proporcional: R$ 1.125,00',
      'Férias proporcionais: R$ 875,00',
      'Multa do FGTS (depositada na conta do FGTS): R$ 2.081,20',
      'Tipo de rescisão: Culpa recíproca (CLT art. 484)',
      'Súmula 14 TST',
      'Lei 8.036/1990 art. 18 §2º',
    ]) {
      expect(text).toContain(line);
    }
    expect(text).not.toContain('culpa_reciproca');
  });
});

describe('calculation memo as PDF: a liquidação por verbas', () => {
  // Worked by hand from the shipped SELIC (BCB SGS 4390, % a month, 2024: Feb 0,80 · Mar 0,83 ·
  // Apr 0,89 · May 0,83 · Jun 0,79), whole months to 30/06/2024, summed (Lei 9.430/1996 art. 61
  // §3º), each month from its época própria (Súmula 381 TST): horas extras 01 and 02/2024, 1.000,00
  // each → 1.000 × 4,14% + 1.000 × 3,34% = 74,80 → 2.074,80; indenização 500,00 of 01/2024 (no FGTS,
  // INSS or IR) → 20,70 → 520,70; totals 2.500,00 / 95,50 / 0,00 / 2.595,50. FGTS 8% of the horas
  // extras: 80 × 1,0414 = 83,31 + 80 × 1,0334 = 82,67 = 165,98 (deposits 160,00, correção 5,98).
  // INSS 2024 (Portaria MPS/MF 2/2024, 7,5% up to 1.412,00): 75,00 in each month. IRRF RRA over 2
  // months, table of 06/2024 (Lei 14.848/2024, exempt up to 2.259,20): 2.074,80 − 150,00 =
  // 1.924,80 ≤ 4.518,40 → 0,00.
  let text: string;
  beforeAll(async () => {
    const created = await t.expectStatus(201, {
      method: 'POST',
      url: '/api/platform/calculations',
      headers: { cookie: ana },
      payload: {
        type: 'liquidacao_sentenca',
        title: 'Verbas de João',
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
              valorTotal: 500,
              competenciaInicial: '2024-01',
              incideFGTS: false,
              incideINSS: false,
              incideIR: false,
            },
          ],
        },
      },
    });
    text = await textOf(
      (await download(`/api/platform/calculations/${created.json().id}/pdf`, ana)).rawPayload,
    );
  });

  it('prints the summary by verba with its totals, money as money', () => {
    for (const cells of [
      'Verba Principal Correção Juros Total',
      'Horas extras R$ 2.000,00 R$ 74,80 R$ 0,00 R$ 2.074,80',
      'Indenização R$ 500,00 R$ 20,70 R$ 0,00 R$ 520,70',
      'Total R$ 2.500,00 R$ 95,50 R$ 0,00 R$ 2.595,50',
    ]) {
      expect(text).toContain(cells);
    }
  });

  it('prints the FGTS, INSS and IRRF demonstratives with their labels and units (months as a count)', () => {
    for (const line of [
      'Demonstrativo do FGTS (8%, Lei 8.036/1990 art. 15)',
      'Depósitos devidos: R$ 160,00',
      'Correção: R$ 5,98',
      'Total a depositar: R$ 165,98',
      'Demonstrativo do INSS por competência (Súmula 368 TST)',
      '01/2024 R$ 1.000,00 R$ 75,00',
      '02/2024 R$ 1.000,00 R$ 75,00',
      'Demonstrativo do IRRF (RRA, Lei 7.713/1988 art. 12-A)',
      'Rendimentos tributáveis corrigidos: R$ 2.074,80',
      '(−) INSS: R$ 150,00',
      'Base de cálculo: R$ 1.924,80',
      'Meses a que se referem: 2',
      'IRRF: R$ 0,00',
      'Valor líquido do credor: R$ 2.445,50',
    ]) {
      expect(text).toContain(line);
    }
    expect(text).not.toMatch(/Meses a que se referem: R\$/);
  });

  it('orders it as the screen does: result, summary by verba, demonstratives, then criteria and steps', () => {
    const at = (s: string) => text.indexOf(s);
    expect(at('Valor líquido do credor: R$')).toBeLessThan(at('Resumo por verba'));
    expect(at('Resumo por verba')).toBeLessThan(at('Demonstrativo do FGTS'));
    expect(at('Demonstrativo do FGTS')).toBeLessThan(at('Demonstrativo do IRRF'));
    expect(at('Demonstrativo do IRRF')).toBeLessThan(at('Demonstrativo do INSS'));
    expect(at('Demonstrativo do INSS')).toBeLessThan(at('Critérios e dados informados'));
    expect(at('Critérios e dados informados')).toBeLessThan(at('Memória de cálculo (passo a passo'));
  });
});

describe('calculation memo as PDF', () => {
  let id: string;
  let results: {
    memoria: Array<{ passo: string; base: string }>;
    mensal: Array<{ mes: string; indice: string }>;
    valorCorrigido: number;
    valorTotal: number;
  };
  let pdf: Buffer;
  let text: string;

  beforeAll(async () => {
    const created = await t.expectStatus(201, {
      method: 'POST',
      url: '/api/platform/calculations',
      headers: { cookie: ana },
      payload: LIQUIDACAO,
    });
    id = created.json().id;
    results = created.json().results;
    const res = await download(`/api/platform/calculations/${id}/pdf`, ana);
    pdf = res.rawPayload;
    text = await textOf(pdf);
  });

  it('is named after the calculation, accents kept in filename* (RFC 5987)', async () => {
    const res = await download(`/api/platform/calculations/${id}/pdf`, ana);
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toContain('filename="Memoria de calculo - Liquidacao - Reclamacao de Joao.pdf"');
    expect(disposition).toContain(
      `filename*=UTF-8''${encodeURIComponent('Memória de cálculo — Liquidação — Reclamação de João.pdf')}`,
    );
  });

  it('prints the totals of the stored result, in reais', () => {
    expect(text).toContain('Liquidação — Reclamação de João');
    expect(text).toContain('R$ 10.000,00');
    expect(text).toContain(brl(results.valorCorrigido));
    expect(text).toContain(brl(results.valorTotal));
    // Correction only: nothing is added as interest, so the total is the corrected amount.
    expect(results.valorTotal).toBe(results.valorCorrigido);
  });

  it('prints the regimes with their dates as dd/mm/aaaa, whole (ADC 58: filing on 10/07/2024)', () => {
    expect(text).toMatch(/ADC 58 fase pré-judicial .*16\/05\/2024 09\/07\/2024/);
    expect(text).toMatch(/ADC 58 fase judicial .*10\/07\/2024 29\/08\/2024/);
    expect(text).not.toMatch(/\b20\d\d-\d\d-\d/);
  });

  it('prints months as mm/aaaa and series by their Portuguese names, never the engine ids', () => {
    // The engine's memo lines start "2024-05 · …" and may name "TAXA_LEGAL"; the reader sees neither.
    expect(results.memoria.some((m) => /^20\d\d-\d\d /.test(m.passo))).toBe(true);
    expect(text).not.toMatch(/\b20\d\d-\d\d\b/);
    expect(text).not.toContain('TAXA_LEGAL');
    expect(text).not.toContain('aplicarJuros');
    expect(text).not.toMatch(/fator \d+\.\d/);
    // Brazilian decimals in the memo's factor ("fator 1,02345678").
    expect(text).toMatch(/fator \d,\d{8}/);
    expect(text).toMatch(/05\/2024 · /);
  });

  it('prints the inputs with Portuguese labels and dd/mm/aaaa dates', () => {
    expect(text).toContain('Data de ajuizamento: 10/07/2024');
    expect(text).toContain('Data inicial: 15/05/2024');
    expect(text).not.toContain('dataAjuizamento');
  });

  it('prints every memo step with its legal basis', () => {
    expect(results.memoria.length).toBeGreaterThan(3);
    // Spaces dropped on both sides: a long basis wraps at its hyphens ("E-ED- RR-713").
    const squashed = text.replace(/\s+/g, '');
    for (const step of results.memoria) {
      // As a reader sees it: months as mm/aaaa, no engine ids (readable, tested above).
      expect(squashed).toContain(readable(step.passo).replace(/\s+/g, ''));
      expect(squashed).toContain(readable(step.base).replace(/\s+/g, ''));
    }
  });

  it('prints a month-by-month row for each of the eight months, May to December 2024', () => {
    // July (filing on 10/07) and August (Lei 14.905/2024 from 30/08) are split by regime.
    expect([...new Set(results.mensal.map((m) => m.mes))]).toEqual([
      '2024-05',
      '2024-06',
      '2024-07',
      '2024-08',
      '2024-09',
      '2024-10',
      '2024-11',
      '2024-12',
    ]);
    for (const month of [
      '05/2024',
      '06/2024',
      '07/2024',
      '08/2024',
      '09/2024',
      '10/2024',
      '11/2024',
      '12/2024',
    ]) {
      expect(text).toContain(month);
    }
  });

  it('names the series used with the official source and the date the figures were taken', () => {
    // IPCA-E is BCB SGS 10764 and SELIC is BCB SGS 4390 (the Banco Central's own codes).
    expect(text).toContain('Banco Central do Brasil, SGS, série 10764');
    expect(text).toContain('Banco Central do Brasil, SGS, série 4390');
    // The month range and the day each series was fetched, under each series as well as in the memo.
    expect(text).toMatch(/Meses e obtenção: \d\d\/\d{4} a \d\d\/\d{4}, obtida em \d\d\/\d\d\/\d{4}/);
  });

  it('numbers its pages and says when it was generated (the test clock, in Brasília time)', () => {
    expect(text).toMatch(/Página 1 de \d+/);
    // startTestApp's clock: 2026-11-22T12:00Z = 09:00 in São Paulo (UTC−3, no DST since 2019).
    expect(text).toContain('Gerado em 22/11/2026 09:00 (horário de Brasília)');
  });

  it('embeds its fonts (no reliance on the reader having them)', () => {
    const fonts = fontEmbedding(pdf);
    expect(fonts.descriptors).toBeGreaterThan(0);
    expect(fonts.embedded).toBe(fonts.descriptors);
    expect(fonts.standard14).toBe(false);
  });

  it("answers 404 for another user's calculation, as for an unknown one", async () => {
    const foreign = await t.expectStatus(404, {
      method: 'GET',
      url: `/api/platform/calculations/${id}/pdf`,
      headers: { cookie: bea },
    });
    expect(foreign.json()).toEqual({ message: 'Cálculo não encontrado.' });
    await t.expectStatus(404, {
      method: 'GET',
      url: '/api/platform/calculations/00000000-0000-4000-8000-000000000000/pdf',
      headers: { cookie: ana },
    });
  });

  it('refuses a malformed id with a Portuguese 400 and an anonymous caller with 401', async () => {
    const bad = await t.expectStatus(400, {
      method: 'GET',
      url: '/api/platform/calculations/abc/pdf',
      headers: { cookie: ana },
    });
    expect(bad.json().message).toBe('Identificador inválido');
    await t.expectStatus(401, { method: 'GET', url: `/api/platform/calculations/${id}/pdf` });
  });
});

describe('validation report as PDF', () => {
  it('lists every citation with its status and the counts of the stored result', async () => {
    const created = await t.expectStatus(200, {
      method: 'POST',
      url: '/api/platform/validator/validate',
      headers: { cookie: ana },
      payload: {
        documentTitle: 'Petição — férias',
        documentContent:
          'Nos termos do art. 7º, XVII, da Constituição Federal e do art. 129 da CLT, o empregado tem ' +
          'direito a férias. Ver também o art. 9999 da CLT.',
      },
    });
    const v = created.json();
    expect(v.citationDetails.length).toBeGreaterThan(0);
    const res = await download(`/api/platform/validators/${v.id}/pdf`, ana);
    const text = await textOf(res.rawPayload);
    expect(text).toContain('Petição — férias');
    expect(text).toContain(`Citações: ${v.totalCitations}`);
    expect(text).toContain(`Válidas: ${v.validCitations}`);
    expect(text).toContain(`Inválidas: ${v.invalidCitations}`);
    expect(text).toContain(`Não verificadas: ${v.unverifiedCitations}`);
    expect(text).toContain(`Referências vagas: ${v.incompleteCitations}`);
    const labels: Record<string, string> = {
      valid: 'Válida',
      suspicious: 'Suspeita',
      invalid: 'Inválida',
      unverified: 'Não verificada',
    };
    for (const c of v.citationDetails as Array<{ citation: string; status: string }>) {
      expect(text).toContain(c.citation.replace(/\s+/g, ' '));
      expect(text).toContain(labels[c.status]);
    }
    await t.expectStatus(404, {
      method: 'GET',
      url: `/api/platform/validators/${v.id}/pdf`,
      headers: { cookie: bea },
    });
  });
});

describe('analysis report as PDF', () => {
  it('prints the score, the risk level and every finding with its legal basis', async () => {
    const doc = await t.expectStatus(201, {
      method: 'POST',
      url: '/api/platform/documents',
      headers: { cookie: ana },
      payload: { title: 'Contrato de academia', content: ABUSIVE_CONSUMER_CONTRACT, type: 'contract' },
    });
    const analysed = await t.expectStatus(200, {
      method: 'POST',
      url: '/api/platform/analyser/analyze',
      headers: { cookie: ana },
      payload: { documentId: doc.json().id },
    });
    const a = analysed.json();
    expect(a.findings.length).toBeGreaterThan(0);
    const res = await download(`/api/platform/analyses/${a.id}/pdf`, ana);
    const text = await textOf(res.rawPayload);
    expect(text).toContain('Contrato de academia');
    expect(text).toContain(`Pontuação: ${a.score}/100`);
    for (const f of a.findings as Array<{ legalBasis: string }>)
      expect(text).toContain(f.legalBasis.replace(/\s+/g, ' '));
    await t.expectStatus(404, {
      method: 'GET',
      url: `/api/platform/analyses/${a.id}/pdf`,
      headers: { cookie: bea },
    });
  });
});
