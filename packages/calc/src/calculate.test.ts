import { describe, expect, it } from 'vitest';
import { CALC_TYPES, type CalcRequest, calculate } from './calculate.ts';
import { CalcError } from './errors.ts';

// One request per type (the README examples); expected figures come from the per-type tests.
const exemplos: CalcRequest[] = [
  {
    type: 'rescisao',
    inputs: {
      salarioBruto: 3000,
      dataAdmissao: '2022-03-10',
      dataDesligamento: '2025-08-20',
      saldoFGTS: 10_000,
    },
  },
  { type: 'salario_liquido', inputs: { salarioBruto: 6000 }, referenceDate: '2026-03-01' },
  { type: 'ferias', inputs: { salarioBruto: 3000, venderDias: 10 }, referenceDate: '2025-06-01' },
  { type: 'decimo_terceiro', inputs: { salarioBruto: 3000 }, referenceDate: '2025-12-01' },
  {
    type: 'correcao_monetaria',
    inputs: { valorInicial: 1000, dataInicial: '2023-12-31', dataFinal: '2024-12-31' },
  },
  { type: 'horas_extras', inputs: { salarioBruto: 2200, horasExtras: 10 } },
  {
    type: 'liquidacao_sentenca',
    inputs: {
      valorPrincipal: 10_000,
      dataInicial: '2024-05-15',
      dataFinal: '2024-12-20',
      indiceCorrecao: 'AUTOMATICO',
      dataAjuizamento: '2024-05-10',
    },
  },
];

describe('calculate', () => {
  it('dispatches every one of the seven types and returns a memo with legal bases', () => {
    expect(exemplos.map((e) => e.type)).toEqual([...CALC_TYPES]);
    for (const req of exemplos) {
      const r = calculate(req);
      expect(r.type).toBe(req.type);
      expect(r.memoria.length).toBeGreaterThan(0);
      for (const passo of r.memoria) expect(passo.base.length).toBeGreaterThan(0);
    }
  });

  it('keeps the spec field names, including decimoTerceiroProporcion', () => {
    const r = calculate(exemplos[0] as CalcRequest);
    expect(r).toHaveProperty('decimoTerceiroProporcion', 2250);
    expect(JSON.parse(JSON.stringify(r))).toEqual(r);
  });

  it('refuses an unknown type with the spec message', () => {
    expect(() => calculate({ type: 'imposto', inputs: {} } as unknown as CalcRequest)).toThrow(
      /Tipo de cálculo inválido/,
    );
    try {
      calculate({ type: 'imposto', inputs: {} } as unknown as CalcRequest);
    } catch (e) {
      expect(e).toBeInstanceOf(CalcError);
      expect((e as CalcError).field).toBe('type');
    }
  });

  it('refuses missing inputs and bad reference dates', () => {
    expect(() => calculate({ type: 'ferias' } as unknown as CalcRequest)).toThrow(
      'Dados do cálculo: informe um objeto com os dados do cálculo',
    );
    expect(() =>
      calculate({ type: 'ferias', inputs: { salarioBruto: 1 }, referenceDate: '01/02/2025' }),
    ).toThrow(/^Data de referência: /);
  });
});
