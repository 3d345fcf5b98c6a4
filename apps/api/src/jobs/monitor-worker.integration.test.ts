import { randomBytes } from 'node:crypto';
import { formatCnj } from '@lexato/legal';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeDatajud, startFakeDatajud } from '../../test/fakes/datajud.ts';
import { startTestApp, type TestApp } from '../../test/helpers.ts';
import { type MonitorWorker, startMonitorWorker } from './monitor-worker.ts';

const databaseUrl = process.env.DATABASE_URL;

/** A valid TRF1 number per sequential (check digits computed by @lexato/legal). */
const numberOf = (n: number) =>
  formatCnj({ sequential: String(n), year: '2018', segment: '4', tribunal: '01', origin: '3202' });

describe('startMonitorWorker without a Postgres server (embedded database)', () => {
  let fake: FakeDatajud;
  let t: TestApp;
  let worker: MonitorWorker | undefined;
  beforeAll(async () => {
    fake = await startFakeDatajud();
    fake.delayMs = 20;
    t = await startTestApp({ datajud: { apiKey: 'chave', baseUrl: fake.baseUrl, timeoutMs: 10_000 } });
  });
  afterAll(async () => {
    await worker?.stop();
    await t.close();
    await fake.close();
  });

  it('refreshes the due active monitors in process, a few at a time, and skips the rest', async () => {
    const userId = await t.createUser({ username: 'ana' });
    const due = Array.from({ length: 12 }, (_, i) => ({
      userId,
      processNumber: numberOf(i + 1),
      processTitle: `Processo ${i + 1}`,
      tribunal: 'TRF1',
    }));
    await t.db.insertInto('monitors').values(due).execute();
    const recent = new Date(t.clock.now.getTime() - 5 * 60_000);
    await t.db
      .insertInto('monitors')
      .values([
        {
          userId,
          processNumber: numberOf(100),
          processTitle: 'Recente',
          tribunal: 'TRF1',
          lastRefreshAt: recent,
        },
        {
          userId,
          processNumber: numberOf(101),
          processTitle: 'Arquivado',
          tribunal: 'TRF1',
          status: 'archived',
        },
      ])
      .execute();
    for (const row of [...due, { processNumber: numberOf(100) }, { processNumber: numberOf(101) }]) {
      fake.put({
        alias: 'api_publica_trf1',
        numeroProcesso: row.processNumber.replace(/\D/g, ''),
        tribunal: 'TRF1',
        movimentos: [{ codigo: 26, nome: 'Distribuição', dataHora: '2018-10-30T14:06:24.000Z' }],
      });
    }
    const outcomes: string[] = [];
    worker = await startMonitorWorker(
      { ...t.app.deps, config: { ...t.app.deps.config, databaseUrl: undefined } },
      { concurrency: 3, refreshEveryMinutes: 60, onRefresh: (_id, outcome) => outcomes.push(outcome) },
    );
    await worker.sweepNow();

    const requested = fake.requests.map((r) => r.numeroProcesso).sort();
    expect(requested).toEqual(due.map((d) => d.processNumber.replace(/\D/g, '')).sort());
    expect(fake.maxInFlight).toBeLessThanOrEqual(3);
    expect(outcomes).toHaveLength(12);
    const refreshedTitles = await t.db
      .selectFrom('monitors')
      .select('processTitle')
      .where('lastRefreshAt', '=', t.clock.now)
      .execute();
    expect(refreshedTitles).toHaveLength(12);
    // A second sweep finds nothing due.
    await worker.sweepNow();
    expect(fake.requests).toHaveLength(12);
  });
});

// pg-boss needs a real PostgreSQL server: these run where DATABASE_URL is set (as in CI).
describe.runIf(databaseUrl)('background refresh on pg-boss, two workers', () => {
  const COUNT = 300;
  const CONCURRENCY = 4;
  const bossSchema = `jobs_${randomBytes(5).toString('hex')}`;
  let fake: FakeDatajud;
  let t: TestApp;
  let workers: MonitorWorker[] = [];
  const perWorker = [0, 0];

  beforeAll(async () => {
    fake = await startFakeDatajud();
    fake.delayMs = 15;
    t = await startTestApp({ datajud: { apiKey: 'chave', baseUrl: fake.baseUrl, timeoutMs: 10_000 } });
    const userId = await t.createUser({ username: 'ana' });
    const rows = Array.from({ length: COUNT }, (_, i) => ({
      userId,
      processNumber: numberOf(i + 1),
      processTitle: `Processo ${i + 1}`,
      tribunal: 'TRF1',
    }));
    await t.db.insertInto('monitors').values(rows).execute();
    // An archived monitor is never refreshed in the background.
    await t.db
      .insertInto('monitors')
      .values({
        userId,
        processNumber: numberOf(COUNT + 1),
        processTitle: 'Arquivado',
        tribunal: 'TRF1',
        status: 'archived',
      })
      .execute();
    for (const row of rows) {
      fake.put({
        alias: 'api_publica_trf1',
        numeroProcesso: row.processNumber.replace(/\D/g, ''),
        tribunal: 'TRF1',
        movimentos: [{ codigo: 26, nome: 'Distribuição', dataHora: '2018-10-30T14:06:24.000Z' }],
      });
    }
    const options = (n: number) => ({
      connectionString: databaseUrl,
      schema: bossSchema,
      concurrency: CONCURRENCY,
      pollingIntervalSeconds: 0.5,
      refreshEveryMinutes: 60,
      onRefresh: () => {
        perWorker[n] = (perWorker[n] ?? 0) + 1;
      },
    });
    workers = [
      await startMonitorWorker(t.app.deps, options(0)),
      await startMonitorWorker(t.app.deps, options(1)),
    ];
  }, 60_000);

  afterAll(async () => {
    await Promise.all(workers.map((w) => w.stop()));
    if (t) await sql`drop schema if exists ${sql.id(bossSchema)} cascade`.execute(t.db);
    await t?.close();
    await fake?.close();
  });

  const refreshed = async () => {
    const row = await t.db
      .selectFrom('monitors')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('lastRefreshAt', 'is not', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  it('refreshes every active monitor exactly once, with bounded concurrency', async () => {
    // Both processes ask for a sweep at once: the queue still refreshes each monitor once.
    await Promise.all(workers.map((w) => w.sweepNow()));
    const deadline = Date.now() + 60_000;
    while ((await refreshed()) < COUNT && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(await refreshed()).toBe(COUNT);
    await new Promise((r) => setTimeout(r, 1000));
    const numbers = fake.requests.map((r) => r.numeroProcesso);
    expect(numbers).toHaveLength(COUNT);
    expect(new Set(numbers).size).toBe(COUNT);
    expect(fake.maxInFlight).toBeLessThanOrEqual(2 * CONCURRENCY);
    // Both workers took part, and between them refreshed each monitor once.
    expect(perWorker[0]).toBeGreaterThan(0);
    expect(perWorker[1]).toBeGreaterThan(0);
    expect((perWorker[0] ?? 0) + (perWorker[1] ?? 0)).toBe(COUNT);
    const archived = await t.db
      .selectFrom('monitors')
      .select('lastRefreshAt')
      .where('status', '=', 'archived')
      .executeTakeFirstOrThrow();
    expect(archived.lastRefreshAt).toBeNull();
  }, 90_000);

  it('does not queue monitors refreshed within the interval', async () => {
    const before = fake.requests.length;
    await workers[0]?.sweepNow();
    await new Promise((r) => setTimeout(r, 3000));
    expect(fake.requests.length).toBe(before);
  }, 20_000);
});
