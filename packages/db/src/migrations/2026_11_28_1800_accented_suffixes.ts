import { type Kysely, sql } from 'kysely';
import { refreshTerms } from './2026_11_24_2200_legal_sources_heading_caput_tsv.ts';
import { PLURAL_RULES } from './2026_11_25_0500_plural_forms.ts';

// The Portuguese snowball stemmer removes the suffixes of a word family ("-ável", "-ível") only
// in their accented spelling, and lexato_norm folds the accents before it runs: "impenhorável"
// gave 'impenhoravel', not the stemmer's 'impenhor', so a question on what may be "penhorado"
// did not meet CPC art. 833's "São impenhoráveis" through the thesaurus's "impenhoráveis" either
// side, nor "dispensável" (Lei 14.133 art. 75) the "dispensa" of a question, nor "responsável"
// the "responsabilidade". lexato_norm now writes those two endings with their accent again, after
// the plural rules ("impenhoráveis" → "impenhoravel" → "impenhorável"), so the stemmer's own
// rules decide what is removed (R2 region: "cabível", "possível" keep their ending; "cível" and
// "nível", one letter before it, are left alone). The same function runs on both sides, the
// stored tsvectors and the searches.
// "-ação"/"-ução" and "-ância"/"-ência" were tried the same way and left out: "contratação" then
// meets every "contrato", and the search benchmark's tuning or held-out sets fell (bench/search.md).
export const SUFFIX_RULES: ReadonlyArray<readonly [pattern: string, replacement: string]> = [
  ['\\m([[:alpha:]]{2,})avel\\M', '\\1ável'],
  ['\\m([[:alpha:]]{2,})ivel\\M', '\\1ível'],
];

function normBody(rules: ReadonlyArray<readonly [string, string]>): string {
  let expression = 'lexato_fold(value)';
  for (const [pattern, replacement] of rules)
    expression = `regexp_replace(${expression}, '${pattern}', '${replacement}', 'gi')`;
  return `select ${expression}`;
}

async function defineNorm(db: Kysely<any>, rules: ReadonlyArray<readonly [string, string]>): Promise<void> {
  await sql`
    create or replace function lexato_norm(value text) returns text
    language sql immutable parallel safe strict
    set search_path from current
    as $$ ${sql.raw(normBody(rules))} $$
  `.execute(db);
  // Stored generated columns are computed on write: rewrite every row so its tsvector follows.
  await sql`update legal_sources set text = text`.execute(db);
  await sql`update document_passages set text = text`.execute(db);
  await refreshTerms(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await defineNorm(db, [...PLURAL_RULES, ...SUFFIX_RULES]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await defineNorm(db, PLURAL_RULES);
}
