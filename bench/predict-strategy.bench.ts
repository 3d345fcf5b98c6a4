/**
 * Speed of the Predict and Strategy tools for a 5,000-character description.
 * Target (predict/strategy issue): both answers under 100 ms on one core.
 *
 *   taskset -c 0 node bench/predict-strategy.bench.ts
 *
 * Measures the pure engines and the whole answer (HTTP inject → procedure → engine → insert →
 * response) on an embedded PGlite, with 500 recorded outcomes in the user's history so the
 * similar-case scan has real work to do.
 */
import { Bench } from 'tinybench';
import { buildApp } from '../apps/api/src/app.ts';
import { hashPassword } from '../apps/api/src/auth/password.ts';
import { testConfig } from '../apps/api/src/config.ts';
import { assessCase } from '../apps/api/src/shared/merits/engine.ts';
import { analyzeStrategy } from '../apps/api/src/tools/strategy/engine/strategy.ts';
import { createTestDb } from '../packages/db/src/testing.ts';

const SENTENCES = [
  'O reclamante foi admitido em 3 de março de 2020 e dispensado sem justa causa em 10/09/2026, com salário de R$ 5.200,00.',
  'Fazia em média duas horas extras por dia, registradas nos cartões de ponto, e recebia mensagens de WhatsApp do supervisor fora do horário.',
  'Dois colegas presenciaram as jornadas e aceitaram ser testemunhas; o holerite de agosto mostra o desconto indevido de R$ 1.350,00.',
  'A empresa reconheceu o débito por e-mail, mas não pagou; a tese se apoia na Súmula 338 do TST e no art. 59 da CLT.',
  'Também se discute o intervalo intrajornada suprimido, nos termos do art. 71, § 4º, da CLT, e a Súmula 9999 do TST citada pela ré.',
  'O valor total estimado das verbas é de R$ 48.000,00, incluindo reflexos em férias, 13º salário e FGTS com a multa de 40%.',
];
let DESCRIPTION = '';
for (let i = 0; DESCRIPTION.length < 5_000; i++) DESCRIPTION += `${SENTENCES[i % SENTENCES.length]} `;
DESCRIPTION = DESCRIPTION.slice(0, 5_000);
const TODAY = '2026-11-22';

// Worst case for the limitation and amount readers: every sentence carries dates and amounts the
// readers must tie to their events, 5,000 characters of them.
const DENSE_SENTENCES = [
  'Dispensado em 10/03/2019, com salário de R$ 3.500,00; a ação foi ajuizada em 15/08/2025 e pede R$ 48.000,00.',
  'O auto de infração de ICMS da Secretaria da Fazenda do Estado de São Paulo, com ciência em 02/06/2026, cobra multa de R$ 25.900,00.',
  'A geladeira foi entregue em 03/02/2026 já amassada; o valor restante do contrato era de R$ 129.500,00 em março de 2021.',
  'O plano de saúde negou a cirurgia de urgência em 18/11/2026; o contrato não tem cláusula de arbitragem; 80 empregados.',
];
let DENSE = '';
for (let i = 0; DENSE.length < 5_000; i++) DENSE += `${DENSE_SENTENCES[i % DENSE_SENTENCES.length]} `;
DENSE = DENSE.slice(0, 5_000);

const strategyInput = {
  caseTitle: 'Horas extras — Metalúrgica Alfa',
  conflictType: 'trabalhista' as const,
  caseDescription: DESCRIPTION,
  desiredOutcome: 'Receber as horas extras e os reflexos, de preferência com acordo rápido',
  budget: 10_000,
  timeframe: 'normal' as const,
};

// The whole answer, through HTTP inject on a migrated in-memory PGlite.
const handle = await createTestDb();
const app = await buildApp(testConfig(), {
  db: handle,
  now: () => new Date(`${TODAY}T15:00:00Z`),
  logger: false,
});
await app.ready();
const user = await handle.db
  .insertInto('users')
  .values({
    username: 'bench',
    name: 'Bench',
    email: 'bench@exemplo.com.br',
    role: 'user',
    hasActiveContract: true,
    passwordHash: await hashPassword('senha-do-bench-123'),
  })
  .returning('id')
  .executeTakeFirstOrThrow();
const history = Array.from({ length: 500 }, (_, i) => ({
  userId: user.id,
  caseTitle: `Caso trabalhista ${i}`,
  caseType: 'trabalhista',
  description: SENTENCES.slice(0, 1 + (i % SENTENCES.length)).join(' '),
  probability: 40 + (i % 50),
  outcome: (['favoravel', 'desfavoravel', 'acordo', 'parcial'] as const)[i % 4],
  outcomeRecordedAt: new Date(`${TODAY}T12:00:00Z`),
}));
await handle.db.insertInto('predictions').values(history).execute();
const login = await app.inject({
  method: 'POST',
  url: '/api/platform/auth/login',
  payload: { username: 'bench', password: 'senha-do-bench-123' },
});
const cookie = login.cookies[0];
if (!cookie) throw new Error(`login failed: ${login.body}`);
const headers = { cookie: `${cookie.name}=${cookie.value}` };

const post = async (url: string, payload: object) => {
  const res = await app.inject({ method: 'POST', url, headers, payload });
  if (res.statusCode !== 200) throw new Error(`${url} → ${res.statusCode} ${res.body}`);
  return res;
};
const coldStart = performance.now();
const first = (
  await post('/api/platform/predict', {
    caseTitle: 'Horas extras',
    caseType: 'trabalhista',
    description: DESCRIPTION,
  })
).json();
const coldMs = performance.now() - coldStart;
console.log(
  `description: ${DESCRIPTION.length} characters; first predict answer ${coldMs.toFixed(1)} ms (cold)`,
);
console.log(
  `probability ${first.probability}%, ${first.factors.length} factors, ${first.basedOn.comparableRecords} comparable records`,
);

const bench = new Bench({ time: 2000, warmupTime: 300 });
bench
  .add('assessCase (Predict engine), 5 000 chars', () => {
    assessCase({ caseType: 'trabalhista', description: DESCRIPTION, today: TODAY, comparables: [] });
  })
  .add('analyzeStrategy (Strategy engine), 5 000 chars', () => {
    analyzeStrategy({ ...strategyInput, today: TODAY, linkedPrediction: null, linkedSearch: null });
  })
  .add('assessCase, 5 000 chars dense with dates and amounts, form dates', () => {
    assessCase({
      caseType: 'trabalhista',
      description: DENSE,
      today: TODAY,
      comparables: [],
      dates: { fimContrato: '2019-03-10', dataAjuizamento: '2025-08-15' },
    });
  })
  .add('analyzeStrategy, 5 000 chars dense (tributário)', () => {
    analyzeStrategy({
      ...strategyInput,
      conflictType: 'tributario',
      caseDescription: DENSE,
      today: TODAY,
      linkedPrediction: null,
      linkedSearch: null,
    });
  })
  .add('POST /api/platform/predict (500 outcomes in history)', async () => {
    await post('/api/platform/predict', {
      caseTitle: 'Horas extras',
      caseType: 'trabalhista',
      description: DESCRIPTION,
    });
  })
  .add('POST /api/platform/strategy/analyze', async () => {
    await post('/api/platform/strategy/analyze', strategyInput);
  })
  .add('POST /api/platform/predict, dense description + form dates', async () => {
    await post('/api/platform/predict', {
      caseTitle: 'Horas extras',
      caseType: 'trabalhista',
      description: DENSE,
      dates: { fimContrato: '2019-03-10', dataAjuizamento: '2025-08-15' },
    });
  });

await bench.run();
console.table(
  bench.tasks.map((t) => {
    const r = t.result.state === 'completed' ? t.result : undefined;
    return {
      task: t.name,
      'mean (ms)': r?.latency.mean.toFixed(2),
      'p99 (ms)': r?.latency.p99.toFixed(2),
      'ops/s': Math.round(r?.throughput.mean ?? 0),
    };
  }),
);
await app.close();
await handle.close();
