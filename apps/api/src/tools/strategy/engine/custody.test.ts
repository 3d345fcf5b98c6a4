// Custody and the time with a child (CC arts. 1.583, § 2º, 1.584, § 2º, and 1.589; CPC arts. 693-699),
// and the support action kept for the one who asks support, not the one who pays it.
import { describe, expect, it } from 'vitest';
import { first, strategyRunner } from './testing.ts';

const run = strategyRunner('2026-11-29');
const keys = (r: ReturnType<typeof run>) => r.strategies.map((s) => s.key);

describe('a parent kept from the child', () => {
  it('is offered the custody action first, and no support action when the parent pays it', () => {
    const r = run({
      conflictType: 'familia',
      caseDescription:
        'Eu e a mãe da minha filha de 4 anos nos separamos. A menina mora com ela, que não me deixa visitar nem nos fins de semana. Pago a pensão todo mês.',
    });
    expect(first(r)).toMatch(/guarda e regulamentação da convivência/);
    expect(keys(r)).not.toContain('acao_alimentos');
    expect(r.actionPlan.map((s) => s.description).join(' ')).toContain('CPC art. 695');
  });

  it('is offered it to regulate the visits, with no dispute told', () => {
    const r = run({
      conflictType: 'familia',
      caseDescription:
        'Quero regulamentar as visitas ao meu filho de 8 anos, que mora com a mãe desde o divórcio.',
    });
    expect(keys(r)).toContain('guarda_convivencia');
  });
});

describe('support asked for a child', () => {
  it('keeps the support action first and leaves custody out when no one is kept from the child', () => {
    const r = run({
      conflictType: 'familia',
      caseDescription:
        'O pai do meu filho de 3 anos nunca pagou pensão. O menino mora comigo. Quero pedir alimentos.',
    });
    expect(first(r)).toMatch(/Ação de alimentos/);
    expect(keys(r)).not.toContain('guarda_convivencia');
  });
});
