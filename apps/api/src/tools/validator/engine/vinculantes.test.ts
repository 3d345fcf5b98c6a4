// Súmulas vinculantes of the STF against the shipped base: an entry is there only when two
// independent public transcriptions print it word for word alike (apps/api/lawbase/sources/).
// Each expected status below is worked from those transcriptions and from the súmula catalogue
// (packages/legal/src/data/sumulas.ts: SV 63 the last verified on 2026-08-04, at most 15 a year).
import { describe, expect, it } from 'vitest';
import { shippedLawbase } from '../../../../test/shipped-lawbase.ts';
import type { LawbaseLookup } from '../../../shared/lawbase/judge.ts';
import { runValidation } from './validation.ts';

const TODAY = '2026-11-22';
const shipped = shippedLawbase();

async function judged(text: string, citation: string, lawbase: LawbaseLookup = shipped) {
  const r = await runValidation(text, { today: TODAY, lawbase });
  const d = r.citationDetails.find((x) => x.citation === citation);
  expect(
    d,
    `"${citation}" not found in: ${r.citationDetails.map((x) => x.citation).join(' | ')}`,
  ).toBeDefined();
  return d as NonNullable<typeof d>;
}

describe('súmulas vinculantes in the base', () => {
  it.each([
    // SV 11 (algemas): transcription A (STF, «Súmulas Vinculantes: aplicação e interpretação pelo
    // STF», 2017) and B print the same text; none marks it cancelled → in force.
    ['O uso de algemas exige justificativa escrita (Súmula Vinculante 11).', 'Súmula Vinculante 11'],
    // SV 13 (nepotismo): A and B alike.
    ['O nepotismo viola a Constituição, conforme a Súmula Vinculante nº 13.', 'Súmula Vinculante nº 13'],
    // SV 14 (acesso do defensor aos elementos de prova): A and B alike.
    [
      'A defesa tem acesso aos autos do inquérito (Súmula Vinculante 14 do STF).',
      'Súmula Vinculante 14 do STF',
    ],
    // SV 25 (depositário infiel): A and B alike.
    ['Não cabe a prisão do depositário infiel (Súmula Vinculante 25).', 'Súmula Vinculante 25'],
  ])('%s → válida', async (text, citation) => {
    const d = await judged(text, citation);
    expect(d.status).toBe('valid');
    expect(d.details).toContain('está em vigor');
    expect(d.checks).toContain('base');
  });

  it('SV 99 does not exist: 99 > 63 + ⌈(110 days ÷ 365.25) × 15⌉ = 63 + 5 = 68 possible by 2026-11-22', async () => {
    const d = await judged('Aplica-se a Súmula Vinculante 99 ao caso.', 'Súmula Vinculante 99');
    expect(d.status).toBe('invalid');
    expect(d.details).toContain('não existe');
  });

  it('SV 69, one past the last number the series could have reached by 2026-11-22, is invalid', async () => {
    const d = await judged('Aplica-se a Súmula Vinculante 69 ao caso.', 'Súmula Vinculante 69');
    expect(d.status).toBe('invalid');
  });

  it('SV 68, the last number the series could have reached by 2026-11-22, is unconfirmed, not invalid', async () => {
    const d = await judged('Aplica-se a Súmula Vinculante 68 ao caso.', 'Súmula Vinculante 68');
    expect(d.status).toBe('unverified');
  });

  it('SV 1, which the transcriptions print differently ("Lei Complementar 110/2001" / "nº 110/2001"), stays unverified', async () => {
    const d = await judged('O acordo do FGTS vale (Súmula Vinculante 1).', 'Súmula Vinculante 1');
    expect(d.status).toBe('unverified');
  });

  it('a quote that matches SV 25 word for word is confirmed', async () => {
    const d = await judged(
      'Nos termos da Súmula Vinculante 25: "É ilícita a prisão civil de depositário infiel, qualquer que seja a modalidade do depósito."',
      'Súmula Vinculante 25',
    );
    expect(d.status).toBe('valid');
    expect(d.details).toContain('confere com o texto oficial');
  });

  it('a quote that changes one word of SV 25 ("lícita" for "ilícita") is suspicious, with the text', async () => {
    const d = await judged(
      'Nos termos da Súmula Vinculante 25: "É lícita a prisão civil de depositário infiel, qualquer que seja a modalidade do depósito."',
      'Súmula Vinculante 25',
    );
    expect(d.status).toBe('suspicious');
    expect(d.details).toContain('É ilícita a prisão civil de depositário infiel');
  });

  it('a súmula vinculante the base holds as cancelled is suspicious when cited as in force, named as cancelled', async () => {
    // No transcription marks an SV cancelled, so the shipped base has none: a stand-in base whose SV 25
    // is cancelled shows how such an entry is judged (as the STF's cancelled súmulas are).
    const cancelled: LawbaseLookup = {
      ...shipped,
      sumula: async (court, n) => {
        const row = await shipped.sumula(court, n);
        return row && court === 'STF-SV' && n === 25 ? { ...row, status: 'cancelada' } : row;
      },
    };
    const asInForce = await judged(
      'Não cabe a prisão do depositário (Súmula Vinculante 25).',
      'Súmula Vinculante 25',
      cancelled,
    );
    expect(asInForce.status).toBe('suspicious');
    expect(asInForce.details).toContain('Súmula Vinculante 25 do STF foi cancelada');
  });
});
