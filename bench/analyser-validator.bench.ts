/**
 * Speed of the Analyser and Validator on one core.
 * Targets: analysing a 50-page contract (~150,000 characters) and
 * validating a text with 200 citations each take under 200 ms; a hostile text of
 * 400,000 characters is validated and analysed in under 1 s while /healthz answers in under 50 ms.
 *
 *   node bench/analyser-validator.bench.ts
 *
 * Measured twice: the engines alone, and the whole HTTP call through the app (app.inject on an
 * in-memory PGlite: JSON parsing, session, zod, engine, the database writes). Each call reports wall
 * time and the process's CPU time (user + system): on a shared machine the CPU time is what "one
 * core" costs, the wall time also holds the waits for other processes.
 */
import { loadavg } from 'node:os';
import { createTestDb } from '@lexato/db/testing';
import { buildApp } from '../apps/api/src/app.ts';
import { hashPassword } from '../apps/api/src/auth/password.ts';
import { testConfig } from '../apps/api/src/config.ts';
import { analyseText } from '../apps/api/src/tools/analyser/engine/index.ts';
import { runValidation } from '../apps/api/src/tools/validator/engine/validation.ts';
import { defaultTextEngine } from '../apps/api/src/workers/text-engine.ts';
import { fixtureLawbase } from '../apps/api/test/fixtures/lawbase.ts';
import {
  ABUSIVE_CONSUMER_CONTRACT,
  BALANCED_B2B_CONTRACT,
  RENTAL_WITHOUT_INDEX,
} from '../apps/api/test/fixtures/legal-documents.ts';

const TODAY = '2026-11-22';

// A 50-page contract: the three test contracts as annexes, between numbered clauses of ordinary
// obligations, until ~150,000 characters (about 3,000 characters a page).
const OBLIGATIONS = [
  'A CONTRATADA executará os serviços com pessoal próprio, devidamente treinado, observando as normas técnicas aplicáveis e as instruções escritas da CONTRATANTE.',
  'Os relatórios mensais de execução serão entregues até o quinto dia útil do mês seguinte, com a relação das atividades, horas empregadas e ocorrências.',
  'A CONTRATANTE fornecerá acesso às suas instalações em horário comercial, mediante agendamento prévio com 48 (quarenta e oito) horas de antecedência.',
  'Eventuais alterações de escopo serão formalizadas por termo aditivo, com a revisão do cronograma e do preço correspondente, se for o caso.',
  'As partes indicarão gestores responsáveis pelo acompanhamento do contrato, que se reunirão mensalmente para avaliar os indicadores de desempenho.',
];
const annexes = [BALANCED_B2B_CONTRACT, ABUSIVE_CONSUMER_CONTRACT, RENTAL_WITHOUT_INDEX];
let contract = '';
for (let clause = 1; contract.length < 150_000; clause++) {
  contract += `\nCLÁUSULA ${clause} – DAS OBRIGAÇÕES OPERACIONAIS\n${clause}.1. ${OBLIGATIONS[clause % 5]}\n${clause}.2. ${OBLIGATIONS[(clause + 2) % 5]}\n`;
  if (clause % 10 === 0) contract += `\nANEXO ${clause / 10}\n${annexes[(clause / 10) % 3]}`;
}

// 200 citations: ten sentences with 20 citations between them (real and fabricated, quotes of the
// Código Civil checked against an in-memory corpus, CNJ numbers), repeated ten times.
const PARAGRAPH = [
  'As verbas não foram pagas no prazo do art. 477, § 8º, da CLT, e a tomadora responde nos termos da Súmula 331 do TST.',
  'A relação é de consumo (Lei nº 8.078/1990), aplicando-se o art. 6º, VIII, do Código de Defesa do Consumidor.',
  'O art. 412 do Código Civil dispõe: "O valor da cominação imposta na cláusula penal não pode exceder o da obrigação principal." Já o art. 413 do Código Civil manda reduzi-la.',
  'A ré invoca o art. 9999 da CLT e a Súmula 812 do STF, que não existem.',
  'No REsp 1.657.156/RJ, julgado em 25/04/2018, o STJ tratou do tema; ver também a Súmula 7 do STJ.',
  'O número 2021437-35.2021.8.26.0000 tem dígito verificador errado, e a Lei 8.078/2015 não existe.',
  'A Súmula 603 do STJ, citada como vigente, não socorre o banco; o processo 0000832-35.2018.4.01.3202 tramita no JEF.',
  'Garante-se a razoável duração do processo (art. 5º, LXXVIII, da CF/88) e a propriedade (art. 1.228 do Código Civil).',
  'A reforma veio com a Lei 13.467, de 13 de julho de 2017, e a Lei 10.101/2000 regula a participação nos lucros.',
  'Ver RR-1000-40.2019.5.02.0461 e o AgInt no AREsp 1.000.000/RJ, DJe 17/12/2024.',
].join(' ');
const CITED = Array.from({ length: 10 }, () => PARAGRAPH).join('\n');
// The engine alone reads a few rows of the base held in memory (apps/api/test/fixtures/lawbase.ts); the HTTP
// calls read the shipped base, loaded into the database.
const corpus = fixtureLawbase();

const coldAnalysis = performance.now();
const analysis = analyseText(contract, 'contract', { today: TODAY });
const coldAnalysisMs = performance.now() - coldAnalysis;
const coldValidation = performance.now();
const validation = await runValidation(CITED, { today: TODAY, lawbase: corpus });
const coldValidationMs = performance.now() - coldValidation;
if (validation.totalCitations !== 200) {
  throw new Error(`bench text should hold 200 citations, found ${validation.totalCitations}`);
}

/** n timed calls after two warm-up calls: mean and p95 of wall and CPU milliseconds. */
async function measure(task: string, n: number, call: () => unknown) {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < n + 2; i++) {
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    await call();
    const t = performance.now() - t0;
    const c = process.cpuUsage(cpu0);
    if (i < 2) continue;
    wall.push(t);
    cpu.push((c.user + c.system) / 1000);
  }
  const stat = (xs: number[]) => {
    const sorted = [...xs].sort((a, b) => a - b);
    const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
    return [mean.toFixed(1), (sorted[Math.floor(sorted.length * 0.95)] ?? 0).toFixed(1)];
  };
  const [wallMean, wallP95] = stat(wall);
  const [cpuMean, cpuP95] = stat(cpu);
  return {
    task,
    n,
    'cpu mean (ms)': cpuMean,
    'cpu p95 (ms)': cpuP95,
    'wall mean (ms)': wallMean,
    'wall p95 (ms)': wallP95,
  };
}

const engines = [
  await measure(`analyseText, contract of ${contract.length.toLocaleString('en')} characters`, 50, () =>
    analyseText(contract, 'contract', { today: TODAY }),
  ),
  await measure(
    'runValidation, 200 citations (articles, súmulas and quotes checked against an in-memory base)',
    50,
    () => runValidation(CITED, { today: TODAY, lawbase: corpus }),
  ),
];

// The whole call, through HTTP inject, 30 times each.
// In-memory PGlite, or a throw-away schema on the real server when DATABASE_URL is set.
const handle = await createTestDb();
const app = await buildApp(testConfig({ lawbase: { autoload: true } }), { db: handle, logger: false });
await app.ready();
await handle.db
  .insertInto('users')
  .values({
    username: 'bench',
    name: 'Bench',
    email: 'bench@exemplo.com.br',
    role: 'user',
    hasActiveContract: true,
    passwordHash: await hashPassword('senha-do-benchmark'),
  })
  .execute();
const login = await app.inject({
  method: 'POST',
  url: '/api/platform/auth/login',
  payload: { username: 'bench', password: 'senha-do-benchmark' },
});
const session = login.cookies[0];
if (!session) throw new Error('login failed');
const cookie = `${session.name}=${session.value}`;
const created = await app.inject({
  method: 'POST',
  url: '/api/platform/documents',
  headers: { cookie },
  payload: { title: 'Contrato de 50 páginas', content: contract, type: 'contract' },
});
const documentId = (created.json() as { id: string }).id;

const http = [
  await measure('POST /api/platform/analyser/analyze (150k-character contract)', 30, async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/platform/analyser/analyze',
      headers: { cookie },
      payload: { documentId },
    });
    if (res.statusCode !== 200) throw new Error(`analyze: HTTP ${res.statusCode}`);
  }),
  await measure('POST /api/platform/validator/validate (200 citations)', 30, async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/platform/validator/validate',
      headers: { cookie },
      payload: { documentTitle: 'Peça com 200 citações', documentContent: CITED },
    });
    if (res.statusCode !== 200) throw new Error(`validate: HTTP ${res.statusCode}`);
  }),
];

// Hostile texts of 400,000 characters, validated and analysed while /healthz is
// asked every 10 ms. The text engine's workers are started first, as the server does on start.
defaultTextEngine.warm();
await new Promise((resolve) => setTimeout(resolve, 2_000));
const SIZE = 400_000;
const hostileText = (unit: string) => unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE);
const HOSTILE = {
  'chained prefixes ("AgRg no " × 50,000)': hostileText('AgRg no '),
  'prefixes, digits, dots and "art."': hostileText('AgRg no AgInt nos EDcl no 1.1.1 art. 1. art. 12, § 1º, '),
  '"OJ 1, " × 66,666': hostileText('OJ 1, '),
};
const hostileRows: Record<string, string>[] = [];
for (const [name, text] of Object.entries(HOSTILE)) {
  const doc = await app.inject({
    method: 'POST',
    url: '/api/platform/documents',
    headers: { cookie },
    payload: { title: 'Texto hostil', content: text, type: 'contract' },
  });
  const hostileId = (doc.json() as { id: string }).id;
  for (const [call, request] of [
    [
      'validate',
      {
        url: '/api/platform/validator/validate',
        payload: { documentTitle: 'Texto hostil', documentContent: text },
      },
    ],
    ['analyze', { url: '/api/platform/analyser/analyze', payload: { documentId: hostileId } }],
  ] as const) {
    let done = false;
    const healthz: number[] = [];
    const poll = (async () => {
      while (!done) {
        const t0 = performance.now();
        await app.inject({ method: 'GET', url: '/healthz' });
        healthz.push(performance.now() - t0);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    const t0 = performance.now();
    const res = await app.inject({ method: 'POST', headers: { cookie }, ...request });
    const wall = performance.now() - t0;
    done = true;
    await poll;
    healthz.sort((a, b) => a - b);
    hostileRows.push({
      text: name,
      call,
      status: String(res.statusCode),
      'wall (ms)': wall.toFixed(0),
      '/healthz answers': String(healthz.length),
      '/healthz max (ms)': (healthz.at(-1) ?? 0).toFixed(1),
      '/healthz p50 (ms)': (healthz[Math.floor(healthz.length / 2)] ?? 0).toFixed(1),
    });
  }
}
await defaultTextEngine.close();
await app.close();
await handle.close();

console.log(
  `contract: ${contract.length} characters, ${analysis.findings.length} findings, score ${analysis.score}; ` +
    `validation: ${validation.totalCitations} citations (${validation.validCitations} valid, ${validation.suspiciousCitations} suspicious, ${validation.invalidCitations} invalid)`,
);
console.log(
  `first call in the process: analyseText ${coldAnalysisMs.toFixed(1)} ms, runValidation ${coldValidationMs.toFixed(1)} ms`,
);
console.table(engines);
console.table(http);
console.table(hostileRows);
console.log(
  `database: ${handle.kind}; load average at the end: ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
