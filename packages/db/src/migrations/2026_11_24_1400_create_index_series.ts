import { type Kysely, sql } from 'kysely';

// Monthly index series used by the calculator (IPCA-E, IPCA, INPC, SELIC, taxa legal, TR): one
// row per series and month, with where the figure came from and when. Seeded by the API from the
// series shipped in @lexato/calc, kept current from the Banco Central SGS API, or uploaded as CSV.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('index_series_months')
    .addColumn('series', 'text', (c) => c.notNull())
    .addColumn('month', 'text', (c) => c.notNull().check(sql`month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`))
    .addColumn('percent', 'numeric', (c) => c.notNull())
    .addColumn('derived', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('fetched_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('index_series_months_pk', ['series', 'month'])
    .execute();
  await sql`comment on table index_series_months is 'monthly variation in percent (0.42 = 0,42%) per series and month, with its source'`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('index_series_months').ifExists().execute();
}
