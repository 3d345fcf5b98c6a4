import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { Db } from './client.ts';
import { migrations } from './migrations/index.ts';

/** Runs every pending migration; Kysely takes a Postgres advisory lock, so two processes are safe. */
export async function migrateToLatest(db: Db, schema?: string): Promise<void> {
  // On one connection whose statement timeout is lifted: building an index over a large table
  // may take longer than a request is allowed to (createDb's statementTimeoutMs).
  await db.connection().execute(async (conn) => {
    await sql`set statement_timeout = 0`.execute(conn);
    try {
      await migrate(conn, schema);
    } finally {
      await sql`reset statement_timeout`.execute(conn);
    }
  });
}

async function migrate(db: Db, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Kysely looks for its bookkeeping tables in every schema unless told where they live, so
    // side-by-side test schemas would see each other's.
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Falha ao aplicar a migração ${failed?.migrationName ?? ''}`.trim(), { cause: error });
  }
}
