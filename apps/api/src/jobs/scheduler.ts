// The one owner of the API's in-process timers: every background job that runs on a timer in this
// process (housekeeping, DJEN capture, and on the embedded database the monitor sweep and the series
// refresh) is registered here by name. A job never overlaps itself: a tick, or a `runNow`, that finds
// the previous run still going joins it. `stop()` clears every timer, tells the running jobs to end
// early and waits for them; the server calls it on shutdown. The clock (the timer functions) is
// injected, so tests drive the jobs with a fake one. The pg-boss schedules on PostgreSQL are the
// queue's own and are not timers here.

export interface SchedulerClock {
  setInterval(tick: () => void, everyMs: number): unknown;
  clearInterval(handle: unknown): void;
}

/** Node's timers, unref'd: a pending tick never keeps the process alive. */
export const systemClock: SchedulerClock = {
  setInterval(tick, everyMs) {
    const handle = setInterval(tick, everyMs);
    handle.unref();
    return handle;
  },
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

export interface SchedulerLog {
  error(obj: object, msg: string): void;
}

/** What a running job can ask: whether the scheduler (or the job) is stopping. */
export interface JobContext {
  stopping(): boolean;
}

export interface ScheduledJob<T> {
  readonly name: string;
  /** Runs now, or joins the run already going; undefined when the run failed or the job stopped. */
  runNow(): Promise<T | undefined>;
  /** Clears this job's timer and waits for its run in progress. */
  stop(): Promise<void>;
}

export interface Scheduler {
  /** `failed`: the log line of a failed run; default "background job '<name>' failed". */
  every<T>(
    name: string,
    everyMs: number,
    run: (ctx: JobContext) => Promise<T>,
    failed?: string,
  ): ScheduledJob<T>;
  /** Names of the jobs registered and not stopped. */
  jobs(): string[];
  /** Names of the jobs running now. */
  running(): string[];
  stop(): Promise<void>;
}

export function createScheduler(
  options: { clock?: SchedulerClock; log?: SchedulerLog | undefined } = {},
): Scheduler {
  const clock = options.clock ?? systemClock;
  const jobs = new Map<string, ScheduledJob<unknown> & { current: Promise<unknown> | undefined }>();
  let stopping = false;

  const every = <T>(name: string, everyMs: number, run: (ctx: JobContext) => Promise<T>, failed?: string) => {
    if (jobs.has(name)) throw new Error(`job '${name}' is already scheduled`);
    if (!(everyMs > 0)) throw new RangeError(`job '${name}': interval must be positive, got ${everyMs}`);
    let stopped = false;
    const ctx: JobContext = { stopping: () => stopping || stopped };
    const job = {
      name,
      current: undefined as Promise<T | undefined> | undefined,
      runNow(): Promise<T | undefined> {
        if (ctx.stopping()) return job.current ?? Promise.resolve(undefined);
        job.current ??= run(ctx)
          .catch((err: unknown) => {
            options.log?.error({ err, job: name }, failed ?? `background job '${name}' failed`);
            return undefined;
          })
          .finally(() => {
            job.current = undefined;
          });
        return job.current;
      },
      async stop() {
        stopped = true;
        clock.clearInterval(handle);
        jobs.delete(name);
        await job.current;
      },
    };
    const handle = clock.setInterval(() => void job.runNow(), everyMs);
    jobs.set(name, job as never);
    return job as ScheduledJob<T>;
  };

  return {
    every,
    jobs: () => [...jobs.keys()],
    running: () => [...jobs.values()].filter((j) => j.current).map((j) => j.name),
    async stop() {
      stopping = true;
      await Promise.all([...jobs.values()].map((j) => j.stop()));
    },
  };
}
