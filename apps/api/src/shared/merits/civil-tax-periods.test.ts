// Four periods Predict read wrong before (each case below was run on the old code and failed):
// a hidden defect that came to light after the window of CC art. 445, § 1º was "within the period";
// a loan of money with no term was counted from the day it was made instead of its thirtieth day
// (CC art. 592, II), barring a timely claim; an international flight's lost baggage got the CDC's
// five years instead of the Montreal Convention's two; and an auto de infração for an old exercise
// was "within the Fazenda's period", the notice's own date taken as the year the tax could be launched.
// Every count is worked by hand in the test's comment.
import { describe, expect, it } from 'vitest';
import { assessCase } from './engine.ts';

type Input = Parameters<typeof assessCase>[0];
const assess = (caseType: Input['caseType'], description: string, dataAjuizamento?: string) =>
  assessCase({
    caseType,
    description,
    today: '2026-11-29',
    comparables: [],
    dates: dataAjuizamento ? { dataAjuizamento } : {},
  });
const periods = (r: ReturnType<typeof assess>) => r.factors.filter((f) => f.kind === 'prescricao');

describe('a hidden defect must come to light within 180 days of the delivery (CC art. 445, § 1º)', () => {
  // Delivered 10/01/2025; day 180 is 09/07/2025. Found on day 180, the 30 days of the caput run from the
  // discovery: 09/07/2025 + 30 = 08/08/2025, a Friday.
  const car = (found: string, filed: string) =>
    assess(
      'civil',
      `Comprei um carro usado de um particular em 10/01/2025. Em ${found} descobri um defeito oculto no motor, que não era visível na compra. Quero abatimento do preço.`,
      filed,
    );

  it('on day 180 the defect is in time and the claim runs 30 days from the discovery', () => {
    const r = car('09/07/2025', '2025-08-08');
    expect(periods(r).map((f) => f.label)).toEqual([
      'Dentro do prazo (CC art. 445, caput e § 1º): ajuizar até 08/08/2025',
    ]);
  });

  it('on day 181 the seller does not answer for it, and the basis names the reading of the STJ', () => {
    const r = car('10/07/2025', '2025-07-20');
    const late = periods(r)[0];
    expect(late?.label).toBe(
      'Vício revelado depois do prazo de garantia legal (CC art. 445, § 1º (móveis: cento e oitenta dias)): terminou em 09/07/2025',
    );
    expect(late?.basis).toContain('Enunciado 174 da III Jornada de Direito Civil');
    expect(r.probability).toBeLessThanOrEqual(10);
  });

  it('says nothing of the window when a contractual guarantee was given (CC art. 446)', () => {
    const r = assess(
      'civil',
      'Comprei um carro usado de uma loja em 10/01/2025 com garantia contratual de um ano. Em 10/09/2025 descobri um defeito oculto no câmbio. Quero abatimento do preço.',
      '2025-09-20',
    );
    expect(periods(r).some((f) => f.label.startsWith('Vício revelado'))).toBe(false);
  });
});

describe('a loan of money with no agreed term falls due on its thirtieth day (CC art. 592, II)', () => {
  // Lent 15/03/2016 with no term: due 14/04/2016 (15/03 + 30 days: 16 days to 31/03, 14 in April);
  // by word of mouth, ten years (CC art. 205): 14/04/2026, a Tuesday.
  const loan = (filed: string) =>
    assess(
      'civil',
      'Emprestei R$ 8.000,00 ao meu cunhado em 15/03/2016, de boca, sem prazo para devolver. Ele nunca pagou. Tenho o comprovante da transferência.',
      filed,
    );

  it('is in time when filed on the last day, 14/04/2026', () => {
    expect(periods(loan('2026-04-14'))[0]?.label).toBe(
      'Dentro do prazo (CC art. 205): ajuizar até 14/04/2026',
    );
    expect(periods(loan('2026-04-14'))[0]?.evidence).toContain('CC art. 592, II');
  });

  it('is barred the day after', () => {
    expect(periods(loan('2026-04-15'))[0]?.label).toBe(
      'Prescrição (CC art. 205): prazo encerrado em 14/04/2026',
    );
  });

  it('keeps a written loan’s agreed due date: 15/03/2021 + 5 years = 15/03/2026, a Sunday, so 16/03/2026', () => {
    const r = assess(
      'civil',
      'Emprestei R$ 8.000,00 por contrato escrito em 15/01/2021, para ele devolver em 15/03/2021. Ele nunca pagou.',
      '2026-03-17',
    );
    expect(periods(r)[0]?.label).toBe('Prescrição (CC art. 206, §5º, I): prazo encerrado em 16/03/2026');
  });

  it('gives a written loan without a due date its thirtieth day too: 14/04/2021 + 5 years = 14/04/2026', () => {
    const r = assess(
      'civil',
      'Emprestei R$ 8.000,00 por contrato de mútuo escrito e assinado em 15/03/2021, sem data de vencimento. Ele nunca pagou.',
      '2026-03-20',
    );
    expect(periods(r)[0]?.label).toBe('Dentro do prazo (CC art. 206, §5º, I): ajuizar até 14/04/2026');
  });
});

describe('an international flight: two years for material damage (Montreal Convention, art. 35)', () => {
  // Arrived 10/02/2023: two years end on 10/02/2025, a Monday.
  const bag = (filed: string, asked = 'Quero indenização pelos danos materiais.') =>
    assess(
      'consumidor',
      `Minha mala foi extraviada no voo internacional da companhia aérea de Lisboa para São Paulo, que chegou em 10/02/2023. ${asked}`,
      filed,
    );

  it('is in time on 10/02/2025 and barred on 11/02/2025', () => {
    expect(periods(bag('2025-02-10'))[0]?.label).toBe(
      'Dentro do prazo (Convenção de Montreal (Decreto 5.910/2006), art. 35; STF, Tema 210): ajuizar até 10/02/2025',
    );
    const late = bag('2025-02-11');
    expect(periods(late)[0]?.label).toBe(
      'Prescrição (Convenção de Montreal (Decreto 5.910/2006), art. 35; STF, Tema 210): prazo encerrado em 10/02/2025',
    );
    expect(late.probability).toBeLessThanOrEqual(10);
  });

  it('leaves moral damage to the CDC’s five years (STF, Tema 1.240) and reports the material part beside it', () => {
    const r = bag('2025-06-01', 'Quero danos morais e materiais.');
    const labels = periods(r).map((f) => f.label);
    // CDC art. 27: 10/02/2023 + 5 years = 10/02/2028, a Thursday.
    expect(labels[0]).toBe('Dentro do prazo (CDC art. 27): ajuizar até 10/02/2028');
    expect(labels[1]).toBe(
      'Danos materiais prescritos (Convenção de Montreal (Decreto 5.910/2006), art. 35; STF, Tema 210): prazo encerrado em 10/02/2025; os danos morais seguem o CDC (STF, Tema 1.240)',
    );
    expect(r.probability).toBeGreaterThan(10);
  });
});

describe('the Fazenda launches within five years from 1 January after the year it could (CTN art. 173, I)', () => {
  // IRPF of the exercício 2019: launchable in 2019, five years from 01/01/2020, the last day 31/12/2024.
  const auto = (date: string) =>
    assess(
      'tributario',
      `Recebi auto de infração lavrado em ${date} cobrando IRPF do exercício de 2019. Quero anular o lançamento.`,
    );

  it('takes a notice of 31/12/2024 as in time and one of 02/01/2025 as too late', () => {
    expect(periods(auto('31/12/2024'))[0]?.label).toBe(
      'Lançamento feito dentro do prazo da Fazenda (CTN art. 173, I): em 31/12/2024, antes de 31/12/2024',
    );
    const late = periods(auto('02/01/2025'))[0];
    expect(late?.label).toBe(
      'Decadência do crédito tributário (CTN art. 173, I): prazo da Fazenda encerrado em 31/12/2024',
    );
    expect(late?.weight).toBeGreaterThan(0);
  });

  it('reads an ano-base as declared, and launchable, the year after: ano-base 2018 → 31/12/2024', () => {
    const r = assess(
      'tributario',
      'Fui autuado em 02/01/2025 pelo imposto de renda do ano-base 2018, que não declarei.',
    );
    expect(periods(r)[0]?.label).toBe(
      'Decadência do crédito tributário (CTN art. 173, I): prazo da Fazenda encerrado em 31/12/2024',
    );
  });

  it('reads a December competência as launchable the next year: 12/2019 → 2020 → 31/12/2025', () => {
    const r = assess(
      'tributario',
      'Fui autuado em 31/12/2025 pelo ICMS da competência 12/2019, que não declarei.',
    );
    expect(periods(r)[0]?.label).toBe(
      'Lançamento feito dentro do prazo da Fazenda (CTN art. 173, I): em 31/12/2025, antes de 31/12/2025',
    );
  });
});

describe('fees of a liberal profession, and the dates that are not the fact (CC art. 206, § 5º, II)', () => {
  const period = (description: string) =>
    assess('civil', description).factors.find((f) => f.kind === 'prescricao');

  it('counts a lawyer’s fees five years from the end of the services, not from a later letter: 10/06/2021 → 10/06/2026, barred', () => {
    // The last instalment fell due on 10/06/2021 (a Thursday); + 5 years = 10/06/2026, a Wednesday.
    // The notice of 12/12/2022 neither is the fact nor interrupts (CC art. 202 lists the protest, not a letter).
    expect(
      period(
        'Meu cliente me deve honorários de um contrato assinado em 10/01/2020; a última parcela venceu em 10/06/2021 e ele não pagou. Em 12/12/2022 mandei notificação.',
      )?.label,
    ).toBe('Prescrição (CC art. 206, §5º, II): prazo encerrado em 10/06/2026');
  });

  it('counts them from the trânsito em julgado of the case worked: 15/04/2023 + 5 years = 15/04/2028, a Saturday, so 17/04/2028', () => {
    expect(
      period(
        'Sou advogado e o cliente não pagou meus honorários. O processo em que atuei terminou com o trânsito em julgado em 15/04/2023.',
      )?.label,
    ).toBe('Dentro do prazo (CC art. 206, §5º, II): ajuizar até 17/04/2028');
  });

  it('leaves the lender’s own messages out of a verbal loan’s start: 10/05/2019 + 30 days = 09/06/2019; + 10 years = 11/06/2029', () => {
    // 09/06/2029 is a Saturday: Monday 11/06/2029 (CC art. 132, § 1º).
    expect(
      period(
        'Emprestei R$ 3.000,00 ao vizinho em 10/05/2019, de boca. Em 10/05/2020 mandei mensagem cobrando e em 10/05/2021 enviei notificação.',
      )?.label,
    ).toBe('Dentro do prazo (CC art. 205): ajuizar até 11/06/2029');
  });

  it('reads "trabalhei de … a …" as the admission for the proportional notice: 4 full years, 42 days, 21/02/2025 → 22/02/2027', () => {
    // Admitted 01/03/2020, dismissed 10/01/2025: 4 full years, 30 + 12 = 42 days (Lei 12.506/2011), the
    // contract ending 21/02/2025 (CLT art. 487, § 1º); + 2 years = 21/02/2027, a Sunday, so 22/02/2027.
    const r = assess(
      'trabalhista',
      'Trabalhei de 01/03/2020 a 10/01/2025, quando fui dispensado sem justa causa. Quero horas extras.',
    );
    expect(r.factors.find((f) => f.kind === 'prescricao')?.label).toBe(
      'Dentro do prazo (CF art. 7º, XXIX; Súmula 308, I, do TST): ajuizar até 22/02/2027',
    );
  });
});

describe('a service badly done that shows its defect later (CDC art. 26, II, and § 3º)', () => {
  it('gives a renovation’s leak 90 days from when it appeared: 10/08/2026 + 90 = 08/11/2026, a Sunday, so 09/11/2026', () => {
    // 21 days to 31/08, 30 in September, 31 in October, 8 in November; no complaint to the supplier told.
    const r = assess(
      'consumidor',
      'Contratei uma reforma do banheiro com uma empresa, obra concluída em 15/03/2026. Em 10/08/2026 apareceu infiltração por causa do serviço mal feito. Quero que refaçam.',
    );
    expect(r.factors.find((f) => f.kind === 'prescricao')?.label).toBe(
      'Decadência (CDC art. 26, II e §3º): prazo encerrado em 09/11/2026',
    );
  });

  it('leaves a data leak to the five years of CDC art. 27', () => {
    const r = assess(
      'consumidor',
      'Em 10/08/2026 a loja sofreu um vazamento de dados e meus dados pessoais foram expostos. Quero indenização.',
    );
    expect(r.factors.find((f) => f.kind === 'prescricao')?.label).toContain('CDC art. 27');
  });
});

describe('the seven days to withdraw from a purchase made away from the shop (CDC art. 49)', () => {
  const label = (description: string) =>
    assess('consumidor', description).factors.find((f) => f.kind === 'prescricao')?.label;

  it('counts from the receipt, not the order: received 10/11/2026 + 7 = 17/11/2026, so lapsed on 29/11/2026', () => {
    expect(
      label(
        'Comprei um notebook pela internet em 01/11/2026 e chegou em 10/11/2026. Me arrependi e quero devolver.',
      ),
    ).toBe('Decadência (CDC art. 49): prazo encerrado em 17/11/2026');
  });

  it('is in time on the seventh day: received 22/11/2026 + 7 = 29/11/2026, a Sunday, so Monday 30/11/2026', () => {
    expect(
      label('Comprei um fone pelo site em 18/11/2026 e chegou em 22/11/2026. Me arrependi e quero devolver.'),
    ).toBe('Dentro do prazo (CDC art. 49): comunicar a desistência ao fornecedor até 30/11/2026');
  });

  it('leaves a withdrawal already told to the shop, and a purchase in the shop, to the other rows', () => {
    expect(
      label(
        'Comprei um notebook pela internet, chegou em 10/11/2026, me arrependi e avisei a loja em 12/11/2026, que não devolveu o dinheiro.',
      ),
    ).not.toContain('CDC art. 49');
    expect(label('Comprei uma TV na loja física em 10/11/2026 e me arrependi.')).not.toContain('CDC art. 49');
  });
});

describe('dates beside the fact that are not the fact, and an admission told by its year', () => {
  const period = (caseType: Parameters<typeof assess>[0], description: string) =>
    assess(caseType, description).factors.find((f) => f.kind === 'prescricao')?.label;

  it('counts a crash from the crash, not from the discharge: 10/10/2023 + 3 years = 10/10/2026, a Saturday; 12/10 is a holiday, so 13/10/2026 — barred', () => {
    expect(
      period(
        'civil',
        'Sofri um acidente de trânsito em 10/10/2023 causado por um motorista de aplicativo e fiquei internado até 20/12/2023. Quero indenização.',
      ),
    ).toBe('Prescrição (CC art. 206, §3º, V): prazo encerrado em 13/10/2026');
  });

  it('reads "trabalhei de 2019 até 15/09/2024" as the contract’s end: + 2 years = 15/09/2026, barred', () => {
    expect(
      period(
        'trabalhista',
        'Sou empregada doméstica, trabalhei de 2019 até 15/09/2024 sem carteira assinada. Quero o registro e os direitos.',
      ),
    ).toBe('Prescrição (CF art. 7º, XXIX; Súmula 308, I, do TST): prazo encerrado em 15/09/2026');
  });

  it('bars a claim even on the longest notice the year of admission allows: 2015 → at most 57 days from 31/08/2024 = 27/10/2024 → 27/10/2026', () => {
    // "agosto de 2024" read as its last day (the reading that keeps the claim); admitted in 2015, at
    // most 9 full years (from 01/01/2015): 30 + 27 = 57 days (Lei 12.506/2011), the contract ending
    // 27/10/2024; + 2 years = 27/10/2026, a Tuesday — before 29/11/2026.
    expect(
      period(
        'trabalhista',
        'Trabalho como motorista desde 2015 e nunca recebi horas extras. Fui dispensado em agosto de 2024. Tenho os relatórios de viagem.',
      ),
    ).toBe('Prescrição (CF art. 7º, XXIX; Súmula 308, I, do TST): prazo encerrado em 27/10/2026');
  });
});

describe('a complaint on the day of delivery, and instalments told by their year', () => {
  const factor = (caseType: Parameters<typeof assess>[0], description: string) =>
    assess(caseType, description).factors.find((f) => f.kind === 'prescricao');

  it('reads "reclamei na loja no mesmo dia" as a complaint that obstructs the 90 days until a refusal (CDC art. 26, § 2º, I)', () => {
    const f = factor(
      'consumidor',
      'Comprei um sofá em 10/07/2026 que veio com o tecido rasgado na entrega. Reclamei na loja no mesmo dia e até hoje não responderam.',
    );
    expect(f?.label).toBe('Decadência obstada pela reclamação de 10/07/2026 (CDC art. 26, §2º, I)');
    expect(f?.weight).toBe(0);
  });

  it('gives condominium fees five years (Tema 949): the fees of 2020, at the latest 31/12/2020, lapsed on 31/12/2025 — for the one charged', () => {
    const r = assess(
      'civil',
      'O condomínio diz que devo as taxas de condomínio de 2019 e 2020 do meu apartamento e vai me processar. Eu acho que já prescreveu.',
    );
    const f = r.factors.find((x) => x.kind === 'prescricao');
    expect(f?.label).toBe(
      'Prescrição (CC art. 206, §5º, I; Tema 949 do STJ): prazo encerrado em 31/12/2025 — a favor da defesa',
    );
    expect(f?.weight).toBeGreaterThan(0);
  });

  it('says "incerta" when only the year is told and the day decides: fees of 2021 — from 01/01/2021 lapsed 02/01/2026, from 31/12/2021 not before 31/12/2026', () => {
    // 01/01/2026 is a holiday (a Thursday): Friday 02/01/2026.
    expect(
      factor('civil', 'Sou síndico e o morador do apartamento 12 não pagou as taxas de condomínio de 2021.')
        ?.label,
    ).toBe(
      'Prescrição incerta (CC art. 206, §5º, I; Tema 949 do STJ): o dia não informado decide — contado do 1º dia do ano, terminou em 02/01/2026; do último, termina em 31/12/2026',
    );
  });

  it('gives the day to file by from the first day of the year: fees of 2023 → 01/01/2028, a Saturday and a holiday, so 03/01/2028', () => {
    expect(
      factor('civil', 'Sou síndico e o morador do apartamento 12 não pagou as taxas de condomínio de 2023.')
        ?.label,
    ).toBe(
      'Dentro do prazo (CC art. 206, §5º, I; Tema 949 do STJ): ajuizar até 03/01/2028 (dia não informado: contado do 1º dia do ano)',
    );
  });
});
