import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, PostgresDialect, sql, type Transaction } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect.ts';
import { prepareStatementsOn } from './prepared-statements.ts';
import type { Database } from './tables/index.ts';

export type Db = Kysely<Database>;

export interface DbOptions {
  /** Postgres connection string; when absent an embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; absent means in memory (tests). */
  dataDir?: string | undefined;
  /** Postgres schema to use (tests give each file its own). Must be a plain identifier. */
  schema?: string | undefined;
  poolSize?: number | undefined;
  /**
   * Longest a statement may run on the real server before PostgreSQL cancels it (SQLSTATE 57014,
   * see `isStatementTimeout`); absent or 0: no limit. PGlite runs in this process's thread and
   * cannot interrupt a statement, so it ignores the setting.
   */
  statementTimeoutMs?: number | undefined;
  /** Named prepared statements for parameterised queries (default true; real server only). */
  preparedStatements?: boolean | undefined;
  /** PGlite's shared_buffers in MB (default `PGLITE_SHARED_BUFFERS_MB`); ignored on the real server. */
  pgliteSharedBuffersMb?: number | undefined;
}

/**
 * PGlite's buffer cache. Its initdb writes PostgreSQL's default, 128 MB, which Postgres allocates
 * and clears at start inside the WebAssembly heap: 128 MB of the API's RSS that never shrinks.
 * 32 MB holds the hot pages of the shipped base (BENCH.md, "API RSS with the base loaded"); a page
 * outside it is a read from the data folder, which the OS caches.
 */
export const PGLITE_SHARED_BUFFERS_MB = 32;

export interface DbHandle {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** The Postgres schema in use when not the default one. */
  schema?: string | undefined;
  close(): Promise<void>;
}

const plugins = [new CamelCasePlugin({ maintainNestedObjectKeys: true })];

// numeric → string (exact), int8 → number when safe: pg's defaults return int8 as string,
// which makes count(*) awkward everywhere.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export async function createDb(options: DbOptions): Promise<DbHandle> {
  if (options.schema && !/^[a-z_][a-z0-9_]{0,62}$/.test(options.schema)) {
    throw new Error(`invalid schema name: ${options.schema}`);
  }
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    if (options.preparedStatements !== false) pool.on('connect', prepareStatementsOn);
    if (options.schema) {
      const client = await pool.connect();
      try {
        // Set-up, not a request: the statement timeout (1 ms in a test) must not cancel it when
        // the server is busy; RESET gives the connection its configured timeout back.
        await client.query('set statement_timeout = 0');
        await client.query(`create schema if not exists ${options.schema}`);
        await client.query('reset statement_timeout');
      } finally {
        client.release();
      }
    }
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
    return { db, kind: 'postgres', schema: options.schema, close: () => db.destroy() };
  }

  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const sharedBuffersMb = options.pgliteSharedBuffersMb ?? PGLITE_SHARED_BUFFERS_MB;
  const lite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    // Command-line settings win over the data folder's postgresql.conf (written by initdb).
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersMb}MB`],
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(lite), plugins });
  return {
    db,
    kind: 'pglite',
    async close() {
      // PGlite runs with fsync off: a checkpoint before closing is what makes the data dir
      // safe to reopen after a clean stop.
      await sql`checkpoint`.execute(db).catch(() => {});
      await db.destroy();
      await lite.close();
    },
  };
}

/** PostgreSQL cancelled the statement: statement_timeout reached (SQLSTATE 57014, query_canceled). */
export function isStatementTimeout(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '57014';
}

/**
 * Runs `fn` in a transaction free of the pool's statement timeout: for bulk work that is not a
 * request (imports, the shipped knowledge base's load), whose single statements may be long.
 */
export function withoutStatementTimeout<T>(
  db: Db,
  fn: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`set local statement_timeout = 0`.execute(trx);
    return fn(trx);
  });
}

export async function pingDb(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
