// Strategy, a fifth set of cases written before the engine ran on them (committed first); today
// 29/11/2026. Law read: CC art. 1.699 and Lei 5.478/1968, art. 13 (revision of support); Súmula 393
// do STJ (exceção de pré-executividade); CDC art. 18, § 1º (a defect not mended in 30 days); CF art.
// 183 and CC arts. 1.238 and 1.240 (usucapião).
// First run: 0 of 4 — mediation for the father, a parcelamento first for a debt prescribed (paying
// what is not owed), consumidor.gov.br first for the fridge, CEJUSC, JEC and arbitration for the
// possessor. After the four remedies below (and the parcelamento, the JEC and arbitration excluded
// where they do not fit), 4 of 4.
import { describe, expect, it } from 'vitest';
import { named, strategyRunner } from './testing.ts';

const run = strategyRunner('2026-11-29');

describe('Strategy, fifth set', () => {
  it('a father who lost his job and cannot pay the support fixed: the revisional action (CC art. 1.699)', () => {
    const r = run({
      conflictType: 'familia',
      caseDescription:
        'Pago pensão alimentícia de R$ 1.500,00 ao meu filho, fixada pelo juiz em 2023. Fui demitido em setembro de 2026 e hoje ganho R$ 2.000,00 num emprego novo. Não consigo mais pagar esse valor.',
      desiredOutcome: 'Diminuir o valor da pensão',
    });
    expect(named(r)).toMatch(/revisional|revis[ãa]o/i);
    expect(named(r)).toContain('1.699');
  });

  it('a company cited in a tax execution for a debt prescribed before the filing, with no assets: exceção de pré-executividade (Súmula 393 do STJ)', () => {
    const r = run({
      conflictType: 'tributario',
      caseDescription:
        'Minha empresa foi citada em 10/11/2026 numa execução fiscal da União cobrando IRPJ de 2012, definitivamente constituído em 2013 e inscrito em dívida ativa em 2014. A execução só foi ajuizada em 2024. Não temos bens nem dinheiro para garantir o juízo.',
      desiredOutcome: 'Extinguir a execução',
    });
    expect(named(r)).toMatch(/pr[ée]-executividade/i);
    expect(named(r)).toContain('393');
  });

  it('a fridge at the authorised repairer for more than 30 days: replacement, the price back or a reduction (CDC art. 18, § 1º)', () => {
    const r = run({
      conflictType: 'consumidor',
      caseDescription:
        'Comprei uma geladeira nova em 05/09/2026. Em 20/09/2026 ela parou de gelar. Levei à assistência técnica autorizada em 22/09/2026 e até hoje não consertaram nem deram prazo. Tenho a nota fiscal e a ordem de serviço.',
      desiredOutcome: 'Uma geladeira nova ou o dinheiro de volta',
    });
    expect(named(r)).toMatch(/substitui|restitui|devolu|abatimento/i);
    expect(named(r)).toMatch(/CDC,? art\. 18/);
  });

  it('twelve years living in a town house without a deed, nobody ever objecting: usucapião (CF art. 183; CC arts. 1.238 and 1.240)', () => {
    const r = run({
      conflictType: 'civil',
      caseDescription:
        'Moro há 12 anos com minha família numa casa de 180 m² na cidade, sem escritura. O antigo dono sumiu e ninguém nunca reclamou nem pediu a casa. Não tenho outro imóvel. Pago o IPTU em meu nome há anos.',
      desiredOutcome: 'Ficar com a casa no meu nome',
    });
    expect(named(r)).toMatch(/usucapi/i);
    expect(named(r)).toMatch(/1\.238|1\.240|CF,? art\. 183/);
  });
});

// Written after the first run above: each new remedy at its limits.
describe('the fifth set at its limits', () => {
  const keys = (r: ReturnType<typeof run>) => r.strategies.map((s) => s.key);
  const excluded = (r: ReturnType<typeof run>) => r.excluded.map((e) => e.key);

  it('asks the increase for the one who receives, and nothing of support never fixed', () => {
    const more = run({
      conflictType: 'familia',
      caseDescription:
        'A pensão do meu filho, de R$ 600,00, foi fixada pelo juiz em 2022. O pai foi promovido e hoje ganha três vezes mais; as despesas da criança aumentaram com a escola.',
    });
    expect(named(more)).toContain('majoração');
    const none = run({
      conflictType: 'familia',
      caseDescription: 'O pai do meu filho nunca pagou pensão e não há processo. Perdi o emprego em 2026.',
    });
    expect(keys(none)).not.toContain('revisional_alimentos');
  });

  const execution = (constituted: string, filed: string) =>
    run({
      conflictType: 'tributario',
      caseDescription: `Minha empresa foi citada numa execução fiscal da União de IRPJ definitivamente constituído em ${constituted}. A execução foi ajuizada em ${filed}. Não temos bens para garantir o juízo.`,
    });

  it('reads the five years of CTN art. 174 as certainly run only six calendar years apart: 2014 → 2019 open, 2014 → 2020 lapsed', () => {
    // Constituted on any day of 2014, filed on any day of 2020: more than five years lie between them;
    // filed in 2019 they may not (31/12/2014 → 01/01/2019).
    expect(keys(execution('2014', '2019'))).not.toContain('excecao_pre_executividade');
    expect(excluded(execution('2014', '2019'))).not.toContain('parcelamento');
    expect(keys(execution('2014', '2020'))).toContain('excecao_pre_executividade');
    expect(excluded(execution('2014', '2020'))).toContain('parcelamento');
  });

  const fridge = (today: string) =>
    strategyRunner(today)({
      conflictType: 'consumidor',
      caseDescription:
        'Minha geladeira parou de gelar e levei à assistência técnica autorizada em 22/09/2026. Ainda não consertaram.',
    });

  it('gives the repairer 30 days: handed on 22/09/2026, the choice is the consumer’s from 23/10/2026 (CDC art. 18, § 1º)', () => {
    // 22/09/2026 + 30 days = 22/10/2026.
    expect(keys(fridge('2026-10-22'))).not.toContain('vicio_produto_nao_sanado');
    expect(fridge('2026-10-22').excluded.find((e) => e.key === 'vicio_produto_nao_sanado')?.reason).toContain(
      '22/10/2026',
    );
    expect(keys(fridge('2026-10-23'))).toContain('vicio_produto_nao_sanado');
  });

  const house = (years: number, area: number, other = 'Não tenho outro imóvel.') =>
    run({
      conflictType: 'civil',
      caseDescription: `Moro há ${years} anos com minha família numa casa de ${area} m² na cidade, sem escritura. Ninguém nunca reclamou. ${other}`,
    });

  it('needs 5 years for the special urban usucapião of up to 250 m² (CF art. 183), 10 with a home otherwise (CC art. 1.238, p. u.)', () => {
    expect(named(house(5, 250))).toContain('Usucapião especial urbana');
    expect(keys(house(4, 250))).not.toContain('usucapiao');
    expect(named(house(10, 251))).toContain('CC art. 1.238, parágrafo único');
    expect(keys(house(9, 251))).not.toContain('usucapiao');
    expect(named(house(6, 200, 'Tenho outro apartamento no centro.'))).not.toContain('especial urbana');
  });

  it('needs 5 years for the special rural usucapião of up to 50 hectares worked and lived on (CF art. 191; CC art. 1.239), 10 for a farm worked from town', () => {
    const farm = (years: number, ha: number, home: string) =>
      run({
        conflictType: 'civil',
        caseDescription: `${home} há ${years} anos num sítio de ${ha} hectares, sem escritura, onde plantamos feijão. O dono sumiu. Não tenho outro imóvel.`,
      });
    expect(named(farm(5, 50, 'Moro com minha família'))).toContain('Usucapião especial rural');
    expect(keys(farm(5, 51, 'Moro com minha família'))).not.toContain('usucapiao');
    expect(named(farm(10, 80, 'Cultivo a terra e moro na cidade; planto'))).toContain(
      'CC art. 1.238, parágrafo único',
    );
  });

  it('leaves a tenant out, and keeps the Juizado and arbitration away from a usucapião (CPC art. 259, I; Lei 9.099/1995, art. 18, § 2º)', () => {
    const tenant = run({
      conflictType: 'civil',
      caseDescription: 'Moro há 12 anos numa casa alugada; o dono sumiu e ninguém nunca reclamou nem cobrou.',
    });
    expect(keys(tenant)).not.toContain('usucapiao');
    expect(excluded(house(12, 180))).toEqual(expect.arrayContaining(['juizado_especial', 'arbitragem']));
  });
});
