import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
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
  /** Named prepared statements for parameterised queries (default true; real server only). */
  preparedStatements?: boolean | undefined;
}

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
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    if (options.preparedStatements !== false) pool.on('connect', prepareStatementsOn);
    if (options.schema) {
      const client = await pool.connect();
      try {
        await client.query(`create schema if not exists ${options.schema}`);
      } finally {
        client.release();
      }
    }
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
    return { db, kind: 'postgres', schema: options.schema, close: () => db.destroy() };
  }

  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const lite = await PGlite.create(options.dataDir ? { dataDir: options.dataDir } : {});
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

export async function pingDb(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
