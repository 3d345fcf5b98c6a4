// A claim against the Fazenda Pública — the Union, a State, a municipality, their autarquias — is
// lost five years after the act or fact it comes from, whatever its nature (Decreto 20.910/1932, art.
// 1º; Tema 553 do STJ: not the three years of CC art. 206, § 3º, V); what it owes month by month is
// lost instalment by instalment (art. 3º; Súmula 85 do STJ). Each count is worked in its comment
// (CC art. 132: the day of the fact excluded, the end on the same day of the fifth year, moved past
// a weekend or holiday by § 1º).
import { describe, expect, it } from 'vitest';
import { assessOn, type CaseType, periodLabels } from './testing.ts';

const assess = (description: string, dataAjuizamento?: string, caseType: CaseType = 'civil') =>
  assessOn(caseType)(description, dataAjuizamento);
const labels = periodLabels;

const FAZENDA = 'Decreto 20.910/1932, art. 1º; Tema 553 do STJ';

describe('damage done by a municipality', () => {
  // A fall on Tuesday 15/03/2022: five years to Monday 15/03/2027.
  const text =
    'Em 15/03/2022 caí num buraco na rua sem sinalização e quebrei o braço. Quero processar a prefeitura por danos materiais e morais.';

  it('is in time past the third year and to the last day of the fifth', () => {
    // The three years of art. 206, § 3º, V would have ended on Friday 15/03/2025.
    expect(labels(assess(text, '2025-03-17'))).toEqual([
      `Dentro do prazo (${FAZENDA}): ajuizar até 15/03/2027`,
    ]);
    expect(labels(assess(text, '2027-03-15'))).toEqual([
      `Dentro do prazo (${FAZENDA}): ajuizar até 15/03/2027`,
    ]);
    expect(labels(assess(text, '2027-03-16'))[0]).toBe(
      `Prescrição (${FAZENDA}): prazo encerrado em 15/03/2027`,
    );
  });

  it('reads the same whichever civil type the user picked', () => {
    expect(labels(assess(text, '2025-03-17', 'outro'))[0]).toMatch(/^Dentro do prazo \(Decreto 20\.910/);
  });
});

it('counts a police car’s crash from the crash, moved past a weekend and Independence Day', () => {
  // 05/09/2021 + 5 years = Saturday 05/09/2026; Monday 07/09 is a national holiday: Tuesday 08/09/2026.
  const r = assess(
    'Uma viatura da polícia militar bateu no meu carro em 05/09/2021. Quero indenização do Estado pelos danos materiais.',
    '2026-11-29',
  );
  expect(labels(r)[0]).toBe(`Prescrição (${FAZENDA}): prazo encerrado em 08/09/2026`);
});

it('reads a civil servant told without naming the State as owing it', () => {
  const r = assess(
    'Sou servidora pública estadual e desde março de 2021 não recebo o adicional noturno. Quero as diferenças.',
  );
  expect(labels(r)[0]).toMatch(
    /^Dentro do prazo \(Decreto 20\.910\/1932, arts\. 1º e 3º; Súmula 85 do STJ\)/,
  );
});

it('loses only the instalments of a civil servant’s pay older than five years (Súmula 85 do STJ)', () => {
  // Unpaid since January 2019 and still unpaid: the latest instalments are in time; January 2019
  // (counted from its last day, 31/01/2019) ended on 31/01/2024.
  const r = assess(
    'Sou servidor público estadual e desde janeiro de 2019 o Estado não paga a gratificação que a lei me garante. Quero as diferenças.',
  );
  const basis = 'Decreto 20.910/1932, arts. 1º e 3º; Súmula 85 do STJ';
  expect(labels(r)[0]).toMatch(new RegExp(`^Dentro do prazo \\(${basis.replace(/[.()]/g, '\\$&')}\\)`));
  expect(labels(r)[1]).toBe(`Prestações vencidas em 31/01/2019 prescritas (${basis})`);
});

describe('what stays with its own row', () => {
  it('a crash with a neighbour, though the text says "estado": three years (CC art. 206, § 3º, V)', () => {
    const r = assess(
      'Estou em estado de choque: em 10/10/2022 um vizinho bateu no meu carro. Quero indenização.',
      '2026-11-29',
    );
    expect(labels(r)[0]).toBe('Prescrição (CC art. 206, §3º, V): prazo encerrado em 10/10/2025');
  });

  it('a private crash told with a police report and a town named as the place: three years', () => {
    const r = assess(
      'Moro no município de Campinas. Em 10/10/2022 um vizinho bateu no meu carro e o policial fez o boletim de ocorrência. Quero indenização.',
      '2026-11-29',
    );
    expect(labels(r)[0]).toBe('Prescrição (CC art. 206, §3º, V): prazo encerrado em 10/10/2025');
  });

  it('a união estável is no Union', () => {
    const r = assess(
      'Em 10/10/2022 terminou a união estável e meu ex-companheiro levou meus móveis. Quero indenização.',
      '2026-11-29',
    );
    expect(labels(r).join(' ')).not.toContain('20.910');
  });

  it('a tax the municipality charged (CTN, not the decree)', () => {
    const r = assess(
      'A prefeitura cobrou IPTU a mais em 10/01/2020 e eu paguei. Quero a devolução.',
      '2026-11-29',
      'tributario',
    );
    expect(labels(r).join(' ')).not.toContain('20.910');
  });
});
