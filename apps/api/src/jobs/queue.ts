// The process's one pg-boss instance on PostgreSQL: every queued job of this process (the monitor
// sweep and refresh, the index series refresh) works on the same instance, with one pool of
// connections and one maintenance loop, instead of one instance per job. A job given the queue
// stops only its own workers (`offWork`); whoever started the queue stops it.
import type { PgBoss } from 'pg-boss';

export type JobQueue = PgBoss;

export interface JobQueueOptions {
  connectionString: string;
  /** Schema pg-boss keeps its tables in (DATABASE_SCHEMA when set, else `pgboss`). */
  schema: string;
  /** Connections of the pool this process's jobs share. */
  max: number;
  applicationName?: string;
  log?: { error(obj: object, msg: string): void } | undefined;
}

export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  // pg-boss is for PostgreSQL only: imported when first needed, not at start (BENCH.md, API RSS).
  const { PgBoss } = await import('pg-boss');
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: options.schema,
    max: options.max,
    application_name: options.applicationName ?? 'lexato-jobs',
  });
  boss.on('error', (err) => options.log?.error({ err }, 'job queue error'));
  await boss.start();
  return boss;
}

/** The queue a job works on: the one given (shared, left running on stop), or one of its own. */
export async function queueFor(
  given: JobQueue | undefined,
  own: JobQueueOptions,
): Promise<{ boss: JobQueue; release(queues: readonly string[]): Promise<void> }> {
  if (given) {
    return {
      boss: given,
      release: async (queues) => {
        for (const name of queues) await given.offWork(name, { wait: true });
      },
    };
  }
  const boss = await startJobQueue(own);
  return { boss, release: () => boss.stop({ graceful: true, timeout: 15_000 }) };
}
