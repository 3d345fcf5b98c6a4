import { type Kysely, sql } from 'kysely';

// The legal corpus searched by the Search tool (filled by `pnpm corpus:import`), with Portuguese
// full-text search. Accents are folded by a pure-SQL function rather than the unaccent extension,
// so the embedded PGlite and the real server index and query exactly alike. The fold maps one
// character to one character (º and ª become spaces, so "art. 7º" indexes as "7"), which lets the
// search map ts_headline excerpts of the folded text back onto the original, accented text.
export const FOLD_FROM = 'ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑáàâãäéèêëíìîïóòôõöúùûüçñºª';
export const FOLD_TO = 'AAAAAEEEEIIIIOOOOOUUUUCNaaaaaeeeeiiiiooooouuuucn  ';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function lexato_fold(value text) returns text
    language sql immutable parallel safe strict
    as $$ select translate(value, ${sql.lit(FOLD_FROM)}, ${sql.lit(FOLD_TO)}) $$
  `.execute(db);
  await sql`
    create or replace function lexato_tsv(title text, body text) returns tsvector
    language sql immutable parallel safe
    set search_path from current
    as $$
      select setweight(to_tsvector('portuguese'::regconfig, lexato_fold(coalesce(title, ''))), 'A')
          || setweight(to_tsvector('portuguese'::regconfig, lexato_fold(coalesce(body, ''))), 'D')
    $$
  `.execute(db);

  await db.schema
    .createTable('legal_sources')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('legislacao', 'sumula', 'jurisprudencia', 'doutrina')`),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('court', 'text')
    .addColumn('date', 'date')
    .addColumn('reference', 'text')
    .addColumn('url', 'text')
    .addColumn('content_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // A generated column cannot call a function of the same migration through Kysely's builder
  // cleanly, so it is added in plain SQL.
  await sql`
    alter table legal_sources
      add column tsv tsvector generated always as (lexato_tsv(title, text)) stored
  `.execute(db);
  await sql`create index legal_sources_tsv_idx on legal_sources using gin (tsv)`.execute(db);
  await sql`create index legal_sources_court_idx on legal_sources (lower(court))`.execute(db);
  await sql`create index legal_sources_date_idx on legal_sources (date)`.execute(db);

  // Document frequency of each lexeme (BM25-style term weights), refreshed after every import.
  await db.schema
    .createTable('legal_source_terms')
    .addColumn('lexeme', 'text', (c) => c.primaryKey())
    .addColumn('df', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('legal_source_stats')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('docs', 'integer', (c) => c.notNull())
    .addColumn('avg_length', 'double precision', (c) => c.notNull())
    .addColumn('refreshed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('legal_source_stats').ifExists().execute();
  await db.schema.dropTable('legal_source_terms').ifExists().execute();
  await db.schema.dropTable('legal_sources').ifExists().execute();
  await sql`drop function if exists lexato_tsv(text, text)`.execute(db);
  await sql`drop function if exists lexato_fold(text)`.execute(db);
}
