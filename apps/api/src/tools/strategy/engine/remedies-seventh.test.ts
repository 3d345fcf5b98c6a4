// Strategy, a seventh set of cases written before the engine ran on them (committed first); today
// 29/11/2026. Law read in the lawbase and in the acts the remedies name: Lei 9.099/1995, art. 8º (no
// legal person of public law is a party before the Juizado Especial Cível); Lei 12.153/2009, art. 2º
// (the Juizado Especial da Fazenda Pública, up to 60 salários mínimos); CF art. 100 (payment by
// precatório or RPV); CDC art. 42, parágrafo único (the double back); CC art. 475 (the party hurt by
// the breach may ask the contract's resolution, with damages).
import { describe, expect, it } from 'vitest';
import { first, named, strategyRunner } from './testing.ts';

const run = strategyRunner('2026-11-29');

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
    expect(r.actionPlan.map((s) => s.description).join(' ')).toContain('Decreto 20.910/1932');
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

// The limits the new remedies read, at their edges. 2026's salário mínimo is R$ 1.621,00 (Decreto
// 12.797/2025): 60 of them are R$ 97.260,00 (Lei 12.153/2009, art. 2º; Lei 10.259/2001, art. 3º), 40
// are R$ 64.840,00 (Lei 9.099/1995, art. 3º, I).
describe('the Fazenda Pública and a contract broken, at the limits', () => {
  const POTHOLE =
    'Em 15/03/2025 caí num buraco sem sinalização numa rua do centro e fraturei o punho. Quero processar a prefeitura.';
  const route = (r: ReturnType<typeof run>, key: string) =>
    [...r.strategies, ...r.excluded].find((s) => s.key === key);

  it('opens the Juizado da Fazenda Pública up to 60 salários mínimos and closes it a cent above', () => {
    const at = run({ conflictType: 'civil', caseDescription: POTHOLE, disputedAmount: 97_260 });
    expect(at.strategies.map((s) => s.key)).toContain('juizado_fazenda');
    const above = run({ conflictType: 'civil', caseDescription: POTHOLE, disputedAmount: 97_260.01 });
    expect(above.strategies.map((s) => s.key)).not.toContain('juizado_fazenda');
    expect(JSON.stringify(route(above, 'juizado_fazenda'))).toContain('precatório');
  });

  it('closes the Juizado Especial Cível to a public defendant whatever the value (Lei 9.099/1995, art. 8º)', () => {
    const r = run({ conflictType: 'civil', caseDescription: POTHOLE, disputedAmount: 5_000 });
    expect(r.strategies.map((s) => s.key)).not.toContain('juizado_especial');
    expect(JSON.stringify(route(r, 'juizado_especial'))).toContain('art. 8º');
  });

  it('sends a claim against the Union to the Juizado Especial Federal (Lei 10.259/2001)', () => {
    const r = run({
      conflictType: 'civil',
      caseDescription:
        'Em 02/02/2026 uma viatura da Polícia Rodoviária Federal bateu no meu carro parado. Quero indenização da União de R$ 12.000,00.',
    });
    expect(named(r)).toContain('Juizado Especial Federal');
    expect(named(r)).not.toContain('12.153/2009)');
  });

  it('names the Juizado for a contract broken up to 40 salários mínimos, the common procedure above', () => {
    const text =
      'Contratei um empreiteiro para reformar minha casa e paguei adiantado. Ele abandonou a obra pela metade, descumprindo o contrato. Quero indenização.';
    const name = (v: number) =>
      run({ conflictType: 'civil', caseDescription: text, disputedAmount: v }).strategies.find(
        (s) => s.key === 'resolucao_inadimplemento',
      )?.name;
    expect(name(64_840)).toMatch(/Juizado Especial C[íi]vel/);
    expect(name(64_840.01)).toBe(
      'Ação de resolução do contrato com restituição e perdas e danos (CC art. 475)',
    );
  });
});
