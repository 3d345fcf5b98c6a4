// Ranking quality of Search on the official corpus (6,116 passages): MRR@10 and recall@10 of
// the questions in questions.json. Run: node bench/search/eval.ts [--verbose]
// Uses DATABASE_URL (in its own schema, dropped afterwards) or an in-memory PGlite.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { importLegalSources } from '../../apps/api/src/corpus/corpus.service.ts';
import { officialJsonlToSourceLines } from '../../apps/api/src/corpus/official-corpus.ts';
import { runSearch, TUNING } from '../../apps/api/src/tools/search/retrieval.ts';
import { readEvalCorpus } from './corpus.ts';
import { openBenchDb } from './db.ts';

const setName = process.argv.find((a) => a.endsWith('.json')) ?? 'questions.json';
const questions = JSON.parse(readFileSync(resolve(import.meta.dirname, setName), 'utf8')) as Array<{
  q: string;
  answers: string[];
}>;
const verbose = process.argv.includes('--verbose');

const bench = await openBenchDb('bench_eval');
try {
  await importLegalSources(bench.db, officialJsonlToSourceLines(readEvalCorpus()));
  const gridArg = process.argv.find((a) => a.startsWith('--grid='));
  const grid = gridArg ? (JSON.parse(gridArg.slice(7)) as Array<Partial<typeof TUNING>>) : [{}];
  const base = { ...TUNING };
  for (const config of grid) {
    Object.assign(TUNING, base, config);
    await evaluate(JSON.stringify(config), gridArg);
  }
} finally {
  await bench.close();
}

async function evaluate(label: string, gridArg: string | undefined) {
  let rrSum = 0;
  let recallSum = 0;
  let firsts = 0;
  const userId = '00000000-0000-4000-8000-000000000000';
  for (const { q, answers } of questions) {
    const { results } = await runSearch(bench.db, { query: q, filters: {}, userId, limit: 10, offset: 0 });
    const ids = results.map((r) => r.sourceId);
    const rank = ids.findIndex((id) => answers.includes(id));
    rrSum += rank >= 0 ? 1 / (rank + 1) : 0;
    if (rank === 0) firsts++;
    recallSum += answers.filter((a) => ids.includes(a)).length / answers.length;
    if (verbose || (rank !== 0 && !gridArg))
      console.log(
        `${rank === 0 ? 'ok ' : rank > 0 ? `#${rank + 1} ` : 'MISS'} ${q}\n     → ${ids.slice(0, 5).join(', ')}`,
      );
  }
  const n = questions.length;
  console.log(
    `${setName} ${label} questions=${n} MRR@10=${(rrSum / n).toFixed(3)} recall@10=${(recallSum / n).toFixed(3)} first=${firsts}/${n}`,
  );
}
