// Strategy offers a route only when the facts make it available, says which amount it
// weighed, and cites only what the law says. Descriptions written for the test; dates worked by hand.
import { checkCitations } from '@lexato/legal';
import { describe, expect, it } from 'vitest';
import { strategyRunner } from './testing.ts';

const TODAY = '2026-11-22';
const run = strategyRunner('2026-11-22', 'Resolver o conflito da melhor forma possível');
const offered = (r: ReturnType<typeof run>) => r.strategies.map((s) => s.key);
const excluded = (r: ReturnType<typeof run>) => Object.fromEntries(r.excluded.map((e) => [e.key, e.reason]));

const PENALTY_CASE =
  'Contrato de prestação de serviços de limpeza com a Condomínio Jardins, rescindido pela cliente em 10/09/2026. ' +
  'Restavam 7 meses de contrato, valor restante de R$ 129.500,00. A cliente cobra de nós a multa rescisória de ' +
  'R$ 25.900,00, que é o valor em disputa, alegando falha no serviço; temos os relatórios de execução assinados.';

describe('Strategy: the amount in dispute', () => {
  it('prefers the penalty the user says is in dispute over the contract’s remaining value', () => {
    const r = run({ conflictType: 'empresarial', caseDescription: PENALTY_CASE });
    expect(r.comparisonMatrix.litigateVsSettle?.claimValue).toBe(25_900);
    expect(r.comparisonMatrix.disputedAmount).toMatchObject({ value: 25_900, source: 'descrição' });
    expect(r.comparisonMatrix.disputedAmount?.evidence).toContain('25.900,00');
  });

  it('uses the "valor em disputa" of the form when given, and says so', () => {
    const r = run({ conflictType: 'empresarial', caseDescription: PENALTY_CASE, disputedAmount: 30_000 });
    expect(r.comparisonMatrix.litigateVsSettle?.claimValue).toBe(30_000);
    expect(r.comparisonMatrix.disputedAmount).toMatchObject({ value: 30_000, source: 'informado' });
  });
});

describe('Strategy: routes depend on the facts', () => {
  const SP_ICMS =
    'Recebemos em 15/10/2026 auto de infração de ICMS lavrado pela Secretaria da Fazenda do Estado de São Paulo, ' +
    'no valor de R$ 480.000,00, por suposto crédito indevido em operações interestaduais.';

  it('never offers the federal transação (Lei 13.988/2020, PGFN) for a São Paulo ICMS assessment', () => {
    const r = run({ conflictType: 'tributario', caseDescription: SP_ICMS });
    expect(offered(r)).not.toContain('transacao_tributaria');
    expect(excluded(r).transacao_tributaria).toMatch(/União/);
    const local = r.strategies.find((s) => s.key === 'transacao_local');
    expect(local?.name).toContain('Lei estadual 17.843/2023');
  });

  it('offers the federal transação for a federal credit, citing the confession rule in art. 3º, §1º', () => {
    const r = run({
      conflictType: 'tributario',
      caseDescription:
        'Débito de IRPJ inscrito em dívida ativa da União, cobrado pela PGFN em execução fiscal, no valor de R$ 210.000,00.',
    });
    const t = r.strategies.find((s) => s.key === 'transacao_tributaria');
    expect(t?.cons.join(' ')).toContain('art. 3º, §1º');
    expect(JSON.stringify(r)).not.toContain('art. 3º, III');
    expect(offered(r)).not.toContain('transacao_local');
  });

  it('offers a tutela de urgência and the ANS, not Procon, for an urgent surgery refused by a health plan', () => {
    const r = run({
      conflictType: 'consumidor',
      caseDescription:
        'O plano de saúde Vida Plena negou a cirurgia cardíaca de urgência indicada pelo médico em 18/11/2026, ' +
        'com risco de vida declarado no relatório médico. Preciso da autorização imediata.',
    });
    expect(r.strategies[0]?.key).toBe('tutela_urgencia');
    expect(r.strategies[0]?.legalBasis).toContain('CPC art. 300');
    expect(r.strategies[0]?.cons.join(' ')).toContain('Lei 9.656/1998, art. 35-C');
    expect(offered(r)).toContain('ans_nip');
    expect(offered(r)).not.toContain('consumidor_gov');
    expect(excluded(r).consumidor_gov).toMatch(/urgente/i);
  });

  it('offers no tutela de urgência where nothing is urgent', () => {
    const r = run({
      conflictType: 'consumidor',
      caseDescription: 'A operadora de telefonia cobrou duas vezes a fatura de agosto de 2026, de R$ 180,00.',
    });
    expect(offered(r)).not.toContain('tutela_urgencia');
    expect(offered(r)).toContain('consumidor_gov');
  });

  it('gives condominium arrears the execução of CPC art. 784, X', () => {
    const r = run({
      conflictType: 'civil',
      caseDescription:
        'O condômino da unidade 42 deixou de pagar 8 cotas condominiais aprovadas em assembleia, de março a outubro de 2026, ' +
        'somando R$ 6.400,00 em aberto; temos as atas e os boletos.',
    });
    const e = r.strategies.find((s) => s.key === 'execucao');
    expect(e?.cons.join(' ')).toContain('CPC art. 784, X');
    expect(offered(r).indexOf('execucao')).toBeLessThan(offered(r).indexOf('litigio'));
  });

  it('excludes the execução without an executive title (CPC art. 784)', () => {
    const r = run({
      conflictType: 'civil',
      caseDescription: 'Emprestei R$ 5.000,00 a um amigo, de boca, em 10/01/2026, e ele não devolveu.',
    });
    expect(excluded(r).execucao).toMatch(/CPC art\. 784/);
  });

  it('never offers arbitration when the user says there is no clause (Lei 9.307/1996)', () => {
    const r = run({
      conflictType: 'empresarial',
      caseDescription: `${PENALTY_CASE} O contrato não tem cláusula de arbitragem.`,
    });
    expect(offered(r)).not.toContain('arbitragem');
    expect(excluded(r).arbitragem).toMatch(/não há cláusula compromissória/);
  });

  it('excludes a mandado de segurança after 120 days from the ciência (Lei 12.016/2009, art. 23)', () => {
    // Ciência 02/06/2026 + 120 days = 30/09/2026 (a Wednesday); today is 22/11/2026.
    const late = run({
      conflictType: 'tributario',
      caseDescription:
        'Fui notificado em 02/06/2026 do indeferimento, pela Receita Federal, do pedido de compensação de PIS de R$ 90.000,00.',
    });
    expect(offered(late)).not.toContain('mandado_seguranca');
    expect(excluded(late).mandado_seguranca).toContain('30/09/2026');
    expect(excluded(late).mandado_seguranca).toContain('Lei 12.016/2009, art. 23');
    // Ciência 20/10/2026 + 120 days = 17/02/2027 (a Wednesday).
    const inTime = run({
      conflictType: 'tributario',
      caseDescription:
        'Fui notificado em 20/10/2026 do indeferimento, pela Receita Federal, do pedido de compensação de PIS de R$ 90.000,00.',
    });
    expect(inTime.strategies.find((s) => s.key === 'mandado_seguranca')?.cons.join(' ')).toContain(
      '17/02/2027',
    );
  });

  it('excludes the federal administrative defence after 30 days (Decreto 70.235/1972, art. 15)', () => {
    // Ciência 01/09/2026 + 30 days = 01/10/2026 (a Thursday).
    const r = run({
      conflictType: 'tributario',
      caseDescription:
        'Auto de infração de IRPJ da Receita Federal, com ciência em 01/09/2026, exige R$ 150.000,00 de imposto e multa.',
    });
    expect(excluded(r).impugnacao_administrativa).toContain('01/10/2026');
    expect(excluded(r).impugnacao_administrativa).toContain('Decreto 70.235/1972');
  });
});

describe('Strategy: every citation it emits passes the Validator', () => {
  it.each([
    ['tributario', 'Débito de IRPJ inscrito em dívida ativa da União, cobrado pela PGFN, de R$ 210.000,00.'],
    ['consumidor', 'O plano de saúde negou a cirurgia de urgência em 18/11/2026, com risco de vida.'],
    [
      'trabalhista',
      'Gerente dispensado em 01/10/2026; salário de R$ 40.000,00; horas extras de R$ 90.000,00.',
    ],
    ['civil', 'O condômino deixou de pagar cotas condominiais aprovadas em assembleia, R$ 6.400,00.'],
  ] as const)('%s', (conflictType, caseDescription) => {
    const r = run({ conflictType, caseDescription });
    const report = checkCitations(JSON.stringify(r), { today: TODAY });
    expect(report.citationDetails.filter((d) => d.status === 'invalid')).toEqual([]);
  });
});

describe('Strategy: each route’s probability in words', () => {
  const DENIAL =
    'O plano de saúde negou por escrito a cobertura de exame prescrito pelo médico, com relatório médico.';

  it('says the figure and where it comes from in a sentence, not as a formula', () => {
    const r = run({ conflictType: 'consumidor', caseDescription: DENIAL });
    expect(r.strategies.length).toBeGreaterThan(1);
    for (const o of r.strategies) {
      expect(o.probabilityBasis.startsWith(`${o.successProbability}% de chance de `)).toBe(true);
      // No arithmetic: no "50 +", "+15", "chance-base (45%) + 30%".
      expect(o.probabilityBasis).not.toMatch(/\d\s*\+|\+\s*\d|chance-base/);
    }
    const litigation = r.strategies.find((s) => s.key === 'litigio');
    expect(litigation?.probabilityBasis).toMatch(/de chance de êxito, estimad[ao] pelo Predict/);
    const consensual = r.strategies.find((s) => s.key === 'consumidor_gov');
    expect(consensual?.probabilityBasis).toMatch(/de chance de acordo/);
  });

  it('names the linked prediction the figure comes from', () => {
    const r = run({
      conflictType: 'consumidor',
      caseDescription: DENIAL,
      linkedPrediction: { caseTitle: 'Negativa de exame', probability: 70 },
    });
    const litigation = r.strategies.find((s) => s.key === 'litigio');
    expect(litigation?.probabilityBasis).toBe(
      '70% de chance de êxito, da predição vinculada “Negativa de exame”.',
    );
  });
});
