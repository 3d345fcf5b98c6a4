import { type Kysely, sql } from 'kysely';

// The legal knowledge base shipped with Lexato (every article of the federal acts it carries, the
// STF and STJ súmulas and the STJ temas repetitivos) lives in the same corpus table as the admin's
// own imports, one row per article / súmula / tema, so Search ranks them together and the
// Validator looks provisions up by (act, article). `origin` tells the shipped rows ('lexato') from
// the admin's ('admin'); the loader only ever writes its own. `lawbase_state` records which
// shipped version is loaded, so a start with the same version changes nothing.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table legal_sources drop constraint if exists legal_sources_kind_check`.execute(db);
  await sql`
    alter table legal_sources add constraint legal_sources_kind_check
      check (kind in ('legislacao', 'sumula', 'tema', 'jurisprudencia', 'doutrina'))
  `.execute(db);
  await db.schema
    .alterTable('legal_sources')
    .addColumn('origin', 'text', (c) =>
      c.notNull().defaultTo('admin').check(sql`origin in ('lexato', 'admin')`),
    )
    .addColumn('act', 'text')
    .addColumn('article', 'text')
    .addColumn('article_number', 'integer')
    .addColumn('status', 'text', (c) =>
      c.check(sql`status in ('vigente', 'revogado', 'vetado', 'cancelada', 'superada', 'pendente')`),
    )
    .addColumn('revoked_by', 'text')
    .addColumn('heading_path', 'jsonb')
    .addColumn('structure', 'jsonb')
    .addColumn('number', 'integer')
    .addColumn('thesis', 'text')
    .addColumn('situation', 'text')
    .execute();
  // One row per article of an act, whoever wrote it (an admin import of a shipped id replaces it).
  await sql`
    create unique index legal_sources_act_article_idx on legal_sources (act, article)
      where act is not null and article is not null
  `.execute(db);
  await sql`
    create index legal_sources_act_number_idx on legal_sources (act, article_number)
      where act is not null
  `.execute(db);
  await sql`
    create index legal_sources_kind_number_idx on legal_sources (kind, court, number)
      where number is not null
  `.execute(db);
  await sql`create index legal_sources_origin_idx on legal_sources (origin)`.execute(db);

  await db.schema
    .createTable('lawbase_state')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('release', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('records', 'integer', (c) => c.notNull())
    .addColumn('loaded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('lawbase_state').ifExists().execute();
  await sql`delete from legal_sources where origin = 'lexato' or kind = 'tema'`.execute(db);
  for (const index of [
    'legal_sources_act_article_idx',
    'legal_sources_act_number_idx',
    'legal_sources_kind_number_idx',
    'legal_sources_origin_idx',
  ]) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
  await db.schema
    .alterTable('legal_sources')
    .dropColumn('origin')
    .dropColumn('act')
    .dropColumn('article')
    .dropColumn('article_number')
    .dropColumn('status')
    .dropColumn('revoked_by')
    .dropColumn('heading_path')
    .dropColumn('structure')
    .dropColumn('number')
    .dropColumn('thesis')
    .dropColumn('situation')
    .execute();
  await sql`alter table legal_sources drop constraint if exists legal_sources_kind_check`.execute(db);
  await sql`
    alter table legal_sources add constraint legal_sources_kind_check
      check (kind in ('legislacao', 'sumula', 'jurisprudencia', 'doutrina'))
  `.execute(db);
}
