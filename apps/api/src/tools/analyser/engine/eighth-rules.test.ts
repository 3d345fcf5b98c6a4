// The rules written after the eighth unseen batch, at their edges and against wordings that must stay
// clean. Texts: Lei 4.591/1964, arts. 43-A and 67-A (as amended by Lei 13.786/2018); STJ Tema 938
// and Súmula 543; Lei 11.788/2008, arts. 3º, 9º, IV, 10, 11, 12, 13 and 15; LC 150/2015, arts. 2º,
// 12, 17 and 18 — none of them in the lawbase, each read in its official text.
import type { AnalysisFinding } from '@lexato/schemas';
import { describe, expect, it } from 'vitest';
import { swap } from './fixtures/rule-readers.ts';
import { DOMESTIC_EMPLOYMENT, INTERNSHIP_AGREEMENT, OFF_PLAN_PURCHASE } from './fixtures/unseen-eighth.ts';
import { analyseRules } from './index.ts';
import { readRelation } from './relation.ts';

const bases = (text: string) =>
  (analyseRules(text, 'contract') as AnalysisFinding[]).map((f) => f.legalBasis);

describe('a unit bought off the plan (Lei 4.591/1964)', () => {
  const TOLERANCE = 'Lei 4.591/1964, art. 43-A, caput e §§ 1º e 2º';
  const RETENTION = 'Lei 4.591/1964, art. 67-A, II e § 5º; CDC, art. 53; Súmula 543 do STJ';
  const REFUND = 'Súmula 543 do STJ; Lei 4.591/1964, art. 67-A, §§ 5º e 6º';
  const tolerance = (words: string) =>
    bases(swap(OFF_PLAN_PURCHASE, 'tolerância de 360 (trezentos e sessenta) dias', `tolerância de ${words}`));
  const retention = (percent: string, affected = false) =>
    bases(
      swap(
        swap(OFF_PLAN_PURCHASE, 'reterá 60% (sessenta por cento)', `reterá ${percent}`),
        'em construção na Rua XV de Novembro',
        affected
          ? 'em construção, submetido ao patrimônio de afetação, na Rua XV de Novembro'
          : 'em construção na Rua XV de Novembro',
      ),
    );

  it('allows a delay of 180 days and flags 181 (art. 43-A); months count as 30 days', () => {
    expect(tolerance('180 (cento e oitenta) dias')).not.toContain(TOLERANCE);
    expect(tolerance('181 (cento e oitenta e um) dias')).toContain(TOLERANCE);
    expect(tolerance('6 (seis) meses')).not.toContain(TOLERANCE);
    expect(tolerance('7 (sete) meses')).toContain(TOLERANCE);
  });

  it('does not read a 360-day tolerance of a service contract as a developer’s', () => {
    const service =
      'CONTRATO DE PRESTAÇÃO DE SERVIÇOS\nCONTRATANTE: ALFA LTDA., CNPJ 11.111.111/0001-11. CONTRATADA: BETA LTDA., CNPJ 22.222.222/0001-22.\n1. O objeto é a manutenção de elevadores. 2. Admite-se tolerância de 360 dias para a entrega do relatório anual. 3. O preço é de R$ 5.000,00.';
    expect(bases(service)).not.toContain(TOLERANCE);
  });

  it('keeps a penalty of 25 % of what was paid and flags 26 % (art. 67-A, II)', () => {
    expect(retention('25% (vinte e cinco por cento)')).not.toContain(RETENTION);
    expect(retention('26% (vinte e seis por cento)')).toContain(RETENTION);
  });

  it('allows 50 % under the patrimônio de afetação and flags 51 % (art. 67-A, § 5º)', () => {
    expect(retention('50% (cinquenta por cento)', true)).not.toContain(RETENTION);
    expect(retention('51% (cinquenta e um por cento)', true)).toContain(RETENTION);
  });

  it('flags a refund in instalments and leaves one paid at once alone (Súmula 543 do STJ)', () => {
    expect(bases(OFF_PLAN_PURCHASE)).toContain(REFUND);
    const once = swap(
      OFF_PLAN_PURCHASE,
      'será devolvido em 36 (trinta e seis) parcelas mensais, a primeira delas 30 dias após a assinatura do distrato',
      'será devolvido em parcela única, 180 dias após o desfazimento',
    );
    expect(bases(once)).not.toContain(REFUND);
  });

  it('flags the SATI fee (Tema 938) and leaves the brokerage stated apart before signing alone', () => {
    const SATI = 'Tema 938 do STJ (REsp 1.599.511/SP); CDC, art. 51, IV';
    expect(bases(OFF_PLAN_PURCHASE)).toContain(SATI);
    const noSati = swap(
      OFF_PLAN_PURCHASE,
      'CLÁUSULA 4ª - A PROMITENTE COMPRADORA pagará ainda a taxa de assessoria técnico-imobiliária (SATI) de R$ 3.500,00, devida na assinatura deste instrumento.\n',
      '',
    );
    expect(bases(noSati)).not.toContain(SATI);
  });

  it('reads the promise to sell as the contract’s object (CC art. 104, II)', () => {
    expect(bases(OFF_PLAN_PURCHASE)).not.toContain('CC, art. 104, II (objeto determinado ou determinável)');
  });
});

describe('an internship agreement (Lei 11.788/2008)', () => {
  const HOURS = 'Lei 11.788/2008, art. 10, I e II; art. 15';
  const hours = (daily: string, weekly: string) =>
    bases(
      swap(
        INTERNSHIP_AGREEMENT,
        'será de 8 (oito) horas diárias, de segunda a sexta-feira, totalizando 40 (quarenta) horas semanais',
        `será de ${daily} horas diárias, de segunda a sexta-feira, totalizando ${weekly} horas semanais`,
      ),
    );

  it('allows 6 hours a day and 30 a week and flags 7 or 31 (art. 10, II)', () => {
    expect(hours('6 (seis)', '30 (trinta)')).not.toContain(HOURS);
    expect(hours('7 (sete)', '30 (trinta)')).toContain(HOURS);
    expect(hours('6 (seis)', '31 (trinta e uma)')).toContain(HOURS);
  });

  it('leaves the 40 hours of § 1º, in the periods without classes, alone', () => {
    const alternating = swap(
      INTERNSHIP_AGREEMENT,
      'A jornada de estágio será de 8 (oito) horas diárias, de segunda a sexta-feira, totalizando 40 (quarenta) horas semanais.',
      'A jornada de estágio será de 8 (oito) horas diárias e 40 (quarenta) horas semanais nos períodos sem aulas presenciais, como prevê o projeto pedagógico do curso.',
    );
    expect(bases(alternating)).not.toContain(HOURS);
  });

  it('asks a grant of a non-compulsory internship only (art. 12)', () => {
    const GRANT = 'Lei 11.788/2008, art. 12';
    expect(bases(INTERNSHIP_AGREEMENT)).toContain(GRANT);
    const paid = swap(
      INTERNSHIP_AGREEMENT,
      'Por se tratar de oportunidade de aprendizado, o ESTAGIÁRIO não fará jus a bolsa ou a qualquer outra contraprestação.',
      'O ESTAGIÁRIO receberá bolsa mensal de R$ 1.200,00.',
    );
    expect(bases(paid)).not.toContain(GRANT);
    const compulsory = swap(INTERNSHIP_AGREEMENT, 'ESTÁGIO NÃO OBRIGATÓRIO', 'ESTÁGIO OBRIGATÓRIO');
    expect(
      bases(
        swap(compulsory, 'o estágio não obrigatório do ESTAGIÁRIO', 'o estágio obrigatório do ESTAGIÁRIO'),
      ),
    ).not.toContain(GRANT);
  });

  it('allows two years with the same host and flags 25 months, save for a person with disability (art. 11)', () => {
    const TERM = 'Lei 11.788/2008, art. 11; art. 15';
    const term = (words: string) =>
      bases(swap(INTERNSHIP_AGREEMENT, 'duração de 3 (três) anos', `duração de ${words}`));
    expect(term('2 (dois) anos')).not.toContain(TERM);
    expect(term('24 (vinte e quatro) meses')).not.toContain(TERM);
    expect(term('25 (vinte e cinco) meses')).toContain(TERM);
    const disabled = swap(
      INTERNSHIP_AGREEMENT,
      'estudante do 5º período',
      'pessoa com deficiência, estudante do 5º período',
    );
    expect(bases(disabled)).not.toContain(TERM);
  });

  it('gives a year’s internship 30 days of recess: 30 is clean, 20 and none are flagged (art. 13)', () => {
    const RECESS = 'Lei 11.788/2008, art. 13';
    const recess = (words: string) =>
      bases(
        swap(
          swap(INTERNSHIP_AGREEMENT, 'duração de 3 (três) anos', 'duração de 1 (um) ano'),
          'O ESTAGIÁRIO não terá direito a recesso durante a vigência deste termo.',
          words,
        ),
      );
    expect(recess('O ESTAGIÁRIO terá recesso de 30 (trinta) dias, nas férias escolares.')).not.toContain(
      RECESS,
    );
    expect(recess('O ESTAGIÁRIO terá recesso de 20 (vinte) dias, nas férias escolares.')).toContain(RECESS);
    expect(recess('O ESTAGIÁRIO não terá direito a recesso durante a vigência deste termo.')).toContain(
      RECESS,
    );
  });

  it('flags the accident insurance waived and leaves it contracted alone (art. 9º, IV)', () => {
    const INSURANCE = 'Lei 11.788/2008, art. 9º, IV';
    expect(bases(INTERNSHIP_AGREEMENT)).toContain(INSURANCE);
    const insured = swap(
      INTERNSHIP_AGREEMENT,
      'O ESTAGIÁRIO declara dispensar a contratação de seguro contra acidentes pessoais.',
      'A CONCEDENTE contratará seguro contra acidentes pessoais em favor do ESTAGIÁRIO, apólice nº 123.',
    );
    expect(bases(insured)).not.toContain(INSURANCE);
  });

  it('reads the student, the host and the school as the parties and the internship as no consumption', () => {
    const found = bases(INTERNSHIP_AGREEMENT);
    expect(found).not.toContain('CC, art. 104, I (agente capaz)');
    expect(found).not.toContain('CC, arts. 472 a 475');
    expect(readRelation(INTERNSHIP_AGREEMENT).value).not.toBe('consumo');
  });
});

describe('domestic employment (LC 150/2015)', () => {
  it('flags food and housing deducted at the workplace, and leaves housing elsewhere by agreement alone (art. 18)', () => {
    const FOOD = 'LC 150/2015, art. 18, caput e §§ 2º e 3º';
    expect(bases(DOMESTIC_EMPLOYMENT)).toContain(FOOD);
    const elsewhere = swap(
      DOMESTIC_EMPLOYMENT,
      'Serão descontados do salário R$ 300,00 mensais pela alimentação e R$ 400,00 pela moradia que a EMPREGADA utiliza na residência do EMPREGADOR.',
      'Serão descontados do salário R$ 400,00 pela moradia em local diverso da residência em que o trabalho é prestado, como acordado.',
    );
    expect(bases(elsewhere)).not.toContain(FOOD);
  });

  it('allows 20 % for the health plan and flags 21 % (art. 18, § 1º)', () => {
    const PLAN = 'LC 150/2015, art. 18, § 1º';
    const plan = (p: string) =>
      bases(swap(DOMESTIC_EMPLOYMENT, 'desconto de 30% (trinta por cento)', `desconto de ${p}`));
    expect(plan('20% (vinte por cento)')).not.toContain(PLAN);
    expect(plan('21% (vinte e um por cento)')).toContain(PLAN);
  });

  it('asks the record of hours of a domestic worker (art. 12)', () => {
    const RECORD = 'LC 150/2015, art. 12';
    expect(bases(DOMESTIC_EMPLOYMENT)).toContain(RECORD);
    const kept = swap(
      DOMESTIC_EMPLOYMENT,
      'Fica dispensado o registro de horário, dada a relação de confiança entre as partes.',
      'O registro de horário será feito em aplicativo eletrônico.',
    );
    expect(bases(kept)).not.toContain(RECORD);
  });

  it('gives a domestic worker 30 days of holiday: 30 is clean, 29 is flagged under art. 17', () => {
    const HOLIDAY = 'LC 150/2015, art. 17';
    const holiday = (d: string) =>
      bases(swap(DOMESTIC_EMPLOYMENT, 'férias anuais de 20 (vinte) dias', `férias anuais de ${d} dias`));
    expect(holiday('30 (trinta)')).not.toContain(HOLIDAY);
    expect(holiday('29 (vinte e nove)')).toContain(HOLIDAY);
    expect(holiday('29 (vinte e nove)')).not.toContain('CLT, art. 130, I');
  });

  it('does not read "descontados do salário R$ 300,00" as a wage below the minimum (CF art. 7º, IV)', () => {
    expect(bases(DOMESTIC_EMPLOYMENT)).not.toContain('CF, art. 7º, IV');
  });
});

describe('working hours read from a schedule (CF art. 7º, XIII)', () => {
  const HOURS = 'CF, art. 7º, XIII';
  const schedule = (words: string) =>
    bases(
      swap(
        DOMESTIC_EMPLOYMENT,
        'A jornada será das 7h às 19h, de segunda-feira a sábado, com 1 (uma) hora de intervalo para refeição.',
        words,
      ),
    );

  it('reads 7 to 19 with an hour’s break, Monday to Saturday, as 11 hours a day', () => {
    expect(bases(DOMESTIC_EMPLOYMENT)).toContain(HOURS);
  });

  it('leaves 8 to 17 with an hour’s break, Monday to Friday (8 and 40), alone; flags the same Monday to Saturday (48)', () => {
    expect(
      schedule('A jornada será das 8h às 17h, de segunda a sexta-feira, com 1 (uma) hora de intervalo.'),
    ).not.toContain(HOURS);
    expect(
      schedule('A jornada será das 8h às 17h, de segunda-feira a sábado, com 1 (uma) hora de intervalo.'),
    ).toContain(HOURS);
  });

  it('sums a split day: 8-12 and 13-17 is 8 hours, 8-12 and 13-18 is 9', () => {
    expect(
      schedule('A jornada será das 8h às 12h e das 13h às 17h, de segunda a sexta-feira.'),
    ).not.toContain(HOURS);
    expect(schedule('A jornada será das 8h às 12h e das 13h às 18h, de segunda a sexta-feira.')).toContain(
      HOURS,
    );
  });

  it('judges a Saturday span as its own day: 8-17 on weekdays and 8-12 on Saturdays is no 13-hour day', () => {
    expect(
      schedule(
        'A jornada será das 8h às 17h de segunda a sexta-feira, com 1 (uma) hora de intervalo, e aos sábados das 8h às 12h.',
      ),
    ).not.toContain(HOURS);
  });
});
