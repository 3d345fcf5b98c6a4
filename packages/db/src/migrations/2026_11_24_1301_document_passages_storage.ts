import { type Kysely, sql } from 'kysely';
import { PASSAGE_CHARS } from './2026_11_24_1300_create_document_passages.ts';

// Search tests every query term against a candidate passage's tsvector, one test per term: a
// compressed (TOASTed) tsvector was decompressed once per test, which made scoring 200 passages
// cost 60 ms. Stored uncompressed in the row (storage PLAIN), each test reads it in place. That
// needs the tsvector to stay well under a page: a "word" (a run without spaces: a pasted blob, a
// hash) is cut at WORD_CHARS, so a passage is at most PASSAGE_CHARS + WORD_CHARS characters.
const WORD_CHARS = 200;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function lexato_passages(body text) returns table (ord int, text text)
    language sql immutable parallel safe strict
    as $$
      select grp::int, string_agg(word, ' ' order by n)
      from (
        select word, n, (sum(length(word) + 1) over (order by n) - 1) / ${sql.lit(PASSAGE_CHARS)} as grp
        from (
          select left(w, ${sql.lit(WORD_CHARS)}) as word, n
          from regexp_split_to_table(body, '\\s+') with ordinality as s(w, n)
          where w <> ''
        ) capped
      ) words
      group by grp
    $$
  `.execute(db);
  await sql`alter table document_passages alter column tsv set storage plain`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table document_passages alter column tsv set storage extended`.execute(db);
}
