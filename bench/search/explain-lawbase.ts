// EXPLAIN ANALYZE of the ranking query of one question on the base (real server only), to see
// where a search's time goes. Run: DATABASE_URL=… node bench/search/explain-lawbase.ts 'pergunta'
// (after eval-lawbase.ts --keep has loaded the base into the bench_lawbase schema).
import pg from 'pg';
import { runSearch } from '../../apps/api/src/tools/search/retrieval.ts';
import { openBenchDb } from './db.ts';

const question = process.argv[2] ?? 'prazo para pagar as verbas rescisórias';
const captured: Array<{ text: string; values: unknown[] }> = [];
const original = pg.Client.prototype.query;
// biome-ignore lint/suspicious/noExplicitAny: pg's overloaded query signature
(pg.Client.prototype as any).query = function (this: pg.Client, config: any, values?: any, cb?: any) {
  const text = typeof config === 'string' ? config : config?.text;
  if (typeof text === 'string' && text.includes('with flags as'))
    captured.push({ text, values: (typeof config === 'string' ? values : config.values) ?? [] });
  // biome-ignore lint/suspicious/noExplicitAny: forwarding
  return (original as any).call(this, config, values, cb);
};
const bench = await openBenchDb(process.env.EXPLAIN_SCHEMA ?? 'bench_lawbase', true);
try {
  const t0 = performance.now();
  await runSearch(bench.db, {
    query: question,
    filters: {},
    userId: process.env.EXPLAIN_USER ?? '00000000-0000-4000-8000-000000000000',
    limit: 10,
    offset: 0,
  });
  console.log(`search ${(performance.now() - t0).toFixed(1)} ms, ${captured.length} ranking queries`);
  const client = new pg.Client({
    connectionString: process.env.DATABASE_URL,
    options: `-c search_path=${process.env.EXPLAIN_SCHEMA ?? 'bench_lawbase'}`,
  });
  await client.connect();
  pg.Client.prototype.query = original;
  for (const { text, values } of captured) {
    const plan = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${text}`, values);
    console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
  }
  await client.end();
} finally {
  await bench.close();
}
