// Strategy, a second set of cases written before the engine ran on them (committed first); today
// 28/11/2026. Law read: CLT art. 483, d, and § 3º; CPC arts. 610 and 611.
import type { ConflictType } from '@lexato/schemas';
import { describe, expect, it } from 'vitest';
import { analyzeStrategy, type StrategyEngineInput } from './strategy.ts';

const run = (over: Partial<StrategyEngineInput> & { conflictType: ConflictType; caseDescription: string }) =>
  analyzeStrategy({
    desiredOutcome: 'Resolver o conflito',
    budget: null,
    timeframe: null,
    today: '2026-11-28',
    linkedPrediction: null,
    linkedSearch: null,
    ...over,
  });
const named = (r: ReturnType<typeof run>) =>
  r.strategies.map((s) => `${s.name} ${s.legalBasis}`).join(' | ');

describe('Strategy, second set', () => {
  it('an employer who stopped depositing the FGTS: the rescisão indireta (CLT art. 483, d), staying at work meanwhile (§ 3º)', () => {
    const r = run({
      conflictType: 'trabalhista',
      caseDescription:
        'Trabalho registrado numa metalúrgica desde 2019. Consultei o extrato e a empresa não deposita o meu FGTS desde janeiro de 2025. Ainda estou trabalhando lá.',
      desiredOutcome: 'Sair da empresa recebendo tudo como se tivesse sido demitido',
    });
    expect(named(r)).toMatch(/rescis[ãa]o indireta/i);
    expect(named(r)).toContain('483');
  });

  it('salaries three months late: the rescisão indireta too (CLT art. 483, d)', () => {
    const r = run({
      conflictType: 'trabalhista',
      caseDescription:
        'Sou vendedora numa loja e estou com três meses de salário atrasado; o dono diz que não tem dinheiro. Continuo indo trabalhar.',
      desiredOutcome: 'Receber os salários e encerrar o contrato',
    });
    expect(named(r)).toMatch(/rescis[ãa]o indireta/i);
  });

  it('heirs all of age and in agreement, no will: the inventário by escritura pública (CPC art. 610, § 1º)', () => {
    const r = run({
      conflictType: 'familia',
      caseDescription:
        'Meu pai faleceu em 10/10/2026 e deixou uma casa e uma conta no banco. Somos três irmãos, todos maiores, e estamos de acordo sobre a divisão. Ele não deixou testamento.',
      desiredOutcome: 'Fazer a partilha dos bens',
    });
    expect(named(r)).toMatch(/invent[áa]rio/i);
    expect(named(r)).toMatch(/escritura p[úu]blica/i);
    expect(named(r)).toContain('610');
  });

  it('with a will, the inventário is judicial (CPC art. 610, caput)', () => {
    const r = run({
      conflictType: 'familia',
      caseDescription:
        'Minha mãe faleceu em 01/09/2026 e deixou testamento. Somos dois filhos maiores e concordamos com tudo.',
      desiredOutcome: 'Fazer a partilha dos bens',
    });
    expect(r.strategies.map((s) => s.name).join(' ')).not.toMatch(/escritura p[úu]blica/i);
  });
});
