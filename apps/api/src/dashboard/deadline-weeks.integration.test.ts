import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/helpers.ts';

// Deadlines per São Paulo calendar week (Monday to Sunday) for the next 8 weeks. The test clock
// is 2026-11-22T12:00Z: Sunday 22/11/2026, 09:00 in Brasília (UTC−3, no daylight saving since
// Decreto 9.772/2019). So week 1 is 16/11–22/11 (counted from now on) and week 8 is 04/01–10/01/2027.
let t: TestApp;
let cookie: string;

/** An instant given in Brasília time (UTC−3). */
const brt = (local: string) => new Date(`${local}-03:00`);

beforeAll(async () => {
  t = await startTestApp();
  const ana = await t.createUser({ username: 'ana' });
  const bruno = await t.createUser({ username: 'bruno' });
  cookie = await t.login('platform', 'ana');
  const monitor = (userId: string, n: number, nextDeadline: Date, status = 'active') => ({
    userId,
    processNumber: `000000${n}-00.2026.8.26.0100`,
    processTitle: `Processo ${n}`,
    tribunal: 'TJ-SP',
    status,
    nextDeadline,
  });
  await t.db
    .insertInto('monitors')
    .values([
      monitor(ana, 1, brt('2026-11-22T08:00:00')), // this morning, already past: not coming
      monitor(ana, 2, brt('2026-11-22T23:30:00')), // Sunday night in Brasília, Monday 02:30 UTC: week 1
      monitor(ana, 3, brt('2026-11-23T00:30:00')), // Monday: week 2
      monitor(ana, 4, brt('2026-11-29T18:00:00')), // Sunday 29/11: week 2
      monitor(ana, 5, brt('2027-01-10T23:59:00')), // last minute of week 8
      monitor(ana, 6, brt('2027-01-11T00:00:00')), // week 9: outside
      monitor(ana, 7, brt('2026-11-24T10:00:00'), 'archived'), // archived: not counted
      monitor(bruno, 8, brt('2026-11-24T10:00:00')), // another user's
    ])
    .execute();
});
afterAll(() => t.close());

describe('dashboard deadlines per week', () => {
  it('counts active deadlines in each São Paulo calendar week, from now to the end of the eighth', async () => {
    const res = await t.expectStatus(200, {
      method: 'GET',
      url: '/api/platform/dashboard/stats',
      headers: { cookie },
    });
    expect(res.json().deadlinesByWeek).toEqual([
      { weekStart: '2026-11-16', weekEnd: '2026-11-22', count: 1 },
      { weekStart: '2026-11-23', weekEnd: '2026-11-29', count: 2 },
      { weekStart: '2026-11-30', weekEnd: '2026-12-06', count: 0 },
      { weekStart: '2026-12-07', weekEnd: '2026-12-13', count: 0 },
      { weekStart: '2026-12-14', weekEnd: '2026-12-20', count: 0 },
      { weekStart: '2026-12-21', weekEnd: '2026-12-27', count: 0 },
      { weekStart: '2026-12-28', weekEnd: '2027-01-03', count: 0 },
      { weekStart: '2027-01-04', weekEnd: '2027-01-10', count: 1 },
    ]);
  });
});
