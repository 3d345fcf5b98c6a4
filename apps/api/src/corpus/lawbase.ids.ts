// What an admin import line's id says about the knowledge base: an id of the base's own form
// (`clt:477-A`, `stj-sumula:331`, `stj-tema:1076`) names that article, súmula or tema, so the
// admin's newer text replaces the shipped record and keeps its article-level columns.
import type { LegalSourceStatus } from '@lexato/db';
import { LAWBASE_ACTS, lawbaseIds, normaliseArticle, parseAct } from '@lexato/legal';

export interface DerivedColumns {
  act: string | null;
  article: string | null;
  articleNumber: number | null;
  status: LegalSourceStatus | null;
  revokedBy: string | null;
  structure: string | null;
  court: string | null;
  number: number | null;
}

const NONE: DerivedColumns = {
  act: null,
  article: null,
  articleNumber: null,
  status: null,
  revokedBy: null,
  structure: null,
  court: null,
  number: null,
};
const bySlug = new Map(LAWBASE_ACTS.map((a) => [a.slug, a]));
const PRECEDENT = /^(stf-sumula|stj-sumula|stj-tema):([1-9]\d{0,4})$/;

/**
 * The article-level columns an admin line gets from its id and text. An article's status and
 * provisions come from parsing the new text; a text that does not parse as that article leaves
 * them null ("not verified"), never the shipped status.
 */
export function deriveColumns(id: string, text: string): DerivedColumns {
  const precedent = PRECEDENT.exec(id);
  if (precedent) {
    const [, series, n] = precedent;
    return { ...NONE, court: series?.startsWith('stf') ? 'STF' : 'STJ', number: Number(n) };
  }
  const colon = id.lastIndexOf(':');
  const act = bySlug.get(id.slice(0, colon));
  const article = normaliseArticle(id.slice(colon + 1));
  if (!act || !article || lawbaseIds.article(act.slug, article) !== id) return NONE;
  const parsed = parseAct(text, { act: act.act }).find((r) => r.article === article);
  return {
    ...NONE,
    act: act.act,
    article,
    articleNumber: Number.parseInt(article, 10),
    status: parsed?.status ?? null,
    revokedBy: parsed?.revokedBy ?? null,
    structure: parsed ? JSON.stringify(parsed.structure) : null,
  };
}
