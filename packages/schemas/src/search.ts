import { z } from 'zod';
import { calendarDay } from './dates.ts';
import { webLink } from './links.ts';

/**
 * Kinds of legal source in the `legal_sources` corpus: the shipped knowledge base (articles as
 * 'legislacao', STF/STJ súmulas, STJ temas repetitivos) and the admin's imports.
 */
export const SOURCE_KINDS = ['legislacao', 'sumula', 'tema', 'jurisprudencia', 'doutrina'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

/** Kinds a search result can have: the corpus plus the user's own documents. */
export const RESULT_KINDS = [...SOURCE_KINDS, 'documento', 'documento_gerado'] as const;
export type ResultKind = (typeof RESULT_KINDS)[number];

export const RESULT_KIND_LABELS: Record<ResultKind, string> = {
  legislacao: 'Legislação',
  sumula: 'Súmula',
  tema: 'Tema repetitivo',
  jurisprudencia: 'Jurisprudência',
  doutrina: 'Doutrina',
  documento: 'Meu documento',
  documento_gerado: 'Documento gerado',
};

const isoDate = calendarDay('Data');

export const searchFiltersSchema = z
  .strictObject({
    /** Empty or absent: every kind. */
    kinds: z
      .array(z.enum(RESULT_KINDS, { error: 'Tipo de fonte inválido' }))
      .max(RESULT_KINDS.length)
      .optional(),
    /** Acts of the knowledge base by catalogue id ('decreto-lei-5452-1943'); empty: every act. */
    acts: z
      .array(z.string().regex(/^[a-z0-9-]{1,60}$/, 'Diploma inválido'))
      .max(30, 'Escolha no máximo 30 diplomas')
      .optional(),
    court: z.string().trim().max(80, 'Tribunal deve ter no máximo 80 caracteres').optional(),
    dateFrom: isoDate.optional(),
    dateTo: isoDate.optional(),
  })
  .refine((f) => !f.dateFrom || !f.dateTo || f.dateFrom <= f.dateTo, {
    message: 'A data inicial deve ser anterior à final',
    path: ['dateTo'],
  });
export type SearchFilters = z.infer<typeof searchFiltersSchema>;

/** Query min 3, with its Portuguese message. */
export const searchInputSchema = z.strictObject({
  query: z
    .string({ error: 'Consulta deve ter pelo menos 3 caracteres' })
    .trim()
    .min(3, 'Consulta deve ter pelo menos 3 caracteres')
    .max(500, 'Consulta deve ter no máximo 500 caracteres'),
  filters: searchFiltersSchema.default({}),
  page: z.number().int().min(1).max(100).default(1),
  pageSize: z.number().int().min(1).max(50).default(10),
});
export type SearchInput = z.input<typeof searchInputSchema>;

export const searchSourceInputSchema = z.strictObject({
  id: z.string().trim().min(1, 'Fonte não encontrada.').max(200, 'Fonte não encontrada.'),
});

/** Splits a summary into plain and highlighted parts (never HTML: render each part as text). */
export function highlightParts(summary: string): Array<{ text: string; mark: boolean }> {
  const parts: Array<{ text: string; mark: boolean }> = [];
  const re = /<mark>([\s\S]*?)<\/mark>/g;
  let last = 0;
  for (const m of summary.matchAll(re)) {
    const at = m.index ?? 0;
    if (at > last) parts.push({ text: summary.slice(last, at), mark: false });
    parts.push({ text: m[1] ?? '', mark: true });
    last = at + m[0].length;
  }
  if (last < summary.length) parts.push({ text: summary.slice(last), mark: false });
  return parts;
}

/** One line of a corpus file for `pnpm corpus:import` / POST /api/admin/corpus. */
export const legalSourceLineSchema = z.object({
  id: z.string().trim().min(1, 'id é obrigatório').max(200, 'id deve ter no máximo 200 caracteres'),
  kind: z.enum(SOURCE_KINDS, { error: 'kind deve ser legislacao, sumula, jurisprudencia ou doutrina' }),
  title: z.string().trim().min(1, 'title é obrigatório').max(500),
  text: z.string().trim().min(1, 'text é obrigatório').max(200_000),
  court: z.string().trim().max(80).nullish(),
  date: isoDate.nullish(),
  reference: z.string().trim().max(200).nullish(),
  url: webLink().nullish(),
});
export type LegalSourceLine = z.infer<typeof legalSourceLineSchema>;

/** A page of the search history: the screen shows the real total and reaches older searches. */
export const SEARCH_HISTORY_PAGE_SIZE = 20;
export const searchHistoryInputSchema = z.strictObject({
  page: z
    .number({ error: 'Página inválida' })
    .int('Página inválida')
    .min(1, 'Página inválida')
    .max(10_000, 'Página inválida')
    .default(1),
});
