// A tenth set: nine cases written as users describe them, their expected place (strong, weak,
// barred) and the rule each must name listed here before Predict was first run on them. Today is
// fixed at 29/11/2026.
// Strong: Pix transfers made from a stolen phone after the bank was told to block the account (CDC
// art. 14; Súmula 479 do STJ); a supermarket with more than 80 employees that keeps no time records,
// sued for overtime (CLT art. 74, § 2º; Súmula 338, I, do TST); a name kept in Serasa two months after
// the debt was paid (Súmula 548 do STJ: the creditor removes it within five business days; CDC art.
// 43).
// Weak: an indirect dismissal for one salary paid two days late in four years (CLT art. 483, d, asks
// for a serious breach); moral damage for a bill cancelled within the week, never paid nor listed
// (no harm told beyond the bill); usucapião of a farm of 80 hectares held for eight years (CC art.
// 1.238, parágrafo único: ten years with productive work; art. 1.239 reaches 50 hectares only).
// Barred, with the hand counts: a pressure cooker that exploded on 12/03/2021, the injured buyer
// knowing the maker that day + 5 years (CDC art. 27) = 12/03/2026, a Thursday; rents due on the 5th,
// the last on 05/06/2023 + 3 years (CC art. 206, § 3º, I) = 05/06/2026, a Friday; a rear-end crash on
// 14/10/2023 + 3 years (CC art. 206, § 3º, V) = 14/10/2026, a Wednesday.
//
// First run: 7 of 9 in their band; 2 of the 5 rules named (Súmula 338 and Súmula 548); 2 of 3 barred on
// the right day. The Pix fraud came at 62 (a stolen phone and transfers to unknown accounts were not
// read as fraud); the supermarket without time records at 45 (the presumption at +8 only, "podem
// testemunhar" not read as witnesses, the contract told in the present tense read as ended with no
// date, and the worker's want of documents counted against her although the records are the
// employer's to keep); the late wage and the short possession in band but with no rule (no reading of
// a rescisão indireta for one delay; no usucapião at all, and the missing deed counted as missing
// evidence); the rents barred but on 30/06/2026, the month's last day, though the text gave the due
// day 5 — 25 days late. Fixed, each tested on other words in tenth-set-rules.test.ts: the marks of a
// third party's fraud; no records at all above 20 workers at +20, the documents then the employer's;
// "testemunhar"; "Trabalho … desde" as a contract in force; rescisão indireta for one delay (−20) or
// months of them (+15, Decreto-Lei 368/1968); usucapião by the kinds of CF arts. 183 and 191 and CC
// arts. 1.238-1.240, one table shared with Strategy; the due day told for instalments. After: 9 of 9,
// every rule named, every barred case on its day (tuning figures from here on).
import { describe, expect, it } from 'vitest';
import { assessOn, type CaseType, cited } from './testing.ts';
import { checkBands } from './unseen-bands.ts';

const assess = (caseType: CaseType, description: string) => assessOn(caseType)(description);

const STRONG = {
  pixFraud: assess(
    'consumidor',
    'Meu celular foi roubado em 02/11/2026 às 21h. Às 21h40 liguei para o banco e pedi o bloqueio da conta; tenho o número do protocolo. Mesmo assim, entre 22h e 23h foram feitas cinco transferências por Pix de R$ 3.000,00 cada para contas desconhecidas, muito fora do meu perfil. Fiz boletim de ocorrência. O banco se recusa a devolver o dinheiro.',
  ),
  noTimeCards: assess(
    'trabalhista',
    'Trabalho como operadora de caixa num supermercado com mais de 80 empregados desde março de 2022. Faço das 7h às 19h, de segunda a sábado, com meia hora de almoço, e nunca recebi horas extras. A empresa não tem cartão de ponto: ninguém bate ponto. Duas colegas que trabalham no mesmo horário podem testemunhar.',
  ),
  paidButListed: assess(
    'consumidor',
    'Eu tinha uma dívida com uma loja de móveis e paguei tudo à vista em 10/05/2026; tenho o boleto e o comprovante. Em julho de 2026 fui financiar um carro e descobri que meu nome continuava no Serasa por essa dívida, incluído pela loja. Não tenho nenhuma outra dívida negativada. Quero tirar meu nome e ser indenizado.',
  ),
};

const WEAK = {
  oneLatePay: assess(
    'trabalhista',
    'Meu salário deste mês caiu com dois dias de atraso; nos outros quatro anos sempre foi pago em dia. Quero sair da empresa com rescisão indireta e receber tudo como se tivesse sido demitido.',
  ),
  cancelledBill: assess(
    'consumidor',
    'A operadora de internet me mandou uma fatura de R$ 89,00 de um serviço que eu já tinha cancelado. Reclamei e eles cancelaram a cobrança na mesma semana; não paguei nada e meu nome não foi negativado. Quero danos morais pelo aborrecimento.',
  ),
  shortPossession: assess(
    'civil',
    'Uso há 8 anos uma fazenda de 80 hectares que era de um vizinho que se mudou; planto soja lá, mas moro na cidade, onde tenho minha casa. Não tenho nenhum documento de compra. Quero entrar com usucapião.',
  ),
};

const BARRED = {
  exploded: assess(
    'consumidor',
    'Em 12/03/2021 a panela de pressão que comprei explodiu na minha cozinha e me queimou o braço; fui atendida no hospital no mesmo dia e sabia que a panela era da marca Fortex. Nunca entrei na justiça. Quero indenização da fabricante agora.',
  ),
  oldRents: assess(
    'civil',
    'Aluguei um apartamento meu e o inquilino saiu em junho de 2023 devendo os aluguéis de janeiro a junho de 2023, que venciam todo dia 5. Não havia fiador e nunca cobrei na justiça. Quero cobrar agora.',
  ),
  rearEnd: assess(
    'civil',
    'Em 14/10/2023 um motorista bateu na traseira do meu carro num semáforo em Campinas; tenho boletim de ocorrência e três orçamentos. Ele prometeu pagar e não pagou. Quero entrar com a ação agora.',
  ),
};

describe('the tenth unseen set: bands', () => {
  checkBands(STRONG, WEAK, BARRED);
});

describe('the tenth unseen set: the rule that decides each case', () => {
  it.each([
    ['pixFraud', STRONG.pixFraud, /Súmula 479|CDC,? art\. 14/],
    ['noTimeCards', STRONG.noTimeCards, /Súmula 338|CLT,? art\. 74/],
    ['paidButListed', STRONG.paidButListed, /Súmula 548|CDC,? art\. 43/],
    ['oneLatePay', WEAK.oneLatePay, /CLT,? art\. 483/],
    ['shortPossession', WEAK.shortPossession, /CC,? art\. 1\.238/],
  ])('%s names its rule', (_, r, rule) => {
    expect(cited(r)).toMatch(rule);
  });

  it.each([
    ['exploded', BARRED.exploded, 'CDC art. 27', '12/03/2026'],
    ['oldRents', BARRED.oldRents, 'CC art. 206, §3º, I', '05/06/2026'],
    ['rearEnd', BARRED.rearEnd, 'CC art. 206, §3º, V', '14/10/2026'],
  ])('%s is barred by %s, ended on %s', (_, r, rule, end) => {
    const lapse = r.factors.find((f) => f.kind === 'prescricao' && f.weight < 0 && f.label.includes(rule));
    expect(lapse?.label ?? cited(r)).toContain(end);
  });
});
