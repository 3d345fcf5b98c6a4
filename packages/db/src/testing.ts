import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type DbHandle } from './client.ts';
import { migrateToLatest } from './migrate.ts';

/**
 * A fresh, migrated database for one test file: its own schema on the real server when
 * DATABASE_URL is set (dropped on close), else an in-memory PGlite.
 */
export async function createTestDb(): Promise<DbHandle> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const handle = await createDb({});
    await migrateToLatest(handle.db);
    return handle;
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const handle = await createDb({ databaseUrl, schema, poolSize: 5 });
  await migrateToLatest(handle.db, schema);
  return {
    ...handle,
    schema,
    async close() {
      await handle.close();
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        await client.query(`drop schema if exists ${schema} cascade`);
      } finally {
        await client.end();
      }
    },
  };
}
