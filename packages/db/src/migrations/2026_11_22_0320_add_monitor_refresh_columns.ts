import { type Kysely, sql } from 'kysely';

// Monitor: what a refresh needs beyond the spec's columns. A lease (token + expiry) so that one
// monitor is never refreshed by two processes at once (manual refresh and the background queue
// included); the outcome of the last attempt, kept apart from the stored movements so a failed
// DataJud call reports itself without touching them; the deadline's input; the tribunal the user
// chose when it contradicts the CNJ number. The job queue itself (pg-boss) keeps its own schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('monitors')
    .addColumn('tribunal_informed', 'text')
    .addColumn('deadline_rule', 'jsonb')
    .addColumn('synced_at', 'timestamptz')
    .addColumn('last_refresh_at', 'timestamptz')
    .addColumn('last_refresh_status', 'text')
    .addColumn('last_refresh_message', 'text')
    .addColumn('refresh_lease_token', 'uuid')
    .addColumn('refresh_lease_until', 'timestamptz')
    .execute();
  // The background sweep: active monitors whose last attempt is oldest first.
  await db.schema
    .createIndex('monitors_refresh_due_idx')
    .on('monitors')
    .columns(['status', 'last_refresh_at'])
    .execute();
  await sql`alter table monitors add constraint monitors_status_check check (status in ('active', 'archived'))`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table monitors drop constraint if exists monitors_status_check`.execute(db);
  await db.schema.dropIndex('monitors_refresh_due_idx').ifExists().execute();
  await db.schema
    .alterTable('monitors')
    .dropColumn('tribunal_informed')
    .dropColumn('deadline_rule')
    .dropColumn('synced_at')
    .dropColumn('last_refresh_at')
    .dropColumn('last_refresh_status')
    .dropColumn('last_refresh_message')
    .dropColumn('refresh_lease_token')
    .dropColumn('refresh_lease_until')
    .execute();
}
