/**
 * Throughput of @lexato/calc, one calculation type at a time, on one core.
 * Targets (issue): ≥ 100 000 salário líquido and ≥ 20 000 rescisão calculations per second, and a
 * 10-year liquidação with its month-by-month memo in < 5 ms.
 *
 *   node bench/calc.bench.ts          (or: pnpm --filter @lexato/calc bench)
 */
import { Bench } from 'tinybench';
import type { CalcRequest } from '../packages/calc/src/index.ts';
import { calculate } from '../packages/calc/src/index.ts';
import { seriesWithIllustrativeTr } from './illustrative-tr.ts';

const series = seriesWithIllustrativeTr;

const requests: Record<string, CalcRequest> = {
  salario_liquido: {
    type: 'salario_liquido',
    inputs: { salarioBruto: 6000, dependentes: 1 },
    referenceDate: '2026-03-01',
  },
  rescisao: {
    type: 'rescisao',
    inputs: {
      salarioBruto: 3000,
      dataAdmissao: '2022-03-10',
      dataDesligamento: '2025-08-20',
      saldoFGTS: 10_000,
    },
  },
  ferias: { type: 'ferias', inputs: { salarioBruto: 3000, venderDias: 10 }, referenceDate: '2026-03-01' },
  decimo_terceiro: { type: 'decimo_terceiro', inputs: { salarioBruto: 5000 }, referenceDate: '2026-12-01' },
  horas_extras: { type: 'horas_extras', inputs: { salarioBruto: 3000, horasExtras: 7.5 } },
  correcao_monetaria: {
    type: 'correcao_monetaria',
    inputs: { valorInicial: 1000, dataInicial: '2023-12-31', dataFinal: '2024-12-31', incluirJuros: true },
  },
  liquidacao_sentenca: {
    type: 'liquidacao_sentenca',
    inputs: {
      valorPrincipal: 10_000,
      dataInicial: '2020-05-15',
      dataFinal: '2025-12-20',
      indiceCorrecao: 'AUTOMATICO',
      dataAjuizamento: '2021-07-10',
      incluirHonorarios: true,
    },
    series,
  },
  // Ten years (01/2016–12/2025), all three labour regimes, fees, INSS/IRRF estimate: the < 5 ms target.
  liquidacao_10_anos: {
    type: 'liquidacao_sentenca',
    inputs: {
      valorPrincipal: 50_000,
      dataInicial: '2015-12-31',
      dataFinal: '2025-12-31',
      indiceCorrecao: 'AUTOMATICO',
      dataAjuizamento: '2019-03-14',
      incluirHonorarios: true,
      percentualHonorarios: 15,
    },
    series,
  },
  // Ten verbas × five years (01/2020–12/2024), each month from its own due date (Súmula 381 TST),
  // with FGTS/INSS/IRRF demonstratives and the memo: the < 20 ms target.
  liquidacao_10_verbas_5_anos: {
    type: 'liquidacao_sentenca',
    inputs: {
      dataFinal: '2025-12-31',
      indiceCorrecao: 'AUTOMATICO',
      dataAjuizamento: '2022-03-14',
      verbas: Array.from({ length: 10 }, (_, i) => ({
        descricao: `Verba ${i + 1}`,
        valores: Array.from({ length: 60 }, (_, k) => ({
          competencia: `${2020 + Math.floor(k / 12)}-${String((k % 12) + 1).padStart(2, '0')}`,
          valor: 100 + i * 10 + k,
        })),
      })),
    },
    series,
  },
};

const bench = new Bench({ time: 1000, warmupTime: 200 });
for (const [name, request] of Object.entries(requests)) bench.add(name, () => calculate(request));
await bench.run();

// 10-year liquidação: < 5 ms each = more than 200 per second.
const targets: Record<string, number> = {
  salario_liquido: 100_000,
  rescisao: 20_000,
  liquidacao_10_anos: 200,
  // < 20 ms each = more than 50 per second.
  liquidacao_10_verbas_5_anos: 50,
};
console.log('| tipo | cálculos/s | mediana (µs) | meta |');
console.log('|---|---:|---:|---|');
for (const task of bench.tasks) {
  const r = task.result.state === 'completed' ? task.result : undefined;
  const hz = r?.throughput.mean ?? 0;
  const p50 = (r?.latency.p50 ?? 0) * 1000;
  const target = targets[task.name];
  const meta = target ? `${hz >= target ? 'ok' : 'ABAIXO'} (≥ ${target.toLocaleString('pt-BR')})` : '';
  console.log(`| ${task.name} | ${Math.round(hz).toLocaleString('pt-BR')} | ${p50.toFixed(1)} | ${meta} |`);
}
