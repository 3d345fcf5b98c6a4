import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeDjen, startFakeDjen } from '../../test/fakes/djen.ts';
import { startTestApp, type TestApp } from '../../test/helpers.ts';
import type { AppDeps } from '../deps.ts';
import { type BackgroundJobs, startBackgroundJobs } from './background.ts';
import type { SchedulerClock } from './scheduler.ts';

// Every background job of a process registered in one place: one scheduler for the timers, and on
// PostgreSQL one pg-boss instance for the queued jobs.

/** A clock whose timers never fire: the test reads what was registered, with which interval. */
function recordingClock() {
  const timers = new Map<number, number>();
  let next = 0;
  const clock: SchedulerClock = {
    setInterval: (_tick, everyMs) => {
      timers.set(++next, everyMs);
      return next;
    },
    clearInterval: (handle) => void timers.delete(handle as number),
  };
  return { clock, timers };
}

const withConfig = (deps: AppDeps, config: Partial<AppDeps['config']>): AppDeps => ({
  ...deps,
  config: { ...deps.config, ...config },
});

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('on the embedded database: one scheduler, no queue', () => {
  it('registers housekeeping, the monitor sweep, the series refresh and the DJEN capture on it', async () => {
    const { clock, timers } = recordingClock();
    const deps = withConfig(t.app.deps, {
      sgs: { ...t.app.deps.config.sgs, refresh: true, everyMinutes: 720 },
      djen: { ...t.app.deps.config.djen, baseUrl: 'http://127.0.0.1:9', everyMinutes: 30 },
    });
    const jobs = await startBackgroundJobs(deps, { clock });
    expect(jobs.queue).toBeNull();
    expect(jobs.scheduler.jobs().sort()).toEqual(
      ['djen-capture', 'housekeeping', 'index-series-refresh', 'monitor-sweep'].sort(),
    );
    // Housekeeping every 15 min, the sweep every 10 min, SGS every 720 min, DJEN every 30 min.
    expect([...timers.values()].sort((a, b) => a - b)).toEqual([
      10 * 60_000,
      15 * 60_000,
      30 * 60_000,
      720 * 60_000,
    ]);
    await jobs.stop();
    expect(jobs.scheduler.jobs()).toEqual([]);
    expect(timers.size).toBe(0);
  });

  it('leaves out the series refresh when SGS_REFRESH is off and the capture without DJEN_BASE_URL', async () => {
    const { clock } = recordingClock();
    const jobs = await startBackgroundJobs(t.app.deps, { clock });
    expect(jobs.scheduler.jobs().sort()).toEqual(['housekeeping', 'monitor-sweep']);
    expect(jobs.series).toBeNull();
    expect(jobs.djen).toBeNull();
    await jobs.stop();
  });
});

const databaseUrl = process.env.DATABASE_URL;

describe.runIf(databaseUrl)('on PostgreSQL: one pg-boss instance for every queued job', () => {
  const schema = `boss_jobs_${randomBytes(4).toString('hex')}`;
  let jobs: BackgroundJobs | undefined;
  afterAll(async () => {
    await jobs?.stop();
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(t.db);
  });

  it('the monitor and series queues work on the same instance; the timers stay on the scheduler', async () => {
    const { clock } = recordingClock();
    const deps = withConfig(t.app.deps, {
      databaseUrl,
      sgs: { ...t.app.deps.config.sgs, refresh: true },
    });
    jobs = await startBackgroundJobs(deps, { clock, queueSchema: schema });
    expect(jobs.queue).not.toBeNull();
    // Only the timers are the scheduler's: the sweep and the series refresh are pg-boss schedules.
    expect(jobs.scheduler.jobs().sort()).toEqual(['housekeeping']);
    // pg-boss's own internal queues ('__pgboss__…') aside.
    const queues = (await jobs.queue?.getQueues())
      ?.map((q) => q.name)
      .filter((name) => !name.startsWith('__pgboss__'))
      .sort();
    expect(queues).toEqual(['index-series-refresh', 'monitor-refresh', 'monitor-sweep']);
    // Their workers poll on this one instance (a job with an instance of its own would not be here).
    const working = new Set(jobs.queue?.getWipData({ includeInternal: false }).map((w) => w.name));
    expect([...working].sort()).toEqual(['index-series-refresh', 'monitor-refresh', 'monitor-sweep']);
  }, 60_000);

  it('two processes ticking at once capture the DJEN once: the tick queues one run per interval', async () => {
    const fake: FakeDjen = await startFakeDjen();
    const userId = await t.createUser({ username: 'djen-pg' });
    await t.db.insertInto('djenOabNumbers').values({ userId, number: '123456', uf: 'SP' }).execute();
    const deps = withConfig(t.app.deps, {
      databaseUrl,
      djen: { baseUrl: fake.baseUrl, timeoutMs: 1000, everyMinutes: 60, lookbackDays: 7 },
    });
    const processes = [
      await startBackgroundJobs(deps, { clock: recordingClock().clock, queueSchema: schema }),
      await startBackgroundJobs(deps, { clock: recordingClock().clock, queueSchema: schema }),
    ];
    try {
      await Promise.all(processes.map((p) => p.djen?.runNow()));
      const until = Date.now() + 20_000;
      while (fake.requests.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
      // Both workers poll every 2 s: a second run, had one been queued, would have started by now.
      await new Promise((r) => setTimeout(r, 5000));
      // One user with one OAB number and no monitor: one capture is one search.
      expect(fake.requests).toHaveLength(1);
      expect(fake.requests[0]?.get('numeroOab')).toBe('123456');
    } finally {
      await Promise.all(processes.map((p) => p.stop()));
      await fake.close();
    }
  }, 60_000);

  it('stopping the jobs stops the shared instance once, after its workers', async () => {
    await jobs?.stop();
    const names = await sql<{ n: number }>`
      select count(*)::int as n from pg_stat_activity where application_name = 'lexato-jobs' and datname = current_database()`.execute(
      t.db,
    );
    expect(names.rows[0]?.n).toBe(0);
    jobs = undefined;
  }, 30_000);
});
