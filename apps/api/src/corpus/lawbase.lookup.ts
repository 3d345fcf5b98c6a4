// The knowledge base behind the citation checks (shared/lawbase/verify.ts), read only.
import type { Db } from '@lexato/db';
import type { LawbaseLookup } from '../shared/lawbase/judge.ts';
import { coverage, findArticle, findSumula, findTema, listArticles } from './lawbase.repository.ts';

/**
 * The knowledge base as the Validator and the Analyser read it, through the corpus repository, with each answer
 * kept for the request (a brief cites the same article many times).
 */
export function lawbaseLookup(db: Db): LawbaseLookup {
  const memo = new Map<string, Promise<unknown>>();
  const once = <T>(key: string, load: () => Promise<T>): Promise<T> => {
    let hit = memo.get(key) as Promise<T> | undefined;
    if (!hit) {
      hit = load();
      memo.set(key, hit);
    }
    return hit;
  };
  return {
    coverage: () => once('coverage', () => coverage(db)),
    articles: (act) => once(`articles:${act}`, () => listArticles(db, act)),
    article: (act, article) => once(`article:${act}:${article}`, () => findArticle(db, act, article)),
    sumula: (court, n) => once(`sumula:${court}:${n}`, () => findSumula(db, court, n)),
    tema: (n) => once(`tema:${n}`, () => findTema(db, n)),
  };
}
