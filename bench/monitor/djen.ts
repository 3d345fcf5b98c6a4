/**
 * The DJEN capture job on PostgreSQL: 1,000 publications for 100 users (10 each, found by the
 * user's OAB number; 2 of them also name the user's monitored case, so they come back from two
 * searches and must be stored once), captured by the background job (jobs/djen-capture.ts) from
 * the local fake DJEN, then a second run that must store nothing. Prints the figures as JSON.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/<db> node bench/monitor/djen.ts
 */
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { testConfig } from '../../apps/api/src/config.ts';
import { startDjenCapture } from '../../apps/api/src/jobs/djen-capture.ts';
import { startFakeDjen } from '../../apps/api/test/fakes/djen.ts';
import { createDb, migrateToLatest } from '../../packages/db/src/index.ts';
import { formatCnj } from '../../packages/legal/src/index.ts';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const USERS = Number(process.env.BENCH_USERS ?? 100);
const PER_USER = 10;
const schema = `bench_djen_${randomBytes(4).toString('hex')}`;
const handle = await createDb({ databaseUrl, schema });
await migrateToLatest(handle.db, schema);
const db = handle.db;
const fake = await startFakeDjen();

for (let u = 0; u < USERS; u++) {
  const user = await db
    .insertInto('users')
    .values({
      username: `djen${u}`,
      name: `Bench ${u}`,
      email: `djen${u}@exemplo.com.br`,
      passwordHash: 'x',
      role: 'user',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const oab = { number: String(100_000 + u), uf: 'SP' };
  await db
    .insertInto('djenOabNumbers')
    .values({ userId: user.id, ...oab })
    .execute();
  const monitored = formatCnj({
    sequential: String(u + 1),
    year: '2026',
    segment: '5',
    tribunal: '02',
    origin: '0001',
  });
  await db
    .insertInto('monitors')
    .values({ userId: user.id, processNumber: monitored, processTitle: `Processo ${u}`, tribunal: 'TRT2' })
    .execute();
  for (let i = 0; i < PER_USER; i++) {
    const ofCase = i < 2;
    fake.put({
      hash: `h-${u}-${i}`,
      data_disponibilizacao: '2026-11-19',
      siglaTribunal: 'TRT2',
      tipoComunicacao: 'Intimação',
      nomeOrgao: '1ª Vara do Trabalho de São Paulo',
      texto: `Intimação ${i} do usuário ${u}. `.repeat(40),
      numero_processo: ofCase
        ? monitored.replace(/\D/g, '')
        : formatCnj({
            sequential: String(10_000 + u * PER_USER + i),
            year: '2026',
            segment: '5',
            tribunal: '02',
            origin: '0001',
          }).replace(/\D/g, ''),
      destinatarios: [{ nome: 'Empresa X', polo: 'P' }],
      oab,
    });
  }
}

const config = testConfig({
  databaseUrl,
  djen: { baseUrl: fake.baseUrl, timeoutMs: 15_000, everyMinutes: 360, lookbackDays: 7 },
});
const deps = { db, now: () => new Date('2026-11-22T12:00:00Z'), config };
const count = async () =>
  Number(
    (
      await db
        .selectFrom('djenCommunications')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const outcomes: string[] = [];
const job = startDjenCapture(deps, { onCapture: (_u, o) => outcomes.push(o.status) });
let started = performance.now();
await job?.runNow();
const firstSeconds = (performance.now() - started) / 1000;
const stored = await count();
const requestsFirst = fake.requests.length;
started = performance.now();
await job?.runNow();
const secondSeconds = (performance.now() - started) / 1000;
const storedAfterSecond = await count();
await job?.stop();

await db.schema.dropSchema(schema).ifExists().cascade().execute();
await handle.close();
await fake.close();

const result = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: cpus().length,
  loadAverageAtEnd: Number(loadavg()[0]?.toFixed(1)),
  users: USERS,
  publicationsOffered: USERS * PER_USER,
  firstRunSeconds: Number(firstSeconds.toFixed(2)),
  storedAfterFirst: stored,
  djenRequestsFirstRun: requestsFirst,
  secondRunSeconds: Number(secondSeconds.toFixed(2)),
  storedAfterSecond,
  outcomes: Object.fromEntries(
    [...new Set(outcomes)].map((s) => [s, outcomes.filter((o) => o === s).length]),
  ),
};
console.log(JSON.stringify(result, null, 2));
const ok = stored === USERS * PER_USER && storedAfterSecond === stored;
process.exit(ok ? 0 : 1);
