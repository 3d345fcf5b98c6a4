// Typed look-ups into the legal knowledge base (the article-, súmula- and tema-level rows of
// `legal_sources`): what the Validator checks citations against and what the explanation card
// lists as covered. Plain functions taking `db` first; the caller owns any transaction.
import type { Db, LegalSourceOrigin, LegalSourceStatus } from '@lexato/db';
import { type ArticleStructure, LAWBASE_ACTS, normaliseArticle } from '@lexato/legal';
import { sql } from 'kysely';

export interface ArticleRow {
  id: string;
  act: string;
  article: string;
  articleNumber: number;
  title: string;
  reference: string | null;
  text: string;
  status: 'vigente' | 'revogado' | 'vetado' | null;
  revokedBy: string | null;
  headingPath: string[];
  /** null for an admin-imported article whose text could not be split into provisions. */
  structure: ArticleStructure | null;
  url: string | null;
  origin: LegalSourceOrigin;
}

export interface SumulaRow {
  id: string;
  court: string;
  number: number;
  title: string;
  text: string;
  status: 'vigente' | 'cancelada' | 'superada' | null;
  date: string | null;
  url: string | null;
  origin: LegalSourceOrigin;
}

export interface TemaRow {
  id: string;
  number: number;
  title: string;
  text: string;
  thesis: string | null;
  situation: string | null;
  status: 'vigente' | 'pendente' | 'cancelada' | null;
  url: string | null;
}

export interface ArticleListing {
  article: string;
  articleNumber: number;
  status: LegalSourceStatus | null;
}

export interface Coverage {
  /** The shipped base loaded in this database (null: not loaded, e.g. a test database). */
  release: number | null;
  loadedAt: Date | null;
  /** `short` and `citation` as a lawyer names the act ('CLT', 'Decreto-Lei 5.452/1943 (CLT)'). */
  acts: Array<{
    act: string;
    short: string;
    citation: string;
    url: string | null;
    articles: number;
    lastArticle: number;
  }>;
  sumulas: Array<{ court: string; count: number; highest: number }>;
  temas: { court: 'STJ'; count: number; highest: number } | null;
}

const articleColumns = [
  'id',
  'act',
  'article',
  'articleNumber',
  'title',
  'reference',
  'text',
  'status',
  'revokedBy',
  'headingPath',
  'structure',
  'url',
  'origin',
] as const;

/**
 * The article of an act (act = the law catalogue's id, `findLaw('CLT')?.id`). `article` may be
 * written as a lawyer does ('1º', '1.062', '477-a'); it is normalised first.
 */
export async function findArticle(db: Db, act: string, article: string): Promise<ArticleRow | undefined> {
  const normalised = normaliseArticle(article);
  if (!normalised) return undefined;
  const row = await db
    .selectFrom('legalSources')
    .select(articleColumns)
    .where('act', '=', act)
    .where('article', '=', normalised)
    .executeTakeFirst();
  if (!row?.act || !row.article || row.articleNumber === null) return undefined;
  return {
    ...row,
    act: row.act,
    article: row.article,
    articleNumber: row.articleNumber,
    status: row.status as ArticleRow['status'],
    headingPath: row.headingPath ?? [],
    structure: (row.structure as ArticleStructure | null) ?? null,
  };
}

/** Every article of an act, in the act's order (477, 477-A, 477-B, 478…). */
export function listArticles(db: Db, act: string): Promise<ArticleListing[]> {
  return db
    .selectFrom('legalSources')
    .select(['article', 'articleNumber', 'status'])
    .where('act', '=', act)
    .orderBy('articleNumber')
    .orderBy('article')
    .execute() as Promise<ArticleListing[]>;
}

/** The highest base article number of an act in the base (lettered articles not counted); null if absent. */
export async function lastArticle(db: Db, act: string): Promise<number | null> {
  const row = await db
    .selectFrom('legalSources')
    .select((eb) => eb.fn.max('articleNumber').as('last'))
    .where('act', '=', act)
    .executeTakeFirst();
  return row?.last ?? null;
}

/** A súmula (not vinculante) of the STF or the STJ. */
export async function findSumula(db: Db, court: string, number: number): Promise<SumulaRow | undefined> {
  const row = await db
    .selectFrom('legalSources')
    .select(['id', 'court', 'number', 'title', 'text', 'status', 'url', 'origin'])
    .select(sql<string | null>`to_char(date, 'YYYY-MM-DD')`.as('date'))
    .where('kind', '=', 'sumula')
    .where(sql<string>`upper(court)`, '=', court.toUpperCase())
    .where('number', '=', number)
    .orderBy(sql`origin = 'admin'`, 'desc')
    .executeTakeFirst();
  if (!row?.court || row.number === null) return undefined;
  return { ...row, court: row.court, number: row.number, status: row.status as SumulaRow['status'] };
}

/** An STJ tema repetitivo. */
export async function findTema(db: Db, number: number): Promise<TemaRow | undefined> {
  const row = await db
    .selectFrom('legalSources')
    .select(['id', 'number', 'title', 'text', 'thesis', 'situation', 'status', 'url'])
    .where('kind', '=', 'tema')
    .where('number', '=', number)
    .executeTakeFirst();
  if (!row || row.number === null) return undefined;
  return { ...row, number: row.number, status: row.status as TemaRow['status'] };
}

/** What the base covers: acts with their article counts, súmula series and temas, and the loaded release. */
export async function coverage(db: Db): Promise<Coverage> {
  const [state, acts, sumulas, temas] = await Promise.all([
    db.selectFrom('lawbaseState').select(['release', 'loadedAt']).executeTakeFirst(),
    db
      .selectFrom('legalSources')
      .select((eb) => [
        'act',
        eb.fn.countAll<string>().as('articles'),
        eb.fn.max('articleNumber').as('lastArticle'),
      ])
      .where('act', 'is not', null)
      .groupBy('act')
      .orderBy('act')
      .execute(),
    db
      .selectFrom('legalSources')
      .select((eb) => [
        sql<string>`upper(court)`.as('court'),
        eb.fn.countAll<string>().as('count'),
        eb.fn.max('number').as('highest'),
      ])
      .where('kind', '=', 'sumula')
      .where('number', 'is not', null)
      .groupBy(sql`upper(court)`)
      .orderBy(sql`upper(court)`)
      .execute(),
    db
      .selectFrom('legalSources')
      .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.max('number').as('highest')])
      .where('kind', '=', 'tema')
      .executeTakeFirst(),
  ]);
  return {
    release: state?.release ?? null,
    loadedAt: state?.loadedAt ?? null,
    acts: acts.map((a) => {
      const known = LAWBASE_ACTS.find((k) => k.act === a.act);
      return {
        act: a.act ?? '',
        short: known?.short ?? a.act ?? '',
        citation: known?.citation ?? a.act ?? '',
        url: known?.url ?? null,
        articles: Number(a.articles),
        lastArticle: a.lastArticle ?? 0,
      };
    }),
    sumulas: sumulas.map((s) => ({ court: s.court, count: Number(s.count), highest: s.highest ?? 0 })),
    temas:
      temas && Number(temas.count) > 0
        ? { court: 'STJ', count: Number(temas.count), highest: temas.highest ?? 0 }
        : null,
  };
}
