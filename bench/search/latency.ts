// Search latency on a large imported corpus: every question of questions.json and heldout.json,
// one warm-up pass, then ROUNDS timed passes of the engine (term analysis, ranking, headlines:
// the three round trips of POST /api/platform/search before the history insert).
// Run: DATABASE_URL=… node bench/search/latency.ts <corpus.jsonl> [--keep]
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { importLegalSources, parseCorpusJsonl } from '../../apps/api/src/corpus/corpus.service.ts';
import { runSearch, TUNING } from '../../apps/api/src/tools/search/retrieval.ts';
import { openBenchDb } from './db.ts';

const ROUNDS = 5;
const file = process.argv[2];
if (!file) throw new Error('uso: node bench/search/latency.ts <corpus.jsonl> [--keep]');
const keep = process.argv.includes('--keep');
// --tuning='{"narrowCap":200}' tries other engine settings.
const tuning = process.argv.find((a) => a.startsWith('--tuning='));
if (tuning) Object.assign(TUNING, JSON.parse(tuning.slice('--tuning='.length)));
const questions = ['questions.json', 'heldout.json'].flatMap(
  (name) =>
    JSON.parse(readFileSync(resolve(import.meta.dirname, name), 'utf8')) as Array<{
      q: string;
      answers: string[];
    }>,
);
const extra = ['"justa causa" -gestante', 'dano moral', 'art. 477 da CLT', 'súmula 54 do STJ', 'prescrição'];
const queries = [...questions.map((q) => q.q), ...extra];

const bench = await openBenchDb('bench_search', keep);
try {
  const count = await bench.db
    .selectFrom('legalSources')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(count.n) === 0 || !keep) {
    const started = performance.now();
    const report = await importLegalSources(bench.db, parseCorpusJsonl(readFileSync(file, 'utf8')));
    console.log(
      `import: ${JSON.stringify(report)} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  const userId = '00000000-0000-4000-8000-000000000000';
  const once = async (query: string) => {
    const t0 = performance.now();
    await runSearch(bench.db, { query, filters: {}, userId, limit: 10, offset: 0 });
    return performance.now() - t0;
  };
  // Warm-up pass, which also measures how the rankings hold up among 100,000 passages.
  let rr = 0;
  for (const { q, answers } of questions) {
    const { results } = await runSearch(bench.db, { query: q, filters: {}, userId, limit: 10, offset: 0 });
    const rank = results.findIndex((r) => answers.includes(r.sourceId));
    rr += rank >= 0 ? 1 / (rank + 1) : 0;
  }
  for (const q of extra) await once(q);
  console.log(
    `MRR@10 of all ${questions.length} questions on this corpus: ${(rr / questions.length).toFixed(3)}`,
  );
  const times: number[] = [];
  for (let r = 0; r < ROUNDS; r++) for (const q of queries) times.push(await once(q));
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0;
  const docs = await bench.db
    .selectFrom('legalSources')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  console.log(
    `passages=${docs.n} samples=${times.length} p50=${at(0.5).toFixed(1)} ms p95=${at(0.95).toFixed(1)} ms p99=${at(0.99).toFixed(1)} ms max=${(times.at(-1) ?? 0).toFixed(1)} ms`,
  );
  const slow = [];
  for (const q of queries) slow.push([await once(q), q] as const);
  slow.sort((a, b) => b[0] - a[0]);
  console.log(
    'slowest:',
    slow.slice(0, 5).map(([ms, q]) => `${ms.toFixed(1)} ms ${q}`),
  );
} finally {
  await bench.close();
}
