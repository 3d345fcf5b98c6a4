import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
let ana: string;
let bruno: string;
let anaId: string;
let brunoId: string;

const INPUT = {
  caseTitle: 'Cobrança indevida — Telefonia Sul',
  conflictType: 'consumidor',
  caseDescription:
    'Contrato de adesão de telefonia. A operadora cobrou R$ 6.000,00 por serviços não contratados entre 01/06/2026 e ' +
    '01/10/2026. Tenho as faturas e os protocolos de atendimento.',
  desiredOutcome: 'Cancelar a cobrança e receber de volta o que paguei',
  budget: 3000,
  timeframe: 'rapido',
};

const analyze = (cookie: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/platform/strategy/analyze',
    headers: { cookie },
    payload: payload as object,
  });

beforeAll(async () => {
  t = await startTestApp();
  anaId = await t.createUser({ username: 'ana' });
  brunoId = await t.createUser({ username: 'bruno' });
  ana = await t.login('platform', 'ana');
  bruno = await t.login('platform', 'bruno');
});
afterAll(() => t.close());

describe('POST /api/platform/strategy/analyze', () => {
  it('stores a completed analysis in the Strategy shape', async () => {
    const res = await analyze(ana, INPUT);
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json();
    expect(s).toMatchObject({
      caseTitle: INPUT.caseTitle,
      conflictType: 'consumidor',
      analysisStatus: 'completed',
      budget: 3000,
      timeframe: 'rapido',
    });
    expect(s.recommendedStrategy).toBe(s.strategies[0].name);
    expect(s.successProbability).toBe(s.strategies[0].successProbability);
    for (const option of s.strategies) {
      expect(option).toMatchObject({
        name: expect.any(String),
        successProbability: expect.any(Number),
        estimatedCost: expect.any(String),
      });
      expect(['baixo', 'médio', 'alto']).toContain(option.riskLevel);
      expect(option.cost.basis.length).toBeGreaterThan(10);
      expect(option.time.basis.length).toBeGreaterThan(10);
    }
    expect(s.comparisonMatrix.excludedRoutes.map((e: { key: string }) => e.key)).toContain('arbitragem');
    expect(s.comparisonMatrix.litigateVsSettle.claimValue).toBe(6000);
    expect(s.actionPlan.every((a: { deadline: string }) => a.deadline <= '2027-02-20')).toBe(true);
    expect(s.risks.length).toBeGreaterThan(0);
  });

  it('stores the "valor em disputa" it used and where it came from, and refuses a negative one', async () => {
    await t.createUser({ username: 'carla' });
    const carla = await t.login('platform', 'carla');
    const res = await analyze(carla, { ...INPUT, disputedAmount: 25_900 });
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json();
    expect(s.comparisonMatrix.disputedAmount).toEqual({
      value: 25_900,
      source: 'informado',
      evidence: '',
      reason: 'valor em disputa informado no formulário',
    });
    const listed = (
      await t.expectStatus(200, {
        method: 'GET',
        url: '/api/platform/strategies',
        headers: { cookie: carla },
      })
    ).json();
    expect(listed[0]?.comparisonMatrix.disputedAmount.value).toBe(25_900);
    const bad = await analyze(carla, { ...INPUT, disputedAmount: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Valor em disputa não pode ser negativo');
  });

  it('rejects an unknown conflict type and short texts with Portuguese messages', async () => {
    const res = await analyze(ana, {
      ...INPUT,
      conflictType: 'militar',
      desiredOutcome: 'curto',
      caseDescription: 'curta demais',
    });
    expect(res.statusCode).toBe(400);
    const messages = res.json().issues.map((i: { message: string }) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Tipo de conflito inválido',
        'Descreva o resultado desejado',
        'Descrição deve ter pelo menos 30 caracteres',
      ]),
    );
  });

  it('uses a linked prediction probability and a linked search findings', async () => {
    const prediction = await t.db
      .insertInto('predictions')
      .values({
        userId: anaId,
        caseTitle: 'Telefonia Sul',
        caseType: 'consumidor',
        description: 'Cobrança indevida de telefonia.',
        probability: 85,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const search = await t.db
      .insertInto('searches')
      .values({
        userId: anaId,
        query: 'cobrança indevida telefonia',
        resultCount: 2,
        results: JSON.stringify([{ title: 'REsp 1.000.000/SP' }, { title: 'Súmula 479 STJ' }]),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await analyze(ana, {
      ...INPUT,
      linkedPredictionId: prediction.id,
      linkedSearchId: search.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json();
    expect(s).toMatchObject({ linkedPredictionId: prediction.id, linkedSearchId: search.id });
    expect(s.comparisonMatrix.litigateVsSettle.probability).toBe(85);
    expect(s.comparisonMatrix.linkedFindings.join(' ')).toMatch(/REsp 1\.000\.000\/SP/);
    const jec = s.strategies.find((o: { key: string }) => o.key === 'juizado_especial');
    expect(jec.rankingReasons.join(' ')).toMatch(/pesquisa vinculada encontrou 2/);
  });

  it('answers 404 for a linked prediction or search of another user, and stores nothing', async () => {
    const foreign = await t.db
      .insertInto('predictions')
      .values({
        userId: brunoId,
        caseTitle: 'Caso do Bruno',
        caseType: 'civil',
        description: 'Descrição do caso do Bruno.',
        probability: 50,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = (
      await t.expectStatus(200, { method: 'GET', url: '/api/platform/strategies', headers: { cookie: ana } })
    ).json().length;
    expect((await analyze(ana, { ...INPUT, linkedPredictionId: foreign.id })).statusCode).toBe(404);
    expect(
      (await analyze(ana, { ...INPUT, linkedSearchId: '7d0f4c1e-2b7a-4f4e-9a53-3c1e9f0b2a11' })).statusCode,
    ).toBe(404);
    const after = (
      await t.expectStatus(200, { method: 'GET', url: '/api/platform/strategies', headers: { cookie: ana } })
    ).json().length;
    expect(after).toBe(before);
  });
});

describe('GET /api/platform/strategies', () => {
  it('lists only the user own analyses', async () => {
    const mine = (
      await t.expectStatus(200, { method: 'GET', url: '/api/platform/strategies', headers: { cookie: ana } })
    ).json();
    expect(mine).toHaveLength(2);
    const theirs = (
      await t.expectStatus(200, {
        method: 'GET',
        url: '/api/platform/strategies',
        headers: { cookie: bruno },
      })
    ).json();
    expect(theirs).toEqual([]);
  });
});
