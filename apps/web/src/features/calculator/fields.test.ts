import { calculationRequestSchema, TIPOS_RESCISAO } from '@lexato/schemas';
import { describe, expect, it } from 'vitest';
import {
  buildRequest,
  historyTypeLabel,
  initialValues,
  missingRequired,
  tabFor,
  unreadableAmounts,
} from './fields.ts';
import { type CalcResultView, resultLines as linesOf } from './resultLines.ts';

const labels = (lines: Array<{ label: string }>) => lines.map((l) => l.label);
// Partial results: each case holds only the figures of the lines it is about.
const resultLines = (type: Parameters<typeof linesOf>[0], result: Record<string, unknown>) =>
  linesOf(type, result as unknown as CalcResultView);

describe('calculator form (inputs and required fields)', () => {
  it('asks rescisão for salary, both dates and the FGTS balance', () => {
    const tab = tabFor('rescisao');
    expect(missingRequired(tab, initialValues(tab))).toEqual([
      'salarioBruto',
      'dataAdmissao',
      'dataDesligamento',
      'saldoFGTS',
    ]);
    expect(tab.requiredMessage).toBe('Preencha salário, datas e saldo FGTS');
  });

  it('offers every termination type the engine accepts, culpa recíproca (CLT art. 484) included', () => {
    const field = tabFor('rescisao').fields.find((f) => f.name === 'tipoRescisao');
    const options = field && 'options' in field ? field.options : [];
    expect(options.map((o) => o.value)).toEqual([...TIPOS_RESCISAO]);
    expect(options.find((o) => o.value === 'culpa_reciproca')?.label).toBe('Culpa recíproca (CLT art. 484)');
  });

  it('sends numbers, leaves blanks out and keeps the spec defaults', () => {
    const tab = tabFor('rescisao');
    const request = buildRequest(
      tab,
      {
        ...initialValues(tab),
        salarioBruto: 3000,
        dataAdmissao: '2022-03-10',
        dataDesligamento: '2025-08-20',
        saldoFGTS: 10000,
      },
      '  ',
    );
    expect(request).toEqual({
      type: 'rescisao',
      inputs: {
        salarioBruto: 3000,
        dataAdmissao: '2022-03-10',
        dataDesligamento: '2025-08-20',
        tipoRescisao: 'sem_justa_causa',
        avisoPrevio: 'indenizado',
        saldoFGTS: 10000,
        dependentes: 0,
        feriasVencidas: false,
      },
    });
    expect(calculationRequestSchema.safeParse(request).success).toBe(true);
  });

  it('refuses a money field holding text it could not read, and only while the field is in use', () => {
    const tab = tabFor('salario_liquido');
    // What MoneyField hands the form: a number when read ('4.850,00' → 4850), the text otherwise.
    const values = { ...initialValues(tab), salarioBruto: '4.85', adicionais: 4850, outrosDescontos: '' };
    expect(unreadableAmounts(tab, values)).toEqual(['salarioBruto']);
    expect(unreadableAmounts(tab, { ...values, salarioBruto: 4850 })).toEqual([]);
    const liquidacao = tabFor('liquidacao_sentenca');
    expect(
      unreadableAmounts(liquidacao, { ...initialValues(liquidacao), valorPrincipal: '4,850.00' }),
    ).toEqual(['valorPrincipal']);
  });

  it('sends the interest rate as a monthly fraction, and only while interest is included', () => {
    const tab = tabFor('correcao_monetaria');
    const base = {
      ...initialValues(tab),
      valorInicial: 1000,
      dataInicial: '2024-01-01',
      dataFinal: '2024-12-31',
    };
    expect(buildRequest(tab, base, '').inputs).not.toHaveProperty('taxaJurosManual');
    const withInterest = buildRequest(tab, { ...base, incluirJuros: true, taxaJurosManual: 0.5 }, 'Correção');
    expect(withInterest.inputs).toMatchObject({ incluirJuros: true, taxaJurosManual: 0.005 });
    expect(withInterest.title).toBe('Correção');
  });

  it('sends the filing date only with the AUTOMATICO index', () => {
    const tab = tabFor('liquidacao_sentenca');
    const base = {
      ...initialValues(tab),
      valorPrincipal: 10000,
      dataInicial: '2024-05-15',
      dataFinal: '2024-12-20',
      dataAjuizamento: '2024-07-10',
    };
    expect(buildRequest(tab, { ...base, indiceCorrecao: 'SELIC' }, '').inputs).not.toHaveProperty(
      'dataAjuizamento',
    );
    // The form starts on the rule the law sets by date (ADC 58/59, Lei 14.905/2024).
    expect(buildRequest(tab, base, '').inputs).toMatchObject({
      indiceCorrecao: 'AUTOMATICO',
      dataAjuizamento: '2024-07-10',
    });
  });

  it('shows history types in Portuguese, upper-cased with their accents', () => {
    expect(historyTypeLabel('rescisao')).toBe('RESCISÃO');
    expect(historyTypeLabel('salario_liquido')).toBe('SALÁRIO LÍQUIDO');
    expect(historyTypeLabel('liquidacao_sentenca')).toBe('LIQUIDAÇÃO DE SENTENÇA');
  });
});

describe('result lines (when each is shown)', () => {
  it('shows the sale of vacation days only when there is one', () => {
    const base = { valorFerias: 3000, tercoConstitucional: 1000, valorVendaDias: 0, diasVendidos: 0 };
    expect(labels(resultLines('ferias', base))).not.toContain('Venda de dias (abono pecuniário)');
    expect(labels(resultLines('ferias', { ...base, valorVendaDias: 1333.33, diasVendidos: 10 }))).toContain(
      'Venda de dias (abono pecuniário)',
    );
  });

  it('shows the correction interest only when above zero', () => {
    expect(labels(resultLines('correcao_monetaria', { juros: 0 }))).not.toContain('Juros');
    expect(labels(resultLines('correcao_monetaria', { juros: 125.65 }))).toContain('Juros');
  });

  it('shows fees and total gross only with honorários, INSS and IRRF only in labour cases', () => {
    const civel = labels(resultLines('liquidacao_sentenca', { esfera: 'civel', incluirHonorarios: false }));
    expect(civel).not.toContain('Honorários');
    expect(civel.some((l) => l.startsWith('Desconto INSS'))).toBe(false);
    const trabalhista = labels(
      resultLines('liquidacao_sentenca', { esfera: 'trabalhista', incluirHonorarios: true }),
    );
    expect(trabalhista).toEqual(
      expect.arrayContaining([
        'Honorários',
        'Valor total bruto (com honorários)',
        'Desconto INSS (estimativa por competência; Súmula 368 TST)',
        'Desconto IRRF (estimativa RRA; Lei 7.713/1988 art. 12-A)',
      ]),
    );
  });

  it('shows the DSR reflex of overtime as its own line', () => {
    const r = { totalHorasExtras: 150, reflexoDSR: 30, divisor: 220 };
    expect(labels(resultLines('horas_extras', r))).toEqual(
      expect.arrayContaining(['Divisor (jornada semanal)', 'Reflexo no DSR (Súmula 172 TST)']),
    );
  });
});

describe('one definition of each bound (form, schema and engine)', () => {
  it('the form offers exactly the sold vacation days the law allows: 10 of 30 (CLT art. 143)', () => {
    const field = tabFor('ferias').fields.find((f) => f.name === 'venderDias');
    if (field?.kind !== 'number') throw new Error('venderDias is a number field');
    expect(field.max).toBe(10);
    const pedido = (venderDias: number) =>
      calculationRequestSchema.safeParse({ type: 'ferias', inputs: { salarioBruto: 3000, venderDias } });
    expect(pedido(field.max ?? 0).success).toBe(true);
    const acima = pedido((field.max ?? 0) + 1);
    expect(acima.success).toBe(false);
    expect(acima.error?.issues[0]?.message).toBe('Dias vendidos (abono pecuniário): máximo 10');
  });
});
