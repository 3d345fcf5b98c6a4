import { type Kysely, sql } from 'kysely';
import { refreshTerms } from './2026_11_24_2200_legal_sources_heading_caput_tsv.ts';

// Singular and plural of one word got different lexemes. The text is accent-folded before
// PostgreSQL's Portuguese stemmer sees it ("ações" → "acoes"), and the stemmer's rules for -ão/-ões,
// -al/-ais, -el/-eis, -il/-is, -m/-ns expect the accented or singular forms:
//   acao 'aca' / acoes 'aco' · obrigacao 'obrigaca' / obrigacoes 'obrigaco' · moral 'moral' /
//   morais 'mor' (the lexeme of "mora") · imovel 'imovel' / imoveis 'imov' · civil 'civil' /
//   civis 'civ' · bem 'bem' / bens 'bens' · lei 'lei' / leis 'leis' · util 'util' / uteis 'ute' ·
//   dia 'dia' / dias 'dias' · ato 'ato' / atos 'atos'.
// So "dano moral" missed "danos morais", "bem imóvel" missed "bens imóveis", "servidor público
// civil" missed Lei 8.112's "servidores públicos civis". lexato_norm folds as lexato_fold does,
// then writes those plural endings as the singular, before the stemmer, in every tsvector and
// every search (the same function on both sides, so only its conflations matter: words of two
// letters or fewer before the ending are left alone — mais, pais (país), mães, leis aside —, and
// "demais", "jamais", "ademais", "depois", "pois", "seis", "tais", "deus" are kept).
// The -eis plural of -il adjectives (útil/úteis) cannot be told from that of -el ones
// (imóvel/imóveis) by its form: the -il ones in use are listed.
export const PLURAL_RULES: ReadonlyArray<readonly [pattern: string, replacement: string]> = [
  ['\\m(ut|inut|fac|dific|hab|inab|frag|ag|host|fert|infert|doc|volat|portat|text|projet)eis\\M', '\\1il'],
  ['\\mleis\\M', 'lei'],
  ['\\m(?!(?:demais|jamais|ademais)\\M)([[:alpha:]]{3,})ais\\M', '\\1al'],
  ['\\m([[:alpha:]]{3,})eis\\M', '\\1el'],
  ['\\m(?!depois\\M)([[:alpha:]]{3,})ois\\M', '\\1ol'],
  ['\\m([[:alpha:]]{2,}[b-df-hj-np-tv-z])is\\M', '\\1il'],
  ['\\m([[:alpha:]]{2,})[oa]es\\M', '\\1ao'],
  ['\\m([[:alpha:]]*[aeiou])ns\\M', '\\1m'],
  // Four-letter plurals, too short for the stemmer's -s rule: dias, anos, atos, réus, vias, mães.
  ['\\m(?!(?:mais|pais|pois|seis|tais|deus)\\M)([[:alpha:]]{2}[aeiou])s\\M', '\\1'],
];

function normBody(): string {
  let expression = 'lexato_fold(value)';
  for (const [pattern, replacement] of PLURAL_RULES)
    expression = `regexp_replace(${expression}, '${pattern}', '${replacement}', 'gi')`;
  return `select ${expression}`;
}

/** The tsvector functions over `fold` (lexato_norm now, lexato_fold before this migration). */
async function defineTsv(db: Kysely<any>, fold: 'lexato_norm' | 'lexato_fold'): Promise<void> {
  const f = sql.raw(fold);
  await sql`
    create or replace function lexato_tsv(title text, body text) returns tsvector
    language sql immutable parallel safe
    set search_path from current
    as $$
      select setweight(to_tsvector('portuguese'::regconfig, ${f}(coalesce(title, ''))), 'A')
          || setweight(to_tsvector('portuguese'::regconfig, ${f}(coalesce(body, ''))), 'D')
    $$
  `.execute(db);
  await sql`
    create or replace function lexato_tsv_article(title text, body text, caput text, headings jsonb)
    returns tsvector
    language sql immutable parallel safe
    set search_path from current
    as $$
      select setweight(to_tsvector('portuguese'::regconfig, ${f}(coalesce(title, ''))), 'A')
          || setweight(to_tsvector('portuguese'::regconfig, ${f}(coalesce(caput, ''))), 'B')
          || setweight(to_tsvector('portuguese'::regconfig, ${f}(
               case when coalesce(caput, '') <> '' and strpos(body, caput) > 0
                    then substr(body, strpos(body, caput) + length(caput))
                    else coalesce(body, '') end)), 'D')
          || setweight(to_tsvector('portuguese'::regconfig, ${f}(coalesce(headings::text, ''))), 'C')
    $$
  `.execute(db);
  await sql`
    create or replace function lexato_tsv_article(title text, body text, caput text, headings jsonb, subjects jsonb)
    returns tsvector
    language sql immutable parallel safe
    set search_path from current
    as $$
      select lexato_tsv_article(title, body, caput, headings)
          || setweight(to_tsvector('portuguese'::regconfig, ${f}(coalesce(subjects::text, ''))), 'C')
    $$
  `.execute(db);
  // Stored generated columns are computed on write: rewrite every row so its tsvector follows.
  await sql`update legal_sources set text = text`.execute(db);
  await sql`update document_passages set text = text`.execute(db);
  await refreshTerms(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function lexato_norm(value text) returns text
    language sql immutable parallel safe strict
    set search_path from current
    as $$ ${sql.raw(normBody())} $$
  `.execute(db);
  await defineTsv(db, 'lexato_norm');
}

export async function down(db: Kysely<any>): Promise<void> {
  await defineTsv(db, 'lexato_fold');
  await sql`drop function if exists lexato_norm(text)`.execute(db);
}
