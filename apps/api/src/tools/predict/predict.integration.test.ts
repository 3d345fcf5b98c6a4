import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
let ana: string;
let bruno: string;
let semContrato: string;

const CASE = {
  caseTitle: 'Horas extras — Metalúrgica Alfa',
  caseType: 'trabalhista',
  description:
    'Fui dispensado sem justa causa em 10/09/2026 depois de três anos na metalúrgica. Fazia duas horas extras ' +
    'por dia sem pagamento. Tenho cartões de ponto e mensagens de WhatsApp do supervisor, e dois colegas ' +
    'testemunhas. Horas extras estimadas em R$ 38.000,00.',
};

const post = (cookie: string, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload: payload as object });

beforeAll(async () => {
  t = await startTestApp();
  await t.createUser({ username: 'ana' });
  await t.createUser({ username: 'bruno' });
  await t.createUser({ username: 'sem.contrato', hasActiveContract: false });
  ana = await t.login('platform', 'ana');
  bruno = await t.login('platform', 'bruno');
  semContrato = await t.login('platform', 'sem.contrato');
});
afterAll(() => t.close());

describe('POST /api/platform/predict', () => {
  it('answers the Prediction shape with its factors, and no comparable record for a new user', async () => {
    const res = await post(ana, '/api/platform/predict', CASE);
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json();
    expect(p).toMatchObject({
      caseTitle: CASE.caseTitle,
      caseType: 'trabalhista',
      similarCases: [],
      basedOn: { comparableRecords: 0 },
      outcome: null,
    });
    expect(p.probability).toBe(50 + p.factors.reduce((s: number, f: { weight: number }) => s + f.weight, 0));
    expect(p.factors.map((f: { label: string }) => f.label)).toEqual(
      expect.arrayContaining([
        'Prova testemunhal',
        'Cabe no rito sumaríssimo',
        // Dismissed 10/09/2026, no admission date: 30 days of notice projected (CLT art. 487, § 1º),
        // end 10/10/2026; + 2 years = 10/10/2028, a Tuesday.
        'Dentro do prazo (CF art. 7º, XXIX; Súmula 308, I, do TST): ajuizar até 10/10/2028',
      ]),
    );
    for (const f of p.factors)
      expect(Object.keys(f).sort()).toEqual(['basis', 'evidence', 'label', 'weight']);
    expect(Array.isArray(p.risks) && Array.isArray(p.recommendations)).toBe(true);
  });

  it('rejects a short title and description and an unknown case type with Portuguese messages', async () => {
    const res = await post(ana, '/api/platform/predict', {
      caseTitle: 'Caso',
      caseType: 'penal',
      description: 'curta',
    });
    expect(res.statusCode).toBe(400);
    const messages = res.json().issues.map((i: { message: string }) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Título deve ter pelo menos 5 caracteres',
        'Tipo de caso inválido',
        'Descrição deve ter pelo menos 20 caracteres',
      ]),
    );
  });

  it('needs an active contract', async () => {
    const res = await post(semContrato, '/api/platform/predict', CASE);
    expect(res.statusCode).toBe(403);
  });
});

describe('outcomes, similar cases and calibration', () => {
  it('records the real outcome of the user own prediction only', async () => {
    const [first] = (
      await t.expectStatus(200, { method: 'GET', url: '/api/platform/predictions', headers: { cookie: ana } })
    ).json();
    expect(
      (await post(bruno, `/api/platform/predictions/${first.id}/outcome`, { outcome: 'favoravel' }))
        .statusCode,
    ).toBe(404);
    const malformed = await post(ana, '/api/platform/predictions/nao-e-um-id/outcome', {
      outcome: 'favoravel',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Identificador inválido');
    const bad = await post(ana, `/api/platform/predictions/${first.id}/outcome`, { outcome: 'ganhou' });
    expect(bad.statusCode).toBe(400);
    const ok = await post(ana, `/api/platform/predictions/${first.id}/outcome`, { outcome: 'favoravel' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ id: first.id, outcome: 'favoravel' });
    expect(new Date(ok.json().outcomeRecordedAt).toISOString()).toBe(t.clock.now.toISOString());
  });

  it('feeds the dashboard success rate', async () => {
    const stats = (
      await t.expectStatus(200, {
        method: 'GET',
        url: '/api/platform/dashboard/stats',
        headers: { cookie: ana },
      })
    ).json();
    expect(stats).toMatchObject({ successRate: 100, recordedOutcomes: 1 });
    expect(stats.recentPredictions[0].caseTitle).toBe(CASE.caseTitle);
  });

  it('lists the earlier prediction with its recorded outcome as a similar case, and counts it', async () => {
    const res = await post(ana, '/api/platform/predict', {
      ...CASE,
      caseTitle: 'Horas extras — Metalúrgica Beta',
    });
    const p = res.json();
    expect(p.basedOn).toEqual({ comparableRecords: 1 });
    expect(p.similarCases).toHaveLength(1);
    expect(p.similarCases[0]).toMatchObject({ result: 'Favorável', source: 'prediction' });
    expect(p.similarCases[0].number).toMatch(
      /^Horas extras — Metalúrgica Alfa \(predição de \d{2}\/\d{2}\/\d{4}, estimativa \d+%\)$/,
    );
    expect(p.similarCases[0].similarity).toBeGreaterThanOrEqual(15);
    expect(p.factors.at(-1).label).toBe('Resultados reais de 1 caso semelhante');
  });

  it('never compares across users or case types', async () => {
    const other = (await post(bruno, '/api/platform/predict', CASE)).json();
    expect(other.similarCases).toEqual([]);
    const civil = (await post(ana, '/api/platform/predict', { ...CASE, caseType: 'civil' })).json();
    expect(civil.similarCases).toEqual([]);
  });

  it('lists matching judgments of the legal corpus by full text, with their reference as the number', async () => {
    await t.db
      .insertInto('legalSources')
      .values([
        {
          id: 'teste-trt-1',
          kind: 'jurisprudencia',
          title: 'Horas extras habituais comprovadas por cartões de ponto e testemunhas',
          text: 'Empregado dispensado sem justa causa; horas extras sem pagamento reconhecidas com base nos cartões de ponto, mensagens do supervisor e testemunhas.',
          court: 'TRT-2',
          reference: 'RO 1000123-45.2024.5.02.0001',
          contentHash: 'a',
        },
        {
          id: 'teste-lei-1',
          kind: 'legislacao',
          title: 'CLT art. 59 — horas extras',
          text: 'A duração diária do trabalho poderá ser acrescida de horas extras, em número não excedente de duas.',
          contentHash: 'b',
        },
        {
          id: 'teste-stj-1',
          kind: 'jurisprudencia',
          title: 'Dano moral por inscrição indevida em cadastro de inadimplentes',
          text: 'Inscrição indevida do nome do consumidor gera dano moral presumido.',
          court: 'STJ',
          reference: 'REsp 1.000.001/SP',
          contentHash: 'c',
        },
      ])
      .execute();
    const p = (
      await post(ana, '/api/platform/predict', { ...CASE, caseTitle: 'Horas extras — Metalúrgica Gama' })
    ).json();
    const sources = p.similarCases.filter((c: { source: string }) => c.source === 'legal_source');
    expect(sources.map((c: { number: string }) => c.number)).toEqual(['RO 1000123-45.2024.5.02.0001']);
    expect(sources[0].similarity).toBeGreaterThanOrEqual(25);
    expect(sources[0].result).toMatch(/^TRT-2: Horas extras habituais/);
    // A judgment informs but has no recorded outcome: it does not count as a comparable record.
    expect(p.basedOn.comparableRecords).toBe(
      p.similarCases.filter((c: { source: string }) => c.source === 'prediction').length,
    );
  });

  it('never shows a súmula on another legal issue as a similar case (Súmula 460 STF for overtime)', async () => {
    await t.db
      .insertInto('legalSources')
      .values({
        id: 'teste-stf-460',
        kind: 'sumula',
        title: 'Súmula 460 do STF',
        text: 'Para efeito do adicional de insalubridade, a perícia judicial, em reclamação trabalhista, não dispensa o enquadramento da atividade entre as insalubres, que é ato da competência do Ministro do Trabalho. Horas, pagamento, empregado dispensado, cartões, supervisor, testemunhas.',
        court: 'STF',
        reference: 'Súmula 460 do STF',
        contentHash: 'd',
      })
      .execute();
    const p = (
      await post(ana, '/api/platform/predict', { ...CASE, caseTitle: 'Horas extras — Metalúrgica Delta' })
    ).json();
    expect(p.similarCases.map((c: { number: string }) => c.number)).not.toContain('Súmula 460 do STF');
  });

  it('never shows a civil court’s judgment for a labour case, even on the same words', async () => {
    await t.db
      .insertInto('legalSources')
      .values({
        id: 'teste-tjsp-1',
        kind: 'jurisprudencia',
        title: 'Horas extras de síndico de condomínio cobradas como prestação de serviços',
        text: 'Horas extras, dispensado, cartões de ponto, supervisor, testemunhas e mensagens; contrato civil de prestação de serviços.',
        court: 'TJSP',
        reference: 'Apelação 1000999-11.2024.8.26.0100',
        contentHash: 'e',
      })
      .execute();
    const p = (
      await post(ana, '/api/platform/predict', { ...CASE, caseTitle: 'Horas extras — Metalúrgica Épsilon' })
    ).json();
    const numbers = p.similarCases.map((c: { number: string }) => c.number);
    expect(numbers).not.toContain('Apelação 1000999-11.2024.8.26.0100');
    expect(numbers).toContain('RO 1000123-45.2024.5.02.0001');
  });

  it('takes the dates of the form and caps a barred claim at 10 % with the dates in the risk', async () => {
    const res = await post(ana, '/api/platform/predict', {
      caseTitle: 'Horas extras — Transportadora Rota Sul',
      caseType: 'trabalhista',
      description:
        'Motorista dispensado sem justa causa, sem receber as horas extras. Tenho cartões de ponto e testemunhas. Pedidos de R$ 48.000,00.',
      dates: { fimContrato: '2019-03-10', dataAjuizamento: '2025-08-15' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json();
    // CF art. 7º, XXIX: two years from 10/03/2019 ran out on 10/03/2021.
    expect(p.probability).toBeLessThanOrEqual(10);
    expect(p.risks[0].level).toBe('alto');
    expect(p.risks[0].description).toContain('10/03/2021');
  });

  it('assesses a claim filed before the minimum-wage tables begin, saying the small-claims fit was not judged', async () => {
    // The tables start on 01/01/2024 (Decreto 11.864/2023): a filing of 2021 cannot be set against
    // 40 salários mínimos of its day, so that factor is left out, not guessed, and the rest answers.
    const res = await post(ana, '/api/platform/predict', {
      caseTitle: 'Empréstimo ao vizinho',
      caseType: 'civil',
      description:
        'Emprestei R$ 5.000,00 ao meu vizinho em 10/03/2016, com contrato assinado, para devolver em 10/06/2016. Ele nunca pagou e tenho o contrato e os comprovantes de transferência.',
      dates: { dataAjuizamento: '2021-06-20' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json();
    expect(JSON.stringify(p)).toContain('Rito não avaliado');
    // CC art. 206, § 5º, I: five years from the due date 10/06/2016 run to 10/06/2021, a Thursday;
    // filed on 20/06/2021, the claim is barred.
    expect(p.probability).toBeLessThanOrEqual(10);
  });

  it('answers for the last day the form accepts (31/12/2100), whose periods end after 2100', async () => {
    // A loan of 31/12/2100 (CC art. 205, ten years) runs to 31/12/2110: the calendar must reach it.
    const res = await post(ana, '/api/platform/predict', {
      caseTitle: 'Data-limite',
      caseType: 'civil',
      description:
        'Emprestei R$ 5.000,00 ao meu vizinho, sem contrato escrito, e ele nunca pagou. Tenho os comprovantes de transferência.',
      dates: { dataFato: '2100-12-31', dataAjuizamento: '2100-12-31' },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses an impossible date or a fact after the filing with a Portuguese message', async () => {
    const bad = await post(ana, '/api/platform/predict', { ...CASE, dates: { fimContrato: '2025-02-30' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Data do fim do contrato: data inválida');
    const order = await post(ana, '/api/platform/predict', {
      ...CASE,
      dates: { dataFato: '2026-05-02', dataAjuizamento: '2026-05-01' },
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().message).toContain('posterior à data de ajuizamento');
  });

  it('reports the Brier score of the recorded outcomes', async () => {
    const list = (
      await t.expectStatus(200, { method: 'GET', url: '/api/platform/predictions', headers: { cookie: ana } })
    ).json();
    const alfa = list.find((p: { outcome: string | null }) => p.outcome === 'favoravel');
    const cal = (
      await t.expectStatus(200, {
        method: 'GET',
        url: '/api/platform/predictions/calibration',
        headers: { cookie: ana },
      })
    ).json();
    // One favourable outcome (1) forecast at p%: (p/100 − 1)².
    expect(cal).toEqual({
      recordedOutcomes: 1,
      brierScore: Math.round((alfa.probability / 100 - 1) ** 2 * 1000) / 1000,
      reliability: expect.any(Array), // bands: reliability.test.ts
    });
    const none = (
      await t.expectStatus(200, {
        method: 'GET',
        url: '/api/platform/predictions/calibration',
        headers: { cookie: bruno },
      })
    ).json();
    expect(none).toMatchObject({ recordedOutcomes: 0, brierScore: null });
  });

  it('lists only the user own predictions, newest first', async () => {
    const list = (
      await t.expectStatus(200, {
        method: 'GET',
        url: '/api/platform/predictions',
        headers: { cookie: bruno },
      })
    ).json();
    expect(list).toHaveLength(1);
    const readOnly = await t.app.inject({
      method: 'GET',
      url: '/api/platform/predictions',
      headers: { cookie: semContrato },
    });
    expect(readOnly.statusCode).toBe(200);
  });
});

// An invalid outcome answered through tRPC as INTERNAL_SERVER_ERROR, and the
// server logged it with a stack as a failure of its own.
describe('an invalid outcome is the client’s mistake', () => {
  it('answers 400 BAD_REQUEST with the Portuguese message on the tRPC path the web app uses', async () => {
    const created = (await post(ana, '/api/platform/predict', CASE)).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/predict.recordOutcome',
      headers: { cookie: ana, 'content-type': 'application/json' },
      payload: JSON.stringify({ json: { id: created.id, outcome: 'ganhou' } }),
    });
    expect(res.statusCode, res.body).toBe(400);
    const error = res.json().error.json;
    expect(error.data.code).toBe('BAD_REQUEST');
    expect(error.message).toBe('Resultado inválido: use favoravel, desfavoravel, acordo ou parcial');
  });
});
