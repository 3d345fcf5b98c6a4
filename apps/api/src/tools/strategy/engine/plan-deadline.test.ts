// A plan ends before the day the user names for what the case is for — a bid, a hearing, a
// surgery — whether or not the case was marked urgent; when the chosen route cannot fit, the
// risks say so. Dates worked by hand from today, 22/11/2026.
import { describe, expect, it } from 'vitest';
import { analyzeStrategy } from './strategy.ts';

const TODAY = '2026-11-22';
const run = (caseDescription: string, timeframe: 'rapido' | 'normal' = 'rapido') =>
  analyzeStrategy({
    conflictType: 'tributario',
    caseDescription,
    desiredOutcome: 'Obter a certidão',
    budget: null,
    timeframe,
    today: TODAY,
    linkedPrediction: null,
    linkedSearch: null,
  });

describe('the plan ends before the dated need', () => {
  it('ends a tax plan the day before the bid that needs the certificate (10/12/2026)', () => {
    const r = run(
      'A prefeitura de Campinas ajuizou execução fiscal de ISS de 2022 contra minha empresa, R$ 45.000,00, e fomos citados em 05/11/2026. Preciso da certidão de regularidade fiscal para a licitação de 10/12/2026.',
    );
    // 10/12/2026 − 1 day = 09/12/2026.
    expect(r.actionPlan.length).toBeGreaterThan(0);
    expect(r.actionPlan.every((s) => s.deadline <= '2026-12-09')).toBe(true);
  });

  it('keeps the timeframe’s plan when no dated need is named', () => {
    const r = run(
      'A prefeitura de Campinas ajuizou execução fiscal de ISS de 2022 contra minha empresa, R$ 45.000,00, e fomos citados em 05/11/2026. Preciso da certidão de regularidade fiscal.',
    );
    // "rápido" is a 90-day plan: 22/11/2026 + 90 days = 20/02/2027, a Saturday, so its last step is
    // due the dia útil before, Friday 19/02/2027.
    expect(r.actionPlan.at(-1)?.deadline).toBe('2027-02-19');
  });

  it('warns when the chosen route cannot end before the need', () => {
    const r = run(
      'A prefeitura de Campinas ajuizou execução fiscal de ISS de 2022 contra minha empresa, R$ 45.000,00, e fomos citados em 05/11/2026. Preciso da certidão de regularidade fiscal para a licitação de 24/11/2026.',
    );
    // Two days away: the plan ends on 23/11/2026, and a route that takes longer is flagged.
    expect(r.actionPlan.every((s) => s.deadline <= '2026-11-23')).toBe(true);
    expect(r.risks.some((k) => k.type === 'prazo' && /não termina antes/.test(k.description))).toBe(true);
  });

  it('puts every step on a dia útil and no hearing between 20/12 and 20/01 (CPC art. 220, §2º)', () => {
    const r = analyzeStrategy({
      conflictType: 'trabalhista',
      caseDescription:
        'Fui dispensado sem justa causa em 02/10/2026 e a empresa não pagou as verbas rescisórias, cerca de R$ 12.000,00.',
      desiredOutcome: 'Receber as verbas rescisórias',
      budget: null,
      timeframe: 'urgente',
      today: '2026-12-15',
      linkedPrediction: null,
      linkedSearch: null,
    });
    const days = r.actionPlan.map((s) => s.deadline);
    // No Saturday or Sunday (getUTCDay 6 and 0) among the steps.
    expect(days.every((d) => ![0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay()))).toBe(true);
    // "urgente" is a 30-day plan; the hearing at 16 % of it, 15/12 + round(4,8) = 20/12/2026, inside the
    // recess, moves to the first dia útil after it, Thursday 21/01/2027, past the plan's 14/01/2027.
    const hearing = r.actionPlan.find((s) => s.title === 'Audiência');
    expect(hearing?.deadline).toBe('2027-01-21');
    expect(r.risks.some((k) => k.description.includes('CPC art. 220, §2º'))).toBe(true);
  });
});
