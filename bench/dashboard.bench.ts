// Dashboard stats for a user with 10,000 monitors and 10,000 predictions, on the real server.
//   DATABASE_URL=postgres://... node bench/dashboard.bench.ts
// Through the whole HTTP path in process (app.inject: session check + the stats queries).
import { randomBytes } from 'node:crypto';
import { createDb } from '@lexato/db';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { hashPassword } from '../apps/api/src/auth/password.ts';
import { testConfig } from '../apps/api/src/config.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('DATABASE_URL must point at a PostgreSQL server.');
  process.exit(2);
}
const schema = `bench_${randomBytes(4).toString('hex')}`;
const handle = await createDb({ databaseUrl, schema });
const app = await buildApp(testConfig({ databaseUrl, databaseSchema: schema }), {
  db: handle,
  logger: false,
});
await app.ready();
const db = handle.db;

const user = await db
  .insertInto('users')
  .values({
    username: 'carga',
    name: 'Carga',
    email: 'carga@exemplo.com',
    passwordHash: await hashPassword('senha-carga-123'),
  })
  .returning('id')
  .executeTakeFirstOrThrow();
await sql`insert into monitors (user_id, process_number, process_title, tribunal, status, next_deadline)
  select ${user.id}, lpad(g::text, 7, '0') || '-00.2026.8.26.0100', 'Processo ' || g, 'TJ-SP',
         case when g % 10 = 0 then 'archived' else 'active' end,
         now() + (g % 400) * interval '3 hours'
  from generate_series(1, 10000) g`.execute(db);
await sql`insert into predictions (user_id, case_title, case_type, description, probability, outcome, outcome_recorded_at)
  select ${user.id}, 'Caso ' || g, 'trabalhista', 'Descrição do caso para o teste de carga.', g % 100,
         (array['favoravel','desfavoravel','acordo','parcial'])[1 + g % 4],
         now() - (g % 700) * interval '1 day'
  from generate_series(1, 10000) g`.execute(db);
await sql`analyze`.execute(db);

const login = await app.inject({
  method: 'POST',
  url: '/api/platform/auth/login',
  payload: { username: 'carga', password: 'senha-carga-123' },
});
const cookie = `${login.cookies[0]?.name}=${login.cookies[0]?.value}`;

const times: number[] = [];
for (let i = 0; i < 220; i++) {
  const start = performance.now();
  const res = await app.inject({ method: 'GET', url: '/api/platform/dashboard/stats', headers: { cookie } });
  const elapsed = performance.now() - start;
  if (res.statusCode !== 200) throw new Error(res.body);
  if (i >= 20) times.push(elapsed); // warm-up excluded
}
times.sort((a, b) => a - b);
const at = (q: number) => (times[Math.floor(q * (times.length - 1))] ?? 0).toFixed(1);
console.log(
  `dashboard stats, 10,000 monitors + 10,000 predictions, ${times.length} calls: median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`,
);

await app.close();
await handle.close();
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
await client.query(`drop schema if exists ${schema} cascade`);
await client.end();
