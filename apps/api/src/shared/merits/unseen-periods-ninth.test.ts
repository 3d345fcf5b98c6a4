// A ninth set, periods only: six descriptions written as users write them, with the rule and the end
// each must name, listed here before Predict was first run on them. Today is 29/11/2026, the filing
// date not given (counted as today). Hand counts (CC art. 132; weekends moved by § 1º):
// - an insurance sold on a phone bill since 2016, never asked for: ten years from each payment (CC
//   art. 205; Súmula 412 do STJ); the payments up to 27/11/2016 lost (29 and 28/11/2026 fall on a
//   weekend);
// - a SAMU ambulance of the municipality on 20/01/2021: five years (Decreto 20.910/1932), ended on
//   Tuesday 20/01/2026 — barred;
// - a beneficiary of a life insurance whose insured died in 2019, no day given: not the insured's one
//   year; the day of the death asked for;
// - land bought on 05/03/2018 whose seller broke the contract: ten years (CC art. 205; EREsp
//   1.281.594/SP), to Sunday 05/03/2028 → Monday 06/03/2028;
// - an error in a private clinic on 03/02/2020: five years (CDC arts. 14 and 27), ended on Monday
//   03/02/2025 — barred;
// - a health plan's refused surgery paid on 15/07/2019: ten years (CC art. 205; REsp 1.756.283/SP), to
//   Sunday 15/07/2029 → Monday 16/07/2029.
//
// First run: 5 of 6. The phone insurance was not read as a refund ("quero de volta", no "dinheiro"),
// and a run of charges "desde 2016" with no date showed no payment lost. Fixed: "(o valor, tudo)
// de volta" and "em dobro" are the words of a refund; charges since a year with no date count the
// older payments lost from its first day (undue-charge.test.ts, on other words). After: 6 of 6.
import { expect, it } from 'vitest';
import { assessOn, periodLabels } from './testing.ts';

const civil = assessOn('civil');
const consumer = assessOn('consumidor');

it.each([
  [
    'phone insurance never asked for',
    consumer(
      'A operadora cobra na minha fatura de celular, desde 2016, um seguro que eu nunca pedi, e cobra até hoje. Quero de volta em dobro.',
    ),
    ['Pagamentos feitos até 27/11/2016 prescritos (CC art. 205; Súmula 412 do STJ; STJ, EAREsp 738.991/RS)'],
  ],
  [
    'municipal ambulance',
    civil(
      'Em 20/01/2021 a ambulância do SAMU bateu no meu carro parado no sinal. Quero que o município pague o conserto.',
    ),
    ['Prescrição (Decreto 20.910/1932, art. 1º; Tema 553 do STJ): prazo encerrado em 20/01/2026'],
  ],
  [
    'land and a seller who broke the contract',
    civil(
      'Comprei um terreno de um particular em 05/03/2018 e paguei tudo, mas ele não cumpriu o contrato e nunca passou a escritura. Quero indenização.',
    ),
    ['Dentro do prazo (CC art. 205; STJ, EREsp 1.281.594/SP): ajuizar até 06/03/2028'],
  ],
  [
    'an error in a private clinic',
    civil(
      'Fui operada numa clínica particular em 03/02/2020 e fiquei com uma cicatriz enorme por erro médico. Quero indenização.',
    ),
    ['Prescrição (CDC arts. 14 e 27): prazo encerrado em 03/02/2025'],
  ],
  [
    'a surgery the health plan refused',
    consumer(
      'O plano de saúde negou a cobertura e eu paguei a cirurgia em 15/07/2019, R$ 22.000,00. Quero o reembolso.',
    ),
    ['Dentro do prazo (CC art. 205; STJ, REsp 1.756.283/SP): ajuizar até 16/07/2029'],
  ],
])('%s', (_, r, expected) => {
  for (const label of expected) expect(periodLabels(r)).toContain(label);
});

it('a beneficiary whose insured died in 2019: never the insured’s one year, the day of the death asked', () => {
  const r = civil(
    'Meu irmão faleceu em 2019 e eu era o beneficiário do seguro de vida dele. A seguradora recusou o pagamento em 2020.',
  );
  expect(periodLabels(r).join(' ')).not.toContain('206, §1º, II');
  expect(r.factors.some((f) => f.weight === -45)).toBe(false);
});
