import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centavos, mulDiv, reais } from './centavos.ts';
import { calcularDecimoTerceiro } from './decimo-terceiro.ts';
import { calcularFerias } from './ferias.ts';
import { calcularHorasExtras } from './horas-extras.ts';
import { calcularRescisao } from './rescisao.ts';
import { calcularSalarioLiquido } from './salario-liquido.ts';
import { tabelaInss } from './tables/index.ts';

// Property tests (fast-check), seeded so that every run checks the same cases.
const opts = { seed: 20_261_122, numRuns: 400 };
const salario = fc.integer({ min: 0, max: 5_000_000 }).map((c) => c / 100);
const data = fc.constantFrom('2024-03-01', '2025-03-01', '2025-06-01', '2026-03-01', '2026-12-01');
const dependentes = fc.integer({ min: 0, max: 6 });

describe('propriedades', () => {
  it('net salary never exceeds gross and INSS never exceeds the ceiling contribution', () => {
    fc.assert(
      fc.property(salario, dependentes, data, (s, d, ref) => {
        const r = calcularSalarioLiquido({ salarioBruto: s, dependentes: d }, ref);
        expect(r.salarioLiquido).toBeLessThanOrEqual(r.totalBruto);
        expect(r.inss.total).toBeLessThanOrEqual(tabelaInss(ref).contribuicaoMaxima);
        expect(r.irrf.valorImposto).toBeGreaterThanOrEqual(0);
      }),
      opts,
    );
  });

  it('net salary, INSS and IRRF are monotonic in the salary (one real apart, cents of rounding aside)', () => {
    fc.assert(
      fc.property(
        salario,
        fc.integer({ min: 100, max: 1_000_000 }),
        dependentes,
        data,
        (s, delta, d, ref) => {
          const a = calcularSalarioLiquido({ salarioBruto: s, dependentes: d }, ref);
          const b = calcularSalarioLiquido({ salarioBruto: s + delta / 100, dependentes: d }, ref);
          expect(b.salarioLiquido).toBeGreaterThanOrEqual(a.salarioLiquido);
          expect(b.inss.total).toBeGreaterThanOrEqual(a.inss.total);
          expect(b.irrf.valorImposto).toBeGreaterThanOrEqual(a.irrf.valorImposto - 0.01);
        },
      ),
      opts,
    );
  });

  const dia = fc.integer({ min: 0, max: 365 * 25 });
  const base = Date.UTC(2000, 0, 1);
  const iso = (d: number) => new Date(base + d * 86_400_000).toISOString().slice(0, 10);
  const rescisao = fc.record({
    salarioBruto: salario,
    inicio: dia,
    duracao: fc.integer({ min: 0, max: 365 * 25 }),
    tipoRescisao: fc.constantFrom(
      'sem_justa_causa',
      'com_justa_causa',
      'pedido_demissao',
      'comum_acordo',
      'culpa_reciproca' as const,
    ),
    avisoPrevio: fc.constantFrom('trabalhado', 'indenizado', 'dispensado' as const),
    saldoFGTS: salario,
    dependentes,
    feriasVencidas: fc.boolean(),
  });

  it('every rescisão item is ≥ 0 and the net never exceeds the gross', () => {
    fc.assert(
      fc.property(rescisao, ({ inicio, duracao, ...r }) => {
        const fim = Math.min(inicio + duracao, 365 * 26);
        const out = calcularRescisao(
          {
            ...r,
            dataAdmissao: iso(inicio),
            dataDesligamento: iso(fim),
            feriasVencidas: r.feriasVencidas && fim - inicio >= 366,
          },
          '2026-03-01',
        );
        for (const [campo, valor] of Object.entries(out)) {
          if (typeof valor === 'number') expect(valor, campo).toBeGreaterThanOrEqual(0);
        }
        expect(out.valorLiquido).toBeLessThanOrEqual(out.valorBrutoTotal);
        expect(out.diasAvisoPrevio).toBeLessThanOrEqual(90);
      }),
      opts,
    );
  });

  it('rescisão gross is monotonic in the salary', () => {
    fc.assert(
      fc.property(rescisao, fc.integer({ min: 1, max: 100_000 }), ({ inicio, duracao, ...r }, delta) => {
        const input = {
          ...r,
          feriasVencidas: false,
          dataAdmissao: iso(inicio),
          dataDesligamento: iso(inicio + duracao),
        };
        const a = calcularRescisao(input, '2026-03-01');
        const b = calcularRescisao({ ...input, salarioBruto: r.salarioBruto + delta / 100 }, '2026-03-01');
        expect(b.valorBrutoTotal).toBeGreaterThanOrEqual(a.valorBrutoTotal);
      }),
      opts,
    );
  });

  it('vacation and 13th nets never exceed their gross', () => {
    fc.assert(
      fc.property(
        salario,
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 12 }),
        data,
        (s, dias, meses, ref) => {
          const f = calcularFerias(
            { salarioBruto: s, diasFerias: dias, venderDias: Math.floor(dias / 3) },
            ref,
          );
          expect(f.totalLiquido).toBeLessThanOrEqual(f.totalBruto);
          const d = calcularDecimoTerceiro({ salarioBruto: s, meses }, ref);
          expect(d.valorLiquido).toBeLessThanOrEqual(d.valorDecimoTerceiro);
          expect(d.descontoINSS).toBeLessThanOrEqual(tabelaInss(ref).contribuicaoMaxima);
        },
      ),
      opts,
    );
  });

  it('overtime grows with the hours', () => {
    fc.assert(
      fc.property(
        salario,
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 1, max: 100 }),
        (s, h, extra) => {
          const a = calcularHorasExtras({ salarioBruto: s, horasExtras: h / 2 });
          const b = calcularHorasExtras({ salarioBruto: s, horasExtras: (h + extra) / 2 });
          expect(b.totalHorasExtras).toBeGreaterThanOrEqual(a.totalHorasExtras);
        },
      ),
      opts,
    );
  });

  it('integer money helpers are exact: centavos round-trips and mulDiv matches BigInt', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (c) => {
        expect(centavos(reais(c))).toBe(c);
      }),
      opts,
    );
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 14n }),
        fc.bigInt({ min: 1n, max: 10n ** 6n }),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        (a, b, d) => {
          const n = a * b;
          const expected = n / d + ((n % d) * 2n >= d ? 1n : 0n);
          expect(mulDiv([Number(a), Number(b)], Number(d))).toBe(Number(expected));
        },
      ),
      opts,
    );
    expect(centavos(1.005)).toBe(101);
  });
});
