import { type Db, isStatementTimeout } from '@lexato/db';
import { LAWBASE_ACTS } from '@lexato/legal';
import {
  isId,
  type ResultKind,
  SEARCH_HISTORY_PAGE_SIZE,
  type SearchDto,
  type SearchFilters,
  type SearchHistoryDto,
  type SearchResultDto,
  type SearchSourceDto,
} from '@lexato/schemas';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AiProvider } from '../../ai/provider.ts';
import { AppError, notFound } from '../../errors.ts';
import { KeyedLimiter, Limiter } from '../../ingestion/limiter.ts';
import { type EngineInput, type EngineResult, runSearch } from './retrieval.ts';
import { SEARCH_MESSAGES, SearchUnavailableError } from './search.errors.ts';
import {
  countSearches as countSearchRows,
  insertSearch,
  listSearches as listSearchRows,
} from './search.repository.ts';

export interface SearchRequest {
  query: string;
  filters: SearchFilters;
  page: number;
  pageSize: number;
}

const HISTORY_LIMIT = 50;
const SOURCE_NOT_FOUND = 'Fonte não encontrada.';

/** Never made up: an empty result says so and says what to try instead. */
export function emptySuggestion(strict: boolean, filters: SearchFilters): string {
  const tips: string[] = [];
  if (strict) tips.push('retire as aspas e os sinais de menos, para buscar por qualquer das palavras');
  const filtered = (filters.kinds?.length ?? 0) > 0 || (filters.acts?.length ?? 0) > 0;
  if (filtered || filters.court || filters.dateFrom || filters.dateTo)
    tips.push('remova os filtros de tipo, diploma, tribunal ou período');
  tips.push(
    'use menos palavras ou termos mais gerais (o nome do instituto, por exemplo "rescisão" ou "prescrição")',
  );
  return `Nenhum resultado encontrado. Tente uma consulta mais ampla: ${tips.join('; ')}.`;
}

/** Searches waiting for a slot; beyond that, 503 at once rather than a growing queue. */
const MAX_QUEUED_SEARCHES = 64;
const limiters = new WeakMap<Db, Limiter>();

/**
 * One user's share of the searches: at most 1 running and 4 waiting, then 429 with Retry-After.
 * One running search leaves the other slots of the database's bound to other users: with two, a
 * burst ran two searches beside another user's on a 2-core host, and that user's slowest
 * search took up to 2.4 times its idle time (BENCH.md, abuse e4); with one, at most 1.35 times.
 * Without it, 100 parallel searches from one session filled the shared queue and another user's
 * searches answered 503 (13 of 15). The procedure takes it by session and then by user before
 * anything else of the request reaches the database (trpc/init.ts): taken later, a burst reached
 * it a few requests at a time on the embedded database, which runs one statement at a time, and
 * was never refused while another user's searches waited behind it.
 */
const SEARCHES_PER_USER = { running: 1, waiting: 4, retryAfterSeconds: 2 } as const;
const perUser = new KeyedLimiter(
  SEARCHES_PER_USER.running,
  SEARCHES_PER_USER.waiting,
  () =>
    new AppError('too_many', SEARCH_MESSAGES.userBusy, {
      retryAfterSeconds: SEARCHES_PER_USER.retryAfterSeconds,
    }),
);

/** Runs `fn` within the share of the searches of `holder`, a user or a session (above). */
export function withSearchShare<T>(holder: string, fn: () => Promise<T>): Promise<T> {
  return perUser.run(holder, fn);
}

/**
 * At most `concurrency` searches of this database at once; the rest of the pool stays free for
 * sessions and light requests. A statement cancelled
 * by the pool's statement_timeout is a 503 in Portuguese, not a 500. The bound belongs to the
 * database handle and is fixed by its first search (one app, one handle, one configured concurrency).
 */
export async function boundedSearch(db: Db, input: EngineInput, concurrency: number): Promise<EngineResult> {
  let limiter = limiters.get(db);
  if (!limiter) {
    limiter = new Limiter(
      concurrency,
      MAX_QUEUED_SEARCHES,
      () => new SearchUnavailableError(SEARCH_MESSAGES.busy),
    );
    limiters.set(db, limiter);
  }
  const shared = limiter;
  try {
    return await shared.run(() => runSearch(db, input));
  } catch (error) {
    if (isStatementTimeout(error)) throw new SearchUnavailableError(SEARCH_MESSAGES.timeout);
    throw error;
  }
}

export interface SearchOptions {
  ai?: AiProvider | null;
  /** Searches of this database running at once (config SEARCH_CONCURRENCY). */
  concurrency?: number;
}

export async function search(
  db: Db,
  userId: string,
  request: SearchRequest,
  { ai = null, concurrency = 4 }: SearchOptions = {},
): Promise<SearchDto> {
  const found = await boundedSearch(
    db,
    {
      query: request.query,
      filters: request.filters,
      userId,
      limit: request.pageSize,
      offset: (request.page - 1) * request.pageSize,
    },
    concurrency,
  );
  const answer =
    ai && found.results.length > 0 ? await answerParagraph(ai, request.query, found.results) : null;
  const row = await insertSearch(db, {
    userId,
    query: request.query,
    filters: JSON.stringify(request.filters),
    results: JSON.stringify(found.results),
    resultCount: found.total,
  });
  return {
    id: row.id,
    query: request.query,
    filters: request.filters,
    resultCount: found.total,
    createdAt: row.createdAt,
    results: found.results,
    page: request.page,
    pageSize: request.pageSize,
    answer,
    suggestion: found.results.length === 0 ? emptySuggestion(found.strict, request.filters) : null,
    provision: found.provision,
  };
}

/** The user's searches, newest first, with the results they got at the time (a page of them). */
export async function listSearches(
  db: Db,
  userId: string,
  { offset = 0, limit = HISTORY_LIMIT }: { offset?: number; limit?: number } = {},
): Promise<SearchDto[]> {
  const rows = await listSearchRows(db, userId, offset, limit);
  return rows.map((r) => {
    const results = r.results as SearchResultDto[];
    return {
      id: r.id,
      query: r.query,
      filters: r.filters as SearchFilters,
      resultCount: r.resultCount,
      createdAt: r.createdAt,
      results,
      page: 1,
      pageSize: results.length,
      answer: null,
      suggestion: results.length === 0 ? emptySuggestion(false, r.filters as SearchFilters) : null,
      provision: null,
    };
  });
}

/** How many searches the user has made (the history's real total, not the page's length). */
export function countSearches(db: Db, userId: string): Promise<number> {
  return countSearchRows(db, userId);
}

/** One page of the user's history with the real total. */
export async function searchHistory(db: Db, userId: string, page: number): Promise<SearchHistoryDto> {
  const pageSize = SEARCH_HISTORY_PAGE_SIZE;
  const items = await listSearches(db, userId, { offset: (page - 1) * pageSize, limit: pageSize });
  const total = await countSearches(db, userId);
  return { items, total, page, pageSize };
}

/**
 * The full text of one result: a corpus row, or one of the user's own documents (another user's
 * id answers exactly like a missing one).
 */
export async function getSource(db: Db, userId: string, id: string): Promise<SearchSourceDto> {
  const row = await db
    .selectFrom('legalSources')
    .select([
      'id',
      'kind',
      'title',
      'text',
      'reference',
      'url',
      'court',
      'act',
      'status',
      'revokedBy',
      'headingPath',
      'subjects',
    ])
    .select(sql<string | null>`to_char(date, 'YYYY-MM-DD')`.as('date'))
    .where('id', '=', id)
    .executeTakeFirst();
  if (row) {
    return {
      sourceId: row.id,
      kind: row.kind,
      title: row.title,
      text: row.text,
      reference: row.reference,
      url: row.url,
      court: row.court,
      date: row.date,
      actName: row.act ? (LAWBASE_ACTS.find((a) => a.act === row.act)?.short ?? null) : null,
      status: row.status,
      revokedBy: row.revokedBy,
      headingPath: Array.isArray(row.headingPath) ? row.headingPath : [],
      subjects: Array.isArray(row.subjects) ? row.subjects : [],
    };
  }
  if (!isId(id)) notFound(SOURCE_NOT_FOUND);
  const own = await db
    .selectFrom('documents')
    .select(['id', 'title', 'content', sql<string>`'documento'`.as('kind'), SAO_PAULO_DAY])
    .where('id', '=', id)
    .where('userId', '=', userId)
    .unionAll(
      db
        .selectFrom('generatedDocuments')
        .select(['id', 'title', 'content', sql<string>`'documento_gerado'`.as('kind'), SAO_PAULO_DAY])
        .where('id', '=', id)
        .where('userId', '=', userId),
    )
    .executeTakeFirst();
  if (!own) notFound(SOURCE_NOT_FOUND);
  return {
    sourceId: own.id,
    kind: own.kind as ResultKind,
    title: own.title,
    text: own.content,
    reference: null,
    url: null,
    court: null,
    date: own.day,
    actName: null,
    status: null,
    revokedBy: null,
    headingPath: [],
    subjects: [],
  };
}

const SAO_PAULO_DAY = sql<string>`to_char(created_at at time zone 'America/Sao_Paulo', 'YYYY-MM-DD')`.as(
  'day',
);

/** The acts of the knowledge base loaded in this database, in the base's order, for the filter. */
export async function listActs(db: Db): Promise<Array<{ act: string; name: string }>> {
  const rows = await db
    .selectFrom('legalSources')
    .select('act')
    .distinct()
    .where('act', 'is not', null)
    .execute();
  const loaded = new Set(rows.map((r) => r.act));
  return LAWBASE_ACTS.filter((a) => loaded.has(a.act)).map((a) => ({ act: a.act, name: a.short }));
}

/** Distinct courts of the corpus, for the filter. */
export async function listCourts(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('legalSources')
    .select('court')
    .distinct()
    .where('court', 'is not', null)
    .orderBy('court')
    .limit(200)
    .execute();
  return rows.flatMap((r) => (r.court ? [r.court] : []));
}

const answerSchema = z.object({
  answer: z.string().max(2000),
  citations: z.array(z.number().int()),
});

const plain = (summary: string) => summary.replace(/<\/?mark>/g, '');

/**
 * With a model configured: one paragraph answering from the returned results only, citing them
 * as [n]. Any citation outside 1..n, or an answer without citations, is dropped, not shown.
 */
export async function answerParagraph(
  ai: AiProvider,
  query: string,
  results: SearchResultDto[],
): Promise<SearchDto['answer']> {
  if (ai.kind === 'builtin') return null;
  const numbered = results
    .map((r, i) => `[${i + 1}] ${r.title}${r.court ? ` (${r.court})` : ''}: ${plain(r.summary)}`)
    .join('\n');
  const res = await ai.structured({
    task: 'search.answer',
    system:
      'Você é um assistente jurídico brasileiro. Responda à pergunta em um único parágrafo, em português, ' +
      'usando SOMENTE os trechos numerados fornecidos e citando-os como [n]. Não cite nada que não esteja ' +
      'nos trechos. Se os trechos não respondem à pergunta, diga isso.',
    user: `Pergunta: ${query}\n\nTrechos:\n${numbered}`,
    schema: answerSchema,
    schemaName: 'search_answer',
  });
  if (!res.ok) return null;
  const cited = [...res.value.answer.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
  const all = [...cited, ...res.value.citations];
  if (cited.length === 0 || all.some((n) => n < 1 || n > results.length)) return null;
  return { text: res.value.answer.trim(), citations: [...new Set(cited)].sort((a, b) => a - b) };
}
