// Every background job of an API process, registered in one place: on PostgreSQL one pg-boss
// instance (jobs/queue.ts) carries the queued jobs (monitor sweep and refresh, index series refresh),
// and one in-process scheduler (jobs/scheduler.ts) owns every timer (housekeeping, DJEN capture,
// and on the embedded database the monitor sweep and the series refresh). `stop()` ends them all.
import type { AppDeps } from '../deps.ts';
import { type DjenCapture, startDjenCapture } from './djen-capture.ts';
import { type Housekeeping, startHousekeeping } from './housekeeping.ts';
import { type MonitorWorker, startMonitorWorker } from './monitor-worker.ts';
import { type JobQueue, startJobQueue } from './queue.ts';
import { createScheduler, type Scheduler, type SchedulerClock } from './scheduler.ts';
import { type SeriesRefreshJob, startSeriesRefresh } from './series-refresh.ts';

export interface BackgroundJobs {
  scheduler: Scheduler;
  /** The process's pg-boss instance; null on the embedded database. */
  queue: JobQueue | null;
  monitor: MonitorWorker;
  housekeeping: Housekeeping;
  /** Null when SGS_REFRESH is off. */
  series: SeriesRefreshJob | null;
  /** Null without DJEN_BASE_URL. */
  djen: DjenCapture | null;
  stop(): Promise<void>;
}

export interface BackgroundJobsOptions {
  log?: {
    info(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
  /** The scheduler's timers (tests pass a fake clock). */
  clock?: SchedulerClock;
  /** Schema of the queue's tables; default DATABASE_SCHEMA when set, else `pgboss`. */
  queueSchema?: string;
}

/** Monitor refresh pollers (1 at its default concurrency) + its sweep + the series refresh, and room. */
const QUEUE_POOL = 6;

export async function startBackgroundJobs(
  deps: AppDeps,
  options: BackgroundJobsOptions = {},
): Promise<BackgroundJobs> {
  const { config } = deps;
  const scheduler = createScheduler({ log: options.log, ...(options.clock ? { clock: options.clock } : {}) });
  const schema = options.queueSchema ?? config.databaseSchema ?? 'pgboss';
  const queue = config.databaseUrl
    ? await startJobQueue({
        connectionString: config.databaseUrl,
        schema,
        max: QUEUE_POOL,
        log: options.log,
      })
    : null;
  const shared = { log: options.log, scheduler, queue: queue ?? undefined, schema };
  // Background refresh of monitored cases (pg-boss on PostgreSQL; a timer on the embedded database).
  const monitor = await startMonitorWorker(deps, shared);
  // Expired sessions and rate-limit windows, every 15 minutes in each process.
  const housekeeping = startHousekeeping(deps, shared);
  // The calculator's index series from the Banco Central SGS, on its schedule.
  const series = config.sgs.refresh ? await startSeriesRefresh(deps, shared) : null;
  // Publications from the DJEN (Comunica PJe) by OAB number and monitored case, when configured.
  const djen = startDjenCapture(deps, shared);

  let stopping: Promise<void> | undefined;
  return {
    scheduler,
    queue,
    monitor,
    housekeeping,
    series,
    djen,
    stop() {
      stopping ??= (async () => {
        await Promise.all([monitor.stop(), series?.stop(), scheduler.stop()]);
        await queue?.stop({ graceful: true, timeout: 15_000 });
      })();
      return stopping;
    },
  };
}
