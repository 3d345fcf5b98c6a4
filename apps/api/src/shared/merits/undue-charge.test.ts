// Money paid on a charge the consumer never owed comes back within the ten years of CC art. 205,
// from each payment (Súmula 412 do STJ; Tema 932 do STJ; STJ, Corte Especial, EAREsp 738.991/RS,
// 20/02/2019: telephone services not contracted), not the five of CDC art. 27, which keeps the moral
// damage and the loan a fraudster took out in the consumer's name. Each count is worked in its
// comment (CC art. 132: the day of the payment excluded, the end on the same day of the tenth year,
// moved past a weekend or holiday by § 1º).
import { describe, expect, it } from 'vitest';
import { assessOn, periodLabels } from './testing.ts';

const assess = assessOn('consumidor');
const periods = (r: ReturnType<typeof assess>) => r.factors.filter((f) => f.kind === 'prescricao');
const labels = periodLabels;

const TEN_YEARS = 'CC art. 205; Súmula 412 do STJ; STJ, EAREsp 738.991/RS';

describe('a service not contracted, paid once', () => {
  // Paid on Tuesday 14/04/2016: ten years end on Tuesday 14/04/2026, a business day.
  const text =
    'Em 14/04/2016 paguei a fatura da operadora de telefonia com um serviço de entretenimento que nunca contratei. Quero a devolução em dobro do que paguei.';

  it('is in time on the last day of the tenth year and barred the day after', () => {
    expect(labels(assess(text, '2026-04-14'))).toEqual([
      `Dentro do prazo (${TEN_YEARS}): ajuizar até 14/04/2026`,
    ]);
    const late = assess(text, '2026-04-15');
    expect(labels(late)[0]).toBe(`Prescrição (${TEN_YEARS}): prazo encerrado em 14/04/2026`);
    expect(late.factors.find((f) => f.label.startsWith('Prescrição ('))?.weight).toBe(-45);
  });

  it('is not cut at the fifth year, which is CDC art. 27 for the damage of a defective service', () => {
    // Filed on 15/04/2021, the day after five years: the money paid is still owed back.
    const r = assess(text, '2021-04-15');
    expect(labels(r)).toEqual([`Dentro do prazo (${TEN_YEARS}): ajuizar até 14/04/2026`]);
    expect(periods(r)[0]?.basis).toContain('10 anos contados de cada pagamento indevido (14/04/2016)');
  });
});

describe('charges paid month after month', () => {
  const text =
    'O banco debitou da minha conta corrente a tarifa de um pacote de serviços que eu não contratei, de 10/01/2015 a 10/12/2019. Quero a restituição do que foi cobrado.';

  it('keeps the payments of the last ten years and names the last day already lost', () => {
    // Filed on Sunday 29/11/2026. A payment of 29/11/2016 ends on Sunday 29/11/2026 and one of
    // 28/11/2016 on Saturday 28/11/2026: both move to Monday 30/11/2026, after the filing, and are
    // in time. One of Friday 27/11/2016 ended that Friday, before it: lost. The last payment,
    // 10/12/2019, runs until Monday 10/12/2029.
    const r = assess(text, '2026-11-29');
    expect(labels(r)).toEqual([
      `Dentro do prazo (${TEN_YEARS}): ajuizar até 10/12/2029`,
      `Pagamentos feitos até 27/11/2016 prescritos (${TEN_YEARS})`,
    ]);
    expect(periods(r)[1]?.weight).toBe(-5);
  });

  it('loses nothing while the first payment is within ten years, and that one the day after', () => {
    // The first payment, 10/01/2015, ends on Friday 10/01/2025: filed that day, every payment is in
    // time. Filed on Saturday 11/01/2025 it is lost; one of 11/01/2015 would end on that Saturday,
    // moved to Monday 13/01/2025, and stays.
    expect(labels(assess(text, '2025-01-10'))).toEqual([
      `Dentro do prazo (${TEN_YEARS}): ajuizar até 10/12/2029`,
    ]);
    expect(labels(assess(text, '2025-01-11'))).toEqual([
      `Dentro do prazo (${TEN_YEARS}): ajuizar até 10/12/2029`,
      `Pagamentos feitos até 10/01/2015 prescritos (${TEN_YEARS})`,
    ]);
  });
});

describe('the moral damage of the charge, beside the money paid', () => {
  it('runs five years from the last charge (CDC art. 27) and is reported apart', () => {
    // Last charge 10/12/2019: the moral damage ended on Tuesday 10/12/2024; the money paid runs on.
    const r = assess(
      'A operadora cobrou um serviço que não contratei de 10/05/2019 a 10/12/2019. Quero a devolução em dobro e indenização por danos morais.',
      '2026-11-29',
    );
    expect(labels(r)).toEqual([
      `Dentro do prazo (${TEN_YEARS}): ajuizar até 10/12/2029`,
      'Danos morais prescritos (CDC art. 27): prazo encerrado em 10/12/2024; a devolução do que foi pago segue o CC art. 205',
    ]);
    expect(periods(r)[1]?.weight).toBe(-8);
  });

  it('is not barred while the charges go on', () => {
    // "desde março de 2015 … até hoje": the last charge is the filing's month, so neither part is
    // barred; the payments of March 2015 to 27/11/2016 are (see above for the count back).
    const r = assess(
      'Desde março de 2015 a operadora de telefonia cobra na minha conta um serviço que nunca contratei, e cobra até hoje. Quero a devolução em dobro e danos morais.',
    );
    const moral = labels(r).find((l) => l.startsWith('Danos morais'));
    expect(moral).toMatch(/^Danos morais: ajuizar até /);
    expect(labels(r)).toContain(`Pagamentos feitos até 27/11/2016 prescritos (${TEN_YEARS})`);
    expect(r.factors.some((f) => f.weight === -45)).toBe(false);
  });
});

describe('what stays under CDC art. 27', () => {
  it('a loan a fraudster took out in the consumer’s name, a defect of the bank’s service', () => {
    // Last discount 10/05/2020: five years end on Saturday 10/05/2025, moved to Monday 12/05/2025.
    const r = assess(
      'O banco descontou do meu benefício parcelas de um empréstimo consignado que não contratei, de 2015 até 10/05/2020. Quero a devolução em dobro.',
      '2026-11-29',
    );
    expect(labels(r)[0]).toBe('Prescrição (CDC art. 27): prazo encerrado em 12/05/2025');
  });

  it('a claim for moral damage alone, with no money to get back', () => {
    const r = assess(
      'Em 10/05/2020 a operadora me cobrou um serviço que não contratei e me negativou. Quero indenização por danos morais.',
      '2026-11-29',
    );
    expect(labels(r)[0]).toMatch(/^Prescrição \(CDC art\. 27\)/);
  });
});

it('reads a water and sewage bill for a network that is not there (Súmula 412 do STJ)', () => {
  // Last bill December 2018, no day: counted from 31/12/2018 for the verdict, from 01/12/2018 for the
  // day to file by — Friday 01/12/2028.
  const r = assess(
    'A companhia de saneamento me cobrou tarifa de esgoto sem ter rede de esgoto na minha rua. Paguei de janeiro de 2017 a dezembro de 2018 e quero o dinheiro de volta.',
    '2026-11-29',
  );
  expect(labels(r)).toEqual([
    `Dentro do prazo (${TEN_YEARS}): ajuizar até 01/12/2028 (dia não informado: contado do 1º dia do mês)`,
  ]);
});

it('reads charges since a year with no date, still made, and asked back in other words', () => {
  // Since 2015 and still charged, filed on Sunday 29/11/2026: the payments up to Friday 27/11/2016 are
  // lost (see above), the later ones owed back.
  const r = assess(
    'O banco desconta da minha conta uma tarifa de pacote que não contratei desde 2015 e continua descontando. Quero o valor de volta.',
    '2026-11-29',
  );
  expect(labels(r)).toContain(`Pagamentos feitos até 27/11/2016 prescritos (${TEN_YEARS})`);
  expect(r.factors.some((f) => f.weight === -45)).toBe(false);
});
