import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/helpers.ts';

let t: TestApp;
let ana: string;
let bruno: string;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await startTestApp();
  ana = await t.createUser({ username: 'ana' });
  bruno = await t.createUser({ username: 'bruno' });
  const now = t.clock.now.getTime();
  const monitor = (userId: string, n: number, hoursAhead: number | null, status = 'active') => ({
    userId,
    processNumber: `000000${n}-00.2026.8.26.0100`,
    processTitle: `Processo ${n}`,
    tribunal: 'TJ-SP',
    status,
    nextDeadline: hoursAhead === null ? null : new Date(now + hoursAhead * HOUR),
  });
  await t.db
    .insertInto('monitors')
    .values([
      monitor(ana, 1, 24),
      monitor(ana, 2, 47),
      monitor(ana, 3, 72),
      monitor(ana, 4, -5),
      monitor(ana, 5, null, 'archived'),
      monitor(bruno, 6, 10),
    ])
    .execute();
  const prediction = (
    userId: string,
    title: string,
    outcome: 'favoravel' | 'desfavoravel' | null,
    daysAgo: number,
  ) => ({
    userId,
    caseTitle: title,
    caseType: 'trabalhista',
    description: 'Descrição suficientemente longa do caso.',
    probability: 70,
    outcome,
    outcomeRecordedAt: outcome ? new Date(now - daysAgo * 24 * HOUR) : null,
  });
  await t.db
    .insertInto('predictions')
    .values([
      prediction(ana, 'Caso A1', 'favoravel', 10),
      prediction(ana, 'Caso A2', 'favoravel', 30),
      prediction(ana, 'Caso A3', 'desfavoravel', 60),
      prediction(ana, 'Caso A4', 'desfavoravel', 400),
      prediction(ana, 'Caso A5', null, 0),
      prediction(bruno, 'Caso B1', 'desfavoravel', 5),
    ])
    .execute();
  const doc = await t.db
    .insertInto('documents')
    .values({ userId: ana, title: 'Contrato', content: 'Conteúdo do contrato', type: 'contract' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const analysis = { documentId: doc.id, userId: ana, riskLevel: 'baixo', summary: 'ok', score: 90 };
  await t.db.insertInto('analyses').values([analysis, analysis]).execute();
  await t.db
    .insertInto('searches')
    .values([
      { userId: ana, query: 'rescisão' },
      { userId: bruno, query: 'férias' },
    ])
    .execute();
  await t.db
    .insertInto('validators')
    .values({ userId: ana, documentTitle: 'Petição', documentContent: 'x'.repeat(60) })
    .execute();
});
afterAll(() => t.close());

describe('GET /api/platform/dashboard/stats', () => {
  it('computes every figure over the user own rows only', async () => {
    const cookie = await t.login('platform', 'ana');
    const res = await t.expectStatus(200, {
      method: 'GET',
      url: '/api/platform/dashboard/stats',
      headers: { cookie },
    });
    const stats = res.json();
    expect(stats.totalMonitors).toBe(5);
    expect(stats.activeMonitors).toBe(4);
    // Within 48 h: the deadlines 24 h and 47 h ahead, soonest first; not the past one nor 72 h.
    expect(stats.urgentDeadlines.map((d: { processTitle: string }) => d.processTitle)).toEqual([
      'Processo 1',
      'Processo 2',
    ]);
    expect(stats.upcomingHearings.map((d: { processTitle: string }) => d.processTitle)).toEqual([
      'Processo 1',
      'Processo 2',
      'Processo 3',
    ]);
    // Last 12 months: 2 favourable out of 3 recorded (the one 400 days ago is out) → 67%.
    expect(stats.successRate).toBe(67);
    expect(stats.recordedOutcomes).toBe(3);
    expect(stats.recentPredictions).toHaveLength(5);
    expect(
      stats.recentPredictions.every((p: { caseTitle: string }) => p.caseTitle.startsWith('Caso A')),
    ).toBe(true);
    expect(stats.totalAnalyses).toBe(2);
    expect(stats.totalSearches).toBe(1);
    expect(stats.totalValidations).toBe(1);
    // The dashboard's illustrative formulas: fees = analyses × 850; hours = analyses × 12 + searches × 3; documents = analyses + validations.
    expect(stats.derived).toEqual({ monthlyFees: 1700, billedHours: 27, documentsAnalysed: 3 });
  });

  it('shows empty figures and no success rate to a new user', async () => {
    await t.createUser({ username: 'novato' });
    const cookie = await t.login('platform', 'novato');
    const res = await t.expectStatus(200, {
      method: 'GET',
      url: '/api/platform/dashboard/stats',
      headers: { cookie },
    });
    expect(res.json()).toMatchObject({
      totalMonitors: 0,
      activeMonitors: 0,
      urgentDeadlines: [],
      successRate: null,
      recentPredictions: [],
      derived: { monthlyFees: 0, billedHours: 0, documentsAnalysed: 0 },
    });
  });

  it('needs a platform session', async () => {
    await t.expectStatus(401, { method: 'GET', url: '/api/platform/dashboard/stats' });
  });
});
