// One result per provision: the pure filter the search applies to each page of ranked rows.
import { foldAccents } from '@lexato/legal';
import type { ResultKind } from '@lexato/schemas';

/** The kinds of result that are legal sources (the rest are the user's own documents). */
export const LEGAL_KINDS = new Set<ResultKind>([
  'legislacao',
  'sumula',
  'tema',
  'jurisprudencia',
  'doutrina',
]);

/**
 * At most one result per provision: a provision held twice in the corpus (the shipped base's
 * row and an administrator's import of the same article, under another id) is shown once, at
 * its better place. The user's own documents are never merged.
 */
export function onePerProvision<
  T extends { kind: string; title: string; act: string | null; court: string | null },
>(rows: T[], seen = new Set<string>()): T[] {
  return rows.filter((r) => {
    if (!LEGAL_KINDS.has(r.kind as ResultKind)) return true;
    const key = provisionKey(r);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export const provisionKey = (r: { kind: string; title: string; act: string | null; court: string | null }) =>
  `${r.kind}|${r.act ?? r.court ?? ''}|${foldAccents(r.title.toLowerCase()).replace(/\s+/g, ' ')}`;
