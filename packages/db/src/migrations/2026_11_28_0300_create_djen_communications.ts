import { type Kysely, sql } from 'kysely';

// Publications captured from the DJEN (Diário de Justiça Eletrônico Nacional, Comunica PJe API): the
// OAB numbers each user searches by, each communication once per user (the API's hash), the monitor
// it belongs to when its case number is monitored, and the outcome of the user's last capture.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('djen_oab_numbers')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('uf', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('djen_oab_numbers_pkey', ['user_id', 'number', 'uf'])
    .execute();
  await db.schema
    .createTable('djen_communications')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('available_on', 'text', (c) =>
      c.notNull().check(sql`available_on ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`),
    )
    .addColumn('tribunal', 'text', (c) => c.notNull())
    .addColumn('organ', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('process_number', 'text', (c) => c.notNull())
    .addColumn('recipients', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('monitor_id', 'uuid', (c) => c.references('monitors.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('nova'))
    .addColumn('captured_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('djen_communications_user_hash_key', ['user_id', 'hash'])
    .execute();
  await sql`alter table djen_communications add constraint djen_communications_status_check check (status in ('nova', 'prazo-definido', 'descartada'))`.execute(
    db,
  );
  await db.schema
    .createIndex('djen_communications_user_available_idx')
    .on('djen_communications')
    .columns(['user_id', 'available_on'])
    .execute();
  await db.schema
    .createTable('djen_capture_state')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('last_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_status', 'text', (c) => c.notNull())
    .addColumn('last_message', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('djen_capture_state').ifExists().execute();
  await db.schema.dropTable('djen_communications').ifExists().execute();
  await db.schema.dropTable('djen_oab_numbers').ifExists().execute();
}
