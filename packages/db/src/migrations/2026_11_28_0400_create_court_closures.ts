import { type Kysely, sql } from 'kysely';

// Court days an administrator adds from the panel, each with the act that orders it and a link to
// it: 'fechado' (no expediente, CPC art. 216) or 'parcial' (reduced hours or the system unavailable,
// CPC art. 224 § 1º; Res. CNJ 185/2013 art. 11). One row per court and day. The
// deadline engine (@lexato/legal courtCalendar) counts them with the court's shipped acts.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('court_closures')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('court', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull().check(sql`date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('fechado', 'parcial')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('act', 'text', (c) => c.notNull())
    .addColumn('act_url', 'text', (c) => c.notNull())
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('court_closures_court_date_key', ['court', 'date'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('court_closures').ifExists().execute();
}
