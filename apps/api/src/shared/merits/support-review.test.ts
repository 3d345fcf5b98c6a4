// The side that asks decides the support rule: the child's claim weighs the parents' duty (CF art.
// 229; ECA art. 22); the payer's request to lower it weighs the change in his finances (CC art.
// 1.699). Descriptions written for the test.
import { describe, expect, it } from 'vitest';
import { assessCase } from './engine.ts';

const assess = (description: string) =>
  assessCase({ caseType: 'familia', description, today: '2026-11-28', comparables: [] });
const labels = (r: ReturnType<typeof assess>) => r.factors.map((f) => f.label);

describe('support asked for or asked to be lowered', () => {
  it('the payer who lost his job and asks to reduce: CC art. 1.699 (+10), not the duty to support (+20)', () => {
    const r = assess(
      'Pago pensão de 30% do salário para meu filho de 10 anos, mas fui demitido e agora ganho metade. Quero reduzir a pensão.',
    );
    expect(labels(r)).toContain('Revisão de alimentos: mudança na situação financeira de quem paga');
    expect(labels(r)).not.toContain('Alimentos para filho menor: dever de sustento dos pais');
  });

  it('the payer who asks to reduce with no change told gets neither', () => {
    const r = assess('Pago pensão para minha filha de 8 anos e quero reduzir a pensão porque acho alta.');
    expect(labels(r)).not.toContain('Revisão de alimentos: mudança na situação financeira de quem paga');
    expect(labels(r)).not.toContain('Alimentos para filho menor: dever de sustento dos pais');
  });

  it('the mother asking support for a child of 5 still gets the duty to support (+20)', () => {
    const r = assess('O pai do meu filho de 5 anos não paga pensão alimentícia e ganha bem como motorista.');
    expect(
      r.factors.find((f) => f.label === 'Alimentos para filho menor: dever de sustento dos pais')?.weight,
    ).toBe(20);
  });
});
