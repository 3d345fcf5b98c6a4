// Eight cases written as users describe them, their expected place (strong, weak, barred) and the
// rule each must name listed here before Predict was first run on them. Today is fixed at
// 29/11/2026. Strong: the rule that decides the case moves the estimate with its citation. Weak: no
// evidence, or the evidence against the claim. Barred: the deadline, its rule and its end date.
// Hand counts: the car crash of 12/03/2023 + 3 years (CC art. 206, § 3º, V) = 12/03/2026, a Thursday;
// the last day worked 09/03/2024 + 2 years (CF art. 7º, XXIX; no notice to project, the worker resigned and worked
// it) = 09/03/2026, a Monday; the dented fridge delivered on 03/06/2026 + 90 days (CDC art. 26, II, an apparent
// defect of a durable good; day 1 is 04/06) = 01/09/2026, a Tuesday, no complaint to suspend it.
//
// First run: 5 of 8 in their band. The unpaid termination pay came at 64 (the employer's burden
// weighed +12, and five years' instalments were taken as lost −5 though only termination pay was
// asked); the overtime against signed time cards at 54 (the cards counted +10 as the worker's
// evidence); the car crash at 60 (the words "bateu na traseira" were not read as civil reparation,
// so the ten years of CC art. 205 applied). Outside the list: the health plan's "negativa por
// escrito" was read as a negativação (+15). Fixed, each tested below on other words: the crash's
// words among the signs of reparação civil (`@lexato/legal`); "negativ-" only as the verb and its
// nouns; the five-year cut only for claims paid over the contract; documents said to show only
// something else weigh against (−12) and not for; the employer's burden on termination pay +20, as
// the other rules that decide a case. After them 8 of 8 (tuning figures from here on).
import { describe, expect, it } from 'vitest';
import { assessCase } from './engine.ts';
import { checkBands } from './unseen-bands.ts';

const TODAY = '2026-11-29';
type Input = Parameters<typeof assessCase>[0];
const assess = (caseType: Input['caseType'], description: string) =>
  assessCase({ caseType, description, today: TODAY, comparables: [], dates: {} });
const cited = (r: ReturnType<typeof assess>) =>
  r.factors
    .filter((f) => f.weight !== 0)
    .map((f) => `${f.label}: ${f.basis}`)
    .join('\n');

const STRONG = {
  // Negativação for a bill paid on time, no earlier entry: CDC arts. 14 and 43; the earlier entry of
  // Súmula 385 do STJ denied.
  paidBill: assess(
    'consumidor',
    'Paguei em dia a fatura de março de 2026 da Loja Estrela (tenho o comprovante do pagamento de 10/03/2026), ' +
      'mas em 10/07/2026 a loja inscreveu meu nome no Serasa por essa mesma fatura. Não tenho nenhuma outra ' +
      'inscrição. Tenho o comprovante, a consulta ao Serasa e os e-mails em que a loja reconhece o pagamento. ' +
      'Peço a exclusão e R$ 10.000,00 de danos morais.',
  ),
  // Termination pay not paid: the employer proves payment (CLT arts. 477, §§ 6º and 8º, 818, II).
  unpaidTermination: assess(
    'trabalhista',
    'Fui admitido em 02/03/2021 e dispensado sem justa causa em 05/08/2026. A empresa não pagou as verbas ' +
      'rescisórias até hoje nem liberou as guias do FGTS. Tenho a CTPS, o aviso de dispensa e os contracheques. ' +
      'Peço as verbas rescisórias e a multa do art. 477, R$ 21.000,00.',
  ),
  // Emergency surgery refused for carência after three months of plan: at most 24 hours (Lei
  // 9.656/1998, arts. 12, V, c, and 35-C; Súmula 597 do STJ).
  emergency: assess(
    'consumidor',
    'Aderi ao plano de saúde Vida Mais em 01/08/2026. Em 05/11/2026 tive apendicite aguda e o médico do ' +
      'pronto-socorro pediu cirurgia de emergência, mas o plano negou a cobertura alegando carência de 180 dias. ' +
      'Paguei R$ 14.000,00 ao hospital. Tenho o relatório médico de urgência, a negativa por escrito e os recibos.',
  ),
};

const WEAK = {
  // An accusation with no document and no witness, denied.
  partner: assess(
    'civil',
    'Acho que meu sócio desviou dinheiro da empresa nos últimos meses, mas não tenho documentos nem ' +
      'testemunhas, e ele nega tudo. Quero que ele me devolva R$ 40.000,00.',
  ),
  // Overtime against the time cards the worker signed, with no witness.
  overtime: assess(
    'trabalhista',
    'Trabalho desde 2022 numa loja e acho que fazia horas extras, mas os cartões de ponto que eu assinei todo ' +
      'mês mostram só a jornada normal e não tenho testemunhas. Ainda estou empregado. Quero R$ 15.000,00.',
  ),
};

const BARRED = {
  crash: assess(
    'civil',
    'Em 12/03/2023 um motorista bateu na traseira do meu carro num semáforo. Tenho o boletim de ocorrência, ' +
      'as fotos e o orçamento do conserto, R$ 9.000,00. Quero processar o motorista agora pelos danos.',
  ),
  resigned: assess(
    'trabalhista',
    'Pedi demissão e cumpri o aviso; meu último dia de trabalho foi 09/03/2024. Nunca recebi as horas extras ' +
      'e tenho os cartões de ponto que provam a jornada. Quero entrar com a reclamação agora, R$ 30.000,00.',
  ),
  fridge: assess(
    'consumidor',
    'Comprei uma geladeira na Casa Lar, entregue em 03/06/2026 com a porta amassada; vi o amassado na hora da ' +
      'entrega. Nunca reclamei com a loja. Tenho a nota fiscal e fotos. Quero a troca por uma nova agora.',
  ),
};

describe('fifth unseen Predict cases', () => {
  checkBands(STRONG, WEAK, BARRED);

  it('keeps every strong case 30 points above every weak one, and every weak above every barred one', () => {
    for (const s of Object.values(STRONG))
      for (const w of Object.values(WEAK)) expect(s.probability - w.probability).toBeGreaterThanOrEqual(30);
    for (const w of Object.values(WEAK))
      for (const b of Object.values(BARRED)) expect(w.probability).toBeGreaterThan(b.probability);
  });

  it('names the rule that decides each strong case', () => {
    expect(cited(STRONG.paidBill)).toMatch(/CDC art\. (?:14|43)|Súmula 385/);
    expect(cited(STRONG.unpaidTermination)).toMatch(/CLT arts?\. (?:477|818)/);
    expect(cited(STRONG.emergency)).toMatch(/Lei 9\.656\/1998/);
    expect(cited(STRONG.emergency)).toMatch(/35-C|Súmula 597/);
  });

  it('names the deadline of each barred case and its last day', () => {
    expect(cited(BARRED.crash)).toMatch(/CC art\. 206, §3º, V/);
    expect(cited(BARRED.crash)).toContain('12/03/2026');
    expect(cited(BARRED.resigned)).toMatch(/CF art\. 7º, XXIX/);
    expect(cited(BARRED.resigned)).toContain('09/03/2026');
    expect(cited(BARRED.fridge)).toMatch(/CDC art\. 26, II/);
    expect(cited(BARRED.fridge)).toContain('01/09/2026');
  });

  it('says why each weak case is weak', () => {
    expect(cited(WEAK.partner)).toMatch(/prova/i);
    expect(cited(WEAK.overtime)).toMatch(/cart(?:ões|ão) de ponto|prova/i);
  });
});

describe('what the first run of these cases showed', () => {
  const labels = (r: ReturnType<typeof assess>) => r.factors.map((f) => `${f.label} (${f.weight})`);

  it('reads a refusal ("a negativa do plano") as no negativação, and a name negativado as one', () => {
    const refusal = assess(
      'consumidor',
      'Paguei a consulta e recebi a negativa do plano por escrito. Tenho o recibo.',
    );
    expect(labels(refusal).join('\n')).not.toContain('Inscrição em cadastro de inadimplentes');
    const entry = assess(
      'consumidor',
      'Paguei a fatura em dia e mesmo assim meu nome foi negativado em 10/07/2026. Tenho o comprovante.',
    );
    expect(labels(entry).join('\n')).toContain('Inscrição em cadastro de inadimplentes');
  });

  it('cuts the five years only from claims paid over the contract (CF art. 7º, XXIX)', () => {
    const base = 'Fui admitido em 02/03/2019 e dispensado sem justa causa em 05/08/2026. Tenho a CTPS.';
    const cut = (r: ReturnType<typeof assess>) =>
      r.factors.find((f) => f.label.startsWith('Parcelas anteriores'))?.weight ?? 0;
    expect(cut(assess('trabalhista', `${base} A empresa não pagou as verbas rescisórias.`))).toBe(0);
    expect(cut(assess('trabalhista', `${base} Nunca recebi as horas extras.`))).toBe(-5);
  });

  it('weighs time cards that show only the normal hours against an overtime claim, and not for it', () => {
    const against = assess(
      'trabalhista',
      'Ainda estou empregado e fazia horas extras, mas os cartões de ponto mostram só a jornada normal.',
    );
    expect(
      against.factors.find((f) => f.label === 'Documentos que mostram o contrário do alegado')?.weight,
    ).toBe(-12);
    expect(against.factors.some((f) => f.label.startsWith('Prova documental'))).toBe(false);
    const forIt = assess(
      'trabalhista',
      'Ainda estou empregado e fazia horas extras; os cartões de ponto registram a jornada das 7h às 20h.',
    );
    expect(forIt.factors.some((f) => f.label.startsWith('Prova documental'))).toBe(true);
    expect(forIt.factors.some((f) => f.label === 'Documentos que mostram o contrário do alegado')).toBe(
      false,
    );
  });

  it('reads a car hit from behind as civil reparation: three years (CC art. 206, § 3º, V)', () => {
    const r = assess(
      'civil',
      'Em 01/12/2023 um motorista bateu na traseira do meu carro. Tenho fotos e o orçamento.',
    );
    // 01/12/2023 + 3 years = 01/12/2026, after 29/11/2026: still in time, under the three-year rule.
    expect(r.factors.map((f) => f.label).join('\n')).toContain('Dentro do prazo (CC art. 206, §3º, V)');
    expect(r.factors.some((f) => f.label.startsWith('Prescrição'))).toBe(false);
  });
});

describe('documents named by their kind', () => {
  const evidence = (text: string) =>
    assess('civil', text).factors.find((f) => f.label.startsWith('Prova documental'))?.label ?? '';

  it('calls a cheque or a promissory note a título de crédito, not a boleto', () => {
    expect(evidence('Tenho o cheque de R$ 5.000,00 que ele me deu e voltou sem fundos.')).toBe(
      'Prova documental (título de crédito)',
    );
    expect(evidence('Tenho os boletos pagos e a nota promissória assinada por ele.')).toBe(
      'Prova documental (boleto ou fatura, título de crédito)',
    );
  });
});

describe('a loan, written or by word of mouth (CC art. 206, § 5º, I, and CC art. 205)', () => {
  const limitation = (text: string) =>
    assess('civil', text).factors.find((f) => /Prescrição|Dentro do prazo/.test(f.label))?.label ?? '';

  // No term agreed: a loan of money falls due 30 days after it was made (CC art. 592, II), 09/02/2020;
  // + 10 years = 09/02/2030, a Saturday, so Monday 11/02/2030 (CC art. 132, § 1º).
  it('gives a loan by word of mouth, with no term, the ten years of CC art. 205 from its thirtieth day (CC art. 592, II)', () => {
    expect(
      limitation(
        'Emprestei R$ 5.000,00 ao meu cunhado em 10/01/2020, de boca, sem data para devolver. Ele nunca devolveu. ' +
          'Tenho o comprovante da transferência e mensagens em que ele admite a dívida.',
      ),
    ).toBe('Dentro do prazo (CC art. 205): ajuizar até 11/02/2030');
  });

  it('gives a written loan five years from its due date: 05/03/2016 + 5 years = 05/03/2021 (a Friday), barred', () => {
    expect(
      limitation(
        'Emprestei R$ 8.000,00 a um amigo em 05/03/2015 por contrato escrito, para pagar em 05/03/2016. ' +
          'Ele não pagou. Tenho o contrato assinado.',
      ),
    ).toBe('Prescrição (CC art. 206, §5º, I): prazo encerrado em 05/03/2021');
  });
});

describe('the case told by the one sued or charged', () => {
  const lapse = (r: ReturnType<typeof assess>) =>
    r.factors.find((f) => f.label.endsWith('a favor da defesa'));

  it('weighs the other side’s lapsed claim for the defence: condo fees due 10/05/2020 + 5 years = 10/05/2025, a Saturday → 12/05/2025', () => {
    const r = assess(
      'civil',
      'O condomínio quer cobrar cotas condominiais vencidas em 10/05/2020 que não paguei. Tenho os boletos.',
    );
    expect(r.factors[0]?.label).toContain('Relato de quem é cobrado ou processado');
    expect(lapse(r)?.label).toBe(
      'Prescrição (CC art. 206, §5º, I; Tema 949 do STJ): prazo encerrado em 12/05/2025 — a favor da defesa',
    );
    expect(lapse(r)?.weight).toBe(35);
    expect(lapse(r)?.basis).toContain('CC art. 193');
    expect(r.probability).toBeGreaterThanOrEqual(80);
    expect(r.factors.some((f) => f.label.startsWith('Pretensão extinta'))).toBe(false);
  });

  it('takes the day the speaker was sued as the filing: a loan due 10/03/2019 + 5 years = 11/03/2024 (10/03 a Sunday), before October 2026', () => {
    const r = assess(
      'civil',
      'Fui processado pelo banco em outubro de 2026 pela cobrança de um empréstimo com contrato assinado vencido em 10/03/2019. Tenho o contrato.',
    );
    expect(lapse(r)?.label).toBe(
      'Prescrição (CC art. 206, §5º, I): prazo encerrado em 11/03/2024 — a favor da defesa',
    );
  });

  it('gives the defence nothing when the claim is in time (fees due 10/12/2022: to 10/12/2027), and no advice to file', () => {
    const r = assess(
      'civil',
      'O condomínio quer cobrar cotas condominiais vencidas em 10/12/2022 que não paguei. Tenho os boletos.',
    );
    expect(lapse(r)).toBeUndefined();
    expect(r.recommendations.join(' ')).not.toMatch(/Ajuíze até/);
  });

  it('reads "o banco me cobrou uma tarifa" as the consumer’s own claim, not a defence', () => {
    const r = assess(
      'consumidor',
      'O banco me cobrou uma tarifa indevida que eu nunca contratei em 10/10/2026. Tenho os extratos.',
    );
    expect(r.factors.some((f) => f.label.startsWith('Relato de quem é cobrado'))).toBe(false);
  });
});

describe('civil deadlines the code names (CC arts. 178, II, 206, § 3º, IV, and 445)', () => {
  const deadline = (text: string) =>
    assess('civil', text).factors.find((f) => /Prescrição|Decadência|Dentro do prazo/.test(f.label))?.label ??
    '';

  it('gives a transfer made by mistake the three years of enrichment without cause', () => {
    // 05/05/2022 + 3 years = 05/05/2025, a Monday: past. 30/11/2023 + 3 years = 30/11/2026, a Monday: in time.
    expect(
      deadline(
        'Transferi por engano R$ 4.000,00 para a conta de um desconhecido em 05/05/2022 e ele não devolve.',
      ),
    ).toBe('Prescrição (CC art. 206, §3º, IV): prazo encerrado em 05/05/2025');
    expect(
      deadline('Fiz um PIX por engano de R$ 4.000,00 para um desconhecido em 30/11/2023 e ele não devolve.'),
    ).toBe('Dentro do prazo (CC art. 206, §3º, IV): ajuizar até 30/11/2026');
  });

  it('gives the DPVAT three years from the death (Súmula 405 do STJ), not the one year of CC art. 206, § 1º, II', () => {
    // 10/01/2024 + 3 years = 10/01/2027, a Sunday → 11/01/2027: in time on 29/11/2026.
    expect(
      deadline(
        'Meu pai morreu atropelado em 10/01/2024 e a seguradora negou a indenização do seguro DPVAT. Tenho a certidão de óbito.',
      ),
    ).toBe('Dentro do prazo (CC art. 206, §3º, IX; Súmula 405 do STJ): ajuizar até 11/01/2027');
  });

  it('lets the annulment for fraud lapse four years after the contract, not after the discovery', () => {
    // 10/06/2021 + 4 years = 10/06/2025, a Tuesday: past, though the deceit was found in 2022.
    expect(
      deadline(
        'Comprei um terreno em 10/06/2021 porque o vendedor mentiu que ali se podia construir; descobri o engano em 2022. Quero anular a compra.',
      ),
    ).toBe('Decadência (CC art. 178, II): prazo encerrado em 10/06/2025');
  });

  it('gives a hidden defect of a used car thirty days from its discovery, and of a house one year', () => {
    // 10/10/2026 + 30 days = 09/11/2026: past. 30/10/2026 + 30 days = 29/11/2026, a Sunday → 30/11/2026: in time.
    const car = (found: string) =>
      deadline(
        `Comprei de um particular um carro usado em 02/09/2026 e em ${found} descobri que o motor tinha um defeito escondido.`,
      );
    expect(car('10/10/2026')).toBe('Decadência (CC art. 445, caput e § 1º): prazo encerrado em 09/11/2026');
    expect(car('30/10/2026')).toBe('Dentro do prazo (CC art. 445, caput e § 1º): ajuizar até 30/11/2026');
    // 20/03/2026 + 1 year = 20/03/2027, a Saturday → 22/03/2027.
    expect(
      deadline(
        'Comprei uma casa em 15/01/2026 e em 20/03/2026 apareceram infiltrações escondidas pela pintura, um vício oculto.',
      ),
    ).toBe('Dentro do prazo (CC art. 445, caput e § 1º): ajuizar até 22/03/2027');
  });
});

describe('a tax the Fazenda still has time to assess', () => {
  it('takes the auto de infração as the lançamento, asks for the year of the fato gerador (CTN art. 173, I) and gives the taxpayer no day to file by', () => {
    const r = assess(
      'tributario',
      'Recebi em 10/10/2026 um auto de infração da Receita Federal cobrando IRPF. Quero me defender. Tenho os recibos.',
    );
    // The notice's own date is the lançamento, not the year in which it could first have been made.
    const period = r.factors.find((f) => f.label.startsWith('Prazo de decadência não verificado'));
    expect(period?.label).toContain('o ano do fato gerador');
    expect(period?.basis).toContain('CTN art. 173, I');
    expect(r.factors.some((f) => f.label.startsWith('Dentro do prazo'))).toBe(false);
    expect(r.recommendations.join(' ')).not.toMatch(/Ajuíze até/);
  });
});
