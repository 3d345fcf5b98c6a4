// Strategy, a third set of cases written before the engine ran on them (committed first); today
// 29/11/2026. Each names the procedural remedy a lawyer would file, with its article, and where the
// user has a deadline, a plan that keeps to it. Law read: CPC arts. 300, 528 (§§ 3º, 7º) and 915;
// Lei 8.245/1991 arts. 9º, III, 59, § 1º, IX, and 62; CDC art. 42, parágrafo único; Súmula 309 do STJ.
// First run: 2 of 5 (the eviction and the urgent drug); after the three remedies below, 5 of 5.
import { describe, expect, it } from 'vitest';
import { named, strategyRunner } from './testing.ts';

const run = strategyRunner('2026-11-29');

describe('Strategy, third set', () => {
  it('child support fixed by the court and unpaid for three months: its enforcement, with the arrest rite for the last three (CPC art. 528; Súmula 309 do STJ)', () => {
    const r = run({
      conflictType: 'familia',
      caseDescription:
        'O juiz fixou em 2025 a pensão do meu filho de 6 anos em R$ 900,00 por mês. O pai não paga desde setembro de 2026, já são três meses de atraso. Tenho a sentença e os extratos.',
      desiredOutcome: 'Receber as pensões atrasadas',
    });
    expect(named(r)).toMatch(/cumprimento de senten[çc]a|execu[çc][ãa]o de alimentos/i);
    expect(named(r)).toContain('528');
    expect(named(r)).not.toMatch(/a[çc][ãa]o de alimentos/i);
  });

  it('a tenant two months behind, with no guarantee: the eviction for non-payment, with the liminar (Lei 8.245/1991, arts. 59, § 1º, IX, and 62)', () => {
    const r = run({
      conflictType: 'civil',
      caseDescription:
        'Aluguei meu apartamento em 2025 por contrato escrito, sem fiador nem caução. O inquilino não paga o aluguel de R$ 2.500,00 desde outubro de 2026 e não responde às mensagens.',
      desiredOutcome: 'Retomar o imóvel e receber os aluguéis',
    });
    expect(named(r)).toMatch(/despejo/i);
    expect(named(r)).toMatch(/8\.245/);
    expect(named(r)).toMatch(/\b59\b|\b62\b/);
  });

  it('a bank fee charged and paid without being contracted: refund in double (CDC art. 42, parágrafo único)', () => {
    const r = run({
      conflictType: 'consumidor',
      caseDescription:
        'O banco cobrou na minha conta, de janeiro a outubro de 2026, uma tarifa de "pacote de serviços" que eu nunca contratei; paguei R$ 450,00 no total. Reclamei na agência e não devolveram.',
      desiredOutcome: 'Receber de volta o que paguei',
    });
    expect(named(r)).toMatch(/\b42\b/);
    expect(named(r)).toMatch(/Juizado|repeti[çc][ãa]o|dobro/i);
  });

  it('an urgent cancer drug refused by the health plan, needed within days: tutela de urgência filed first (CPC art. 300)', () => {
    const r = run({
      conflictType: 'consumidor',
      caseDescription:
        'Minha mãe tem câncer e o oncologista prescreveu um quimioterápico oral que precisa começar em até 7 dias. O plano de saúde negou por escrito dizendo que o remédio não está no rol.',
      desiredOutcome: 'Conseguir o remédio a tempo',
      timeframe: 'urgente',
    });
    expect(named(r)).toMatch(/tutela de urg[êe]ncia/i);
    expect(named(r)).toContain('300');
    // The filing, the plan's first step, falls within the seven days the drug allows (to 06/12/2026).
    expect(r.actionPlan.length).toBeGreaterThan(0);
    expect((r.actionPlan[0]?.deadline ?? '9999') <= '2026-12-06').toBe(true);
  });

  it('a debtor cited in an execution of a promissory note: embargos à execução in 15 business days (CPC art. 915)', () => {
    const r = run({
      conflictType: 'civil',
      caseDescription:
        'Fui citado numa execução de nota promissória de R$ 30.000,00; o mandado de citação foi juntado aos autos em 19/11/2026. A assinatura na nota não é minha.',
      desiredOutcome: 'Me defender da execução',
    });
    expect(named(r)).toMatch(/embargos [àa] execu[çc][ãa]o/i);
    expect(named(r)).toContain('915');
  });
});

// Written after the first run above (2 of 5: the support already fixed got a new ação de alimentos,
// the paid bank fee only consumidor.gov.br, the cited debtor an execution of his own): where each new
// remedy stays silent, and its dates.
describe('the third set at its limits', () => {
  const keys = (r: ReturnType<typeof run>) => r.strategies.map((s) => s.key);
  const EXECUTED = (joined: string) =>
    `Fui citado numa execução de nota promissória de R$ 30.000,00; o mandado de citação foi juntado aos autos em ${joined}. A assinatura na nota não é minha.`;

  it('counts the 15 dias úteis from the juntada, 20/11 (a national holiday, Lei 14.759/2023) left out', () => {
    // Juntada 19/11 (Thu): 20/11 holiday; 23-27/11 (5), 30/11-04/12 (10), 07-11/12 (15) → 11/12/2026.
    const thursday = run({ conflictType: 'civil', caseDescription: EXECUTED('19/11/2026') });
    expect(named(thursday)).toContain('até 11/12/2026');
    // Juntada 18/11 (Wed): 19/11 (1), 23-27/11 (6), 30/11-04/12 (11), 07-10/12 (15) → 10/12/2026.
    const wednesday = run({ conflictType: 'civil', caseDescription: EXECUTED('18/11/2026') });
    expect(named(wednesday)).toContain('até 10/12/2026');
  });

  it('ends the plan on the last day of the embargos', () => {
    const r = run({ conflictType: 'civil', caseDescription: EXECUTED('19/11/2026') });
    expect(r.strategies[0]?.key).toBe('embargos_execucao');
    expect(r.actionPlan.every((s) => s.deadline <= '2026-12-11')).toBe(true);
    expect(r.actionPlan.at(-1)?.title).toContain('Protocolar os embargos');
  });

  it('asks for the juntada when the text does not date it, and leaves a creditor with a note to execute', () => {
    const undated = run({
      conflictType: 'civil',
      caseDescription: 'Fui citado numa execução de nota promissória de R$ 30.000,00 e quero me defender.',
    });
    expect(named(undated)).toContain('15 dias úteis da juntada');
    const creditor = run({
      conflictType: 'civil',
      caseDescription:
        'Tenho uma nota promissória de R$ 30.000,00 vencida em 10/08/2026 que o devedor não pagou.',
    });
    expect(keys(creditor)).not.toContain('embargos_execucao');
    const tax = run({
      conflictType: 'tributario',
      caseDescription: 'Fui citado numa execução fiscal do Estado de São Paulo por ICMS de 2022.',
    });
    expect(keys(tax)).not.toContain('embargos_execucao');
  });

  it('enforces only support already fixed and unpaid', () => {
    const notFixed = run({
      conflictType: 'familia',
      caseDescription: 'O pai do meu filho de 6 anos não paga nada de pensão e nunca foi à justiça.',
    });
    expect(keys(notFixed)).not.toContain('cumprimento_alimentos');
    expect(keys(notFixed)).toContain('acao_alimentos');
    const paid = run({
      conflictType: 'familia',
      caseDescription:
        'O juiz fixou em 2025 a pensão do meu filho de 6 anos em R$ 900,00; o pai paga em dia e quero aumentar.',
    });
    expect(keys(paid)).not.toContain('cumprimento_alimentos');
  });

  it('asks the refund in double only of a charge paid', () => {
    const unpaid = run({
      conflictType: 'consumidor',
      caseDescription:
        'O banco lançou na fatura uma tarifa que nunca contratei, mas eu ainda não paguei e contestei.',
    });
    expect(keys(unpaid)).not.toContain('repeticao_indebito');
  });
});
