// Strategy, a second set of cases written before the engine ran on them (committed first); today
// 28/11/2026. Law read: CLT art. 483, d, and § 3º; CPC arts. 610 and 611.
import { describe, expect, it } from 'vitest';
import { named, strategyRunner } from './testing.ts';

const run = strategyRunner('2026-11-28');

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

// Written after the first run above: where each rule must stay silent, and its limits.
describe('the second set at its limits', () => {
  const keys = (r: ReturnType<typeof run>) => r.strategies.map((s) => s.key);

  it('a dismissed worker claims the termination pay, not a rescisão indireta', () => {
    const r = run({
      conflictType: 'trabalhista',
      caseDescription:
        'Fui demitido sem justa causa em 03/11/2026 e descobri que a empresa não depositou o FGTS de 2025. Não recebi as verbas rescisórias.',
    });
    expect(keys(r)).not.toContain('rescisao_indireta');
    expect(keys(r)).toContain('reclamacao_verbas_rescisorias');
  });

  it("the rescisão indireta's plan gathers the proof of the employer's fault, not dismissal papers (CLT art. 818, I)", () => {
    const r = run({
      conflictType: 'trabalhista',
      caseDescription:
        'Estou com três meses de salário atrasado na loja onde trabalho desde 2021 e continuo indo trabalhar.',
    });
    expect(r.strategies[0]?.key).toBe('rescisao_indireta');
    expect(r.actionPlan[0]?.title).toBe('Reunir CTPS, a prova da falta e o cálculo');
  });

  it('a worker whose FGTS is deposited has no employer fault to claim', () => {
    const r = run({
      conflictType: 'trabalhista',
      caseDescription:
        'Trabalho numa padaria desde 2022; o FGTS está em dia e o salário também, mas quero sair e receber a multa.',
    });
    expect(keys(r)).not.toContain('rescisao_indireta');
  });

  it('an heir of 17 sends the inventário to court, heirs of 18 and over do not (CPC art. 610; CC art. 5º)', () => {
    const estate = (heirs: string) =>
      run({
        conflictType: 'familia',
        caseDescription: `Meu pai faleceu em 10/10/2026 sem testamento. ${heirs} Estamos de acordo sobre a partilha.`,
      });
    const minor = estate('Somos dois filhos, de 25 e 17 anos.');
    expect(keys(minor)).not.toContain('inventario_extrajudicial');
    expect(minor.excluded.find((e) => e.key === 'inventario_extrajudicial')?.reason).toContain(
      'herdeiro de 17 anos',
    );
    expect(keys(estate('Somos dois filhos, de 25 e 18 anos.'))).toContain('inventario_extrajudicial');
  });

  it('heirs who do not agree cannot use the deed (CPC art. 610, § 1º)', () => {
    const r = run({
      conflictType: 'familia',
      caseDescription:
        'Minha mãe faleceu em 05/08/2026 sem testamento. Somos três irmãos maiores, mas não estamos de acordo sobre quem fica com a casa.',
    });
    expect(keys(r)).not.toContain('inventario_extrajudicial');
    expect(r.excluded.find((e) => e.key === 'inventario_extrajudicial')?.reason).toContain(
      'todos os herdeiros estejam de acordo',
    );
  });
});
