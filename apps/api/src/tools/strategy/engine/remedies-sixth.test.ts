// Strategy, a sixth set of cases written before the engine ran on them (committed first); today
// 29/11/2026. Law read in the lawbase: Lei 8.245/1991, art. 46, § 2º (denúncia of a lease prolonged
// past its 30 months, with 30 days to leave); CPC art. 610 (an incapable heir makes the inventory
// judicial); CPC art. 784, X (condominium fees documented are an extrajudicial title); CC arts.
// 1.277 and 1.311 (a neighbour's works that threaten the building next door).
// First run: 0 of 4 — CEJUSC for the landlord, family mediation for the heirs, the generic execution
// under CPC art. 784 without its item X for the condominium, the Juizado for the neighbour's works.
// After the four remedies below (and the Juizado left out of an eviction not for own use, Lei
// 9.099/1995, art. 3º, III), 4 of 4.
import { describe, expect, it } from 'vitest';
import { first, named, strategyRunner } from './testing.ts';

const run = strategyRunner('2026-11-29');

describe('Strategy, sixth set', () => {
  it('a landlord whose 30-month lease ended and whose tenant stayed after the 30 days of notice: despejo por denúncia vazia (Lei 8.245/1991, art. 46, § 2º)', () => {
    const r = run({
      conflictType: 'civil',
      caseDescription:
        'Sou o locador de um apartamento residencial alugado por contrato escrito de 30 meses, que terminou em março de 2025; o inquilino continuou morando e pagando normalmente. Em 01/09/2026 notifiquei o inquilino por escrito dando 30 dias para desocupar, mas ele não saiu.',
      desiredOutcome: 'Retomar o imóvel',
    });
    expect(first(r)).toMatch(/despejo/i);
    expect(named(r)).toMatch(/Lei 8\.245\/1991,? art\. 46/);
  });

  it('three heirs, one of them a child, and no will: the judicial inventory (CPC art. 610)', () => {
    const r = run({
      conflictType: 'familia',
      caseDescription:
        'Meu pai faleceu em 2025 sem deixar testamento. Somos três filhos e todos concordam com a divisão, mas meu irmão mais novo tem 15 anos. Ele deixou uma casa e uma conta no banco.',
      desiredOutcome: 'Fazer a partilha dos bens',
    });
    expect(first(r)).toMatch(/invent[áa]rio judicial/i);
    expect(named(r)).toContain('610');
    expect(r.strategies.map((s) => s.key)).not.toContain('inventario_extrajudicial');
  });

  it('a condominium whose owner owes fees approved in assembly: execution of the extrajudicial title (CPC art. 784, X)', () => {
    const r = run({
      conflictType: 'civil',
      caseDescription:
        'Sou síndico de um condomínio residencial. O proprietário do apartamento 302 não paga as taxas de condomínio desde janeiro de 2025, somando R$ 9.800,00. As taxas estão previstas na convenção e aprovadas em assembleia, com as atas e os boletos.',
      desiredOutcome: 'Receber as taxas atrasadas',
    });
    expect(first(r)).toMatch(/execu[çc][ãa]o/i);
    expect(named(r)).toMatch(/784,? X\b/);
  });

  it('a neighbour digging a basement that cracked my wall and goes on: stop the works with an urgent order and be compensated (CC arts. 1.277 and 1.311)', () => {
    const r = run({
      conflictType: 'civil',
      caseDescription:
        'Meu vizinho começou a escavar um subsolo colado à minha casa em outubro de 2026, sem nenhuma obra de contenção. Minha parede rachou e o muro está cedendo. Ele não quer parar a obra. Tenho fotos e o laudo de um engenheiro.',
      desiredOutcome: 'Parar a obra e consertar minha casa',
    });
    expect(named(r)).toMatch(
      /tutela de urg[êe]ncia|obriga[çc][ãa]o de (?:fazer|n[ãa]o fazer)|embargo de obra|nuncia[çc][ãa]o/i,
    );
    expect(named(r)).toMatch(/1\.311|1\.277|1\.280/);
  });
});

// Written after the first run above (0 of 4: CEJUSC first for the landlord, family mediation for the
// heirs, the generic execution under CPC art. 784 without its item X, the Juizado for the neighbour's
// works): each new remedy at its limits.
describe('the sixth set at its limits', () => {
  const keys = (r: ReturnType<typeof run>) => r.strategies.map((s) => s.key);
  const excluded = (r: ReturnType<typeof run>) => r.excluded.map((e) => e.key);

  it('keeps the inventory in the notary’s office when every heir is capable and agrees, and sends a will to court', () => {
    const adults = run({
      conflictType: 'familia',
      caseDescription:
        'Minha mãe faleceu em 2025 sem deixar testamento. Somos dois filhos maiores e capazes e estamos de acordo com a divisão do apartamento.',
    });
    expect(keys(adults)).toContain('inventario_extrajudicial');
    expect(keys(adults)).not.toContain('inventario_judicial');
    const will = run({
      conflictType: 'familia',
      caseDescription:
        'Minha mãe faleceu em 2025 e deixou testamento. Somos dois filhos maiores e estamos de acordo com a divisão do apartamento.',
    });
    expect(keys(will)).toContain('inventario_judicial');
  });

  it('offers the denúncia vazia for a lease of 30 months and not of 12, nor to the tenant', () => {
    const lease = (months: string, who = 'Sou o locador de um apartamento residencial alugado') =>
      run({
        conflictType: 'civil',
        caseDescription: `${who} por contrato escrito de ${months} meses, já vencido; notifiquei o inquilino dando 30 dias para desocupar e ele não saiu.`,
      });
    expect(keys(lease('30'))).toContain('despejo_denuncia_vazia');
    expect(keys(lease('12'))).not.toContain('despejo_denuncia_vazia');
    expect(keys(lease('30', 'Sou o inquilino de um apartamento alugado'))).not.toContain(
      'despejo_denuncia_vazia',
    );
  });

  it('leaves the eviction out of the Juizado unless it is for the landlord’s own use (Lei 9.099/1995, art. 3º, III)', () => {
    const evict = (why: string) =>
      run({
        conflictType: 'civil',
        caseDescription: `Sou o locador de uma casa alugada por contrato escrito de 30 meses, já vencido, e quero retomar o imóvel${why}. Notifiquei o inquilino para desocupar.`,
      });
    expect(excluded(evict(''))).toContain('juizado_especial');
    expect(excluded(evict(' para uso próprio, para morar nele'))).not.toContain('juizado_especial');
  });

  it('executes condominium fees only with the convention or the assembly behind them', () => {
    const fees = (proof: string) =>
      run({
        conflictType: 'civil',
        caseDescription: `Sou síndico. O morador do apartamento 12 não paga as taxas de condomínio desde março de 2025${proof}.`,
      });
    expect(keys(fees(', aprovadas em assembleia, com a ata'))).toContain('execucao_condominio');
    expect(keys(fees(''))).not.toContain('execucao_condominio');
  });

  it('stops a neighbour’s works only when they damage or threaten the building next door', () => {
    const works = (effect: string) =>
      run({
        conflictType: 'civil',
        caseDescription: `O vizinho está fazendo uma obra de ampliação da casa dele${effect}. Quero que ele pare.`,
      });
    expect(keys(works(' e minha parede rachou'))).toContain('obra_vizinha');
    expect(keys(works(' e o barulho começa às 7 da manhã'))).not.toContain('obra_vizinha');
  });
});
