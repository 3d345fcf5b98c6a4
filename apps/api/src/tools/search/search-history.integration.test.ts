// The search history reaches every search the user made: its real total and older pages, never
// another user's searches.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers.ts';
import { trpcHttp } from '../../../test/trpc-http.ts';

let t: TestApp;
let cookieAna: string;

interface HistoryPage {
  items: Array<{ query: string }>;
  total: number;
  page: number;
  pageSize: number;
}

beforeAll(async () => {
  t = await startTestApp();
  const ana = await t.createUser({ username: 'ana' });
  const bruno = await t.createUser({ username: 'bruno' });
  cookieAna = await t.login('platform', 'ana');
  // 45 searches of Ana's, one a minute from 09:00, and 3 of Bruno's.
  const row = (userId: string, n: number) => ({
    userId,
    query: `consulta ${n}`,
    filters: JSON.stringify({}),
    results: JSON.stringify([]),
    resultCount: 0,
    createdAt: new Date(Date.UTC(2026, 10, 20, 12, n)),
  });
  await t.db
    .insertInto('searches')
    .values([
      ...Array.from({ length: 45 }, (_, i) => row(ana, i + 1)),
      ...[1, 2, 3].map((n) => row(bruno, n)),
    ])
    .execute();
}, 120_000);
afterAll(() => t?.close());

async function history(page: number): Promise<HistoryPage> {
  const res = await trpcHttp(t.app, 'query', 'search.history', { page }, cookieAna);
  expect(res.status).toBe(200);
  return res.data as HistoryPage;
}

describe('search history', () => {
  it('gives the real total (45, not the 20 shown) and the newest first', async () => {
    const first = await history(1);
    expect(first.total).toBe(45);
    expect(first.pageSize).toBe(20);
    expect(first.items).toHaveLength(20);
    expect(first.items[0]?.query).toBe('consulta 45');
    expect(first.items[19]?.query).toBe('consulta 26');
  });

  it('reaches the oldest searches on the last page (45 = 20 + 20 + 5)', async () => {
    const third = await history(3);
    expect(third.items.map((s) => s.query)).toEqual([
      'consulta 5',
      'consulta 4',
      'consulta 3',
      'consulta 2',
      'consulta 1',
    ]);
  });

  it('refuses a page that is not a positive whole number with a Portuguese 400', async () => {
    const res = await trpcHttp(t.app, 'query', 'search.history', { page: 0 }, cookieAna);
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe('Página inválida');
  });
});
