// The ranking engine behind Search: Postgres full-text search (Portuguese stemming over
// accent-folded text with plurals written as the singular, lexato_norm; GIN index), scored
// BM25-style in SQL. Every result is a real row and every
// summary is a ts_headline excerpt of that row, mapped back onto its accented text.
import type { Db } from '@lexato/db';
import { type Citation, extractCitations, foldAccents, LAWBASE_ACTS } from '@lexato/legal';
import type { ResultKind, SearchFilters, SearchProvisionDto, SearchResultDto } from '@lexato/schemas';
import { type RawBuilder, sql } from 'kysely';
import { LEGAL_KINDS, onePerProvision, provisionKey } from './engine/dedupe.ts';
import { headlineWindow, mapHeadline, sqlFold } from './engine/headline.ts';
import { type ParsedQuery, parseQuery } from './engine/query.ts';
import { resolveProvision, withoutCitation } from './provision.ts';

// BM25's usual k1, a low b (long statute articles must not be buried), and the extra weights,
// tuned on bench/search/questions.json and checked on the held-out set (bench/search.md); the
// heading, caput, kind and act-subject weights on bench/search/lawbase-questions.json (the shipped
// base), checked on the held-out bench/search/lawbase-heldout.json.
export const TUNING = {
  k1: 1.2,
  b: 0.3,
  titleBoost: 0.6,
  /**
   * A term found in the headings above an article (título, capítulo, seção: "Da Contestação") or
   * in its subject index phrases ("venda de férias"; apps/api/lawbase/subjects/). Was 2 before the
   * index; 3 with it (bench/search.md, release 6).
   */
  headingBoost: 3,
  /** A term found in the article's caput (the rule; its incisos and parágrafos are the detail). */
  caputBoost: 2,
  /**
   * A term in a súmula's or tema's text earning the caput bonus, as a share of it (their text is
   * the rule; they have no caput or headings, so articles win on those bonuses alone). Off: at 1
   * (the best on the tuning sets) the precedent questions rose 0.289 → 0.537 tuning and 0.415 →
   * 0.571 held-out, but three of the five earlier held-out sets fell (0.839 → 0.806, 0.854 →
   * 0.841, 0.914 → 0.890) and the tuning sets cannot tell why (bench/search.md).
   */
  precedentRule: 0,
  precedentKinds: ['sumula', 'tema'],
  /**
   * Priors by kind. Were 0.5 and 0.8 (the statute first, then case law); at 1 súmulas and temas
   * compete with articles on the same footing: bench/search/precedents-heldout.json 0.290 → 0.402,
   * the earlier held-out sets unchanged but the third (0.844 → 0.839) (bench/search.md).
   */
  temaWeight: 1,
  sumulaWeight: 1,
  /** A revoked or vetoed provision: its words remain, its rule does not. */
  revokedWeight: 0.3,
  /**
   * A cancelled or superseded súmula, or a tema still without a thesis: no rule in force either
   * (was 1: only revoked and vetoed articles were lowered). No figure of the question sets moved.
   */
  notInForceWeight: 0.3,
  /** Articles of an act whose subject the question names (query.ts ACT_HINTS), as a factor. */
  actHint: 2.5,
  /**
   * The same factor for súmulas and temas when the question names an act's subject (their
   * subject is not known by act): 1 leaves them behind the act's articles. Measured and left off:
   * at 2.5 (the best on the tuning sets) the precedent questions rose 0.289 → 0.389 tuning and
   * 0.415 → 0.468 held-out, but held-out sets 3–5 fell exactly as with precedentRule (bench/search.md).
   * With every súmula and tema indexed (release 10), 1.5 took the precedent tuning set 0.779 → 0.831
   * and the tuning half stayed 0.842, but the fifth held-out set fell 0.902 → 0.890: left at 1.
   * With the STF súmulas indexed too (release 11, which alone takes the fifth set to 0.890), 1.5
   * moves no article set and lifts the precedent sets: tuning 0.851 → 0.867, held-out 0.764 →
   * 0.810 and 0.603 → 0.614 (bench/search.md).
   */
  precedentHint: 1.5,
  /** Thesaurus words (query.ts): statute wording, as good as the question's own (was 0.5; bench/search.md). */
  synonymWeight: 1,
  phraseBoost: 2,
  articleBoost: 6,
  /** Exponent of the share of the question's weight a passage matches (coordination). */
  coordination: 1,
  /**
   * A passage holding every word of a question of two or more words, as a factor: "aluguel
   * Zanzibar" finds the user's receipt naming Zanzibar before the Lei do Inquilinato's articles
   * on rent, however strongly the act hint lifts those (and, since the subject index, the index
   * phrases on rent). 1.5 gained a question or two of bench/search.md's sets and lost that case:
   * the browser test of Search caught it.
   */
  fullMatch: 3,
  /** Retrieval uses the rarest terms whose document frequencies add up to at most this. */
  retrievalBudget: 8000,
  /** Pairs may use terms whose frequencies add up to this (an AND reads both lists once). */
  pairBudget: 30000,
  /** Narrow retrieval: single terms this rare, and pairs expected to match this many rows. */
  singleTermCap: 300,
  narrowCap: 400,
  maxPairs: 6,
  /** At most this many terms (the rarest) are used to find candidates. */
  retrievalTerms: 5,
};

interface Term {
  lexeme: string;
  df: number;
  weight: number;
  original: boolean;
  /** The question's word (or the thesaurus word) it comes from, shown as a reason for a match. */
  word: string;
}

interface Analysis {
  terms: Term[];
  phrases: Array<{ tsquery: string; weight: number }>;
  retrieval: string;
  narrow: string | null;
  highlight: string;
  /** The lexemes an excerpt marks, and picks its window by: the terms', and the question's words as written. */
  shown: string[];
  docs: number;
  avgLength: number;
}

/** The word of a question word or thesaurus phrase that a lexeme comes from ('cadastros' for 'cadastr'). */
function shownWord(phrase: string, lexeme: string): string {
  const parts = phrase.split(/\s+/);
  if (parts.length === 1) return phrase;
  return parts.find((w) => foldAccents(w.toLowerCase()).startsWith(lexeme.slice(0, 4))) ?? lexeme;
}

const quoteLexeme = (lexeme: string) => `'${lexeme.replace(/'/g, "''")}'`;

async function analyse(db: Db, parsed: ParsedQuery): Promise<Analysis | null> {
  const words = [...parsed.words, ...parsed.expansions];
  if (words.length === 0) return null;
  // One round trip: each word's lexemes with their document frequency, and the corpus figures.
  const lexemes = await sql<{
    ord: number;
    lexeme: string;
    df: number;
    docs: number | null;
    avgLength: number | null;
    /** The word's lexemes without the plural folding (lexato_fold only), as ts_headline reads the excerpt. */
    asWritten: string[];
  }>`
    select w.ord::int as ord, l.lexeme, coalesce(t.df, 0)::int as df, st.docs, st.avg_length,
           tsvector_to_array(to_tsvector('portuguese', lexato_fold(w.word))) as as_written
    from unnest(${words}::text[]) with ordinality as w(word, ord)
    cross join lateral unnest(tsvector_to_array(to_tsvector('portuguese', lexato_norm(w.word)))) as l(lexeme)
    left join legal_source_terms t on t.lexeme = l.lexeme
    left join legal_source_stats st on st.id = 1
    order by w.ord`.execute(db);
  const stats = lexemes.rows[0];
  const docs = Math.max(stats?.docs ?? 0, 1);
  const idf = (df: number) => Math.log(1 + (docs - df + 0.5) / (df + 0.5));

  const terms = new Map<string, Term>();
  const positions: Array<{ pos: number; lexeme: string }> = [];
  for (const row of lexemes.rows) {
    const original = row.ord <= parsed.words.length;
    if (original) positions.push({ pos: row.ord, lexeme: row.lexeme });
    const weight = idf(row.df) * (original ? 1 : TUNING.synonymWeight);
    const known = terms.get(row.lexeme);
    if (!known || known.weight < weight) {
      terms.set(row.lexeme, {
        lexeme: row.lexeme,
        df: row.df,
        weight,
        original,
        word: shownWord(words[row.ord - 1] ?? row.lexeme, row.lexeme),
      });
    }
  }
  if (terms.size === 0) return null;
  const shown = [...new Set([...terms.keys(), ...lexemes.rows.flatMap((r) => r.asWritten)])];

  const phrases: Analysis['phrases'] = [];
  for (let i = 0; i + 1 < positions.length; i++) {
    const a = positions[i];
    const b = positions[i + 1];
    if (!a || !b || a.lexeme === b.lexeme || b.pos === a.pos) continue;
    const weight = ((terms.get(a.lexeme)?.weight ?? 0) + (terms.get(b.lexeme)?.weight ?? 0)) / 2;
    const [x, y] = [quoteLexeme(a.lexeme), quoteLexeme(b.lexeme)];
    const distance = b.pos - a.pos;
    // Only as the question writes them: the same two words near each other in either order (a
    // window of 3) took the tuning half 0.842 → 0.886 but held-out sets 2 and 3 fell (0.817 →
    // 0.811, 0.818 → 0.768; 0.801 at a quarter of the weight), on releases 10 and 11 alike:
    // removed (bench/search.md).
    phrases.push({ tsquery: `${x} <${distance}> ${y}`, weight: weight * TUNING.phraseBoost });
  }

  // Candidates come from the GIN index, whose cost grows with the posting lists it reads: only
  // the rarest terms (document frequencies adding up to a budget) are used to find them. The
  // narrow set asks for two of those terms together (a question's answer shares more than one
  // word with it), or one very rare term; the broad set, any of them, is the fallback when the
  // narrow one cannot fill the page.
  const byRarity = [...terms.values()].filter((t) => t.df > 0).sort((x, y) => x.df - y.df);
  const rarest = (budget: number) => {
    const chosen: Term[] = [];
    let sum = 0;
    for (const term of byRarity) {
      if (chosen.length > 0 && (sum + term.df > budget || chosen.length >= TUNING.retrievalTerms)) break;
      chosen.push(term);
      sum += term.df;
    }
    return chosen;
  };
  // Terms absent from the corpus may still be in the user's own documents.
  const unseen = [...terms.values()].filter((t) => t.df === 0);
  const broad = [...unseen, ...rarest(TUNING.retrievalBudget)].map((t) => quoteLexeme(t.lexeme)).join(' | ');
  const retrievalTerms = rarest(TUNING.pairBudget);
  const narrowParts = [...unseen, ...retrievalTerms.filter((t) => t.df <= TUNING.singleTermCap)].map((t) =>
    quoteLexeme(t.lexeme),
  );
  const pairs: Array<{ query: string; expected: number }> = [];
  for (let i = 0; i < retrievalTerms.length; i++) {
    for (let j = i + 1; j < retrievalTerms.length; j++) {
      const a = retrievalTerms[i];
      const b = retrievalTerms[j];
      // Expected overlap under independence, with a margin for words that go together.
      if (a && b)
        pairs.push({
          query: `(${quoteLexeme(a.lexeme)} & ${quoteLexeme(b.lexeme)})`,
          expected: (3 * a.df * b.df) / docs,
        });
    }
  }
  pairs.sort((x, y) => x.expected - y.expected);
  let expected = 0;
  for (const pair of pairs.slice(0, TUNING.maxPairs)) {
    if (narrowParts.length > 0 && expected + pair.expected > TUNING.narrowCap) break;
    narrowParts.push(pair.query);
    expected += pair.expected;
  }
  return {
    terms: [...terms.values()],
    phrases,
    retrieval: broad,
    narrow: narrowParts.length > 0 && narrowParts.join(' | ') !== broad ? narrowParts.join(' | ') : null,
    // The excerpt is the text folded one character for one (headline.ts), without lexato_norm's
    // plural folding: "danos morais" stems to 'mor' there, so the marks take the question's words
    // as written too, beside the folded lexemes that match the singular.
    highlight: shown.map(quoteLexeme).join(' | '),
    shown,
    docs,
    avgLength: stats?.avgLength ?? 100,
  };
}

/**
 * The candidates' match flags, each term tested once per row (inner select, kept from being
 * inlined by OFFSET 0), and the score made from them: BM25 with binary term frequency over the
 * title, caput and text (weights A, B, D of the stored tsvector), title and phrase bonuses,
 * article/súmula number boosts, a bonus for a term in the article's caput (B) and in the headings
 * above it (C: título, capítulo, seção; migration 2026_11_24_2200), times the matched share of the
 * question.
 */
function scoring(analysis: Analysis, parsed: ParsedQuery) {
  const flags: RawBuilder<unknown>[] = [sql`length(tsv) as len`];
  const flag = (query: string, corpusOnly = false) => {
    const name = `f${flags.length}`;
    // The caput (B) and heading (C) tests: only the corpus's tsvectors carry those weights, so the
    // user's passages (up to OWN_PASSAGE_CANDIDATES of them) skip them.
    flags.push(
      corpusOnly
        ? sql`(${OWN_ROW} is false and tsv @@ ${query}::tsquery) as ${sql.raw(name)}`
        : sql`(tsv @@ ${query}::tsquery) as ${sql.raw(name)}`,
    );
    return sql.raw(name);
  };
  const parts: RawBuilder<unknown>[] = [];
  const matched: RawBuilder<unknown>[] = [];
  /** The question's words (and thesaurus words) a row holds in its text, headings or index phrases. */
  const reasons: RawBuilder<unknown>[] = [];
  const norm = sql`(${TUNING.k1 + 1}::float8 / (1 + ${TUNING.k1}::float8 * (1 - ${TUNING.b}::float8 + ${TUNING.b}::float8 * len / ${analysis.avgLength}::float8)))`;
  let totalWeight = 0;
  for (const term of analysis.terms) {
    const lex = quoteLexeme(term.lexeme);
    const exact = flag(`${lex}:ABD`);
    parts.push(sql`(case when ${exact} then ${term.weight}::float8 * ${norm} else 0 end)`);
    const inHeading = flag(`${lex}:C`, true);
    reasons.push(sql`case when (${exact} or ${inHeading}) then ${term.word}::text end`);
    parts.push(sql`(case when ${inHeading} then ${term.weight * TUNING.headingBoost}::float8 else 0 end)`);
    if (TUNING.caputBoost > 0) {
      const inCaput = flag(`${lex}:B`, true);
      // A súmula's or tema's statement is its rule, as an article's caput is (precedentRule).
      parts.push(sql`(case when ${inCaput} then ${term.weight * TUNING.caputBoost}::float8 else 0 end)`);
      if (TUNING.precedentRule > 0)
        parts.push(
          sql`(case when kind in (${sql.join(TUNING.precedentKinds)}) and ${exact} then ${term.weight * TUNING.caputBoost * TUNING.precedentRule}::float8 else 0 end)`,
        );
    }
    if (term.original) {
      const inTitle = flag(`${lex}:A`);
      parts.push(sql`(case when ${inTitle} then ${term.weight * TUNING.titleBoost}::float8 else 0 end)`);
      totalWeight += term.weight;
      // A word of the question found in the headings above the article counts as matched
      // ("Da Adoção" over an article on who may adopt); computed per row at query time (before
      // migration 2026_11_24_2200) it lowered MRR@10; scored from the stored tsvector for every
      // candidate it raises both halves (bench/search.md).
      matched.push(sql`(case when (${exact} or ${inHeading}) then ${term.weight}::float8 else 0 end)`);
    }
  }
  for (const phrase of analysis.phrases) {
    parts.push(sql`(case when ${flag(phrase.tsquery)} then ${phrase.weight}::float8 else 0 end)`);
  }
  const best = Math.max(...analysis.terms.map((t) => t.weight));
  // The number boost holds only for the act or court named beside the number: "Súmula 7/STJ"
  // does not lift the STF's Súmula 7, nor "art. 7º da CF" the CLT's art. 7º.
  const numbered = [
    ...parsed.articleNumbers.map(({ number, act }) => ({
      query: `'art':A & ${quoteLexeme(number)}:A`,
      where: act ? sql`act = ${act}` : sql`true`,
    })),
    ...parsed.sumulaNumbers.map(({ number, court }) => ({
      query: `'sumul':A & ${quoteLexeme(number)}:A`,
      where: court ? sql`upper(coalesce(court, '')) = ${court}` : sql`true`,
    })),
  ];
  for (const { query, where } of numbered) {
    parts.push(
      sql`(case when ${flag(query)} and ${where} then ${best * TUNING.articleBoost}::float8 else 0 end)`,
    );
  }
  const hinted =
    parsed.actHints.length > 0
      ? sql`(case when act in (${sql.join(parsed.actHints)}) then ${TUNING.actHint}::float8 when kind in ('sumula', 'tema') then ${TUNING.precedentHint}::float8 else 1 end)`
      : sql`1`;
  const prior = sql`(${hinted} * case kind when 'tema' then ${TUNING.temaWeight}::float8 when 'sumula' then ${TUNING.sumulaWeight}::float8 else 1 end * case when status in ('revogado', 'vetado') then ${TUNING.revokedWeight}::float8 when status in ('cancelada', 'superada', 'pendente') then ${TUNING.notInForceWeight}::float8 else 1 end)`;
  const base = sql`(${sql.join(parts, sql` + `)})`;
  const matchedWeight = sql`(${sql.join(matched, sql` + `)})`;
  const share = sql`power(${matchedWeight} / ${totalWeight}::float8, ${TUNING.coordination}::float8)`;
  const coord =
    TUNING.coordination === 0 || matched.length === 0 || totalWeight === 0
      ? sql`1::float8`
      : analysis.terms.length < 2
        ? share
        : sql`(${share} * case when ${matchedWeight} >= ${totalWeight}::float8 - 1e-9 then ${TUNING.fullMatch}::float8 else 1 end)`;
  const why = sql`array_remove(array[${sql.join(reasons)}]::text[], null)`;
  return { flags: sql.join(flags), prior, coord, base, why };
}

export interface EngineInput {
  query: string;
  filters: SearchFilters;
  userId: string;
  limit: number;
  offset: number;
  /** Corpus rows left out of the text ranking (the provision already answered by number). */
  exclude?: string[];
}

export interface EngineResult {
  results: SearchResultDto[];
  total: number;
  strict: boolean;
  provision: SearchProvisionDto | null;
}

const ACT_NAMES = new Map(LAWBASE_ACTS.map((a) => [a.act, a.short]));

type RankedRow = {
  sourceId: string;
  kind: ResultKind;
  title: string;
  court: string | null;
  date: string | null;
  reference: string | null;
  url: string | null;
  act: string | null;
  status: string | null;
  score: number;
  best: number;
  total: number;
  body: string;
  reasons: string[];
  headline: string;
};

/** One SELECT per searched table (corpus, own documents, own generated documents). */
function candidateBranches(input: EngineInput, match: RawBuilder<unknown>): RawBuilder<unknown>[] {
  const { filters } = input;
  const kinds = filters.kinds && filters.kinds.length > 0 ? new Set(filters.kinds) : null;
  const legalKinds = [...LEGAL_KINDS].filter((k) => !kinds || kinds.has(k));
  const acts = filters.acts && filters.acts.length > 0 ? filters.acts : null;
  const wantDocs = (!kinds || kinds.has('documento')) && !filters.court && !acts;
  const wantGenerated = (!kinds || kinds.has('documento_gerado')) && !filters.court && !acts;
  const branches: RawBuilder<unknown>[] = [];
  if (legalKinds.length > 0) {
    const conditions = [sql`s.tsv @@ ${match}`];
    if (legalKinds.length < LEGAL_KINDS.size) conditions.push(sql`s.kind in (${sql.join(legalKinds)})`);
    if (filters.court) conditions.push(sql`lower(s.court) = lower(${filters.court})`);
    if (acts) conditions.push(sql`s.act in (${sql.join(acts)})`);
    if (input.exclude && input.exclude.length > 0)
      conditions.push(sql`s.id not in (${sql.join(input.exclude)})`);
    if (filters.dateFrom) conditions.push(sql`s.date >= ${filters.dateFrom}::date`);
    if (filters.dateTo) conditions.push(sql`s.date <= ${filters.dateTo}::date`);
    branches.push(sql`
      select s.id as source_id, s.kind, s.title, s.court, to_char(s.date, 'YYYY-MM-DD') as date,
             -- A copy of the stored (compressed, often TOASTed) tsvector, decompressed once per
             -- row: the scoring tests it once per question term.
             s.reference, s.url, s.act, s.status, (s.tsv || ''::tsvector) as tsv, s.text as body
      from legal_sources s where ${sql.join(conditions, sql` and `)}`);
  }
  if (wantDocs || wantGenerated) {
    // Passages indexed once when the document was written (migration 2026_11_24_1300); at most
    // OWN_PASSAGE_CANDIDATES of them per search, so a user's search costs the same at any quota.
    const conditions = [sql`p.user_id = ${input.userId}`, sql`p.tsv @@ ${match}`];
    if (!wantDocs) conditions.push(sql`p.generated_document_id is not null`);
    if (!wantGenerated) conditions.push(sql`p.document_id is not null`);
    const day = sql`(coalesce(d.created_at, g.created_at) at time zone 'America/Sao_Paulo')::date`;
    if (filters.dateFrom) conditions.push(sql`${day} >= ${filters.dateFrom}::date`);
    if (filters.dateTo) conditions.push(sql`${day} <= ${filters.dateTo}::date`);
    branches.push(sql`
      select * from (
        select coalesce(p.document_id, p.generated_document_id)::text as source_id,
               case when p.document_id is null then 'documento_gerado' else 'documento' end as kind,
               p.title, null::text as court, to_char(${day}, 'YYYY-MM-DD') as date,
               null::text as reference, null::text as url, null::text as act, null::text as status,
               p.tsv, p.text as body
        from document_passages p
        left join documents d on d.id = p.document_id
        left join generated_documents g on g.id = p.generated_document_id
        where ${sql.join(conditions, sql` and `)}
        limit ${OWN_PASSAGE_CANDIDATES}
      ) own`);
  }
  return branches;
}

/** Scores the candidates, keeps the page, and cuts each page row's ts_headline excerpt. */
async function rank(
  db: Db,
  input: EngineInput,
  branches: RawBuilder<unknown>[],
  scored: ReturnType<typeof scoring>,
  highlight: string,
  lexemes: string[],
): Promise<RankedRow[]> {
  const result = await sql<Omit<RankedRow, 'headline'>>`
    with flags as (
      select cand.source_id, cand.kind, cand.title, cand.court, cand.date, cand.reference, cand.url,
             cand.act, cand.status, cand.body,
             ${scored.flags}
      from (${sql.join(branches, sql` union all `)}) cand
      offset 0
    ),
    scored as (
      select flags.*, ${scored.prior} as prior, ${scored.base} as base, ${scored.why} as reasons,
             ${scored.prior} * ${scored.base} * ${scored.coord} as score
      from flags
    ),
    -- A document matches through its best passage only.
    sources as (
      select distinct on (kind, source_id) * from scored order by kind, source_id, score desc
    ),
    top as (
      select sources.*, count(*) over ()::int as total from sources
    ),
    page as (
      select source_id, kind, title, court, date, reference, url, act, status, score, body, reasons,
             max(score) over () as best, total
      from top
      order by score desc, ${OWN_LAST}, source_id
      limit ${input.limit} offset ${input.offset}
    )
    select source_id, kind, title, court, date, reference, url, act, status, score, best, total, body, reasons
    from page
    order by score desc, ${OWN_LAST}, source_id`.execute(db);
  const rows = result.rows;
  if (rows.length === 0) return [];
  // The excerpts: the page's texts folded here (the same one-to-one fold as lexato_fold, which in
  // SQL costs ≈ 0.6 µs a character) and cut to the window holding the question's words.
  const windows = rows.map((r) => sqlFold(headlineWindow(r.body, lexemes, HEADLINE_SOURCE_CHARS)));
  const headlines = await sql<{ headline: string }>`
    select ts_headline('portuguese', t, ${highlight}::tsquery, ${HEADLINE_OPTIONS}) as headline
    from unnest(${windows}::text[]) with ordinality as u(t, i) order by i`.execute(db);
  return rows.map((r, i) => ({ ...r, headline: headlines.rows[i]?.headline ?? '' }));
}

/**
 * A search: the provision the query names first (page 1), when the base has it and the filters
 * allow it, then the text ranking of the rest of the query. A query that is only a citation of
 * a provision the base lacks answers nothing but the notice: no look-alike stands in for it.
 */
export async function runSearch(db: Db, input: EngineInput): Promise<EngineResult> {
  // The grammar reads the question once, for the named provision and the numbers to boost.
  const cited = extractCitations(input.query);
  const named = await resolveProvision(db, input.query, cited);
  if (!named) return rankByText(db, input, cited);
  const provision = { citation: named.citation, found: named.sourceId !== null, message: named.message };
  const pinned = named.sourceId ? await pinnedRow(db, named.sourceId, input.filters) : null;
  const rest = withoutCitation(input.query, named);
  const pins = pinned ? 1 : 0;
  const byText =
    rest.length >= 3
      ? await rankByText(db, {
          ...input,
          query: rest,
          exclude: named.sourceId ? [named.sourceId] : [],
          // The pinned row takes the first place of page 1.
          limit: input.offset === 0 ? input.limit - pins : input.limit,
          offset: input.offset === 0 ? 0 : input.offset - pins,
        })
      : { results: [], total: 0, strict: false, provision: null };
  // The pinned provision once: not again under another id (an administrator's copy of it).
  const others = pinned ? onePerProvision(byText.results, new Set([provisionKey(pinned)])) : byText.results;
  return {
    results: pinned && input.offset === 0 ? [pinned, ...others] : others,
    total: byText.total + pins,
    strict: byText.strict,
    provision,
  };
}

/** The named provision as a result, unless the filters leave its kind or act out. */
async function pinnedRow(db: Db, id: string, filters: SearchFilters): Promise<SearchResultDto | null> {
  const row = await db
    .selectFrom('legalSources')
    .select(['id', 'kind', 'title', 'court', 'reference', 'url', 'act', 'status', 'text'])
    .select(sql<string | null>`to_char(date, 'YYYY-MM-DD')`.as('date'))
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  if (filters.kinds && filters.kinds.length > 0 && !filters.kinds.includes(row.kind)) return null;
  if (filters.acts && filters.acts.length > 0 && (!row.act || !filters.acts.includes(row.act))) return null;
  if (filters.court && row.court?.toLowerCase() !== filters.court.toLowerCase()) return null;
  return {
    sourceId: row.id,
    kind: row.kind,
    title: row.title,
    relevance: null,
    match: 'citacao',
    summary: row.text.length > 400 ? `${row.text.slice(0, 400).replace(/\s+\S*$/, '')} …` : row.text,
    court: row.court,
    date: row.date,
    reference: row.reference,
    url: row.url,
    act: row.act,
    actName: row.act ? (ACT_NAMES.get(row.act) ?? null) : null,
    status: row.status,
  };
}

async function rankByText(db: Db, input: EngineInput, cited?: readonly Citation[]): Promise<EngineResult> {
  const parsed = parseQuery(input.query, cited);
  const analysis = await analyse(db, parsed);
  if (!analysis) return { results: [], total: 0, strict: parsed.strict, provision: null };
  const scored = scoring(analysis, parsed);

  // Strict syntax: every word required (websearch_to_tsquery). Otherwise the narrow candidate
  // set first, the broad one when the narrow one cannot fill the page.
  const matches = parsed.strict
    ? [sql`websearch_to_tsquery('portuguese', lexato_norm(${input.query}))`]
    : [...(analysis.narrow ? [sql`${analysis.narrow}::tsquery`] : []), sql`${analysis.retrieval}::tsquery`];
  let rows: RankedRow[] = [];
  let branches: RawBuilder<unknown>[] = [];
  for (const match of matches) {
    branches = candidateBranches(input, match);
    if (branches.length === 0) return { results: [], total: 0, strict: parsed.strict, provision: null };
    rows = await rank(db, input, branches, scored, analysis.highlight, analysis.shown);
    if (rows.length === input.limit || (rows[0]?.total ?? 0) > input.offset + rows.length) break;
  }

  const first = rows[0];
  if (!first) {
    const total = input.offset > 0 ? await countOnly(db, branches) : 0;
    return { results: [], total, strict: parsed.strict, provision: null };
  }
  const phrases = await matchedPhrases(db, rows, analysis.terms);
  return {
    strict: parsed.strict,
    provision: null,
    total: first.total,
    results: onePerProvision(rows).map((r) => ({
      sourceId: r.sourceId,
      kind: r.kind,
      title: r.title,
      relevance: first.best > 0 ? Math.max(1, Math.round((r.score / first.best) * 100)) : 0,
      match: 'texto' as const,
      act: r.act,
      actName: r.act ? (ACT_NAMES.get(r.act) ?? null) : null,
      status: r.status,
      summary: mapHeadline(r.body, r.headline),
      court: r.court,
      date: r.date,
      reference: r.reference,
      url: r.url,
      matchedWords: [...new Set(r.reasons)],
      matchedPhrases: phrases.get(r.sourceId) ?? [],
    })),
  };
}

/** The subject-index phrases of the page's articles, súmulas and temas that hold a word of the question. */
async function matchedPhrases(db: Db, rows: RankedRow[], terms: Term[]): Promise<Map<string, string[]>> {
  const ids = rows.filter((r) => LEGAL_KINDS.has(r.kind)).map((r) => r.sourceId);
  if (ids.length === 0 || terms.length === 0) return new Map();
  const any = terms.map((t) => quoteLexeme(t.lexeme)).join(' | ');
  const found = await sql<{ id: string; phrases: string[] }>`
    select s.id, array(
      select p from jsonb_array_elements_text(coalesce(s.subjects, '[]'::jsonb)) p
      where to_tsvector('portuguese', lexato_norm(p)) @@ ${any}::tsquery) as phrases
    from legal_sources s where s.id in (${sql.join(ids)}) and s.subjects is not null`.execute(db);
  return new Map(found.rows.map((r) => [r.id, r.phrases]));
}

async function countOnly(db: Db, branches: RawBuilder<unknown>[]): Promise<number> {
  const r = await sql<{ n: number }>`
    select count(distinct (c.kind, c.source_id))::int as n from (${sql.join(branches, sql` union all `)}) c`.execute(
    db,
  );
  return r.rows[0]?.n ?? 0;
}

/** The user's own documents never outrank an equally relevant legal source. */
const OWN_LAST = sql.raw(`(kind in ('documento', 'documento_gerado'))`);
const OWN_ROW = sql.raw(`(cand.kind in ('documento', 'documento_gerado'))`);
/**
 * Passages of the user's own documents read per search at most (their GIN matches, first found).
 * Scoring is most of a search's cost for a user at the quota: with 101,006 passages, 2,000 of them
 * made the median search 48 ms and 500 made it 26 ms (bench/search/quota.ts, BENCH.md).
 */
export const OWN_PASSAGE_CANDIDATES = 500;

/** ts_headline parses the whole text it is given: long articles are cut to this window. */
const HEADLINE_SOURCE_CHARS = 1200;
const HEADLINE_OPTIONS =
  'StartSel=<mark>, StopSel=</mark>, MaxWords=40, MinWords=18, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "';
