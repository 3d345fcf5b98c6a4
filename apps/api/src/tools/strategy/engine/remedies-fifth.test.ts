// Strategy, a fifth set of cases written before the engine ran on them (committed first); today
// 29/11/2026. Law read: CC art. 1.699 and Lei 5.478/1968, art. 13 (revision of support); Súmula 393
// do STJ (exceção de pré-executividade); CDC art. 18, § 1º (a defect not mended in 30 days); CF art.
// 183 and CC arts. 1.238 and 1.240 (usucapião).
import { describe, expect, it } from 'vitest';
import { strategyRunner } from './testing.ts';

const run = strategyRunner('2026-11-29');
const named = (r: ReturnType<typeof run>) => r.strategies.map((s) => `${s.name} ${s.legalBasis}`).join(' | ');

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
