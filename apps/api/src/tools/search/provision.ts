// The provision a query names ("art. 477 da CLT", "Súmula 331 do TST", "Tema 1076 do STJ"),
// looked up by its number in the knowledge base: answered first when the base has it, or said
// plainly to be absent — never replaced by a look-alike ("Súmula 331 do TST" answered
// the STF's Súmula 331 at 100 %).
import type { Db } from '@lexato/db';
import {
  type Citation,
  extractCitations,
  findLaw,
  formatArticle,
  LAWBASE_ACTS,
  normaliseArticle,
} from '@lexato/legal';
import { findArticle, findSumula, findTema, lastArticle } from '../../corpus/lawbase.repository.ts';

export interface NamedProvision {
  /** The citation as written in the query, and where. */
  citation: string;
  start: number;
  end: number;
  /** The base's row for it; null when the base does not have it. */
  sourceId: string | null;
  message: string;
}

/** The courts whose súmulas the base carries (STF: 1–736; STJ: in force and cancelled). */
const SUMULA_COURTS = ['STF', 'STJ'] as const;
const ACTS_IN_BASE = LAWBASE_ACTS.map((a) => a.short).join(', ');
const absent = (citation: string, start: number, end: number, message: string): NamedProvision => ({
  citation,
  start,
  end,
  sourceId: null,
  message,
});

/** The first article (with its act), súmula (with its court) or tema the query names. */
export async function resolveProvision(
  db: Db,
  query: string,
  cited: readonly Citation[] = extractCitations(query),
): Promise<NamedProvision | null> {
  for (const c of cited) {
    // 'Tema 1.076', 'tema repetitivo nº 1.076', 'Tema 1076/STJ': the base has the STJ's temas
    // repetitivos (CPC art. 1.036); a tema named without its court is read as the STJ's.
    if (c.kind === 'tema') {
      const n = c.number;
      if (c.court && c.court !== 'STJ') {
        const which = c.court === 'STF' ? 'de repercussão geral do STF' : `do ${c.court}`;
        return absent(
          c.text,
          c.start,
          c.end,
          `Os temas ${which} não estão na base do Lexato, que tem os temas repetitivos do STJ: o Tema ${formatNumber(n)} não pôde ser conferido.`,
        );
      }
      const tema = await findTema(db, n);
      if (!tema)
        return absent(c.text, c.start, c.end, `O Tema ${formatNumber(n)} do STJ não está na base do Lexato.`);
      return { ...position(c), sourceId: tema.id, message: `${tema.title}: o tema citado na busca.` };
    }
    if (c.kind === 'artigo' && c.law && c.articles[0]) {
      const act = findLaw(c.law.raw);
      const inBase = act && LAWBASE_ACTS.find((a) => a.act === act.id);
      const written = `art. ${c.articles[0]}`;
      if (!act || !inBase) {
        return absent(
          c.text,
          c.start,
          c.end,
          `${c.law.raw} não está na base do Lexato. A base tem o texto integral de: ${ACTS_IN_BASE}.`,
        );
      }
      const article = normaliseArticle(c.articles[0]);
      const row = article ? await findArticle(db, act.id, article) : undefined;
      if (row)
        return { ...position(c), sourceId: row.id, message: `${row.title}: o dispositivo citado na busca.` };
      const last = await lastArticle(db, act.id);
      const range = last ? ` (na base, o último artigo é o ${formatArticle(String(last))})` : '';
      return absent(
        c.text,
        c.start,
        c.end,
        `${inBase.short}, ${written}: não está na base do Lexato${range}.`,
      );
    }
    if (c.kind === 'sumula-vinculante') {
      return absent(c.text, c.start, c.end, 'As súmulas vinculantes do STF não estão na base do Lexato.');
    }
    if (c.kind === 'sumula' && c.court && c.numbers[0] !== undefined) {
      const court = c.court.toUpperCase();
      const n = c.numbers[0];
      if (!SUMULA_COURTS.includes(court as (typeof SUMULA_COURTS)[number])) {
        return absent(
          c.text,
          c.start,
          c.end,
          `As súmulas do ${court} não estão na base do Lexato, que tem as do STF e do STJ: a Súmula ${n} do ${court} não pôde ser conferida.`,
        );
      }
      const row = await findSumula(db, court, n);
      if (row)
        return { ...position(c), sourceId: row.id, message: `${row.title}: a súmula citada na busca.` };
      return absent(c.text, c.start, c.end, `A Súmula ${n} do ${court} não está na base do Lexato.`);
    }
  }
  return null;
}

/** 1076 → '1.076', as the courts write it. */
const formatNumber = (n: number) => n.toLocaleString('pt-BR');

const position = (c: { text: string; start: number; end: number }) => ({
  citation: c.text,
  start: c.start,
  end: c.end,
});

/** The query without the citation: its other words still search by text. */
export function withoutCitation(query: string, provision: NamedProvision): string {
  return `${query.slice(0, provision.start)} ${query.slice(provision.end)}`.replace(/\s+/g, ' ').trim();
}
