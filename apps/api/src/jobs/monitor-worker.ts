// The background refresh of active monitors, on pg-boss (a Postgres-backed job queue). Every API
// process may run it: pg-boss fires the sweep schedule once per tick for the whole cluster and hands
// each job to one worker (SELECT … FOR UPDATE SKIP LOCKED); the refresh queue's 'exclusive' policy
// keeps at most one queued-or-active job per monitor (singletonKey = monitor id); and the row lease
// in refreshMonitor keeps a manual refresh from running beside a background one. On the embedded
// PGlite database (no DATABASE_URL) one process owns the data, and a timer in it does the same work.
import type { AppDeps } from '../deps.ts';
import { refreshMonitor } from '../tools/monitor/monitor.refresh.ts';
import { dueMonitorIds } from '../tools/monitor/monitor.repository.ts';
import { backgroundRefreshDeps, startInProcessMonitorSweeper } from './in-process-monitor-sweeper.ts';
import { type JobQueue, queueFor } from './queue.ts';
import type { Scheduler } from './scheduler.ts';

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
  /** The same, on the embedded database (a timer, not a schedule); default 10 minutes. */
  sweepEveryMs?: number;
  /** How often an idle worker asks for jobs; default 2 s. */
  pollingIntervalSeconds?: number;
  /** DataJud timeout per call; default 10 s. */
  datajudTimeoutMs?: number;
  /** pg-boss connections in this process; default pollers + 2, at most 10. */
  poolSize?: number;
  log?: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** The process's pg-boss instance (jobs/queue.ts); one of its own when absent (tests, benchmark). */
  queue?: JobQueue | undefined;
  /** The process's scheduler for the embedded database's timer (jobs/scheduler.ts); a private one when absent. */
  scheduler?: Scheduler;
  /** Called after each background refresh (metrics, the benchmark). */
  onRefresh?: (monitorId: string, outcome: string) => void;
}

export interface MonitorWorker {
  /**
   * Sweeps now instead of waiting for the schedule (tests, benchmark, admin): on pg-boss it queues
   * the sweep; in process it resolves when the sweep is done.
   */
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
  if (!connectionString) return startInProcessMonitorSweeper(deps, options);
  // With DATABASE_SCHEMA (isolated runs: tests, e2e, the benchmark) the queue lives in that same
  // schema, so dropping it leaves nothing behind; pg-boss's table names (job, queue, schedule,
  // version, …) do not clash with the app's. Otherwise its own schema, 'pgboss'.
  const schema = options.schema ?? deps.config.databaseSchema ?? 'pgboss';
  const concurrency = Math.max(1, options.concurrency ?? 4);
  const batchSize = Math.min(concurrency, Math.max(1, options.batchSize ?? concurrency));
  const pollers = Math.max(1, Math.floor(concurrency / batchSize));
  const refreshEveryMs = (options.refreshEveryMinutes ?? 360) * 60_000;
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  const refreshDeps = backgroundRefreshDeps(deps, options);

  const { boss, release } = await queueFor(options.queue, {
    connectionString,
    schema,
    max: options.poolSize ?? Math.min(10, pollers + 2),
    applicationName: 'lexato-monitor',
    log: options.log,
  });
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
    sweepNow: async () => {
      await boss.send(SWEEP_QUEUE, {});
    },
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await release([SWEEP_QUEUE, REFRESH_QUEUE]);
    },
  };
}
