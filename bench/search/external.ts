// nDCG@10 of Search on an external collection, beside a plain BM25 over the same words.
// Run: [DATABASE_URL=…] node bench/search/external.ts [collection.jsonl] [qrels.jsonl]
// Defaults: bench/search/external/stj-sumulas.jsonl and its qrels (README there). The collection
// is imported as an administrator imports one (`pnpm corpus:import`, the README's JSONL format)
// into a database without the knowledge base; Search ranks it with `runSearch`. The baseline is
// BM25 (k1 1.2, b 0.75, Robertson idf) over the same lexemes (PostgreSQL's Portuguese stemmer over
// `lexato_norm`, the text Search indexes) and term frequencies, with nothing else: no title,
// phrase, thesaurus, coordination or prior.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'kysely';
import { importLegalSources, parseCorpusJsonl } from '../../apps/api/src/corpus/corpus.service.ts';
import { runSearch } from '../../apps/api/src/tools/search/retrieval.ts';
import { openBenchDb } from './db.ts';

const here = import.meta.dirname;
const collectionFile = resolve(process.argv[2] ?? resolve(here, 'external/stj-sumulas.jsonl'));
const qrelsFile = resolve(process.argv[3] ?? collectionFile.replace(/\.jsonl$/, '.qrels.jsonl'));
const K = 10;

interface Judged {
  q: string;
  judgements: Record<string, number>;
}
const judged = readFileSync(qrelsFile, 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as Judged);

/** nDCG@k with gains 2^grade − 1 and log2 discounts. */
export function ndcg(ranked: string[], judgements: Record<string, number>, k = K): number {
  const gain = (g: number) => 2 ** g - 1;
  const dcg = ranked.slice(0, k).reduce((s, id, i) => s + gain(judgements[id] ?? 0) / Math.log2(i + 2), 0);
  const ideal = Object.values(judgements)
    .sort((a, b) => b - a)
    .slice(0, k)
    .reduce((s, g, i) => s + gain(g) / Math.log2(i + 2), 0);
  return ideal > 0 ? dcg / ideal : 0;
}

const bench = await openBenchDb('bench_external');
try {
  const lines = parseCorpusJsonl(readFileSync(collectionFile, 'utf8'));
  const report = await importLegalSources(bench.db, lines);
  console.log(`import: ${JSON.stringify(report)}`);

  // The baseline's index: each document's lexemes with their frequencies, from the same text.
  const postings = await sql<{ id: string; lexeme: string; tf: number; len: number }>`
    select s.id, t.lexeme, coalesce(array_length(t.positions, 1), 1)::int as tf,
           length(to_tsvector('portuguese', lexato_norm(s.text)))::int as len
    from legal_sources s, unnest(to_tsvector('portuguese', lexato_norm(s.text))) t
    where s.id in (${sql.join(lines.map((l) => l.id))})`.execute(bench.db);
  const docs = new Map<string, { len: number; tf: Map<string, number> }>();
  const df = new Map<string, number>();
  for (const p of postings.rows) {
    const doc = docs.get(p.id) ?? { len: p.len, tf: new Map() };
    doc.tf.set(p.lexeme, p.tf);
    docs.set(p.id, doc);
    df.set(p.lexeme, (df.get(p.lexeme) ?? 0) + 1);
  }
  const n = docs.size;
  const avg = [...docs.values()].reduce((s, d) => s + d.len, 0) / Math.max(n, 1);
  const bm25 = async (q: string): Promise<string[]> => {
    const terms = await sql<{ lexeme: string }>`
      select unnest(tsvector_to_array(to_tsvector('portuguese', lexato_norm(${q})))) as lexeme`.execute(
      bench.db,
    );
    const scores: Array<[string, number]> = [];
    for (const [id, d] of docs) {
      let score = 0;
      for (const { lexeme } of terms.rows) {
        const tf = d.tf.get(lexeme) ?? 0;
        if (tf === 0) continue;
        const dfi = df.get(lexeme) ?? 0;
        const idf = Math.log(1 + (n - dfi + 0.5) / (dfi + 0.5));
        score += (idf * tf * 2.2) / (tf + 1.2 * (1 - 0.75 + (0.75 * d.len) / avg));
      }
      if (score > 0) scores.push([id, score]);
    }
    return scores
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, K)
      .map(([id]) => id);
  };

  const userId = '00000000-0000-4000-8000-000000000000';
  let engineSum = 0;
  let bm25Sum = 0;
  for (const { q, judgements } of judged) {
    const { results } = await runSearch(bench.db, { query: q, filters: {}, userId, limit: K, offset: 0 });
    const e = ndcg(
      results.map((r) => r.sourceId),
      judgements,
    );
    const b = ndcg(await bm25(q), judgements);
    engineSum += e;
    bm25Sum += b;
    if (process.argv.includes('--verbose')) console.log(`${e.toFixed(3)}\t${b.toFixed(3)}\t${q}`);
  }
  const engine = engineSum / judged.length;
  const plain = bm25Sum / judged.length;
  console.log(
    `nDCG@${K} over ${judged.length} questions, ${n} documents: engine ${engine.toFixed(3)}, BM25 ${plain.toFixed(3)} (×${(engine / plain).toFixed(2)})`,
  );
} finally {
  await bench.close();
}
