// Unpaid severance is a claim, not a negotiation: Strategy names the reclamação trabalhista with
// CLT arts. 467 and 477, § 8º, under the rito sumaríssimo up to 40 salários mínimos (CLT art. 852-A),
// and a labour plan (no extrajudicial notice, no CPC art. 334 hearing). Law read in the CLT:
// art. 467 (undisputed severance paid at the first hearing, or with 50 % more); art. 477, § 6º (paid
// within ten days of the end of the contract) and § 8º (a fine of one salary); art. 852-B, III (the
// claim heard within fifteen days of its filing). Dates worked by hand from today, 22/11/2026.
import { describe, expect, it } from 'vitest';
import { analyzeStrategy } from './strategy.ts';

const TODAY = '2026-11-22';
const UNPAID =
  'Fui dispensada sem justa causa em 30/10/2026 pela Padaria Trigo Bom Ltda. e não recebi as verbas rescisórias, R$ 12.000,00, nem as guias do FGTS e do seguro-desemprego. Tenho a CTPS assinada e o aviso de dispensa.';
const run = (caseDescription: string) =>
  analyzeStrategy({
    conflictType: 'trabalhista',
    caseDescription,
    desiredOutcome: 'Receber as verbas rescisórias',
    budget: null,
    timeframe: 'normal',
    today: TODAY,
    linkedPrediction: null,
    linkedSearch: null,
  });

describe('unpaid severance', () => {
  const r = run(UNPAID);

  it('recommends the reclamação trabalhista with CLT arts. 467 and 477, § 8º, first', () => {
    expect(r.strategies[0]?.key).toBe('reclamacao_verbas_rescisorias');
    expect(r.strategies[0]?.legalBasis).toContain('CLT art. 467');
    expect(r.strategies[0]?.legalBasis).toContain('art. 477, § 8º');
  });

  it('names the rito sumaríssimo for R$ 12.000,00 (40 salários mínimos of 2026 are R$ 64.840,00)', () => {
    expect(r.strategies[0]?.name).toContain('sumaríssimo');
  });

  it('plans a labour claim: no extrajudicial notice nor CPC art. 334 hearing, filing within days', () => {
    const text = r.actionPlan.map((s) => s.description).join(' ');
    expect(text).not.toMatch(/notifica[çc][ãa]o extrajudicial|art\. 334/i);
    expect(text).toContain('CLT art. 840');
    // The first two steps fall in the first fortnight: by 06/12/2026.
    expect(r.actionPlan.slice(0, 2).every((s) => s.deadline <= '2026-12-06')).toBe(true);
  });

  it('is not offered when the severance was paid', () => {
    const paid = run(
      'Fui dispensada sem justa causa em 30/10/2026 e recebi as verbas rescisórias, mas a empresa não pagou as horas extras de 2025. Tenho os cartões de ponto.',
    );
    expect(paid.strategies.map((s) => s.key)).not.toContain('reclamacao_verbas_rescisorias');
  });
});
