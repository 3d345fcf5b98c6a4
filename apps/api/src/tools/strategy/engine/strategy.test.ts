import type { Timeframe } from '@lexato/schemas';
import { describe, expect, it } from 'vitest';
import { strategyRunner } from './testing.ts';

const TODAY = '2026-11-22';
const run = strategyRunner('2026-11-22', 'Resolver o conflito da melhor forma possível');
const offered = (r: ReturnType<typeof run>) => r.strategies.map((s) => s.key).sort();
const excluded = (r: ReturnType<typeof run>) => Object.fromEntries(r.excluded.map((e) => [e.key, e.reason]));

describe('routes offered and excluded, per conflict type', () => {
  it('consumidor: no arbitration in a consumer adhesion contract (CDC art. 51, VII; Lei 9.307/1996 art. 4º §2º)', () => {
    const r = run({
      conflictType: 'consumidor',
      caseDescription:
        'Contrato de adesão de telefonia com cláusula de arbitragem; cobrança indevida de R$ 1.200,00 em 05/09/2026.',
    });
    expect(offered(r)).toEqual([
      'conciliacao_cejusc',
      'consumidor_gov',
      'juizado_especial',
      'litigio',
      'mediacao',
      'negociacao',
    ]);
    expect(excluded(r).arbitragem).toMatch(/CDC art\. 51, VII/);
    expect(excluded(r).arbitragem).toMatch(/Lei 9\.307\/1996, art\. 4º, §2º/);
  });

  // 2026 minimum wage R$ 1.621,00 (Decreto 12.797/2025): 40 × = R$ 64.840,00; 20 × = R$ 32.420,00.
  it('civil: small claims only up to 40 minimum wages (Lei 9.099/1995, art. 3º, I)', () => {
    const small = run({
      conflictType: 'civil',
      caseDescription: 'O inquilino deixou de pagar aluguéis que somam R$ 64.840,00 desde 01/03/2026.',
    });
    const large = run({
      conflictType: 'civil',
      caseDescription: 'O inquilino deixou de pagar aluguéis que somam R$ 64.840,01 desde 01/03/2026.',
    });
    expect(offered(small)).toContain('juizado_especial');
    expect(offered(large)).not.toContain('juizado_especial');
    expect(excluded(large).juizado_especial).toMatch(
      /art\. 3º, I: até 40 salários mínimos \(R\$\s64\.840,00\)/,
    );
  });

  it('civil: without a lawyer only up to 20 minimum wages (Lei 9.099/1995, art. 9º)', () => {
    const r = run({
      conflictType: 'civil',
      caseDescription: 'Vizinho danificou meu carro, conserto orçado em R$ 8.000,00 em 10/10/2026.',
    });
    expect(r.strategies.find((s) => s.key === 'juizado_especial')?.cons.join(' ')).toMatch(/art\. 9º/);
  });

  it('civil: arbitration available with a clause, excluded in an adhesion contract without express consent', () => {
    const clause = run({
      conflictType: 'civil',
      caseDescription:
        'Contrato de prestação de serviços com cláusula compromissória; multa de R$ 90.000,00 em disputa.',
    });
    const adhesion = run({
      conflictType: 'civil',
      caseDescription:
        'Contrato de adesão de academia, sem negociação das cláusulas; multa de R$ 3.000,00 cobrada.',
    });
    expect(offered(clause)).toContain('arbitragem');
    expect(excluded(adhesion).arbitragem).toMatch(/art\. 4º, §2º/);
  });

  it('trabalhista: no private mediation (Lei 13.140/2015 art. 42) nor Juizado (CF art. 114); arbitration only above 2× the RGPS ceiling (CLT art. 507-A)', () => {
    const r = run({
      conflictType: 'trabalhista',
      caseDescription:
        'Fui dispensado em 10/09/2026; meu salário era R$ 5.000,00 e as horas extras devidas somam R$ 40.000,00.',
    });
    expect(offered(r)).toEqual([
      'acordo_extrajudicial_trabalhista',
      'conciliacao_cejusc',
      'litigio',
      'negociacao',
    ]);
    expect(excluded(r).mediacao).toMatch(/art\. 42/);
    expect(excluded(r).juizado_especial).toMatch(/CF art\. 114/);
    // 2026 RGPS ceiling R$ 8.475,55 (Portaria Interministerial MPS/MF 13/2026) × 2 = R$ 16.951,10.
    expect(excluded(r).arbitragem).toMatch(/CLT art\. 507-A.*R\$\s16\.951,10/);
    const executive = run({
      conflictType: 'trabalhista',
      caseDescription:
        'Diretor com salário de R$ 40.000,00, dispensado em 10/09/2026; bônus de R$ 300.000,00 não pago.',
    });
    expect(offered(executive)).toContain('arbitragem');
  });

  it('tributario: tax settlement and administrative appeal; no arbitration, mediation or Juizado', () => {
    const r = run({
      conflictType: 'tributario',
      caseDescription:
        'Débito de ICMS inscrito em dívida ativa, execução fiscal de R$ 250.000,00 ajuizada em 2025.',
    });
    // ICMS is a state tax: the state's own transação, never the federal one of Lei 13.988/2020;
    // a debt already in execução fiscal is past the administrative defence; the execution is answered by
    // embargos once secured (Lei 6.830/1980, art. 16) and parcelamento gives the certidão (CTN arts. 151, VI, 206).
    expect(offered(r)).toEqual([
      'embargos_execucao_fiscal',
      'litigio',
      'mandado_seguranca',
      'parcelamento',
      'transacao_local',
    ]);
    expect(excluded(r).transacao_tributaria).toMatch(/União/);
    expect(excluded(r).impugnacao_administrativa).toMatch(/Lei 6\.830\/1980, art\. 16/);
    expect(excluded(r).arbitragem).toMatch(/CTN/);
    expect(excluded(r).mediacao).toMatch(/CTN art\. 171/);
    expect(excluded(r).juizado_especial).toMatch(/art\. 3º, §2º/);
  });

  it('familia: family mediation (CPC art. 694), no arbitration nor Juizado; no mediation when there is domestic violence', () => {
    const r = run({
      conflictType: 'familia',
      caseDescription: 'Divórcio com discussão sobre guarda dos dois filhos e pensão alimentícia.',
    });
    // Alimentos for the children follow the Lei 5.478/1968 (CPC art. 693, parágrafo único).
    expect(offered(r)).toEqual(['acao_alimentos', 'litigio', 'mediacao_familiar', 'negociacao']);
    expect(excluded(r).arbitragem).toMatch(/art\. 1º/);
    expect(excluded(r).juizado_especial).toMatch(/alimentar/);
    const violence = run({
      conflictType: 'familia',
      caseDescription: 'Divórcio após episódios de violência doméstica, com medida protetiva deferida.',
    });
    expect(excluded(violence).mediacao_familiar).toMatch(/Lei 11\.340\/2006/);
  });

  it('penal: ANPP (CPP art. 28-A) unless there was violence or grave threat', () => {
    const fraud = run({
      conflictType: 'penal',
      caseDescription:
        'Investigação por estelionato, pena mínima de 1 ano, investigado primário e disposto a reparar o dano.',
    });
    const robbery = run({
      conflictType: 'penal',
      caseDescription: 'Investigação por roubo com grave ameaça a funcionário do estabelecimento.',
    });
    expect(offered(fraud)).toEqual(['anpp', 'litigio']);
    expect(excluded(robbery).anpp).toMatch(/sem violência ou grave ameaça/);
  });

  it('ambiental: TAC (Lei 7.347/1985, art. 5º, §6º) beside the defence', () => {
    const r = run({
      conflictType: 'ambiental',
      caseDescription: 'Auto de infração por supressão de vegetação em área de preservação permanente.',
    });
    expect(offered(r)).toEqual(['litigio', 'tac']);
  });

  it('empresarial: negotiation, mediation, CEJUSC, arbitration, Juizado only as ME/EPP, litigation', () => {
    const r = run({
      conflictType: 'empresarial',
      caseDescription:
        'Sócio minoritário contesta a distribuição de lucros de R$ 50.000,00 prevista no contrato social.',
    });
    expect(offered(r)).toEqual([
      'arbitragem',
      'conciliacao_cejusc',
      'juizado_especial',
      'litigio',
      'mediacao',
      'negociacao',
    ]);
    expect(r.strategies.find((s) => s.key === 'juizado_especial')?.cons.join(' ')).toMatch(
      /art\. 8º, §1º, II/,
    );
  });
});

describe('ranking by budget, timeframe and desired outcome', () => {
  const consumer = {
    conflictType: 'consumidor' as const,
    caseDescription:
      'Compra de notebook com defeito em 01/10/2026; a loja recusa a troca. Tenho nota fiscal. Valor R$ 4.000,00.',
  };

  it('an urgent timeframe puts routes that cannot finish in a month last', () => {
    const r = run({ ...consumer, timeframe: 'urgente' as Timeframe });
    expect(r.strategies.at(-1)?.key).toBe('litigio');
    expect(r.strategies.find((s) => s.key === 'litigio')?.fitsTimeframe).toBe(false);
    expect(r.strategies[0]?.fitsTimeframe).toBe(true);
  });

  it('routes whose minimum cost exceeds the budget do not fit it', () => {
    const r = run({
      conflictType: 'civil',
      caseDescription: 'Contrato com cláusula compromissória; multa de R$ 90.000,00 em disputa.',
      budget: 10_000,
    });
    expect(r.strategies.find((s) => s.key === 'arbitragem')?.fitsBudget).toBe(false);
    expect(r.recommendedStrategy).not.toMatch(/Arbitragem/);
  });

  it('a desired outcome asking for a judgment favours adjudicative routes', () => {
    const settle = run({ ...consumer, desiredOutcome: 'Um acordo rápido com a loja' });
    const judge = run({
      ...consumer,
      desiredOutcome: 'Condenação da loja a pagar indenização por danos morais',
    });
    const score = (r: ReturnType<typeof run>, key: string) =>
      r.strategies.find((s) => s.key === key)?.score ?? 0;
    expect(score(judge, 'juizado_especial') - score(judge, 'negociacao')).toBeGreaterThan(
      score(settle, 'juizado_especial') - score(settle, 'negociacao'),
    );
  });

  it('a linked weak prediction feeds its probability and favours settling', () => {
    const r = run({ ...consumer, linkedPrediction: { caseTitle: 'Notebook', probability: 20 } });
    expect(r.comparisonMatrix.litigateVsSettle?.probability).toBe(20);
    expect(r.strategies.find((s) => s.key === 'litigio')?.successProbability).toBe(20);
    expect(r.comparisonMatrix.linkedFindings[0]).toMatch(/20%/);
    expect(r.strategies[0]?.key).not.toBe('litigio');
  });

  it('every action-plan deadline falls within the chosen timeframe', () => {
    for (const [timeframe, days] of [
      ['urgente', 30],
      ['rapido', 90],
      ['normal', 180],
      ['flexivel', 365],
    ] as const) {
      const r = run({ ...consumer, timeframe });
      const last = new Date(`${TODAY}T00:00:00Z`);
      last.setUTCDate(last.getUTCDate() + days);
      expect(r.actionPlan.length).toBeGreaterThan(2);
      for (const s of r.actionPlan) expect(s.deadline <= last.toISOString().slice(0, 10)).toBe(true);
    }
  });
});

describe('litigate versus settle', () => {
  it('puts no court costs nor loss fees on the Juizado (Lei 9.099/1995, arts. 54-55) and 10-20% on ordinary litigation (CPC art. 85)', () => {
    const r = run({
      conflictType: 'consumidor',
      caseDescription: 'Cobrança indevida de R$ 10.000,00 em 01/10/2026, tenho faturas e protocolos.',
      linkedPrediction: { caseTitle: 'Cobrança', probability: 60 },
    });
    const lvs = r.comparisonMatrix.litigateVsSettle;
    const jec = lvs?.rows.find((row) => row.route.startsWith('Juizado'));
    const ordinary = lvs?.rows.find((row) => row.route.startsWith('Ação judicial'));
    expect(jec).toMatchObject({ courtCosts: 0, feeRisk: 0 });
    // 40% chance of losing × 15% (midpoint of CPC art. 85 §2º) × R$ 10.000 = R$ 600; 1% initial costs = R$ 100.
    expect(ordinary).toMatchObject({ feeRisk: 600, courtCosts: 100 });
    expect(ordinary && ordinary.interest > 0).toBe(true);
    expect(ordinary?.expectedNet).toBe(Math.round(0.6 * (10_000 + (ordinary?.interest ?? 0)) - 100 - 600));
    expect(lvs?.breakEvenSettlement).toBe(Math.max(...(lvs?.rows ?? []).map((row) => row.expectedNet)));
  });

  it('is absent when the text names no value', () => {
    const r = run({
      conflictType: 'civil',
      caseDescription: 'Vizinho construiu muro invadindo meu terreno sem autorização alguma.',
    });
    expect(r.comparisonMatrix.litigateVsSettle).toBeNull();
    expect(r.risks.some((risk) => /litigar × acordo/.test(risk.description))).toBe(true);
  });
});
