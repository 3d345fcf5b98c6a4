// The elected representative dismissed without cause: the CIPA's (ADCT art. 10, II, a; CLT art. 165)
// and the union's (CF art. 8º, VIII; CLT art. 543, § 3º), texts in the lawbase. Not one the employer
// appointed, nor one dismissed for cause or who resigned.
import { describe, expect, it } from 'vitest';
import { assessOn } from './testing.ts';

const assess = assessOn('trabalhista');
const stability = (r: ReturnType<typeof assess>) =>
  r.factors.find((f) => f.label.includes('estabilidade provisória'));

describe('elected representatives', () => {
  it('weighs for the CIPA member elected by the employees', () => {
    const r = assess(
      'Fui eleito membro da CIPA em março de 2026 e em 10/09/2026 fui dispensado sem justa causa. Quero voltar ao trabalho.',
    );
    expect(stability(r)?.weight).toBe(20);
    expect(stability(r)?.basis).toContain('ADCT art. 10, II, a');
  });

  it('weighs for the union officer', () => {
    const r = assess(
      'Sou dirigente sindical eleito desde 2025 e a empresa me demitiu sem justa causa em 10/09/2026.',
    );
    expect(stability(r)?.basis).toContain('CF art. 8º, VIII');
  });

  it('is silent for a member the employer appointed, for cause, and for a resignation', () => {
    expect(
      stability(
        assess('Fui indicado pela empresa para a CIPA e em 10/09/2026 fui dispensado sem justa causa.'),
      ),
    ).toBeUndefined();
    expect(
      stability(assess('Sou membro eleito da CIPA e fui dispensado por justa causa em 10/09/2026.')),
    ).toBeUndefined();
    expect(stability(assess('Sou membro eleito da CIPA e pedi demissão em 10/09/2026.'))).toBeUndefined();
  });
});
