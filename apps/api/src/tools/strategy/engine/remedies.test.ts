// Strategy names the procedural remedy and times the plan. Descriptions written for the test;
// dates worked by hand from today (22/11/2026). Law read: Lei 5.478/1968, art. 4º; Lei 6.830/1980,
// art. 16; CTN arts. 151, VI, and 206; CPC art. 300; Lei 9.099/1995, art. 55.
import { describe, expect, it } from 'vitest';
import { assessCase } from '../../../shared/merits/engine.ts';
import { strategyRunner } from './testing.ts';

const TODAY = '2026-11-22';
const run = strategyRunner('2026-11-22');

describe('Strategy names the remedy', () => {
  it('recommends the ação de alimentos with provisional alimentos for an unpaid child', () => {
    const r = run({
      conflictType: 'familia',
      caseDescription:
        'O pai da minha filha de 6 anos nunca pagou pensão alimentícia e não há acordo nem sentença. Tenho a certidão de nascimento.',
    });
    expect(r.strategies[0]?.key).toBe('acao_alimentos');
    expect(r.strategies[0]?.legalBasis).toContain('Lei 5.478/1968, art. 4º');
    expect(r.actionPlan.map((s) => s.description).join(' ')).toContain('alimentos provisórios');
  });

  it('weighs the claim the desired outcome names: support for a minor child (CF art. 229; ECA art. 22)', () => {
    const facts = {
      conflictType: 'familia' as const,
      caseDescription:
        'Sou mãe de um menino de 3 anos. O pai trabalha registrado numa transportadora e não ajuda com nada desde agosto.',
    };
    const asked = run({ ...facts, desiredOutcome: 'Fixar pensão alimentícia para o meu filho' });
    // The description names no support claim; the outcome does, and the parents' duty (+20) counts.
    const factsOnly = assessCase({
      caseType: 'familia',
      description: facts.caseDescription,
      today: TODAY,
      comparables: [],
    });
    const action = asked.strategies.find((x) => x.key === 'acao_alimentos');
    expect(action?.probabilityBasis).toContain('Alimentos para filho menor');
    // +20 for the duty; the longer text also softens the short-description penalty.
    expect((action?.successProbability ?? 0) - factsOnly.probability).toBeGreaterThanOrEqual(20);
  });

  it('sends alimentos already fixed by a judgment to enforcement, not to a new action', () => {
    const r = run({
      conflictType: 'familia',
      caseDescription:
        'A pensão alimentícia do meu filho foi fixada em sentença e o pai parou de pagar em 2026.',
    });
    expect(r.excluded.find((e) => e.key === 'acao_alimentos')?.reason).toContain('CPC arts. 528-533');
  });

  it('offers embargos with the execution secured and parcelamento for the certidão in an ICMS execução fiscal', () => {
    const r = run({
      conflictType: 'tributario',
      caseDescription:
        'Fui citado em execução fiscal de ICMS do Estado de São Paulo, R$ 250.000,00, e preciso de certidão para licitar.',
    });
    const embargos = r.strategies.find((s) => s.key === 'embargos_execucao_fiscal');
    expect(embargos?.legalBasis).toContain('Lei 6.830/1980, art. 16');
    expect(embargos?.cons.join(' ')).toContain('art. 16, § 1º');
    expect(r.strategies.find((s) => s.key === 'parcelamento')?.legalBasis).toContain('CTN art. 151, VI');
    // Whatever tax route leads, the plan is a tax plan: no civil notice, no CPC art. 334 hearing.
    const plan = r.actionPlan.map((s) => `${s.title} ${s.description}`).join(' ');
    expect(plan).not.toMatch(/Notificação extrajudicial|art\. 334/);
  });

  it('names the Juizado without sucumbência in the first degree (Lei 9.099/1995, art. 55)', () => {
    const r = run({
      conflictType: 'consumidor',
      caseDescription: 'A loja não entregou o sofá pago de R$ 3.000,00 e não responde.',
    });
    expect(r.strategies.find((s) => s.key === 'juizado_especial')?.legalBasis).toContain('art. 55');
  });

  it('lists no route the facts do not call for', () => {
    const r = run({
      conflictType: 'tributario',
      caseDescription: 'Recebi auto de infração de IRPJ em 10/11/2026.',
    });
    expect(r.strategies.map((s) => s.key)).not.toContain('embargos_execucao_fiscal');
    expect(r.strategies.map((s) => s.key)).not.toContain('acao_alimentos');
  });

  it('does not list as excluded the routes that answer another kind of case', () => {
    // A bank is a supplier under the CDC (STJ Súmula 297), but the ANS regulates health plans only
    // (Lei 9.961/2000, art. 1º): its complaint is no route at all here, not one "não cabível".
    const bank = run({
      conflictType: 'consumidor',
      caseDescription:
        'O banco cobrou tarifa de manutenção de conta que não contratei e negou o estorno em 10/11/2026.',
    });
    const listed = (r: typeof bank) => [...r.strategies, ...r.excluded].map((s) => s.key);
    expect(listed(bank)).not.toContain('ans_nip');
    // The arbitration clause a bank may impose is weighed and refused with its law (CDC art. 51, VII).
    expect(bank.excluded.map((e) => e.key)).toContain('arbitragem');

    const divorce = run({
      conflictType: 'familia',
      caseDescription: 'Queremos o divórcio consensual; não temos filhos nem bens a partilhar.',
    });
    expect(listed(divorce)).not.toContain('acao_alimentos');

    const assessment = run({
      conflictType: 'tributario',
      caseDescription: 'Recebi auto de infração de IRPJ em 10/11/2026.',
    });
    expect(listed(assessment)).not.toContain('embargos_execucao_fiscal');
  });
});

describe('Strategy times the plan', () => {
  const SURGERY =
    'Tenho câncer e o plano de saúde negou por escrito a cirurgia urgente, marcada para daqui a 15 dias. O relatório médico declara a urgência.';

  it('files the tutela de urgência first and ends every step before the surgery', () => {
    const r = run({ conflictType: 'consumidor', caseDescription: SURGERY, timeframe: 'urgente' });
    expect(r.strategies[0]?.key).toBe('tutela_urgencia');
    // Surgery in 15 days: 07/12/2026; the plan ends the day before, 06/12/2026.
    for (const s of r.actionPlan) expect(s.deadline <= '2026-12-06').toBe(true);
    const filing = r.actionPlan.find((s) => s.title.includes('tutela de urgência'));
    expect(filing?.step).toBeLessThanOrEqual(2);
    expect(r.actionPlan.map((s) => s.title).join(' ')).not.toMatch(/Notificação/);
  });

  it('keeps every step inside the chosen timeframe', () => {
    const r = run({
      conflictType: 'consumidor',
      caseDescription: 'A loja não entregou o sofá pago de R$ 3.000,00 e não responde.',
      timeframe: 'rapido',
    });
    // "rápido": 90 days from 22/11/2026 → 20/02/2027.
    for (const s of r.actionPlan) expect(s.deadline <= '2027-02-20').toBe(true);
  });

  it('warns when the harm is due tomorrow and no plan fits', () => {
    const r = run({
      conflictType: 'consumidor',
      caseDescription: 'O plano de saúde negou a cirurgia urgente, marcada para daqui a 1 dias.',
      timeframe: 'urgente',
    });
    expect(r.risks[0]?.description).toContain('plantão judiciário');
  });
});

describe('Strategy reads denied urgency (readFact)', () => {
  it('offers no tutela de urgência when the user says it is not urgent', () => {
    const r = run({
      conflictType: 'consumidor',
      caseDescription:
        'A operadora do plano de saúde reajustou a mensalidade; não há urgência, quero discutir o reajuste.',
    });
    expect(r.strategies.map((s) => s.key)).not.toContain('tutela_urgencia');
    const urgent = run({
      conflictType: 'consumidor',
      caseDescription: 'O plano de saúde negou a cirurgia urgente do meu pai.',
    });
    expect(urgent.strategies.map((s) => s.key)).toContain('tutela_urgencia');
  });
});

describe('the specific remedy before the generic urgency route', () => {
  it('keeps the ação de alimentos first when the case is marked urgent: its provisórios are the urgent relief', () => {
    const r = run({
      conflictType: 'familia',
      timeframe: 'urgente',
      caseDescription:
        'Meu ex-marido não paga pensão para nosso filho de 6 anos desde agosto de 2026. Ele ganha R$ 6.000,00 por mês com carteira assinada.',
      desiredOutcome: 'Receber pensão alimentícia para meu filho',
    });
    expect(r.strategies[0]?.key).toBe('acao_alimentos');
    const generic = r.strategies.find((s) => s.key === 'tutela_urgencia');
    expect(generic?.rankingReasons.join(' ')).toContain(
      'alimentos provisórios fixados ao despachar a inicial',
    );
    // "urgente" is a 30-day plan: the petition at a quarter of it, 22/11/2026 + round(7,5) = 30/11/2026.
    expect(r.actionPlan[1]?.title).toContain('alimentos com pedido de provisórios');
    expect(r.actionPlan[1]?.deadline).toBe('2026-11-30');
  });
});

describe('eviction for unpaid rent (Lei 8.245/1991)', () => {
  const LANDLORD =
    'O inquilino do meu apartamento não paga o aluguel de R$ 2.500,00 há 4 meses, desde julho de 2026. O contrato é escrito';

  it('names the despejo cumulated with the collection, without the liminar when a fiador guarantees the lease', () => {
    const r = run({
      conflictType: 'civil',
      caseDescription: `${LANDLORD}, com fiador.`,
      timeframe: 'normal',
    });
    expect(r.strategies[0]?.key).toBe('despejo_falta_pagamento');
    expect(r.recommendedStrategy).toContain('cumulada com cobrança');
    expect(r.recommendedStrategy).not.toContain('liminar');
    expect(r.strategies[0]?.legalBasis).toContain('art. 62, I e II');
    expect(r.actionPlan.map((s) => s.description).join(' ')).toContain('art. 62, I');
  });

  it('asks for the liminar when the lease has no guarantee (art. 59, § 1º, IX), and the generic urgency route yields', () => {
    const r = run({
      conflictType: 'civil',
      caseDescription: `${LANDLORD}, sem fiador nem caução.`,
      timeframe: 'urgente',
    });
    expect(r.strategies[0]?.key).toBe('despejo_falta_pagamento');
    expect(r.recommendedStrategy).toContain('com liminar para desocupação em 15 dias');
    expect(r.recommendedStrategy).toContain('arts. 59, § 1º, IX, e 62, I');
    const generic = r.strategies.find((s) => s.key === 'tutela_urgencia');
    if (generic)
      expect(generic.rankingReasons.join(' ')).toContain('A via específica já traz a medida imediata');
  });

  it('is off topic when the rent is paid', () => {
    const r = run({
      conflictType: 'civil',
      caseDescription:
        'O inquilino paga o aluguel em dia, mas fez uma obra sem minha autorização no apartamento.',
    });
    expect(r.strategies.map((s) => s.key)).not.toContain('despejo_falta_pagamento');
  });
});

describe('the pregnant employee dismissed without cause (ADCT art. 10, II, b)', () => {
  const PREGNANT =
    'Estava grávida quando fui dispensada sem justa causa em 05/11/2026; tenho o ultrassom de 20/10/2026.';

  it('names the reclamação with reintegration in tutela de urgência, filed within days', () => {
    const r = run({ conflictType: 'trabalhista', caseDescription: PREGNANT, timeframe: 'rapido' });
    expect(r.strategies[0]?.key).toBe('reintegracao_gestante');
    expect(r.strategies[0]?.legalBasis).toContain('ADCT art. 10, II, b');
    expect(r.strategies[0]?.legalBasis).toContain('Súmula 244, I e II, do TST');
    // "rápido" is a 90-day plan: the claim at 7 % of it, 22/11/2026 + round(6,3) = 28/11/2026, a
    // Saturday: due the dia útil before, Friday 27/11/2026.
    expect(r.actionPlan[1]?.deadline).toBe('2026-11-27');
    expect(r.actionPlan[1]?.description).toContain('reintegração em tutela de urgência');
    // 0,2 month written in days (0,2 × 30 = 6), not as "1 semanas".
    expect(r.strategies[0]?.estimatedTime).toBe('6 dias a 12 meses');
  });

  it('leaves it out for a dismissal for cause, with the reason', () => {
    const r = run({
      conflictType: 'trabalhista',
      caseDescription:
        'Estava grávida quando fui dispensada por justa causa em 05/11/2026, acusada de faltas.',
    });
    expect(r.strategies.map((s) => s.key)).not.toContain('reintegracao_gestante');
    expect(r.excluded.find((e) => e.key === 'reintegracao_gestante')?.reason).toContain(
      'ADCT art. 10, II, b',
    );
  });
});

describe('a name listed for a debt paid (CDC arts. 14 and 43)', () => {
  const LISTED =
    'Meu nome foi negativado no Serasa em 01/11/2026 pela operadora por uma dívida de R$ 800,00 que já paguei; tenho o comprovante. Preciso de crédito para financiar minha casa em 15/12/2026.';

  it('names the declaratória with damages and the urgent exclusion, in the Juizado, and ends the plan before the financing', () => {
    const r = run({
      conflictType: 'consumidor',
      caseDescription: LISTED,
      desiredOutcome: 'Tirar meu nome do Serasa e indenização por danos morais',
      timeframe: 'urgente',
    });
    expect(r.strategies[0]?.key).toBe('negativacao_indevida');
    expect(r.recommendedStrategy).toContain('no Juizado Especial Cível');
    expect(r.strategies[0]?.legalBasis).toContain('Súmula 385 do STJ');
    // The financing on 15/12/2026: every step by the day before, 14/12/2026.
    expect(r.actionPlan.every((s) => s.deadline <= '2026-12-14')).toBe(true);
    const generic = r.strategies.find((s) => s.key === 'tutela_urgencia');
    if (generic) expect(generic.rankingReasons.join(' ')).toContain('exclusão do nome do cadastro');
  });

  it('is off topic when the consumer owes the debt', () => {
    const r = run({
      conflictType: 'consumidor',
      caseDescription: 'Meu nome foi negativado no Serasa porque atrasei três parcelas do cartão.',
    });
    expect(r.strategies.map((s) => s.key)).not.toContain('negativacao_indevida');
  });
});

describe('a tenant shut out by the landlord (CPC arts. 560-562; Lei 8.245/1991, art. 5º)', () => {
  const LOCKED_OUT =
    'Sou locatário de uma sala comercial; em 05/10/2026 o locador mudou o segredo do cadeado da porta por causa de dois aluguéis atrasados e não me deixa retirar meus equipamentos. Tenho o contrato de locação.';

  it('names the reintegração de posse with the liminar first, never the eviction the landlord would bring', () => {
    const r = run({ conflictType: 'civil', caseDescription: LOCKED_OUT, timeframe: 'urgente' });
    expect(r.strategies[0]?.key).toBe('reintegracao_posse_locatario');
    expect(r.strategies[0]?.legalBasis).toContain('562 (liminar sem ouvir o réu)');
    expect(r.strategies.map((s) => s.key)).not.toContain('despejo_falta_pagamento');
  });

  it('is off topic for a tenant with no dispossession, and for the landlord telling his side', () => {
    const paid = run({
      conflictType: 'civil',
      caseDescription: 'Sou locatário e o locador não devolveu a caução de R$ 3.000,00 ao fim do contrato.',
    });
    expect(paid.strategies.map((s) => s.key)).not.toContain('reintegracao_posse_locatario');
    const landlord = run({
      conflictType: 'civil',
      caseDescription: 'O inquilino do meu apartamento não paga o aluguel há 3 meses e trocou as fechaduras.',
    });
    expect(landlord.strategies.map((s) => s.key)).not.toContain('reintegracao_posse_locatario');
    expect(landlord.strategies[0]?.key).toBe('despejo_falta_pagamento');
  });
});
