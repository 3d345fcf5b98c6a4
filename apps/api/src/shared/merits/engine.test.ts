import { describe, expect, it } from 'vitest';
import { findAmounts, findDates, fold } from '../case-text.ts';
import { assessCase, BASE_PROBABILITY, type Comparable } from './engine.ts';

const TODAY = '2026-11-22';
const BASE =
  'O cliente foi cobrado duas vezes pela mesma compra e a loja se recusa a devolver a quantia paga, ' +
  'mesmo após várias tentativas de contato pelo telefone e na própria loja, ao longo de algumas semanas ' +
  'de espera e de promessas de estorno que nunca chegaram a ser cumpridas pela empresa até hoje, ' +
  'o que causou transtornos ao orçamento doméstico da família.';

const assess = (
  description: string,
  caseType: Parameters<typeof assessCase>[0]['caseType'] = 'consumidor',
  comparables: Comparable[] = [],
) => assessCase({ caseType, description, today: TODAY, comparables });
const weightOf = (r: ReturnType<typeof assess>, label: RegExp) =>
  r.factors.find((f) => label.test(f.label))?.weight;

describe('predict engine: explainable probability', () => {
  it('is 50 plus the sum of the stated weights', () => {
    const r = assess(
      `${BASE} Tenho nota fiscal e extrato do cartão. Compra em 10/08/2026, valor R$ 2.300,00.`,
    );
    expect(r.probability).toBe(BASE_PROBABILITY + r.factors.reduce((s, f) => s + f.weight, 0));
  });

  it('quotes the words of the description that triggered each factor', () => {
    const r = assess(`${BASE} Guardei a nota fiscal e duas testemunhas viram a cobrança.`);
    expect(r.factors.find((f) => f.label.startsWith('Prova documental'))?.evidence).toContain(
      '“nota fiscal”',
    );
    expect(r.factors.find((f) => f.label === 'Prova testemunhal')?.evidence).toContain('“testemunhas”');
  });

  it('rises when documentary evidence is added and falls when it is removed', () => {
    const without = assess(BASE);
    const withDocs = assess(
      `${BASE} Tenho a nota fiscal, o extrato do cartão e os e-mails trocados com a loja.`,
    );
    expect(withDocs.probability).toBeGreaterThan(without.probability);
    expect(weightOf(without, /Nenhuma prova documental/)).toBe(-6);
  });

  it('rises when witnesses are added', () => {
    expect(assess(`${BASE} Duas testemunhas presenciaram a recusa.`).probability).toBeGreaterThan(
      assess(BASE).probability,
    );
  });

  it('falls when the user says there is no evidence ("sem testemunhas", "contrato verbal")', () => {
    const denied = assess(`${BASE} Foi um contrato verbal e estou sem testemunhas.`);
    expect(denied.probability).toBeLessThan(assess(BASE).probability);
    expect(weightOf(denied, /Falta de prova/)).toBe(-10);
    expect(weightOf(denied, /Sem testemunhas/)).toBe(-3);
  });

  it('rises with a valid binding precedent and falls with an invented one (checked by @lexato/legal)', () => {
    const valid = assess(`${BASE} Aplica-se a Súmula 479 do STJ.`);
    const invalid = assess(`${BASE} Aplica-se a Súmula 9999 do STJ.`);
    expect(weightOf(valid, /Precedentes válidos/)).toBe(4);
    expect(weightOf(invalid, /Citações inválidas/)).toBe(-5);
    expect(valid.probability).toBeGreaterThan(invalid.probability);
  });

  it('rises when the other side admitted the debt (CPC art. 374, II)', () => {
    expect(assess(`${BASE} Por e-mail a loja reconheceu o erro.`).probability).toBeGreaterThan(
      assess(`${BASE} Por e-mail a loja respondeu.`).probability,
    );
  });
});

describe('predict engine: limitation periods from the dates in the text', () => {
  it('CF art. 7º, XXIX: a labour claim filed more than 2 years after dismissal falls sharply', () => {
    const late = assess(
      'Fui dispensado sem justa causa em 15/01/2024 e não recebi as horas extras. Tenho cartões de ponto.',
      'trabalhista',
    );
    const inTime = assess(
      'Fui dispensado sem justa causa em 15/01/2026 e não recebi as horas extras. Tenho cartões de ponto.',
      'trabalhista',
    );
    // No admission date: 30 days of notice projected (CLT art. 487, § 1º), so the contract ended on
    // 14/02/2024; + 2 years = 14/02/2026, a Saturday: Monday 16/02/2026 (CC art. 132, § 1º), before
    // 22/11/2026 — and with the longest notice, 90 days, 14/04/2024 + 2 years is still before it.
    expect(weightOf(late, /^Prescrição \(CF art\. 7º, XXIX/)).toBe(-45);
    expect(late.factors.find((f) => f.weight === -45)?.evidence).toMatch(/^“15\/01\/2024”/);
    // 15/01/2026 + 30 days of notice = 14/02/2026; + 2 years = 14/02/2028, a Monday (Carnival 2028
    // falls on 29/02: Easter is 16/04/2028).
    expect(
      inTime.factors.some(
        (f) => f.label.startsWith('Dentro do prazo (CF art. 7º, XXIX') && f.label.endsWith('14/02/2028'),
      ),
    ).toBe(true);
    expect(late.probability).toBeLessThanOrEqual(10);
  });

  it('CF art. 7º, XXIX: instalments older than 5 years are lost, the rest is not', () => {
    const r = assess(
      'Trabalhei de março de 2019 até a demissão em 01/10/2026 sem receber adicional noturno.',
      'trabalhista',
    );
    expect(weightOf(r, /Parcelas anteriores a 22\/11\/2021 prescritas/)).toBe(-5);
  });

  it('CDC art. 27: five years from the damage for a consumer claim', () => {
    const old = assess(
      'O fogão explodiu em 02/03/2021 e feriu meu filho; tenho laudo médico e fotos do aparelho.',
    );
    const recent = assess(
      'O fogão explodiu em 02/03/2022 e feriu meu filho; tenho laudo médico e fotos do aparelho.',
    );
    // 02/03/2021 + 5 years = 02/03/2026, before 22/11/2026.
    expect(weightOf(old, /CDC art\. 27/)).toBe(-45);
    expect(weightOf(recent, /CDC art\. 27/)).toBe(0);
  });

  it('CC art. 206, §3º, V: three years for civil reparation', () => {
    const r = assess(
      'Pedido de indenização por danos no muro causados pelo vizinho em 05/05/2023, com fotos.',
      'civil',
    );
    // 05/05/2023 + 3 years = 05/05/2026, before 22/11/2026.
    expect(weightOf(r, /CC art\. 206, §3º, V/)).toBe(-45);
  });

  it('marks missing dates and missing value as missing information', () => {
    const r = assess(BASE);
    expect(weightOf(r, /Prazo de prescrição não verificado/)).toBe(-4);
    expect(weightOf(r, /Valor em discussão não informado/)).toBe(-3);
  });
});

describe('predict engine: small-claims fit (Lei 9.099/1995, art. 3º, I)', () => {
  // 2026 minimum wage R$ 1.621,00 (Decreto 12.797/2025) × 40 = R$ 64.840,00.
  it('fits the Juizado up to 40 minimum wages and not above', () => {
    expect(weightOf(assess(`${BASE} Valor: R$ 64.840,00.`), /Cabe no Juizado/)).toBe(2);
    expect(weightOf(assess(`${BASE} Valor: R$ 64.840,01.`), /Acima do teto/)).toBe(0);
  });
});

describe('predict engine: comparable records', () => {
  const desc = `${BASE} Tenho nota fiscal. Compra em 10/08/2026, valor R$ 2.300,00.`;
  const wins = (n: number): Comparable[] =>
    Array.from({ length: n }, () => ({ similarity: 60, outcome: 'favoravel' }));

  it('adds no history line without recorded outcomes', () => {
    expect(assess(desc).factors.some((f) => f.label.startsWith('Resultados reais'))).toBe(false);
  });

  it('moves towards the observed outcomes, more with 200 records than with 2', () => {
    const none = assess(desc).probability;
    const two = assess(desc, 'consumidor', wins(2)).probability;
    const many = assess(desc, 'consumidor', wins(200)).probability;
    expect(two).toBeGreaterThan(none);
    expect(many).toBeGreaterThan(two);
    // Two records weigh 2/(2+10) of the gap to 100%.
    expect(two - none).toBe(Math.round((100 - none) * (2 / 12)));
  });

  it('moves down with recorded losses', () => {
    const losses: Comparable[] = Array.from({ length: 10 }, () => ({
      similarity: 50,
      outcome: 'desfavoravel',
    }));
    expect(assess(desc, 'consumidor', losses).probability).toBeLessThan(assess(desc).probability);
  });
});

describe('text reading', () => {
  it('reads dates written as numbers and in words', () => {
    const text = 'Admitido em 3 de março de 2020, dispensado em 15/01/2024 e notificado em 2024-02-10.';
    expect(findDates(text, fold(text)).map((d) => d.iso)).toEqual(['2020-03-03', '2024-01-15', '2024-02-10']);
  });

  it('reads a month and year in figures as a date without its day, but not an act’s or a case’s number', () => {
    const text =
      'Trabalhei de 03/2019 a 2/2024; a Resolução 10/2020, o processo nº 12/2019, a Lei 12/2017 e o mês 13/2020 não são datas.';
    expect(findDates(text, fold(text)).map((d) => [d.quote, d.iso, d.dayless])).toEqual([
      ['03/2019', '2019-03-01', true],
      ['2/2024', '2024-02-01', true],
    ]);
  });

  it('reads money as lawyers write it', () => {
    const text = 'Dívida de R$ 12.500,50, multa de R$ 30 mil e R$ 800.';
    expect(findAmounts(text, fold(text)).map((a) => a.value)).toEqual([12500.5, 30000, 800]);
  });
});
