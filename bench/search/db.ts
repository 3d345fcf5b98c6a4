// A database for benchmarks: DATABASE_URL in a schema of its own (dropped on close unless
// keep=true), or an in-memory PGlite.
import { createDb, type DbHandle, migrateToLatest } from '../../packages/db/src/index.ts';

export async function openBenchDb(schema: string, keep = false): Promise<DbHandle> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const handle = await createDb({});
    await migrateToLatest(handle.db);
    return handle;
  }
  if (!keep) {
    const admin = await createDb({ databaseUrl, poolSize: 1 });
    await admin.db.schema.dropSchema(schema).ifExists().cascade().execute();
    await admin.close();
  }
  const handle = await createDb({ databaseUrl, schema, poolSize: 4 });
  await migrateToLatest(handle.db, schema);
  return {
    ...handle,
    schema,
    async close() {
      if (!keep) await handle.db.schema.dropSchema(schema).ifExists().cascade().execute();
      await handle.close();
    },
  };
}
