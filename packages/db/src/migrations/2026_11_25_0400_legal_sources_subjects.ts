import { type Kysely, sql } from 'kysely';
import { refreshTerms } from './2026_11_24_2200_legal_sources_heading_caput_tsv.ts';

// The knowledge base's subject index (apps/api/lawbase/subjects/, release 6): each article may
// carry the phrases under which a lawyer looks it up ("venda de férias" for the abono pecuniário
// of CLT art. 143). They join the headings above the article under tsvector weight C, so Search
// scores them as it scores "CAPÍTULO IV - DAS FÉRIAS ANUAIS": matched words of the question, with
// the heading bonus. Positions of the title, caput and body do not change (C stays last).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table legal_sources add column subjects jsonb`.execute(db);
  await sql`
    create or replace function lexato_tsv_article(title text, body text, caput text, headings jsonb, subjects jsonb)
    returns tsvector
    language sql immutable parallel safe
    set search_path from current
    as $$
      select lexato_tsv_article(title, body, caput, headings)
          || setweight(to_tsvector('portuguese'::regconfig, lexato_fold(coalesce(subjects::text, ''))), 'C')
    $$
  `.execute(db);
  await replaceTsv(db, sql`lexato_tsv_article(title, text, structure->>'caput', heading_path, subjects)`);
}

export async function down(db: Kysely<any>): Promise<void> {
  await replaceTsv(db, sql`lexato_tsv_article(title, text, structure->>'caput', heading_path)`);
  await sql`drop function if exists lexato_tsv_article(text, text, text, jsonb, jsonb)`.execute(db);
  await sql`alter table legal_sources drop column subjects`.execute(db);
}

async function replaceTsv(db: Kysely<any>, expression: ReturnType<typeof sql>): Promise<void> {
  await sql`drop index if exists legal_sources_tsv_idx`.execute(db);
  await sql`alter table legal_sources drop column tsv`.execute(db);
  await sql`alter table legal_sources add column tsv tsvector generated always as (${expression}) stored`.execute(
    db,
  );
  // As set by migration 2026_11_25_0100 (a bounded pending list).
  await sql`create index legal_sources_tsv_idx on legal_sources using gin (tsv) with (gin_pending_list_limit = 256)`.execute(
    db,
  );
  await refreshTerms(db);
}
