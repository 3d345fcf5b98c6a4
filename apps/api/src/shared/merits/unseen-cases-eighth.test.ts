// An eighth set: nine cases written as users describe them, their expected place (strong, weak,
// barred) and the rule each must name listed here before Predict was first run on them. Today is
// fixed at 29/11/2026.
// Strong: a worker dismissed within twelve months of the end of an accident benefit (Lei 8.213/1991,
// art. 118; Súmula 378, II, do TST); a fridge left with the authorised repairer for more than 30 days
// (CDC art. 18, § 1º); child support fixed by a judgment and unpaid for three months (CPC art. 528;
// Súmula 309 do STJ).
// Weak: a dismissal for cause after 30 days of unexplained absence (CLT art. 482, i; Súmula 32 do TST);
// a three-hour delay of a domestic flight with food given and the passenger arriving the same day
// (no harm told beyond the delay itself); a rise of child support asked with no change in the payer's
// means or the child's needs (CC art. 1.699).
// Barred, with the hand counts: the last day worked 15/09/2024 + 2 years (CF art. 7º, XXIX; she
// resigned and worked her notice, nothing to project) = 15/09/2026, a Tuesday; a promissory note due
// 10/02/2021 + 5 years (CC art. 206, § 5º, I) = 10/02/2026, a Tuesday; a used phone bought from a
// private seller and received on 01/03/2026 whose defect showed on 20/09/2026, past the 180 days
// within which a hidden defect of a movable must come to light (CC art. 445, § 1º: 01/03/2026 + 180
// days = 28/08/2026).
//
// First run: 6 of 9 in their band, 3 of 3 barred on the right day with the right rule, but 0 of the 5
// other rules named. The accident stability came at 57 ("a empresa me demitiu", the employer as the
// subject, was not read as a dismissal); the fridge at 52 (the thirty days were told by dates, not
// as "N dias"); the rise of support at 56 (read as the parents' duty, +20); support arrears and the
// abandonment in band but for other reasons (the duty of support; no documents). Fixed, each tested
// on other words in eighth-set-rules.test.ts and binding.test.ts: the dismissal's verb after its
// date; the days from a dated hand-over for repair to today, and the cure rule at +20 as the other
// rules that decide a case; support fixed and unpaid (CPC art. 528; Súmula 309 do STJ); a rise of
// support with or without a change (CC art. 1.699); abandonment told by the worker (CLT art. 482,
// i). After them 9 of 9, every rule named (tuning figures from here on).
import { describe, expect, it } from 'vitest';
import { assessOn, type CaseType, cited } from './testing.ts';
import { checkBands } from './unseen-bands.ts';

const assess = (caseType: CaseType, description: string) => assessOn(caseType)(description);

const STRONG = {
  accidentStability: assess(
    'trabalhista',
    'Trabalho como operador de máquinas desde 2019 com carteira assinada. Sofri um acidente de trabalho e fiquei afastado pelo INSS recebendo auxílio-doença acidentário de fevereiro até 10/06/2026, quando o benefício acabou e voltei ao trabalho. Em 20/08/2026 a empresa me demitiu sem justa causa. Tenho a CAT, a carta de concessão do benefício e o termo de rescisão.',
  ),
  unrepairedFridge: assess(
    'consumidor',
    'Comprei uma geladeira nova na Loja Central em 10/09/2026. Em 01/10/2026 ela parou de gelar e em 03/10/2026 levei à assistência técnica autorizada, que me deu ordem de serviço. Até hoje não consertaram nem devolveram. Tenho a nota fiscal e a ordem de serviço. Quero o dinheiro de volta.',
  ),
  supportArrears: assess(
    'familia',
    'O juiz fixou por sentença a pensão dos meus dois filhos, de 5 e 8 anos, em R$ 1.200,00 por mês, a ser paga pelo pai. Ele não paga desde agosto de 2026, já são três meses de atraso. Tenho a sentença e os extratos sem os depósitos.',
  ),
};

const WEAK = {
  absence: assess(
    'trabalhista',
    'Fui demitido por justa causa por abandono de emprego. Eu faltei 35 dias seguidos sem avisar a empresa e sem atestado, porque estava resolvendo problemas pessoais. A empresa mandou telegrama pedindo que eu voltasse e eu não respondi. Quero reverter a justa causa.',
  ),
  shortDelay: assess(
    'consumidor',
    'Meu voo de São Paulo para Recife, em 10/11/2026, atrasou três horas. A companhia deu um voucher de lanche e eu cheguei no mesmo dia. Não perdi nenhum compromisso. Quero indenização por danos morais pelo atraso.',
  ),
  supportRise: assess(
    'familia',
    'Quero aumentar a pensão que o pai do meu filho paga, fixada em 2025 em 30% do salário dele. Ele continua no mesmo emprego, ganhando o mesmo, e meu filho não tem despesas novas; só acho que o valor é pouco.',
  ),
};

const BARRED = {
  lateLabourClaim: assess(
    'trabalhista',
    'Pedi demissão e cumpri o aviso; meu último dia de trabalho na loja foi 15/09/2024. Nunca me pagaram as horas extras dos três anos em que trabalhei lá. Quero entrar com a reclamação agora.',
  ),
  oldNote: assess(
    'civil',
    'Emprestei R$ 8.000,00 a um conhecido, que assinou uma nota promissória com vencimento em 10/02/2021. Ele nunca pagou e eu nunca cobrei na justiça nem protestei. Quero cobrar agora.',
  ),
  usedPhone: assess(
    'civil',
    'Comprei um celular usado de um particular, anunciado na internet, e recebi o aparelho em 01/03/2026. Ele funcionou bem até 20/09/2026, quando apareceu um defeito oculto na placa. Quero devolver o celular e receber meu dinheiro.',
  ),
};

describe('the eighth unseen set: bands', () => {
  checkBands(STRONG, WEAK, BARRED);
});

describe('the eighth unseen set: the rule that decides each case', () => {
  it.each([
    ['accidentStability', STRONG.accidentStability, /Lei 8\.213\/1991,? art\. 118/],
    ['unrepairedFridge', STRONG.unrepairedFridge, /CDC,? art\. 18, ?§ ?1º/],
    ['supportArrears', STRONG.supportArrears, /CPC,? art\. 528|Súmula 309/],
    ['absence', WEAK.absence, /CLT,? art\. 482|Súmula 32 do TST/],
    ['supportRise', WEAK.supportRise, /CC,? art\. 1\.699/],
  ])('%s names its rule', (_, r, rule) => {
    expect(cited(r)).toMatch(rule);
  });

  it.each([
    ['lateLabourClaim', BARRED.lateLabourClaim, 'CF art. 7º, XXIX', '15/09/2026'],
    ['oldNote', BARRED.oldNote, 'CC art. 206, §5º, I', '10/02/2026'],
    ['usedPhone', BARRED.usedPhone, 'CC art. 445', '28/08/2026'],
  ])('%s is barred by %s, ended on %s', (_, r, rule, end) => {
    const lapse = r.factors.find((f) => f.kind === 'prescricao' && f.weight < 0 && f.label.includes(rule));
    expect(lapse?.label ?? cited(r)).toContain(end);
  });
});
