import { describe, expect, it } from 'vitest';
import { calculationFileText, readCalculationFile } from './exchange.ts';
import { buildRequest, initialValues, missingRequired, tabFor, valuesFromRequest } from './fields.ts';
import { mesSeguinte, novaVerba, novoMes, verbasForm, verbasRequest } from './verbas.ts';

const liquidacao = tabFor('liquidacao_sentenca');

describe('verbas of a liquidação (form → request)', () => {
  it('sends monthly amounts and a total with its period, months as AAAA-MM, Súmula 381 unless a date is given', () => {
    const horas = {
      ...novaVerba(),
      descricao: ' Horas extras ',
      valores: [
        { ...novoMes('01/2024'), valor: 1000 },
        { ...novoMes('02/2024'), valor: 4850 },
      ],
    };
    const indenizacao = {
      ...novaVerba(),
      descricao: 'Indenização',
      forma: 'total' as const,
      valorTotal: 500,
      competenciaInicial: '01/2024',
      vencimentoRegra: 'data' as const,
      vencimento: '2024-03-10',
      incideFGTS: false,
    };
    const { verbas, errors } = verbasRequest([horas, indenizacao]);
    expect(errors).toEqual({});
    expect(verbas).toEqual([
      {
        descricao: 'Horas extras',
        valores: [
          { competencia: '2024-01', valor: 1000 },
          { competencia: '2024-02', valor: 4850 },
        ],
        incideFGTS: true,
        incideINSS: true,
        incideIR: true,
      },
      {
        descricao: 'Indenização',
        valorTotal: 500,
        competenciaInicial: '2024-01',
        competenciaFinal: '2024-01',
        vencimento: '2024-03-10',
        incideFGTS: false,
        incideINSS: true,
        incideIR: true,
      },
    ]);
  });

  it('marks each field it cannot read, in Portuguese, under its own path', () => {
    const { errors } = verbasRequest([
      { ...novaVerba(), valores: [{ ...novoMes('13/2024'), valor: '4.85' }] },
      {
        ...novaVerba(),
        descricao: 'Férias',
        forma: 'total',
        valorTotal: 100,
        competenciaInicial: '05/2024',
        competenciaFinal: '04/2024',
        vencimentoRegra: 'data',
      },
    ]);
    expect(errors).toEqual({
      '0.descricao': 'Campo obrigatório',
      '0.valores.0.competencia': 'Competência inválida: use mm/aaaa',
      '0.valores.0.valor': 'Valor inválido: use o formato 4.850,00',
      '1.competenciaFinal': 'Deve ser igual ou posterior à competência inicial',
      '1.vencimento': 'Campo obrigatório',
    });
  });

  it('offers the next month after the last one typed, December → January', () => {
    expect(mesSeguinte('12/2024')).toBe('01/2025');
    expect(mesSeguinte('09/2024')).toBe('10/2024');
    expect(mesSeguinte('')).toBe('');
  });

  it('by verbas, the single principal and its date are neither asked nor sent', () => {
    const values = { ...initialValues(liquidacao), modo: 'verbas', dataFinal: '2024-06-30' };
    expect(missingRequired(liquidacao, values)).toEqual([]);
    const request = buildRequest(liquidacao, values, '', { verbas: [] });
    expect(request.inputs).not.toHaveProperty('modo');
    expect(request.inputs).not.toHaveProperty('valorPrincipal');
    expect(request.inputs).toHaveProperty('verbas');
  });
});

describe('calculation file (export → import)', () => {
  it('reads back what it wrote: the same request, rates in percent on the form, verbas as typed', () => {
    const values = {
      ...initialValues(liquidacao),
      modo: 'verbas',
      dataFinal: '2024-06-30',
      indiceCorrecao: 'SELIC',
      taxaJurosMensal: 1,
    };
    const claims = verbasRequest([
      { ...novaVerba(), descricao: 'Horas extras', valores: [{ ...novoMes('01/2024'), valor: 4850 }] },
    ]);
    const request = buildRequest(liquidacao, values, 'Caso Maria', { verbas: claims.verbas });
    expect(request.inputs).toMatchObject({ taxaJurosMensal: 0.01 });
    const read = readCalculationFile(calculationFileText(request), 'liquidacao_sentenca');
    if (!read.ok) throw new Error(read.message);
    const back = valuesFromRequest(liquidacao, read.request);
    expect(back).toMatchObject({ modo: 'verbas', dataFinal: '2024-06-30', taxaJurosMensal: 1 });
    const inputs = read.request.inputs as { verbas: Parameters<typeof verbasForm>[0] };
    const form = verbasForm(inputs.verbas);
    expect(form[0]?.valores.map((m) => [m.competencia, m.valor])).toEqual([['01/2024', 4850]]);
    expect(verbasRequest(form).verbas).toEqual(claims.verbas);
  });

  it('refuses a file of another tab, a broken file and bad inputs, saying why in Portuguese', () => {
    expect(readCalculationFile('{"type":"ferias","inputs":{}}', 'liquidacao_sentenca')).toEqual({
      ok: false,
      message: 'O arquivo é de um cálculo de Férias: abra a aba desse cálculo para importá-lo',
    });
    expect(readCalculationFile('{', 'ferias')).toEqual({
      ok: false,
      message: 'O arquivo não é um JSON válido',
    });
    const bad = readCalculationFile('{"type":"ferias","inputs":{"salarioBruto":-1}}', 'ferias');
    expect(bad).toEqual({ ok: false, message: 'Salário bruto: não pode ser negativo' });
  });

  it('reads a stored calculation as the API returns it (referenceDate among the inputs)', () => {
    const stored = {
      id: 'x',
      type: 'salario_liquido',
      title: 'Salário de Ana',
      inputs: { salarioBruto: 3000, referenceDate: '2025-06-01' },
      results: {},
    };
    const read = readCalculationFile(JSON.stringify(stored), 'salario_liquido');
    expect(read).toMatchObject({
      ok: true,
      request: { type: 'salario_liquido', title: 'Salário de Ana', referenceDate: '2025-06-01' },
    });
  });
});
