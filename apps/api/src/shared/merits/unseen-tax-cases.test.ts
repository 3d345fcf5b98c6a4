// Three tax cases written as taxpayers describe them, with the rule and the last day each must name,
// listed here before Predict was first run on them. Today is fixed at 29/11/2026. Hand counts:
// - ISS paid twice on 10/03/2021: the refund runs five years from the payment that extinguished the
//   credit (CTN arts. 165, I, and 168, I) = 10/03/2026, a Tuesday: barred today;
// - IPVA paid in excess on 15/01/2024: the same five years = 15/01/2029, a Monday: in time;
// - IPTU of 2015 executed in August 2026: the Fazenda's five years to collect (CTN art. 174) run from
//   the day after the tax fell due in 2015 (STJ, Tema 980), so they ended in 2020, before the filing:
//   the credit is extinguished (CTN art. 156, V), in the taxpayer's favour.
//
// First run: 2 of 3. The IPTU of 2015 came "dentro do prazo da Fazenda até 01/09/2031": with no date
// told as the constitution of the credit, the execution's own filing ("ajuizada em agosto de 2026")
// was taken as it, and the day of the citação as the filing. Fixed below: CTN art. 174 runs only from
// a date told as the constitution, or from the year of an IPTU or IPVA (Súmula 397 do STJ), never from
// another date of the facts; the filing told as such wins over the day of the citação; and a credit
// prescribed before the execution weighs for the taxpayer as any lapsed claim does for the defence
// (+35, Súmula 409 do STJ). After: 3 of 3.
import { describe, expect, it } from 'vitest';
import { assessCase } from './engine.ts';

const assess = (description: string) =>
  assessCase({ caseType: 'tributario', description, today: '2026-11-29', comparables: [], dates: {} });
const periods = (r: ReturnType<typeof assess>) =>
  r.factors
    .filter((f) => f.kind === 'prescricao')
    .map((f) => `${f.label}: ${f.basis}`)
    .join('\n');

describe('unseen tax cases', () => {
  it('a refund of ISS paid twice in 2021 is barred on 10/03/2026 (CTN art. 168, I)', () => {
    const r = assess(
      'Minha empresa pagou o ISS de fevereiro de 2021 em duplicidade, as duas guias pagas em 10/03/2021. Tenho os comprovantes. Quero a restituição do valor pago a mais.',
    );
    expect(r.probability).toBeLessThanOrEqual(10);
    expect(periods(r)).toContain('CTN art. 168');
    expect(periods(r)).toContain('10/03/2026');
  });

  it('a refund of IPVA paid in excess in 2024 runs to 15/01/2029 (CTN art. 168, I)', () => {
    const r = assess(
      'Paguei o IPVA do meu carro em 15/01/2024 com valor maior que o devido, porque a Secretaria da Fazenda usou a tabela errada. Tenho o comprovante e a tabela oficial. Quero a restituição.',
    );
    expect(r.probability).toBeGreaterThan(10);
    expect(periods(r)).toContain('15/01/2029');
  });

  it('an execution of IPTU of 2015 filed in 2026 is of a credit the Fazenda could no longer collect (CTN art. 174)', () => {
    const r = assess(
      'Fui citado em outubro de 2026 numa execução fiscal do município cobrando o IPTU de 2015 do meu apartamento. A execução foi ajuizada em agosto de 2026. Nunca parcelei nem fui cobrado antes.',
    );
    expect(periods(r)).toContain('CTN art. 174');
    expect(r.probability).toBeGreaterThanOrEqual(60);
  });
});

describe('CTN art. 174 at its edges', () => {
  const execution = (year: string, filed: string) =>
    assess(
      `Fui citado numa execução fiscal do município cobrando o IPTU de ${year}. A execução foi ajuizada em ${filed}.`,
    );

  it('counts an IPTU from the last day of its year: filed on the fifth anniversary it is in time, the next working day it is not', () => {
    // IPTU de 2020: 31/12/2020 + 5 years = 31/12/2025, a Wednesday.
    expect(periods(execution('2020', '31/12/2025'))).toContain(
      'Crédito tributário dentro do prazo da Fazenda (CTN art. 174): até 31/12/2025',
    );
    const late = execution('2020', '02/01/2026');
    expect(periods(late)).toContain(
      'Prescrição do crédito tributário (CTN art. 174): prazo da Fazenda encerrado em 31/12/2025',
    );
    expect(periods(late)).toContain('Súmula 409 do STJ');
  });

  it('takes the filing told as such, not the day of the citação, as the act', () => {
    const r = assess(
      'A execução fiscal do IPTU de 2020 foi ajuizada em 30/12/2025 e eu fui citado em 10/03/2026.',
    );
    expect(periods(r)).toContain('ajuizamento em 30/12/2025');
  });

  it('says nothing of the Fazenda’s period without the constitution of the credit or the year of an annual tax', () => {
    const r = assess('Fui citado numa execução fiscal de ICMS. A execução foi ajuizada em agosto de 2026.');
    expect(r.factors.find((f) => f.label.startsWith('Prazo de prescrição não verificado'))).toBeDefined();
    expect(periods(r)).not.toContain('dentro do prazo');
  });
});
