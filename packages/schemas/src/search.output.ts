// What the search's procedures return (their `.output()`); see analyser.output.ts.
import { z } from 'zod';
import { RESULT_KINDS } from './search.ts';

/**
 * How a result was found: 'citacao' = the provision the query names ("art. 477 da CLT"),
 * looked up by its number; 'texto' = ranked by the words of the query.
 */
export type ResultMatch = 'citacao' | 'texto';

/** One result, with its source id and kind. `summary` marks matched words with <mark>…</mark>. */
export const searchResultDtoSchema = z.object({
  sourceId: z.string(),
  kind: z.enum(RESULT_KINDS),
  title: z.string(),
  /**
   * Ranked by text: percent of the best text match of this search (the best is 100), a relative
   * figure, not a probability. Null for the provision named in the query.
   */
  relevance: z.number().nullable(),
  match: z.enum(['citacao', 'texto']),
  /** Articles: the act's catalogue id and its short name ('CLT'); null for other kinds. */
  act: z.string().nullable(),
  actName: z.string().nullable(),
  /** Articles: vigente / revogado / vetado; súmulas and temas: vigente / cancelada / … */
  status: z.string().nullable(),
  summary: z.string(),
  court: z.string().nullable(),
  /** ISO date (AAAA-MM-DD) when the source has one. */
  date: z.string().nullable(),
  reference: z.string().nullable(),
  url: z.string().nullable(),
  /**
   * Why a result ranked by text matched: the question's words (or the thesaurus' words for them)
   * found in its text, headings or subject-index phrases, and those index phrases. Absent from
   * searches saved before they were returned.
   */
  matchedWords: z.array(z.string()).optional(),
  matchedPhrases: z.array(z.string()).optional(),
});
export type SearchResultDto = z.infer<typeof searchResultDtoSchema>;

export const searchAnswerDtoSchema = z.object({
  text: z.string(),
  /** 1-based numbers of the results the paragraph cites. */
  citations: z.array(z.number()),
});
export type SearchAnswerDto = z.infer<typeof searchAnswerDtoSchema>;

export const searchProvisionDtoSchema = z.object({
  /** The citation as the user wrote it ('Súmula 331 do TST'). */
  citation: z.string(),
  found: z.boolean(),
  /** Portuguese: what was found, or why it is not in the base and what the base covers. */
  message: z.string(),
});
export type SearchProvisionDto = z.infer<typeof searchProvisionDtoSchema>;

/** The filters as stored with the search (the input's shape, without its limits). */
const storedFiltersSchema = z.object({
  kinds: z.array(z.enum(RESULT_KINDS)).optional(),
  acts: z.array(z.string()).optional(),
  court: z.string().optional(),
  dateFrom: z.string().optional(),
  dateTo: z.string().optional(),
});

/** A stored search with its results, pagination, the optional AI answer and the empty-result hint. */
export const searchDtoSchema = z.object({
  id: z.string(),
  query: z.string(),
  filters: storedFiltersSchema,
  resultCount: z.number(),
  createdAt: z.date(),
  results: z.array(searchResultDtoSchema),
  page: z.number(),
  pageSize: z.number(),
  answer: searchAnswerDtoSchema.nullable(),
  /** Set when nothing was found: what to try instead. */
  suggestion: z.string().nullable(),
  /** The provision the query names, and whether the base has it (null: the query names none). */
  provision: searchProvisionDtoSchema.nullable(),
});
export type SearchDto = z.infer<typeof searchDtoSchema>;

/** The full text of one result, opened from the list (search.source / GET /api/platform/search/sources/:id). */
export const searchSourceDtoSchema = z.object({
  sourceId: z.string(),
  kind: z.enum(RESULT_KINDS),
  title: z.string(),
  text: z.string(),
  reference: z.string().nullable(),
  /** Official page (Planalto for acts; STF/STJ for súmulas and temas) when known. */
  url: z.string().nullable(),
  court: z.string().nullable(),
  date: z.string().nullable(),
  actName: z.string().nullable(),
  status: z.string().nullable(),
  revokedBy: z.string().nullable(),
  /** Título › capítulo › seção above an article. */
  headingPath: z.array(z.string()),
  /** The phrases of Lexato's subject index for an article ("venda de férias"); editorial, not law. */
  subjects: z.array(z.string()),
});
export type SearchSourceDto = z.infer<typeof searchSourceDtoSchema>;

/** A page of the search history: the screen shows the real total and reaches older searches. */
export const searchHistoryDtoSchema = z.object({
  items: z.array(searchDtoSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type SearchHistoryDto = z.infer<typeof searchHistoryDtoSchema>;

/** The courts the base has decisions of, for the filter. */
export const searchCourtsSchema = z.array(z.string());
/** The acts of the knowledge base by catalogue id, for the filter. */
export const searchActsSchema = z.array(z.object({ act: z.string(), name: z.string() }));

/** What an import of legal sources did (pnpm corpus:import / POST /api/admin/corpus). */
export const corpusImportReportSchema = z.object({
  inserted: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  total: z.number(),
});
export type CorpusImportReport = z.infer<typeof corpusImportReportSchema>;
