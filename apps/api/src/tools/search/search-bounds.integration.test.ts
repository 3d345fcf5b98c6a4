// The bounds of Search, through HTTP and the service: its cost must not grow with the user's
// uploads, impossible filter dates are a 400 (they once answered 500), and one user's share.
import { createDb, type DbHandle } from '@lexato/db';
import { createTestDb } from '@lexato/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers.ts';
import { AppError } from '../../errors.ts';
import { SEARCH_MESSAGES, SearchUnavailableError } from './search.errors.ts';
import { boundedSearch, withSearchShare } from './search.service.ts';

let t: TestApp;
let ana: string;
let cookie: string;

/** Seeded pseudo-words: `count` distinct tokens of 8 letters (mulberry32, seed fixed). */
function distinctWords(count: number, seed = 20261124): string[] {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const words = new Set<string>();
  while (words.size < count) {
    let w = '';
    for (let i = 0; i < 8; i++) w += String.fromCharCode(97 + Math.floor(next() * 26));
    words.add(w);
  }
  return [...words];
}

beforeAll(async () => {
  t = await startTestApp();
  ana = await t.createUser({ username: 'ana' });
  cookie = await t.login('platform', 'ana');
}, 60_000);
afterAll(() => t.close());

describe('search over a large own document', () => {
  it('finds a word at the end of a document whose words would overflow one tsvector (1 MB)', async () => {
    // 150,000 distinct 8-letter words: 1.2 MB of lexemes, past PostgreSQL's tsvector limit of
    // 1,048,575 bytes, so indexing the whole document as one tsvector at search time failed
    // ("string is too long for tsvector") and every search of its owner answered 500.
    const words = distinctWords(150_000);
    await t.db
      .insertInto('documents')
      .values({
        userId: ana,
        title: 'Planilha exportada',
        content: `${words.join(' ')} cláusula penal zanzibarina`,
        type: 'contract',
      })
      .execute();
    const res = await t.expectStatus(200, {
      method: 'POST',
      url: '/api/platform/search',
      headers: { cookie },
      payload: { query: 'zanzibarina', filters: { kinds: ['documento'] } },
    });
    const body = res.json() as { results: Array<{ title: string; summary: string }> };
    expect(body.results.map((r) => r.title)).toEqual(['Planilha exportada']);
    expect(body.results[0]?.summary).toContain('<mark>zanzibarina</mark>');
  }, 120_000);

  it('re-indexes a document whose text changes, and forgets a deleted one', async () => {
    const doc = await t.db
      .insertInto('documents')
      .values({ userId: ana, title: 'Minuta', content: 'Prazo de carência quarentenário.', type: 'contract' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const find = async (query: string) => {
      const res = await t.expectStatus(200, {
        method: 'POST',
        url: '/api/platform/search',
        headers: { cookie },
        payload: { query, filters: { kinds: ['documento'] } },
      });
      return (res.json() as { results: Array<{ sourceId: string }> }).results.map((r) => r.sourceId);
    };
    expect(await find('quarentenário')).toEqual([doc.id]);
    await t.db
      .updateTable('documents')
      .set({ content: 'Prazo de carência semestral.' })
      .where('id', '=', doc.id)
      .execute();
    expect(await find('quarentenário')).toEqual([]);
    expect(await find('semestral')).toEqual([doc.id]);
    await t.db.deleteFrom('documents').where('id', '=', doc.id).execute();
    expect(await find('semestral')).toEqual([]);
  });
});

describe('search under load', () => {
  it('queues at most a bounded number of searches and refuses the rest with a Portuguese 503 message', async () => {
    // A database of its own: the bound is set per database by its first search.
    const own = await createTestDb();
    // 80 users, one search each (each within their own share): one search at a time, 64 waiting,
    // so of 80 at once 15 are refused straight away.
    const input = (i: number) => ({
      query: 'cláusula penal',
      filters: {},
      userId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      limit: 10,
      offset: 0,
    });
    const settled = await Promise.allSettled(
      Array.from({ length: 80 }, (_, i) => boundedSearch(own.db, input(i), 1)),
    ).finally(() => own.close());
    const refused = settled.filter((s) => s.status === 'rejected');
    expect(refused).toHaveLength(80 - 1 - 64);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(SearchUnavailableError);
      expect((r.reason as Error).message).toBe(SEARCH_MESSAGES.busy);
    }
  });
});

describe("one user's share of the searches", () => {
  it("runs 1 and queues 4 of one user's burst, refuses the rest with 429 and Retry-After, and serves another user meanwhile", async () => {
    const own = await createTestDb();
    const search = (userId: string) =>
      withSearchShare(userId, () =>
        boundedSearch(own.db, { query: 'cláusula penal', filters: {}, userId, limit: 10, offset: 0 }, 4),
      );
    const burst = Array.from({ length: 20 }, () => search(ana));
    const other = search('00000000-0000-4000-8000-00000000b0b0');
    const settled = await Promise.allSettled(burst);
    await expect(other).resolves.toMatchObject({ results: expect.any(Array) });
    await own.close();
    const refused = settled.filter((s) => s.status === 'rejected');
    expect(refused).toHaveLength(20 - 1 - 4);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(AppError);
      expect((r.reason as AppError).kind).toBe('too_many');
      expect((r.reason as AppError).retryAfterSeconds).toBeGreaterThan(0);
      expect((r.reason as Error).message).toBe(SEARCH_MESSAGES.userBusy);
    }
  });
});

// PGlite runs statements in this thread and cannot cancel one: the timeout exists on the server.
describe.runIf(process.env.DATABASE_URL)('statement timeout (real server)', () => {
  let strict: DbHandle;
  beforeAll(async () => {
    strict = await createDb({
      databaseUrl: process.env.DATABASE_URL,
      schema: await currentSchema(),
      statementTimeoutMs: 1,
      preparedStatements: false,
    });
  });
  afterAll(() => strict.close());

  it('answers a search cancelled by the statement timeout with the Portuguese 503 message', async () => {
    const input = { query: 'cláusula penal zanzibarina', filters: {}, userId: ana, limit: 10, offset: 0 };
    await expect(boundedSearch(strict.db, input, 4)).rejects.toThrow(SEARCH_MESSAGES.timeout);
  });
});

async function currentSchema(): Promise<string> {
  const r = await sql<{ s: string }>`select current_schema() as s`.execute(t.db);
  return r.rows[0]?.s ?? 'public';
}

describe('filter dates', () => {
  it.each(['2024-02-30', '0000-01-01'])(
    'answers dateFrom %s with a Portuguese 400, not a 500',
    async (day) => {
      const res = await t.expectStatus(400, {
        method: 'POST',
        url: '/api/platform/search',
        headers: { cookie },
        payload: { query: 'férias', filters: { dateFrom: day } },
      });
      expect(res.json().message).toMatch(/^Data: data inválida/);
    },
  );
});
