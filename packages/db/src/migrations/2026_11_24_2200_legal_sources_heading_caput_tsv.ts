import { type Kysely, sql } from 'kysely';

// The corpus's stored tsvector now carries an article's caput and its heading path with weights
// of their own, so Search scores them for every candidate from the one stored tsvector instead of
// parsing both texts per row at query time:
//   A the title ("CLT, art. 487"), B the caput (the rule), D the rest of the text (incisos,
//   parágrafos), C the headings above the article ("CAPÍTULO VI - DO AVISO PRÉVIO"), last, so
//   the body's positions (phrase distances) do not change.
// Rows without a caput (súmulas, temas, admin imports) keep title A and text D, as before.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function lexato_tsv_article(title text, body text, caput text, headings jsonb)
    returns tsvector
    language sql immutable parallel safe
    set search_path from current
    as $$
      select setweight(to_tsvector('portuguese'::regconfig, lexato_fold(coalesce(title, ''))), 'A')
          || setweight(to_tsvector('portuguese'::regconfig, lexato_fold(coalesce(caput, ''))), 'B')
          || setweight(to_tsvector('portuguese'::regconfig, lexato_fold(
               case when coalesce(caput, '') <> '' and strpos(body, caput) > 0
                    then substr(body, strpos(body, caput) + length(caput))
                    else coalesce(body, '') end)), 'D')
          || setweight(to_tsvector('portuguese'::regconfig, lexato_fold(coalesce(headings::text, ''))), 'C')
    $$
  `.execute(db);
  await sql`drop index if exists legal_sources_tsv_idx`.execute(db);
  await sql`alter table legal_sources drop column tsv`.execute(db);
  await sql`
    alter table legal_sources
      add column tsv tsvector generated always as
        (lexato_tsv_article(title, text, structure->>'caput', heading_path)) stored
  `.execute(db);
  await sql`create index legal_sources_tsv_idx on legal_sources using gin (tsv)`.execute(db);
  await refreshTerms(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists legal_sources_tsv_idx`.execute(db);
  await sql`alter table legal_sources drop column tsv`.execute(db);
  await sql`
    alter table legal_sources
      add column tsv tsvector generated always as (lexato_tsv(title, text)) stored
  `.execute(db);
  await sql`create index legal_sources_tsv_idx on legal_sources using gin (tsv)`.execute(db);
  await sql`drop function if exists lexato_tsv_article(text, text, text, jsonb)`.execute(db);
  await refreshTerms(db);
}

/** The document frequencies follow the new tsvectors (the same statement as the API's import). */
export async function refreshTerms(db: Kysely<any>): Promise<void> {
  await sql`delete from legal_source_terms`.execute(db);
  await sql`insert into legal_source_terms (lexeme, df) select word, ndoc from ts_stat('select tsv from legal_sources')`.execute(
    db,
  );
  await sql`
    update legal_source_stats set docs = s.docs, avg_length = s.avg_length, refreshed_at = now()
    from (select count(*)::int as docs, coalesce(avg(length(tsv)), 1) as avg_length from legal_sources) s
    where legal_source_stats.id = 1
  `.execute(db);
}
