// The shipped knowledge base (apps/api/lawbase/) read into memory as the Validator's look-up, so a
// unit test can judge citations against every article of the 24 acts, the súmulas and the temas
// without a database. It answers as corpus/lawbase.repository.ts does for a database where the
// loader has run and nothing was imported.
import { type ArticleStructure, LAWBASE_ACTS, type LawbaseRow, normaliseArticle } from '@lexato/legal';
import { readShippedLawbase } from '../src/corpus/lawbase.loader.ts';
import type {
  ArticleListing,
  ArticleRow,
  Coverage,
  SumulaRow,
  TemaRow,
} from '../src/corpus/lawbase.repository.ts';
import type { LawbaseLookup } from '../src/shared/lawbase/judge.ts';

let cached: LawbaseLookup | undefined;

/** The look-up over the shipped rows (read and indexed once per test process). */
export function shippedLawbase(): LawbaseLookup {
  cached ??= build();
  return cached;
}

function build(): LawbaseLookup {
  const files = readShippedLawbase();
  const rows = files.ndjson
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LawbaseRow);
  const articles = new Map<string, ArticleRow>();
  const listings = new Map<string, ArticleListing[]>();
  const sumulas = new Map<string, SumulaRow>();
  const temas = new Map<number, TemaRow>();
  for (const r of rows) {
    if (r.kind === 'legislacao' && r.act && r.article && r.articleNumber !== null) {
      articles.set(`${r.act}:${r.article}`, {
        id: r.id,
        act: r.act,
        article: r.article,
        articleNumber: r.articleNumber,
        title: r.title,
        reference: r.reference,
        text: r.text,
        status: r.status as ArticleRow['status'],
        revokedBy: r.revokedBy,
        headingPath: r.headingPath ?? [],
        structure: r.structure as ArticleStructure | null,
        url: r.url,
        origin: 'lexato',
      });
      const list = listings.get(r.act) ?? [];
      list.push({ article: r.article, articleNumber: r.articleNumber, status: r.status as never });
      listings.set(r.act, list);
    } else if (r.kind === 'sumula' && r.court && r.number !== null) {
      sumulas.set(`${r.court.toUpperCase()}:${r.number}`, {
        id: r.id,
        court: r.court,
        number: r.number,
        title: r.title,
        text: r.text,
        status: r.status as SumulaRow['status'],
        date: r.date,
        url: r.url,
        origin: 'lexato',
      });
    } else if (r.kind === 'tema' && r.number !== null) {
      temas.set(r.number, {
        id: r.id,
        number: r.number,
        title: r.title,
        text: r.text,
        thesis: r.thesis,
        situation: r.situation,
        status: r.status as TemaRow['status'],
        url: r.url,
      });
    }
  }
  for (const list of listings.values()) {
    list.sort((a, b) => a.articleNumber - b.articleNumber || a.article.localeCompare(b.article));
  }
  const courts = new Map<string, { count: number; highest: number }>();
  for (const s of sumulas.values()) {
    const c = courts.get(s.court.toUpperCase()) ?? { count: 0, highest: 0 };
    courts.set(s.court.toUpperCase(), { count: c.count + 1, highest: Math.max(c.highest, s.number) });
  }
  const coverage: Coverage = {
    release: files.manifest.release,
    loadedAt: null,
    acts: [...listings].map(([act, list]) => {
      const known = LAWBASE_ACTS.find((k) => k.act === act);
      return {
        act,
        short: known?.short ?? act,
        citation: known?.citation ?? act,
        url: known?.url ?? null,
        articles: list.length,
        lastArticle: Math.max(...list.map((a) => a.articleNumber)),
      };
    }),
    sumulas: [...courts].map(([court, c]) => ({ court, ...c })),
    temas: temas.size > 0 ? { court: 'STJ', count: temas.size, highest: Math.max(...temas.keys()) } : null,
  };
  return {
    coverage: async () => coverage,
    articles: async (act) => listings.get(act) ?? [],
    article: async (act, article) => {
      const normalised = normaliseArticle(article);
      return normalised ? articles.get(`${act}:${normalised}`) : undefined;
    },
    sumula: async (court, n) => sumulas.get(`${court}:${n}`),
    tema: async (n) => temas.get(n),
  };
}
