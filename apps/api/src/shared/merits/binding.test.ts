// Binding rules that decide a case move the estimate with their citation, and strong, weak and
// barred cases land far apart. The descriptions are written for the test; each rule's text is the
// one cited in the factor (CDC, ADCT and STJ súmulas as in the shipped lawbase; Súmula 244 of the TST).
import { describe, expect, it } from 'vitest';
import { assessCase } from './engine.ts';

const TODAY = '2026-11-22';
type Input = Parameters<typeof assessCase>[0];
const assess = (caseType: Input['caseType'], description: string, dates: Input['dates'] = {}) =>
  assessCase({ caseType, description, today: TODAY, comparables: [], dates });
const bases = (r: ReturnType<typeof assess>) => r.factors.map((f) => `${f.label}: ${f.basis}`).join('\n');

const BANK_FRAUD =
  'Aposentada, descobri em 05/09/2026 descontos no meu benefício de um empréstimo consignado de R$ 18.000,00 ' +
  'que não contratei com o Banco Alfa S.A. Reclamei no banco e no Procon (protocolo 2026-55). O banco não ' +
  'apresentou contrato assinado nem gravação da contratação. Tenho os extratos do benefício e o protocolo da reclamação.';

const PREGNANT =
  'Fui admitida em 01/02/2023 como auxiliar administrativa da Comercial Beta Ltda. e dispensada sem justa causa ' +
  'em 10/06/2026. O exame de ultrassom de 02/06/2026 mostra gravidez de 8 semanas na data da dispensa; a empresa ' +
  'não sabia da gravidez. Tenho a CTPS, o termo de rescisão e o exame. Peço a indenização do período de estabilidade, R$ 28.000,00.';

const WEAK =
  'Um vizinho me mandou uma mensagem grosseira que ele apagou logo depois. Não guardei print e ninguém viu. ' +
  'Quero indenização por danos morais de R$ 10.000,00.';

const RESCISORIA = (filed: string) =>
  'A sentença de improcedência transitou em julgado em 10/03/2023. ' +
  `A ação rescisória foi ajuizada em ${filed}, com fundamento em erro de fato (CPC art. 966, VIII). ` +
  'Tenho a cópia integral do processo e a certidão de trânsito. Valor da causa R$ 50.000,00.';

describe('Predict weighs the law', () => {
  it('counts Súmulas 297 and 479 of the STJ and CDC art. 14 for a payroll loan the consumer did not take', () => {
    const r = assess('consumidor', BANK_FRAUD);
    const text = bases(r);
    expect(text).toContain('Súmula 297 do STJ');
    expect(text).toContain('Súmula 479 do STJ');
    expect(text).toContain('CDC art. 14');
    // The bank's missing contract is its failure under CDC art. 14, §3º, not the plaintiff's lack of proof.
    expect(text).toContain('art. 14, §3º');
    expect(r.factors.some((f) => f.label === 'Falta de prova declarada')).toBe(false);
    expect(r.probability).toBeGreaterThanOrEqual(75);
  });

  it('counts the pregnant employee’s stability (ADCT art. 10, II, b; Súmula 244, I, TST)', () => {
    const r = assess('trabalhista', PREGNANT);
    const stability = r.factors.find((f) => f.basis.includes('ADCT art. 10, II, b'));
    expect(stability?.weight).toBeGreaterThan(0);
    expect(stability?.basis).toContain('Súmula 244, I, do TST');
    expect(r.probability).toBeGreaterThanOrEqual(75);
  });

  it('gives no stability weight to a dismissal for just cause or to a resignation', () => {
    const justCause = assess('trabalhista', PREGNANT.replace('sem justa causa', 'por justa causa'));
    expect(justCause.factors.find((f) => f.basis.includes('ADCT art. 10, II, b'))?.weight).toBe(0);
    const resigned = assess(
      'trabalhista',
      'Estava grávida e pedi demissão em 10/06/2026; a empresa me desligou no mesmo dia. Tenho o exame de ultrassom.',
    );
    expect(resigned.factors.some((f) => f.basis.includes('ADCT art. 10, II, b'))).toBe(false);
  });

  it('bars an ação rescisória filed the day after the two years of CPC art. 975, and not one filed on the last day', () => {
    // Trânsito 10/03/2023 (Friday): two years end Monday 10/03/2025 (CPC art. 975; CC art. 132, §3º).
    const onTime = assess('civil', RESCISORIA('10/03/2025'));
    const late = assess('civil', RESCISORIA('11/03/2025'));
    expect(onTime.probability).toBeGreaterThan(10);
    expect(late.probability).toBeLessThanOrEqual(10);
    const lapse = late.factors.find((f) => f.label.startsWith('Decadência (CPC art. 975)'));
    expect(lapse?.label).toContain('10/03/2025');
    expect(lapse?.basis).toContain('10/03/2023');
    expect(
      onTime.factors.some((f) => f.label === 'Dentro do prazo (CPC art. 975): ajuizar até 10/03/2025'),
    ).toBe(true);
  });

  it('asks for the trânsito em julgado instead of counting from another date', () => {
    const r = assess(
      'civil',
      'Quero propor ação rescisória da sentença proferida em 10/03/2020. Valor R$ 50.000,00.',
    );
    expect(r.recommendations.join(' ')).toContain('trânsito em julgado');
    expect(r.factors.some((f) => f.label.startsWith('Decadência'))).toBe(false);
  });

  it('separates strong, weak and barred cases, each with its reason', () => {
    const strong = [assess('consumidor', BANK_FRAUD), assess('trabalhista', PREGNANT)];
    const weak = assess('civil', WEAK);
    const barred = assess('civil', RESCISORIA('11/03/2025'));
    for (const s of strong) expect(s.probability - weak.probability).toBeGreaterThanOrEqual(30);
    expect(weak.probability).toBeGreaterThan(barred.probability);
    expect(weak.probability).toBeLessThanOrEqual(40);
    expect(weak.factors.find((f) => f.label === 'Falta de prova declarada')?.evidence).toContain('print');
    expect(barred.probability).toBeLessThanOrEqual(10);
    // The rescisória goes to a tribunal: no Juizado fit (Lei 9.099/1995, art. 59 bars it there).
    expect(barred.factors.some((f) => f.kind === 'rito')).toBe(false);
  });
});

describe('CDC art. 18, §1º: a vício not cured in thirty days', () => {
  // CDC art. 18, §1º: "Não sendo o vício sanado no prazo máximo de trinta dias, pode o consumidor
  // exigir, alternativamente e à sua escolha" substituição, restituição or abatimento.
  const laptop = (wait: string) =>
    'Comprei um notebook em 02/03/2026 e ele parou de carregar na segunda semana. Entreguei o aparelho ' +
    `na assistência técnica autorizada em 10/03/2026 e, ${wait}, o defeito não foi sanado. ` +
    'Tenho a nota fiscal e a ordem de serviço.';
  const cure = (r: ReturnType<typeof assess>) =>
    r.factors.find((f) => f.basis.startsWith('CDC art. 18, §1º'));

  it('weighs for the consumer once thirty days have passed, naming the three choices', () => {
    const r = assess('consumidor', laptop('passados 45 dias'));
    expect(cure(r)).toMatchObject({ label: 'Vício do produto não sanado em 45 dias', weight: 20 });
    expect(cure(r)?.basis).toContain('substituição do produto');
    expect(cure(r)?.basis).toContain('abatimento proporcional do preço');
    expect(r.recommendations.join(' ')).toContain('CDC art. 18, §1º, I a III');
  });

  it('holds at thirty days, in figures or words, and not at twenty-nine', () => {
    expect(cure(assess('consumidor', laptop('passados 30 dias')))?.weight).toBe(20);
    expect(cure(assess('consumidor', laptop('passados trinta dias')))?.weight).toBe(20);
    const early = cure(assess('consumidor', laptop('passados 29 dias')));
    expect(early?.weight).toBe(0);
    expect(early?.basis).toContain('29 dias, menos que os 30');
  });

  it('asks when the product went for repair when the text does not say, and weighs nothing', () => {
    const r = assess(
      'consumidor',
      'A geladeira que comprei parou de gelar e a loja ficou com ela para conserto; o problema não foi resolvido até hoje.',
    );
    expect(cure(r)?.weight).toBe(0);
    expect(r.recommendations.join(' ')).toContain('passados 30 dias sem solução');
  });

  it('moves the estimate: the same case with the thirty days passed scores higher', () => {
    const passed = assess('consumidor', laptop('passados 45 dias')).probability;
    const unsaid = assess('consumidor', laptop('passados 29 dias')).probability;
    expect(passed - unsaid).toBe(20);
  });

  it('counts the days from a dated hand-over to today when the text counts none: 30 weigh, 29 do not', () => {
    // Today is 22/11/2026: handed over on 23/10/2026, 30 days; on 24/10/2026, 29.
    const fridge = (day: string) =>
      `A geladeira que comprei parou de gelar. Em ${day} levei à assistência técnica autorizada e até hoje não consertaram.`;
    expect(cure(assess('consumidor', fridge('23/10/2026')))).toMatchObject({
      label: 'Vício do produto não sanado em 30 dias',
      weight: 20,
    });
    expect(cure(assess('consumidor', fridge('24/10/2026')))?.weight).toBe(0);
  });

  it('stays silent without a vício, when the defect is denied, or outside a consumer relation', () => {
    expect(
      cure(
        assess(
          'consumidor',
          'O aparelho não apresentou defeito; a loja não resolveu meu pedido de troca por arrependimento, passados 45 dias.',
        ),
      ),
    ).toBeUndefined();
    expect(cure(assess('civil', laptop('passados 45 dias')))).toBeUndefined();
  });
});

describe('the parents’ duty to support a minor child (CF art. 229; ECA art. 22; CC arts. 1.694, §1º, and 1.703)', () => {
  const support = (age: number) =>
    `Meu filho tem ${age} anos e mora comigo. O pai dele trabalha como motorista registrado e não contribui ` +
    'com nada desde que saiu de casa. Quero pedir pensão alimentícia.';
  const duty = (r: ReturnType<typeof assess>) => r.factors.find((f) => f.basis.startsWith('CF art. 229'));

  it('weighs for a child under 18, saying that what is decided is the amount', () => {
    const r = assess('familia', support(6));
    expect(duty(r)?.weight).toBe(20);
    expect(duty(r)?.basis).toContain('CC art. 1.694, §1º');
    expect(r.probability - assess('familia', support(18)).probability).toBe(20);
  });

  it('holds at 17 and not at 18 (CC art. 5º: minority ends at eighteen)', () => {
    expect(duty(assess('familia', support(17)))?.weight).toBe(20);
    expect(duty(assess('familia', support(18)))).toBeUndefined();
  });

  it('needs a claim for support and a child', () => {
    expect(
      duty(assess('familia', 'Quero regularizar a guarda compartilhada do meu filho de 6 anos com o pai.')),
    ).toBeUndefined();
    expect(
      duty(assess('familia', 'Minha ex-companheira pede pensão alimentícia para ela mesma após o divórcio.')),
    ).toBeUndefined();
  });
});

describe('unpaid termination pay: the employer proves payment (CLT arts. 818, II, and 477, §§ 6º e 8º)', () => {
  const unpaid = (what: string) =>
    `Fui dispensado sem justa causa em 02/09/2026 e a empresa ${what}. Trabalhei lá por quatro anos.`;
  const burden = (r: ReturnType<typeof assess>) =>
    r.factors.find((f) => f.basis.startsWith('CLT art. 818, II'));

  it('weighs for the worker when the text says the termination pay was not paid', () => {
    const r = assess('trabalhista', unpaid('não pagou as verbas rescisórias'));
    expect(burden(r)?.weight).toBe(20);
    expect(burden(r)?.basis).toContain('art. 477, §6º');
    expect(r.recommendations.join(' ')).toContain('CLT art. 467');
    expect(burden(assess('trabalhista', unpaid('até hoje não me pagou o acerto')))?.weight).toBe(20);
  });

  it('stays silent when the pay was made or only disputed', () => {
    expect(burden(assess('trabalhista', unpaid('pagou as verbas rescisórias no prazo')))).toBeUndefined();
    expect(
      burden(assess('trabalhista', unpaid('pagou a rescisão, mas discordo do cálculo das horas extras'))),
    ).toBeUndefined();
  });
});

describe('a health plan’s carência (Lei 9.656/1998, arts. 12, V, and 35-C; Súmulas 597 and 608 do STJ)', () => {
  const carencia = (r: ReturnType<typeof assess>) =>
    r.factors.find((f) => f.basis.startsWith('Lei 9.656/1998'));

  it('weighs for the patient when the plan opposes a carência to urgent care', () => {
    const r = assess(
      'consumidor',
      'O plano de saúde negou a internação alegando carência, mas o médico declarou emergência: risco de vida.',
    );
    expect(carencia(r)?.weight).toBe(20);
    expect(carencia(r)?.basis).toContain('Súmula 597 do STJ');
    expect(carencia(r)?.basis).toContain('art. 35-C');
  });

  it('weighs past 180 days of plan for an ordinary procedure, not at 6 months; 300 days for childbirth', () => {
    const plan = (age: string, what = 'uma cirurgia de joelho') =>
      `O contrato do plano de saúde tem ${age} e a operadora recusou ${what} alegando carência.`;
    // 7 meses ≈ 210 days > 180 (art. 12, V, b); 6 meses = 180 days is still within it.
    expect(carencia(assess('consumidor', plan('7 meses')))?.weight).toBe(15);
    expect(carencia(assess('consumidor', plan('6 meses')))?.weight).toBe(0);
    // Childbirth: 300 days (art. 12, V, a): 9 meses = 270 within, 11 meses = 330 past.
    expect(carencia(assess('consumidor', plan('9 meses', 'a cobertura do parto')))?.weight).toBe(0);
    expect(carencia(assess('consumidor', plan('11 meses', 'a cobertura do parto')))?.weight).toBe(15);
  });

  it('asks for the urgency and the date of joining when neither is said, and stays silent without a refusal', () => {
    const r = assess(
      'consumidor',
      'O plano de saúde negou o exame de ressonância dizendo que estou em carência.',
    );
    expect(carencia(r)?.weight).toBe(0);
    expect(r.recommendations.join(' ')).toContain('data de adesão');
    expect(
      carencia(
        assess(
          'consumidor',
          'O plano de saúde autorizou a cirurgia depois de cumprida a carência de 180 dias.',
        ),
      ),
    ).toBeUndefined();
  });
});

describe('the 40 % FGTS fine after a resignation (Lei 8.036/1990, art. 18, §1º)', () => {
  const fine = (r: ReturnType<typeof assess>) =>
    r.factors.find((f) => f.basis.startsWith('Lei 8.036/1990, art. 18'));

  it('weighs against a claim for the fine by a worker who resigned', () => {
    const r = assess(
      'trabalhista',
      'Pedi demissão em 01/10/2026 porque consegui outro emprego e quero receber a multa de 40% do FGTS.',
    );
    expect(fine(r)?.weight).toBe(-25);
    expect(r.recommendations.join(' ')).toContain('CLT art. 483');
  });

  it('stays silent on a dismissal without cause, a rescisão indireta, or when the fine is not asked', () => {
    expect(
      fine(assess('trabalhista', 'Fui dispensado sem justa causa e quero a multa de 40% do FGTS.')),
    ).toBeUndefined();
    expect(
      fine(
        assess(
          'trabalhista',
          'Pedi demissão porque o salário atrasava há meses; quero a rescisão indireta e a multa de 40% do FGTS.',
        ),
      ),
    ).toBeUndefined();
    expect(
      fine(assess('trabalhista', 'Pedi demissão e quero o saldo de salário e as férias.')),
    ).toBeUndefined();
  });
});

describe('a charge for what the consumer never asked for (CDC arts. 39, III, and 42, parágrafo único)', () => {
  const unsolicited = (r: ReturnType<typeof assess>) =>
    r.factors.find((f) => f.basis.startsWith('CDC art. 39, III'));

  it('weighs for the consumer, with the double refund when the charge was paid', () => {
    const paid = assess(
      'consumidor',
      'A operadora de TV cobrou nas faturas de agosto e setembro um pacote de canais que não contratei; paguei as duas faturas.',
    );
    expect(unsolicited(paid)?.weight).toBe(12);
    expect(unsolicited(paid)?.basis).toContain('art. 42, parágrafo único');
    expect(paid.recommendations.join(' ')).toContain('devolução em dobro');
    const unpaid = assess(
      'consumidor',
      'A operadora de TV está cobrando um pacote de canais que não contratei.',
    );
    expect(unsolicited(unpaid)?.weight).toBe(12);
    expect(unsolicited(unpaid)?.basis).not.toContain('art. 42');
  });

  it('stays silent when the consumer asked for the service, and leaves bank fraud to its own rule', () => {
    expect(
      unsolicited(
        assess('consumidor', 'Contratei o pacote de canais e a operadora cobrou o valor combinado.'),
      ),
    ).toBeUndefined();
    const bank = assess('consumidor', BANK_FRAUD);
    expect(unsolicited(bank)).toBeUndefined();
    expect(bank.factors.some((f) => f.basis.includes('Súmula 479 do STJ'))).toBe(true);
  });
});

describe('air transport failures as a defect of the service (CDC art. 14)', () => {
  const service = (r: ReturnType<typeof assess>) =>
    r.factors.find((f) => f.basis.startsWith('CDC arts. 12 e 14'));

  it('reads a cancelled flight and a lost bag as a failure of the service', () => {
    expect(
      service(
        assess('consumidor', 'Meu voo para Recife foi cancelado sem aviso e a companhia não ofereceu hotel.'),
      )?.weight,
    ).toBe(8);
    expect(
      service(assess('consumidor', 'A companhia aérea extraviou a minha bagagem na conexão em Brasília.'))
        ?.weight,
    ).toBe(8);
  });

  it('stays silent when the flight left on time', () => {
    expect(
      service(
        assess('consumidor', 'O voo não foi cancelado nem atrasou; desisti da viagem por motivos pessoais.'),
      ),
    ).toBeUndefined();
  });
});
