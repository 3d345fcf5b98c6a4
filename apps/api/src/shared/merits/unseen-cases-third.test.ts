// Nine more cases written as users describe them, their expected band (strong, weak, barred) and the
// rule each must name listed here before Predict was first run on them. Today is fixed at 29/11/2026.
// Hand counts:
// - a cheque issued on 20/09/2021 and returned unpaid: the monitória runs five years from the day
//   after the date of issue (Súmula 503 do STJ): 20/09/2026 is a Sunday, so Monday 21/09/2026;
// - a worker who resigned on 10/11/2024, the notice worked before (no notice to project): two years
//   from the end of the contract (CF art. 7º, XXIX) = 10/11/2026, a Tuesday;
// - bitten by the neighbour's dog on 05/11/2023: the owner answers (CC art. 936) within three years
//   (CC art. 206, § 3º, V) = 05/11/2026, a Thursday.
//
// First run: 8 of 9 in their band — three months of unpaid wages, proven, came at 51 (no rule read
// unpaid wages); rules named: 2 of 3 strong (not the wages), 3 of 3 barred with the right last day;
// weak cases all in their band, but only the cash loan for its real reason (CPC art. 373, I): the sofa
// regretted in the shop and the manager asking for overtime were weak only for want of documents, and
// the sofa "sem nenhum defeito" got CDC art. 26's 90 days for a defect. Outside the list: the loan
// "sem recibo" was read under CC art. 206, § 5º, I, which needs a written instrument, and "ainda estou
// trabalhando" was not read as a contract in force. Fixed, each tested in seventh-set-rules.test.ts:
// unpaid wages (CLT arts. 459, § 1º, and 483, d; one weight with unpaid termination pay); the manager
// (CLT art. 62, II and parágrafo único, at the 40 % edge); regret of a purchase in the shop (CDC art.
// 49); a product said to have no defect is no vício; "não tenho recibo" is no written debt. After: 9 of
// 9 and every rule named.
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
  // Three months of wages unpaid, proven: the employer's gravest breach (CLT art. 459, § 1º: wages by
  // the 5th working day; art. 483, d: the worker may hold the contract ended by the employer's fault).
  unpaidWages: assess(
    'trabalhista',
    'Trabalho com carteira assinada numa oficina e estou há três meses sem receber salário: agosto, setembro e ' +
      'outubro de 2026. Tenho os holerites, os extratos do banco sem os depósitos e mensagens do dono admitindo o ' +
      'atraso. Quero a rescisão indireta e os salários atrasados.',
  ),
  // Emergency surgery refused for a 180-day waiting period: for emergencies the waiting period is at
  // most 24 hours from the contract (Lei 9.656/1998, art. 12, V, c; Súmula 597 do STJ).
  emergency: assess(
    'consumidor',
    'Contratei o plano de saúde em 01/06/2026. Em 10/09/2026 tive apendicite aguda e o plano negou a cirurgia de ' +
      'emergência alegando carência de 180 dias. Paguei a cirurgia particular, R$ 18.000,00. Tenho o laudo médico, ' +
      'a negativa por escrito, o contrato e os recibos.',
  ),
  // A five-year-old child whose registered father, employed, never paid support (CC arts. 1.694 and
  // 1.696; the duty of parents, CC art. 1.634).
  childSupport: assess(
    'familia',
    'Meu filho de 5 anos é registrado no nome do pai, que trabalha como engenheiro com carteira assinada e nunca ' +
      'pagou pensão. Tenho a certidão de nascimento, os holerites dele que ele mesmo me mostrou e os comprovantes das ' +
      'despesas com escola e médico. Quero pedir pensão alimentícia.',
  ),
};

const WEAK = {
  // A loan in cash to a friend who denies it, with no receipt, transfer or witness: the lender must
  // prove it (CPC art. 373, I).
  cashLoan: assess(
    'civil',
    'Emprestei R$ 10.000,00 em dinheiro vivo a um amigo em março de 2025. Não tenho recibo, não fiz transferência e ' +
      'ninguém viu. Ele agora nega que pegou o dinheiro. Quero cobrar.',
  ),
  // A sofa bought in the shop, without defect, that the buyer regrets: the seven days to withdraw are
  // for purchases made outside the establishment (CDC art. 49).
  sofaRegret: assess(
    'consumidor',
    'Comprei um sofá na loja física em 01/11/2026 e me arrependi, ficou grande para a sala. O sofá não tem nenhum ' +
      'defeito. A loja recusou a devolução. Quero o dinheiro de volta.',
  ),
  // A branch general manager with powers to hire and fire and a 40 % function bonus is outside the
  // chapter on working hours (CLT art. 62, II and parágrafo único).
  manager: assess(
    'trabalhista',
    'Sou gerente geral da filial, com poderes para admitir e demitir funcionários, e recebo gratificação de função ' +
      'de 40% do salário. Trabalho 10 horas por dia e quero receber horas extras. Ainda estou trabalhando na empresa.',
  ),
};

const BARRED = {
  cheque: assess(
    'civil',
    'Recebi de um cliente um cheque de R$ 3.000,00 emitido em 20/09/2021, que voltou sem fundos. Nunca cobrei ' +
      'judicialmente. Tenho o cheque original. Quero cobrar agora.',
  ),
  resigned: assess(
    'trabalhista',
    'Pedi demissão em 10/11/2024, depois de cumprir o aviso prévio, e nesse dia saí da empresa. Nunca recebi as ' +
      'horas extras que fazia; tenho os cartões de ponto. Quero entrar com a reclamação trabalhista agora.',
  ),
  dogBite: assess(
    'civil',
    'O cachorro do meu vizinho me mordeu na rua em 05/11/2023 e precisei levar pontos na perna. Tenho o boletim de ' +
      'ocorrência, o atendimento do hospital e fotos. Quero indenização do dono do cachorro.',
  ),
};

describe('seventh unseen Predict cases', () => {
  checkBands(STRONG, WEAK, BARRED);

  it('names the rule that decides each strong case', () => {
    expect(cited(STRONG.unpaidWages)).toMatch(/CLT,? art\. 483|CLT,? art\. 459/);
    expect(cited(STRONG.emergency)).toMatch(/Súmula 597|Lei 9\.656\/1998,? art\. 12/);
    expect(cited(STRONG.childSupport)).toMatch(/CC,? arts?\. 1\.69[46]|CC,? art\. 1\.634/);
  });

  it('names the deadline of each barred case and its last day', () => {
    expect(cited(BARRED.cheque)).toContain('Súmula 503');
    expect(cited(BARRED.cheque)).toContain('21/09/2026');
    expect(cited(BARRED.resigned)).toContain('CF art. 7º, XXIX');
    expect(cited(BARRED.resigned)).toContain('10/11/2026');
    expect(cited(BARRED.dogBite)).toContain('206, §3º, V');
    expect(cited(BARRED.dogBite)).toContain('05/11/2026');
  });

  it('says why each weak case is weak', () => {
    expect(cited(WEAK.cashLoan)).toMatch(/CPC,? art\. 373/);
    expect(cited(WEAK.sofaRegret)).toContain('CDC art. 49');
    expect(cited(WEAK.manager)).toMatch(/CLT,? art\. 62/);
  });
});
