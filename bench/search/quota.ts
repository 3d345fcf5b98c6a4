// Search for a user at the full upload quota: 500 MB of document text in 200
// documents (the upload quota: 200 files, 500 MB), built from sentences of the official corpus so
// their words are as common as real legal text's, beside the shipped knowledge base (the
// target: the whole base plus at least 100,000 user passages), on the real PostgreSQL server, in process.
// Measures (1) the HTTP search latency of that user, questions of questions.json + heldout.json,
// and (2) another user's GET /api/platform/auth/me while 12 searches run without pause.
// Run: DATABASE_URL=… node bench/search/quota.ts [--keep] [--concurrency=N] [--mb=500]
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { buildApp } from '../../apps/api/src/app.ts';
import { hashPassword } from '../../apps/api/src/auth/password.ts';
import { testConfig } from '../../apps/api/src/config.ts';
import { loadShippedLawbase } from '../../apps/api/src/corpus/lawbase.loader.ts';
import { officialJsonlToSourceLines } from '../../apps/api/src/corpus/official-corpus.ts';
import { createDb, withoutStatementTimeout } from '../../packages/db/src/index.ts';
import { readEvalCorpus } from './corpus.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('uso: DATABASE_URL=… node bench/search/quota.ts [--keep]');
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const keep = process.argv.includes('--keep');
const concurrency = Number(arg('concurrency') ?? 4);
const megabytes = Number(arg('mb') ?? 500);
const SCHEMA = 'bench_quota';
const DOCUMENTS = 200;
const PARALLEL = 12;
const PASSWORD = 'senha-de-bench-123';

if (!keep) {
  const admin = await createDb({ databaseUrl, poolSize: 1 });
  await admin.db.schema.dropSchema(SCHEMA).ifExists().cascade().execute();
  await admin.close();
}
const config = testConfig({
  databaseUrl,
  databaseSchema: SCHEMA,
  databasePoolSize: 10,
  databaseStatementTimeoutMs: 5000,
  search: { concurrency },
});
const app = await buildApp(config);
await app.ready();
const db = app.deps.db;

// mulberry32, fixed seed: the same documents on every run.
let seed = 20261124;
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

async function user(username: string): Promise<string> {
  const found = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
  if (found) return found.id;
  const row = await db
    .insertInto('users')
    .values({
      username,
      name: `Bench ${username}`,
      email: `${username}@exemplo.com.br`,
      role: 'user',
      hasActiveContract: true,
      passwordHash: await hashPassword(PASSWORD),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function login(username: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/platform/auth/login',
    payload: { username, password: PASSWORD },
  });
  const cookie = res.cookies[0];
  if (!cookie) throw new Error(`login: ${res.statusCode} ${res.body}`);
  return `${cookie.name}=${cookie.value}`;
}

const heavyId = await user('cota-cheia');
await user('outra-pessoa');
const official = officialJsonlToSourceLines(readEvalCorpus());
const stored = await db
  .selectFrom('documents')
  .select((eb) => eb.fn.countAll<number>().as('n'))
  .where('userId', '=', heavyId)
  .executeTakeFirstOrThrow();
if (Number(stored.n) === 0) {
  console.log('knowledge base:', JSON.stringify(await loadShippedLawbase(db)));
  const sentences = official.flatMap((s) => s.text.split(/(?<=[.;:])\s+|\n/).filter((t) => t.length > 40));
  const perDocument = Math.floor((megabytes * 1024 * 1024) / DOCUMENTS);
  const started = performance.now();
  let bytes = 0;
  for (let d = 0; d < DOCUMENTS; d++) {
    const parts: string[] = [];
    let size = 0;
    while (size < perDocument) {
      const s = sentences[Math.floor(random() * sentences.length)] ?? '';
      parts.push(s);
      size += Buffer.byteLength(s) + 1;
    }
    const content = parts.join(random() < 0.2 ? '\n\n' : ' ');
    bytes += Buffer.byteLength(content);
    // As an upload stores it (storeDocumentUpload): free of the requests' statement timeout.
    await withoutStatementTimeout(db, (trx) =>
      trx
        .insertInto('documents')
        .values({ userId: heavyId, title: `Processo digitalizado ${d + 1}`, content, type: 'lawsuit' })
        .execute(),
    );
  }
  console.log(
    `stored ${DOCUMENTS} documents, ${(bytes / 1024 / 1024).toFixed(0)} MB, in ${((performance.now() - started) / 1000).toFixed(0)} s (passages indexed by the trigger)`,
  );
}
// What autovacuum would have done by the time a user has uploaded 500 MB (outside the requests'
// 5 s statement timeout, which ANALYZE of the whole schema exceeds on a loaded machine).
await withoutStatementTimeout(db, (trx) => sql`analyze`.execute(trx));
const passages = await db
  .selectFrom('documentPassages')
  .select((eb) => eb.fn.countAll<number>().as('n'))
  .where('userId', '=', heavyId)
  .executeTakeFirstOrThrow();
console.log(`user at quota: ${passages.n} passages; search concurrency ${concurrency} of a pool of 10`);

const heavy = await login('cota-cheia');
const other = await login('outra-pessoa');
const questions = ['lawbase-questions.json', 'questions.json', 'heldout.json'].flatMap(
  (name) => JSON.parse(readFileSync(resolve(import.meta.dirname, name), 'utf8')) as Array<{ q: string }>,
);
const queries = [...questions.map((q) => q.q), 'art. 477 da CLT', 'dano moral', 'prescrição'];

const percentile = (times: number[], p: number) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
};
const fmt = (times: number[]) =>
  `n=${times.length} p50=${percentile(times, 0.5).toFixed(1)} ms p95=${percentile(times, 0.95).toFixed(1)} ms max=${percentile(times, 1).toFixed(1)} ms`;

async function searchOnce(query: string): Promise<number> {
  const t0 = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/api/platform/search',
    headers: { cookie: heavy },
    payload: { query, filters: {} },
  });
  if (res.statusCode !== 200) throw new Error(`search ${res.statusCode}: ${res.body}`);
  return performance.now() - t0;
}

try {
  for (const q of queries) await searchOnce(q); // warm-up
  const sequential: number[] = [];
  for (let round = 0; round < 3; round++) for (const q of queries) sequential.push(await searchOnce(q));
  console.log(`search, one at a time (HTTP, history insert included): ${fmt(sequential)}`);

  // 12 searches without pause for 15 s; another user's session check every 100 ms meanwhile.
  const until = performance.now() + 15_000;
  const parallel: number[] = [];
  let refused = 0;
  const workers = Array.from({ length: PARALLEL }, async (_, w) => {
    for (let i = w; performance.now() < until; i++) {
      const t0 = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/platform/search',
        headers: { cookie: heavy },
        payload: { query: queries[i % queries.length], filters: {} },
      });
      if (res.statusCode === 503) refused++;
      else if (res.statusCode !== 200) throw new Error(`search ${res.statusCode}: ${res.body}`);
      else parallel.push(performance.now() - t0);
    }
  });
  const me: number[] = [];
  const checker = (async () => {
    while (performance.now() < until) {
      const t0 = performance.now();
      const res = await app.inject({
        method: 'GET',
        url: '/api/platform/auth/me',
        headers: { cookie: other },
      });
      if (res.statusCode !== 200) throw new Error(`auth/me ${res.statusCode}`);
      me.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  await Promise.all([...workers, checker]);
  console.log(`${PARALLEL} searches at once, 15 s: ${fmt(parallel)}, 503: ${refused}`);
  console.log(`other user's GET /api/platform/auth/me meanwhile: ${fmt(me)}`);
} finally {
  await app.close();
  if (!keep) {
    const admin = await createDb({ databaseUrl, poolSize: 1 });
    await admin.db.schema.dropSchema(SCHEMA).ifExists().cascade().execute();
    await admin.close();
  }
}
