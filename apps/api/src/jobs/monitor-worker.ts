// The background refresh of active monitors, on pg-boss (a Postgres-backed job queue). Every API
// process may run it: pg-boss fires the sweep schedule once per tick for the whole cluster and hands
// each job to one worker (SELECT … FOR UPDATE SKIP LOCKED); the refresh queue's 'exclusive' policy
// keeps at most one queued-or-active job per monitor (singletonKey = monitor id); and the row lease
// in refreshMonitor keeps a manual refresh from running beside a background one. Needs a real
// PostgreSQL server (DATABASE_URL): with the embedded PGlite database the worker does not start and
// monitors are refreshed from the screen only.
import { PgBoss } from 'pg-boss';
import type { AppDeps } from '../deps.ts';
import { dueMonitorIds, refreshMonitor } from '../tools/monitor/monitor.refresh.ts';

export const SWEEP_QUEUE = 'monitor-sweep';
export const REFRESH_QUEUE = 'monitor-refresh';

export interface MonitorWorkerOptions {
  /** Postgres connection for pg-boss; default `deps.config.databaseUrl`. */
  connectionString?: string | undefined;
  /** Schema pg-boss keeps its tables in; default DATABASE_SCHEMA when set, else `pgboss`. */
  schema?: string | undefined;
  /** Refreshes running at once in this process (DataJud calls in flight); default 4. */
  concurrency?: number;
  /**
   * Jobs fetched per poll; default `concurrency` (one poller: measured fastest, bench/monitor.md).
   * `concurrency / batchSize` pollers run side by side, each finishing its batch before fetching
   * again, so at most `concurrency` refreshes run at once.
   */
  batchSize?: number;
  /** A monitor is due when its last attempt is older than this; default 360 (6 h). */
  refreshEveryMinutes?: number;
  /** When the sweep looks for due monitors; default every 10 minutes. */
  sweepCron?: string;
  /** How often an idle worker asks for jobs; default 2 s. */
  pollingIntervalSeconds?: number;
  /** DataJud timeout per call; default 10 s. */
  datajudTimeoutMs?: number;
  /** pg-boss connections in this process; default pollers + 2, at most 10. */
  poolSize?: number;
  log?: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** Called after each background refresh (metrics, the benchmark). */
  onRefresh?: (monitorId: string, outcome: string) => void;
}

export interface MonitorWorker {
  /** false when there is no Postgres server to queue on (embedded PGlite). */
  running: boolean;
  /** Queues the sweep now instead of waiting for the schedule (tests, benchmark, admin). */
  sweepNow(): Promise<void>;
  stop(): Promise<void>;
}

interface RefreshJob {
  monitorId: string;
}

const SWEEP_PAGE = 500;

export async function startMonitorWorker(
  deps: AppDeps,
  options: MonitorWorkerOptions = {},
): Promise<MonitorWorker> {
  const connectionString = options.connectionString ?? deps.config.databaseUrl;
  if (!connectionString) {
    options.log?.info(
      {},
      'monitor worker off: no DATABASE_URL (embedded database), refresh from the screen only',
    );
    return { running: false, sweepNow: async () => {}, stop: async () => {} };
  }
  // With DATABASE_SCHEMA (isolated runs: tests, e2e, the benchmark) the queue lives in that same
  // schema, so dropping it leaves nothing behind; pg-boss's table names (job, queue, schedule,
  // version, …) do not clash with the app's. Otherwise its own schema, 'pgboss'.
  const schema = options.schema ?? deps.config.databaseSchema ?? 'pgboss';
  const concurrency = Math.max(1, options.concurrency ?? 4);
  const batchSize = Math.min(concurrency, Math.max(1, options.batchSize ?? concurrency));
  const pollers = Math.max(1, Math.floor(concurrency / batchSize));
  const refreshEveryMs = (options.refreshEveryMinutes ?? 360) * 60_000;
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  const refreshDeps = {
    db: deps.db,
    now: deps.now,
    datajud: {
      ...deps.config.datajud,
      ...(options.datajudTimeoutMs ? { timeoutMs: options.datajudTimeoutMs } : {}),
    },
  };

  const boss = new PgBoss({
    connectionString,
    schema,
    max: options.poolSize ?? Math.min(10, pollers + 2),
    application_name: 'lexato-monitor',
  });
  boss.on('error', (err) => options.log?.error({ err }, 'monitor job queue error'));
  await boss.start();
  // A refresh holds a row lease far shorter than this; a job still active after it died with its process.
  await boss.createQueue(REFRESH_QUEUE, {
    policy: 'exclusive',
    expireInSeconds: 120,
    retryLimit: 1,
    deleteAfterSeconds: 3600,
  });
  await boss.createQueue(SWEEP_QUEUE, {
    policy: 'exclusive',
    expireInSeconds: 600,
    retryLimit: 0,
    deleteAfterSeconds: 3600,
  });
  await boss.schedule(SWEEP_QUEUE, options.sweepCron ?? '*/10 * * * *');

  await boss.work(SWEEP_QUEUE, { pollingIntervalSeconds }, async () => {
    const olderThan = new Date(deps.now().getTime() - refreshEveryMs);
    let after: string | null = null;
    let queued = 0;
    for (;;) {
      const ids = await dueMonitorIds(deps.db, olderThan, after, SWEEP_PAGE);
      if (ids.length === 0) break;
      // 'exclusive' + singletonKey: a monitor already queued or being refreshed is skipped here.
      await boss.insert(
        REFRESH_QUEUE,
        ids.map((monitorId) => ({ data: { monitorId }, singletonKey: monitorId })),
      );
      queued += ids.length;
      after = ids[ids.length - 1] ?? null;
      if (ids.length < SWEEP_PAGE) break;
    }
    return { queued };
  });

  // `pollers` loops, each with one batch at a time: at most `concurrency` DataJud calls in flight.
  await boss.work<RefreshJob>(
    REFRESH_QUEUE,
    { batchSize, localConcurrency: pollers, pollingIntervalSeconds, burstWhenBatchFull: batchSize > 1 },
    async (jobs) =>
      Promise.all(
        jobs.map(async (job) => {
          const refreshed = await refreshMonitor(refreshDeps, job.data.monitorId);
          const outcome = typeof refreshed === 'string' ? refreshed : refreshed.result.outcome;
          options.onRefresh?.(job.data.monitorId, outcome);
          return outcome;
        }),
      ),
  );

  let stopped = false;
  return {
    running: true,
    sweepNow: async () => {
      await boss.send(SWEEP_QUEUE, {});
    },
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await boss.stop({ graceful: true, timeout: 15_000 });
    },
  };
}
