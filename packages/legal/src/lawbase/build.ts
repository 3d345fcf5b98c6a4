// The whole knowledge base from the source texts: every act of LAWBASE_ACTS, the STF and STJ
// súmulas and the STJ temas, as the rows the corpus table stores. Pure and deterministic: the same
// texts always give the same rows in the same order (the shipped file is checked byte for byte).
import { articleUrl, LAWBASE_ACTS, type LawbaseAct, lawbaseIds, SUMULA_URL, temaUrl } from './acts.ts';
import { formatArticle } from './articles.ts';
import { parseAct } from './parse-act.ts';
import { parseStfSumulas, parseStjSumulas, parseTemas } from './parse-precedents.ts';
import { sumulaSubjects, temaSubjects } from './precedent-subjects.ts';
import { applyLaterRevocations } from './revocations.ts';
import type { ArticleStructure } from './types.ts';

export interface LawbaseSources {
  /** File name (LawbaseAct.file) → text. */
  acts: Readonly<Record<string, string>>;
  stfSumulas: string;
  stjSumulasStatus: string;
  stjSumulasOfficial: string;
  temas: string;
  /** STF súmulas known to be cancelled beyond the text's own markers. */
  stfCancelled?: readonly number[];
  /**
   * The STF's súmulas vinculantes that two independent public transcriptions print alike (the
   * agreed entries of `apps/api/lawbase/sources/stf-sumulas-vinculantes.json`).
   */
  stfVinculantes?: ReadonlyArray<{ number: number; text: string; status: 'vigente' | 'cancelada' }>;
  /** Lexato's subject index: act slug → article → subject phrases (see {@link SubjectIndex}). */
  subjects?: Readonly<Record<string, SubjectIndex>>;
}

/**
 * An editorial subject index of one act (the "índice remissivo" of a printed code): for an
 * article a lawyer looks up, the short phrases under which a lawyer looks for it ("venda de
 * férias" for the CLT's abono pecuniário). Only articles in force; Search matches the phrases as
 * it matches the headings above the article.
 */
export type SubjectIndex = Readonly<Record<string, readonly string[]>>;

/** One row of the shipped base: the corpus table's columns (see the lawbase contract). */
export interface LawbaseRow {
  id: string;
  kind: 'legislacao' | 'sumula' | 'tema';
  title: string;
  reference: string;
  text: string;
  url: string;
  act: string | null;
  article: string | null;
  articleNumber: number | null;
  status: string;
  revokedBy: string | null;
  headingPath: string[] | null;
  structure: ArticleStructure | null;
  /** Article rows: the subject index's phrases for the article, when it has any. */
  subjects: string[] | null;
  court: string | null;
  number: number | null;
  thesis: string | null;
  situation: string | null;
  date: string | null;
}

export interface LawbaseBuild {
  rows: LawbaseRow[];
  /** Records per act slug, 'stf-sumula', 'stj-sumula', 'stf-sv' and 'stj-tema'. */
  counts: Record<
    string,
    { records: number; lastArticle?: number; byStatus: Record<string, number>; indexed?: number }
  >;
}

const EMPTY = {
  act: null,
  article: null,
  articleNumber: null,
  revokedBy: null,
  headingPath: null,
  structure: null,
  subjects: null,
};

function tally(rows: LawbaseRow[]): LawbaseBuild['counts'][string] {
  const byStatus: Record<string, number> = {};
  for (const r of rows) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
  const last = Math.max(0, ...rows.map((r) => r.articleNumber ?? 0));
  const indexed = rows.filter((r) => r.subjects).length;
  return {
    records: rows.length,
    ...(last > 0 ? { lastArticle: last } : {}),
    byStatus,
    ...(indexed > 0 ? { indexed } : {}),
  };
}

/**
 * The rows of one act's articles, from its compiled text and the revocations that took effect
 * after it (revocations.ts), with the phrases of its subject index on the articles in force (a
 * newer text that revokes an indexed article drops its entry).
 */
export function articleRows(act: LawbaseAct, text: string, subjects: SubjectIndex = {}): LawbaseRow[] {
  const records = applyLaterRevocations(act.slug, parseAct(text, { act: act.act, part: act.part }));
  const phrasesOf = (r: (typeof records)[number]) => {
    const phrases = r.status === 'vigente' ? subjects[r.article] : undefined;
    return phrases && phrases.length > 0 ? [...phrases] : null;
  };
  return records.map(
    (r): LawbaseRow => ({
      id: lawbaseIds.article(act.slug, r.article),
      kind: 'legislacao',
      title: `${act.short}, art. ${formatArticle(r.article)}`,
      reference: `${act.citation}, art. ${formatArticle(r.article)}`,
      text: r.text,
      url: articleUrl(act, r.article),
      act: r.act,
      article: r.article,
      articleNumber: r.articleNumber,
      status: r.status,
      revokedBy: r.revokedBy,
      headingPath: r.headingPath,
      structure: r.structure,
      subjects: phrasesOf(r),
      court: null,
      number: null,
      thesis: null,
      situation: null,
      date: null,
    }),
  );
}

/** What is wrong with an act's subject index: entries for articles its text lacks or that are not in force. */
function subjectIndexErrors(act: LawbaseAct, rows: readonly LawbaseRow[], index: SubjectIndex): string[] {
  const byArticle = new Map(rows.map((r) => [r.article, r]));
  return Object.keys(index).flatMap((article) => {
    const row = byArticle.get(article);
    if (!row) return [`${act.short}, art. ${article}: não existe no texto`];
    if (row.status !== 'vigente') return [`${act.short}, art. ${article}: não está em vigor (${row.status})`];
    if (!row.subjects) return [`${act.short}, art. ${article}: sem assuntos`];
    return [];
  });
}

/**
 * The subject index of the súmulas and temas, one file per series (`stf-sumula.json`,
 * `stj-sumula.json`, `stj-tema.json`, keyed by number), as the acts' is keyed by article.
 */
export const PRECEDENT_INDEXES = ['stf-sumula', 'stj-sumula', 'stj-tema'] as const;

/** Puts each indexed súmula's or tema's phrases on its row; what is wrong with the index. */
function indexPrecedents(slug: string, rows: LawbaseRow[], index: SubjectIndex | undefined): string[] {
  if (!index) return [];
  const byNumber = new Map(rows.map((r) => [String(r.number), r]));
  return Object.entries(index).flatMap(([number, phrases]) => {
    const row = byNumber.get(number);
    if (!row) return [`${slug} ${number}: não existe na base`];
    if (row.status !== 'vigente') return [`${row.title}: não está em vigor (${row.status})`];
    if (phrases.length === 0) return [`${row.title}: sem assuntos`];
    row.subjects = [...phrases];
    return [];
  });
}

/**
 * Every súmula or tema in force also gets the phrases derived from its own text
 * (precedent-subjects.ts), after the hand-written ones; a tema without a thesis gets none.
 */
function deriveSubjects(rows: LawbaseRow[], derive: (row: LawbaseRow) => string[]): void {
  for (const row of rows) {
    if (row.status !== 'vigente') continue;
    const phrases = [...new Set([...(row.subjects ?? []), ...derive(row)])];
    if (phrases.length > 0) row.subjects = phrases;
  }
}

/** The tema's question, the first line of its text ("Questão: …"). */
const temaQuestionOf = (text: string) => (text.split('\n')[0] ?? '').replace(/^Questão:\s*/, '');

export function buildLawbase(sources: LawbaseSources): LawbaseBuild {
  const known = new Set<string>([...LAWBASE_ACTS.map((a) => a.slug), ...PRECEDENT_INDEXES]);
  const indexErrors = Object.keys(sources.subjects ?? {})
    .filter((slug) => !known.has(slug))
    .map((slug) => `${slug}: ato fora da base`);
  const rows: LawbaseRow[] = [];
  const counts: LawbaseBuild['counts'] = {};
  for (const act of LAWBASE_ACTS) {
    const text = sources.acts[act.file];
    if (text === undefined) throw new Error(`texto ausente: ${act.file}`);
    const index = sources.subjects?.[act.slug] ?? {};
    const own = articleRows(act, text, index);
    indexErrors.push(...subjectIndexErrors(act, own, index));
    counts[act.slug] = tally(own);
    rows.push(...own);
  }
  const sumulas = [
    ...parseStfSumulas(sources.stfSumulas, sources.stfCancelled),
    ...parseStjSumulas(sources.stjSumulasStatus, sources.stjSumulasOfficial),
  ].map(
    (s): LawbaseRow => ({
      ...EMPTY,
      id: lawbaseIds.sumula(s.court, s.number),
      kind: 'sumula',
      title: `Súmula ${s.number} do ${s.court}`,
      reference: `Súmula ${s.number}/${s.court}`,
      text: s.text,
      url: SUMULA_URL[s.court](s.number),
      status: s.status,
      court: s.court,
      number: s.number,
      thesis: null,
      situation: null,
      date: s.date,
    }),
  );
  const stf = sumulas.filter((s) => s.court === 'STF');
  const stj = sumulas.filter((s) => s.court === 'STJ');
  indexErrors.push(...indexPrecedents('stf-sumula', stf, sources.subjects?.['stf-sumula']));
  indexErrors.push(...indexPrecedents('stj-sumula', stj, sources.subjects?.['stj-sumula']));
  deriveSubjects(stf, (row) => sumulaSubjects(row.text));
  deriveSubjects(stj, (row) => sumulaSubjects(row.text));
  counts['stf-sumula'] = tally(stf);
  counts['stj-sumula'] = tally(stj);
  rows.push(...sumulas);
  const vinculantes = (sources.stfVinculantes ?? []).map(
    (s): LawbaseRow => ({
      ...EMPTY,
      id: lawbaseIds.vinculante(s.number),
      kind: 'sumula',
      title: `Súmula Vinculante ${s.number} do STF`,
      reference: `Súmula Vinculante ${s.number}/STF`,
      text: s.text,
      url: SUMULA_URL['STF-SV'](s.number),
      status: s.status,
      // The series' id in the súmula catalogue (data/sumulas.ts), apart from the STF's other súmulas.
      court: 'STF-SV',
      number: s.number,
      thesis: null,
      situation: null,
      date: null,
    }),
  );
  if (vinculantes.length > 0) {
    deriveSubjects(vinculantes, (row) => sumulaSubjects(row.text));
    counts['stf-sv'] = tally(vinculantes);
    rows.push(...vinculantes);
  }
  const temas = parseTemas(sources.temas).map(
    (t): LawbaseRow => ({
      ...EMPTY,
      id: lawbaseIds.tema(t.number),
      kind: 'tema',
      title: `Tema ${t.number} do STJ`,
      reference: `Tema ${t.number}/STJ`,
      text: [`Questão: ${t.question}`, t.thesis ? `Tese: ${t.thesis}` : `Situação: ${t.situation}`].join(
        '\n',
      ),
      url: temaUrl(t.number),
      status: t.status,
      court: 'STJ',
      number: t.number,
      thesis: t.thesis,
      situation: t.situation,
      date: null,
    }),
  );
  indexErrors.push(...indexPrecedents('stj-tema', temas, sources.subjects?.['stj-tema']));
  deriveSubjects(temas, (row) => (row.thesis ? temaSubjects(temaQuestionOf(row.text), row.thesis) : []));
  if (indexErrors.length > 0) throw new Error(`índice de assuntos: ${indexErrors.join('; ')}`);
  counts['stj-tema'] = tally(temas);
  rows.push(...temas);
  return { rows, counts };
}
