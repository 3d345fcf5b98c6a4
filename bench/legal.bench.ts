/**
 * Speed of @lexato/legal's citation checker on one core.
 * Target (platform-core issue): a text with 200 citations validated in under 200 ms.
 *
 *   node bench/legal.bench.ts          (or: pnpm --filter @lexato/legal bench)
 */
import { Bench } from 'tinybench';
import {
  checkCitations,
  computeDeadline,
  extractCitations,
  isValidCnj,
} from '../packages/legal/src/index.ts';

// Ten sentences, 20 citations between them, real and fabricated; repeated ten times = 200 citations.
const PARAGRAPH = [
  'A reclamante não recebeu as verbas no prazo do art. 477, § 8º, da CLT, e a tomadora responde nos termos da Súmula 331, IV, do TST.',
  'A relação é de consumo (Lei nº 8.078/1990), aplicando-se o art. 6º, VIII, do Código de Defesa do Consumidor.',
  'Os prazos correm em dias úteis, conforme os arts. 219 e 220 do CPC/2015, e o processo 0000832-35.2018.4.01.3202 confirma a prática.',
  'A ré invoca o art. 9999 da CLT e a Súmula 812 do STF, que não existem.',
  'No REsp 1.657.156/RJ, julgado em 25/04/2018, o STJ tratou do tema; ver também a Súmula 7 do STJ.',
  'O número 2021437-35.2021.8.26.0000 tem dígito verificador errado, e a Lei 8.078/2015 não existe.',
  'A Súmula 603 do STJ, citada como vigente, foi cancelada em 2018; já a OJ 394 da SBDI-1 do TST segue aplicável.',
  'Garante-se a razoável duração do processo (art. 5º, LXXVIII, da CF/88) e a propriedade (art. 1.228 do Código Civil).',
  'A reforma veio com a Lei 13.467, de 13 de julho de 2017, e a CLT, art. 775-A, suspende os prazos no fim do ano.',
  'Ver RR-1000-40.2019.5.02.0461 e o AgInt no AREsp 1.000.000/RJ, DJe 17/12/2024.',
].join(' ');
const TEXT = Array.from({ length: 10 }, () => PARAGRAPH).join('\n');
const TODAY = { today: '2026-11-22' };

const coldStart = performance.now();
const found = checkCitations(TEXT, TODAY).totalCitations;
const coldMs = performance.now() - coldStart;
if (found !== 200) throw new Error(`bench text should hold 200 citations, found ${found}`);

const bench = new Bench({ time: 2000, warmupTime: 300 });
bench
  .add('checkCitations, 200 citations', () => {
    checkCitations(TEXT, TODAY);
  })
  .add('extractCitations, 200 citations', () => {
    extractCitations(TEXT);
  })
  .add('isValidCnj', () => {
    isValidCnj('0000832-35.2018.4.01.3202');
  })
  .add('computeDeadline, 15 dias úteis across the recess', () => {
    computeDeadline({ kind: 'dias-uteis', days: 15, trigger: { type: 'djen', availableOn: '2025-12-18' } });
  });

await bench.run();
console.log(`first call (compiles the patterns and indexes the catalogue): ${coldMs.toFixed(1)} ms`);
console.table(
  bench.tasks.map((t) => {
    const r = t.result.state === 'completed' ? t.result : undefined;
    return {
      task: t.name,
      'mean (ms)': r?.latency.mean.toFixed(3),
      'p99 (ms)': r?.latency.p99.toFixed(3),
      'ops/s': Math.round(r?.throughput.mean ?? 0),
    };
  }),
);
