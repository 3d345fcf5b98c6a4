// Strategy, a seventh set of cases written before the engine ran on them (committed first); today
// 29/11/2026. Law read in the lawbase and in the acts the remedies name: Lei 9.099/1995, art. 8º (no
// legal person of public law is a party before the Juizado Especial Cível); Lei 12.153/2009, art. 2º
// (the Juizado Especial da Fazenda Pública, up to 60 salários mínimos); CF art. 100 (payment by
// precatório or RPV); CDC art. 42, parágrafo único (the double back); CC art. 475 (the party hurt by
// the breach may ask the contract's resolution, with damages).
import { describe, expect, it } from 'vitest';
import { strategyRunner } from './testing.ts';

const run = strategyRunner('2026-11-29');
const named = (r: ReturnType<typeof run>) => r.strategies.map((s) => `${s.name} ${s.legalBasis}`).join(' | ');
const first = (r: ReturnType<typeof run>) => `${r.strategies[0]?.name} ${r.strategies[0]?.legalBasis}`;

describe('Strategy, seventh set', () => {
  it('a fall in an unsignalled pothole, against the municipality: the Juizado Especial da Fazenda Pública, never the JEC of Lei 9.099', () => {
    const r = run({
      conflictType: 'civil',
      caseDescription:
        'Em 15/03/2025 caí num buraco sem sinalização numa rua do centro e fraturei o punho; gastei R$ 6.000,00 com tratamento e fiquei 60 dias sem trabalhar. Quero processar a prefeitura.',
      desiredOutcome: 'Indenização de R$ 20.000,00',
    });
    expect(first(r)).toMatch(/Fazenda P[úu]blica/i);
    expect(named(r)).toContain('12.153');
    expect(named(r)).not.toMatch(/Juizado Especial C[íi]vel/i);
  });

  it('a civil servant whose gratification the State stopped paying: a claim against the Fazenda, paid by precatório or RPV', () => {
    const r = run({
      conflictType: 'civil',
      caseDescription:
        'Sou servidor público estadual efetivo. Desde janeiro de 2022 o Estado deixou de pagar a gratificação de desempenho prevista na lei da minha carreira, cerca de R$ 800,00 por mês. O pedido administrativo foi negado.',
      desiredOutcome: 'Receber as diferenças atrasadas',
    });
    expect(first(r)).toMatch(/Fazenda P[úu]blica|cobran[çc]a/i);
    expect(named(r)).not.toMatch(/Juizado Especial C[íi]vel/i);
    expect(named(r)).toMatch(/precat[óo]rio|RPV|CF,? art\. 100/);
  });

  it('a telephone service never contracted, paid for three years: the repetição do indébito in double (CDC art. 42, parágrafo único)', () => {
    const r = run({
      conflictType: 'consumidor',
      caseDescription:
        'Desde 2023 a operadora cobra na minha conta de celular um serviço de conteúdo que eu nunca contratei, R$ 29,90 por mês, e eu paguei sem perceber. Reclamei no SAC em outubro de 2026 e não cancelaram.',
      desiredOutcome: 'Cancelar a cobrança e receber de volta em dobro',
    });
    expect(first(r)).toMatch(/repeti[çc][ãa]o do ind[ée]bito/i);
    expect(named(r)).toContain('42');
  });

  it('a builder who abandoned a paid renovation: resolution of the contract with damages (CC art. 475)', () => {
    const r = run({
      conflictType: 'civil',
      caseDescription:
        'Contratei um empreiteiro por contrato escrito para reformar minha cozinha por R$ 30.000,00 e paguei R$ 20.000,00 adiantado. Em 10/08/2026 ele abandonou a obra com menos da metade feita e não responde mais.',
      desiredOutcome: 'Receber o dinheiro de volta e indenização',
    });
    expect(named(r)).toMatch(/CC,? arts?\. 475/);
    expect(first(r)).not.toMatch(/negocia[çc][ãa]o direta|media[çc][ãa]o/i);
  });
});
