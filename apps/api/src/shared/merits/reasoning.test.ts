// Predict must reason like a careful lawyer. Each description is written for the test
// and each expected date is worked by hand from the law cited beside it.
import { describe, expect, it } from 'vitest';
import { assessCase } from './engine.ts';

const TODAY = '2026-11-22';
type Input = Parameters<typeof assessCase>[0];
const assess = (caseType: Input['caseType'], description: string, dates: Input['dates'] = {}) =>
  assessCase({ caseType, description, today: TODAY, comparables: [], dates });
const risksText = (r: ReturnType<typeof assess>) => r.risks.map((x) => x.description).join('\n');

const LABOUR_LATE =
  'Reclamação trabalhista ajuizada em 15/08/2025 pelo ex-empregado da Transportadora Rota Sul Ltda. ' +
  'Ele foi admitido em 02/02/2015 como motorista e dispensado sem justa causa em 10/03/2019, sem receber ' +
  'as horas extras habituais de duas horas por dia. Tem os cartões de ponto, holerites e duas testemunhas ' +
  'que trabalhavam no mesmo turno. Pede as horas extras com reflexos, no valor de R$ 48.000,00.';

describe('Predict: prescrição and decadência from the table in @lexato/legal', () => {
  it('bars a labour claim filed 15/08/2025 for a contract ended 10/03/2019 (CF art. 7º, XXIX; Súmula 308, I, TST)', () => {
    const r = assess('trabalhista', LABOUR_LATE);
    // Dismissed 10/03/2019 after 4 full years (admitted 02/02/2015): 30 + 3 × 4 = 42 days of notice
    // (Lei 12.506/2011), projected into the contract (CLT art. 487, § 1º): it ended on 21/04/2019.
    // Two years from then, 21/04/2021, was Tiradentes (a national holiday): the period ran out on
    // Thursday 22/04/2021 (CC art. 132, § 1º) — not two years from the filing.
    expect(r.probability).toBeLessThanOrEqual(10);
    const text = risksText(r);
    expect(text).toContain('10/03/2019');
    expect(text).toContain('22/04/2021');
    expect(text).toContain('42 dias de aviso prévio projetados (CLT art. 487, § 1º');
    expect(text).toContain('15/08/2025');
    expect(text).toContain('CF art. 7º, XXIX');
    expect(JSON.stringify(r)).not.toContain('15/08/2027');
  });

  it('takes the dates from the form when given, over the words of the description', () => {
    const r = assess(
      'trabalhista',
      'Motorista dispensado sem justa causa, sem as horas extras pagas. Tenho cartões de ponto e testemunhas. Valor dos pedidos R$ 30.000,00.',
      { fimContrato: '2024-03-10', dataAjuizamento: '2025-08-15' },
    );
    // Two years from 10/03/2024 end on 10/03/2026 (a Tuesday): filed 15/08/2025, timely.
    expect(r.probability).toBeGreaterThan(40);
    expect(r.factors.some((f) => f.label.includes('10/03/2026'))).toBe(true);
    // The five years counted back from the filing (Súmula 308, I, TST): from 15/08/2020.
    expect(JSON.stringify(r.factors)).toContain('15/08/2020');
  });

  it('asks for the end of the contract instead of assuming it', () => {
    const r = assess(
      'trabalhista',
      'Trabalhei como vendedor numa loja de calçados e não recebi as comissões dos últimos meses. Tenho os holerites e as mensagens do gerente. Valor dos pedidos R$ 12.000,00.',
    );
    expect(r.recommendations.join(' ')).toMatch(/data do fim do contrato/i);
    expect(r.factors.some((f) => /Prescrição|Dentro do prazo/.test(f.label))).toBe(false);
  });

  it('bars rents of 2021 under CC art. 206, §3º, I (3 years), not CC art. 205 (10 years)', () => {
    const r = assess(
      'civil',
      'O locatário do apartamento da Rua Harmonia, 120, deixou de pagar os aluguéis de março a dezembro de 2021, ' +
        'o último deles vencido em 10/12/2021, no total de R$ 24.000,00. O contrato de locação escrito e os recibos anteriores estão ' +
        'comigo. Quero cobrar os aluguéis atrasados.',
    );
    // The last rent fell due 10/12/2021; three years later, 10/12/2024; today is 22/11/2026.
    expect(r.probability).toBeLessThanOrEqual(10);
    expect(risksText(r)).toContain('CC art. 206, §3º, I');
    expect(risksText(r)).toContain('10/12/2024');
    expect(JSON.stringify(r)).not.toContain('CC art. 205');
  });

  it('bars a cheque five years after its date of issue (Súmula 503 do STJ), not ten (CC art. 205)', () => {
    const r = assess(
      'civil',
      'Recebi um cheque de R$ 3.500,00 emitido em 15/04/2021, que voltou sem fundos. Quero cobrar.',
    );
    // 15/04/2021 + 5 years = 15/04/2026, a Wednesday; today 22/11/2026: barred.
    expect(risksText(r)).toContain('Súmula 503 do STJ');
    expect(risksText(r)).toContain('15/04/2026');
    expect(r.probability).toBeLessThanOrEqual(10);
    expect(JSON.stringify(r)).not.toContain('CC art. 205');
  });

  it('ends each risk with one full stop when its basis already ends a sentence', () => {
    const r = assess(
      'consumidor',
      'A geladeira foi entregue em 10/11/2026 com a porta amassada, o que vi na hora da entrega. Tenho a nota fiscal.',
    );
    // 90 days from 10/11/2026 (CDC art. 26, II): still running on 22/11/2026, so the risk names the deadline.
    expect(risksText(r)).toContain('CDC art. 26, II');
    expect(risksText(r)).not.toMatch(/\.\./);
  });

  it('gives an apparent defect of a fridge 90 days from delivery (CDC art. 26, II), not 5 years (CDC art. 27)', () => {
    const r = assess(
      'consumidor',
      'Comprei uma geladeira duplex na Loja Eletro Max; ela foi entregue em 03/02/2026 já com a porta amassada ' +
        'e riscada, o que vi na hora da entrega. Tenho a nota fiscal e fotos. A loja não trocou o produto. ' +
        'Quero a troca ou a devolução de R$ 4.200,00.',
    );
    // 90 days from 03/02/2026: 04/05/2026 (a Monday); today 22/11/2026 — the right lapsed (decadência).
    expect(r.probability).toBeLessThanOrEqual(10);
    expect(risksText(r)).toContain('CDC art. 26, II');
    expect(risksText(r)).toContain('04/05/2026');
    expect(JSON.stringify(r)).not.toContain('CDC art. 27');
  });

  it('lets a dated complaint to the shop obstruct the 90 days until a refusal (CDC art. 26, §2º, I)', () => {
    const base =
      'Comprei uma geladeira duplex na Loja Eletro Max; ela foi entregue em 03/02/2026 já com a porta amassada, ' +
      'o que vi na hora da entrega. Reclamei na loja em 10/02/2026, protocolo 8841, e guardei a nota fiscal e fotos. ' +
      'Quero a troca ou a devolução de R$ 4.200,00.';
    const pending = assess('consumidor', base);
    expect(pending.probability).toBeGreaterThan(10);
    expect(
      pending.factors.some((f) => f.label.startsWith('Decadência obstada pela reclamação de 10/02/2026')),
    ).toBe(true);
    // 90 days from 03/02/2026 end 04/05/2026; on 10/02/2026, 83 days were left; refused 01/09/2026:
    // 01/09/2026 + 83 days = 23/11/2026, a Monday — not yet over today (22/11/2026).
    const refused = assess('consumidor', `${base} A loja negou a troca por e-mail em 01/09/2026.`);
    expect(refused.factors.some((f) => f.label.endsWith('até 23/11/2026'))).toBe(true);
    expect(refused.probability).toBeGreaterThan(10);
  });

  it('keeps a product accident within five years of knowing the damage (CDC art. 27)', () => {
    const r = assess(
      'consumidor',
      'O carregador do celular explodiu em 06/02/2023 e causou queimaduras de segundo grau na minha mão; ' +
        'tenho laudo médico, fotos e a nota fiscal. Peço indenização de R$ 30.000,00.',
    );
    // 06/02/2023 + 5 years = 06/02/2028, a Sunday: Monday 07/02/2028 (CC art. 132, §1º).
    expect(r.probability).toBeGreaterThan(50);
    expect(r.factors.some((f) => f.label.includes('07/02/2028'))).toBe(true);
  });
});

describe('Predict: dates a careful lawyer reads differently', () => {
  it('never bars on a day the user did not write, and never gives a day to file that may be late', () => {
    // "saí da empresa em março de 2024": from the month's last day, 31/03/2024 + 2 years = 31/03/2026,
    // the filing day, in time; from its first, 01/03/2024 + 2 years = 01/03/2026, a Sunday → 02/03/2026,
    // past. The day decides: uncertain (−10), not barred (−45).
    const r = assess(
      'trabalhista',
      'Saí da empresa em março de 2024 sem receber as horas extras; ajuizada em 31/03/2026. Tenho cartões de ponto e testemunhas.',
    );
    expect(r.probability).toBeGreaterThan(10);
    const uncertain = r.factors.find((f) => f.label.startsWith('Prescrição incerta'));
    expect(uncertain?.weight).toBe(-10);
    expect(uncertain?.label).toContain('terminou em 02/03/2026');
    expect(uncertain?.label).toContain('termina em 31/03/2026');
  });

  it('gives the day to file counted from the first day of a month written without its day', () => {
    // Instalments of "dezembro de 2021" under a written contract (CC art. 206, § 5º, I): from 01/12/2021,
    // five years end on 01/12/2026 (a Tuesday), before 31/12/2026 counted from the month's last day.
    const r = assess(
      'civil',
      'A família de um aluno deixou de pagar as mensalidades vencidas em dezembro de 2021. Tenho o contrato assinado.',
    );
    expect(r.factors.map((f) => f.label)).toContain(
      'Dentro do prazo (CC art. 206, §5º, I): ajuizar até 01/12/2026 (dia não informado: contado do 1º dia do mês)',
    );
  });

  it('reads a month written in figures ("08/2025") as a month without its day', () => {
    // A phone's defect that showed in 08/2025 (CDC art. 26, II and § 3º: 90 days from when it showed).
    // From the month's last day, 31/08/2025 + 90 = 29/11/2025, a Saturday: 01/12/2025. From its first,
    // 01/08/2025 + 90 = 30/10/2025. Filed on 01/12/2025 it depends on the day; on 02/12/2025 it is late
    // on every reading.
    const phone = (filed: string) =>
      assessCase({
        caseType: 'consumidor',
        description: 'Comprei um celular em 06/2025 que parou de funcionar em 08/2025. Quero a troca.',
        today: '2026-11-22',
        comparables: [],
        dates: { dataAjuizamento: filed },
      }).factors.filter((f) => f.kind === 'prescricao');
    expect(phone('2025-12-01')[0]?.label).toBe(
      'Decadência incerta (CDC art. 26, II e §3º): o dia não informado decide — contado do 1º dia do mês, terminou em 30/10/2025; do último, termina em 01/12/2025',
    );
    const late = phone('2025-12-02')[0];
    expect(late?.label).toBe('Decadência (CDC art. 26, II e §3º): prazo encerrado em 01/12/2025');
    expect(late?.evidence).toContain('“08/2025” (sem o dia: contado do último dia do mês)');
  });

  it('does not run the two years while the employment contract is in force (CF art. 7º, XXIX)', () => {
    const r = assess(
      'trabalhista',
      'Ainda trabalho na empresa desde 02/01/2018 e nunca recebi o adicional noturno. Tenho holerites e cartões de ponto.',
    );
    expect(r.factors.some((f) => f.label.startsWith('Contrato de trabalho em vigor'))).toBe(true);
    // Five years back from the filing (today, 22/11/2026): parcels before 22/11/2021 are lost.
    expect(r.factors.find((f) => f.label === 'Parcelas anteriores a 22/11/2021 prescritas')?.weight).toBe(-5);
    expect(r.probability).toBeGreaterThan(10);
  });

  it('does not bar alimentos owed to a child by a parent (CC arts. 197, II, and 198, I)', () => {
    const r = assess(
      'familia',
      'O pai do meu filho de 9 anos não paga a pensão alimentícia fixada em acordo homologado, vencida desde janeiro de 2022. Tenho a sentença e os extratos.',
    );
    expect(r.probability).toBeGreaterThan(10);
    expect(r.factors.some((f) => f.basis.includes('CC art. 197, II'))).toBe(true);
  });

  it('keeps the instalments that fall due "desde" a date up to the filing, losing only the oldest', () => {
    // Rents due since março de 2023 and still unpaid: those due before 22/11/2023 are barred (CC art. 206, §3º, I).
    const r = assess(
      'civil',
      'O inquilino não paga os aluguéis desde março de 2023; tenho o contrato de locação escrito e as notificações. Total de R$ 40.000,00.',
    );
    expect(r.probability).toBeGreaterThan(10);
    expect(r.factors.some((f) => f.label.startsWith('Prestações vencidas em 31/03/2023 prescritas'))).toBe(
      true,
    );
  });
});

describe('Predict: known adverse rules as factors', () => {
  const NEGATIVACAO =
    'Meu nome foi inscrito no Serasa pela Telefônica Beta em 10/06/2026 por uma conta de R$ 380,00 que já ' +
    'estava paga; tenho o comprovante de pagamento. Quero indenização por dano moral de R$ 10.000,00.';

  it('applies Súmula 385 STJ when earlier legitimate entries exist', () => {
    const prior = assess(
      'consumidor',
      `${NEGATIVACAO} Na época eu já tinha outras duas negativações de bancos, que eram devidas.`,
    );
    const clean = assess('consumidor', `${NEGATIVACAO} Não havia nenhuma outra negativação no meu nome.`);
    const f = prior.factors.find((x) => x.basis.includes('Súmula 385'));
    expect(f?.weight).toBeLessThanOrEqual(-25);
    expect(clean.factors.some((x) => x.basis.includes('Súmula 385'))).toBe(false);
    expect(prior.probability).toBeLessThanOrEqual(30);
    expect(clean.probability - prior.probability).toBeGreaterThanOrEqual(25);
  });

  it('reads Súmula 338 TST with the employee-count threshold of CLT art. 74, §2º (more than 20)', () => {
    const base =
      'Ajuizamento previsto para 01/12/2026. Fui dispensado em 10/09/2026 e fazia duas horas extras por dia sem pagamento. ' +
      'Valor dos pedidos R$ 20.000,00. Tenho holerites.';
    const big = assess('trabalhista', `${base} A empresa tem 80 empregados e não registrava o ponto.`);
    const small = assess('trabalhista', `${base} A empresa tem 12 empregados.`);
    const big338 = big.factors.find((f) => f.basis.includes('Súmula 338'));
    const small338 = small.factors.find((f) => f.basis.includes('Súmula 338'));
    expect(big338?.weight).toBeGreaterThan(0);
    expect(big338?.basis).toContain('CLT art. 74, §2º');
    expect(small338?.weight).toBeLessThan(0);
    expect(small338?.label).toContain('12');
    // "mais de 20" is at least 21: above the threshold of CLT art. 74, §2º.
    const over = assess('trabalhista', `${base} A empresa tem mais de 20 empregados.`);
    expect(over.factors.find((f) => f.basis.includes('Súmula 338'))?.weight).toBeGreaterThan(0);
  });

  it('chooses the labour rito by the value of the claims, not by the salary (CLT art. 852-A)', () => {
    const r = assess(
      'trabalhista',
      'Fui dispensado em 05/10/2026. Meu salário era de R$ 3.500,00. Pedimos verbas rescisórias e horas extras ' +
        'no valor total de R$ 95.000,00. Tenho holerites e cartões de ponto.',
    );
    // 40 × R$ 1.621,00 (salário mínimo de 2026, Decreto 12.797/2025) = R$ 64.840,00 < R$ 95.000,00.
    const rito = r.factors.find((f) => /\brito\b/i.test(f.label));
    expect(rito?.label).toBe('Rito ordinário trabalhista');
    expect(rito?.evidence).toContain('95.000,00');
  });
});
