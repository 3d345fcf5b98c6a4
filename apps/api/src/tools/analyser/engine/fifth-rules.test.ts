// The rules written after the fifth unseen batch, each at its legal edge and against wordings that
// must stay clean. Texts read in the lawbase: Lei 9.656/1998 arts. 11, 12 (II, V) and 13; Lei
// 8.245/1991 arts. 17, 20 and 42; Lei 9.099/1995 arts. 8º, 18, § 2º, and 55; CLT art. 193, § 1º;
// Lei 9.307/1996 art. 4º, § 2º; CC arts. 3º-5º (majority at 18).
import type { AnalysisFinding } from '@lexato/schemas';
import { describe, expect, it } from 'vitest';
import {
  ATTENDANT_CLAIM,
  CLINIC_SAAS,
  HEALTH_PLAN,
  JEC_MINOR_CLAIM,
  SHOP_LEASE,
} from './fixtures/unseen-fifth.ts';
import { analyseRules } from './index.ts';

const contract = (text: string) => analyseRules(text, 'contract') as AnalysisFinding[];
const lawsuit = (text: string) => analyseRules(text, 'lawsuit') as AnalysisFinding[];
const basesOn = (list: AnalysisFinding[], words: string) =>
  list.filter((f) => f.clause?.includes(words)).map((f) => f.legalBasis);
const bases = (list: AnalysisFinding[]) => list.map((f) => f.legalBasis);

const WAITING = 'Lei 9.656/1998, art. 12, V';
const PREEXISTING = 'Lei 9.656/1998, art. 11';

describe('health plan (Lei 9.656/1998)', () => {
  const withWait = (line: string) => contract(HEALTH_PLAN.replace('c) 72 (setenta e duas) horas', line));

  it('accepts 24 hours for urgency and flags 25 (art. 12, V, c)', () => {
    expect(basesOn(withWait('c) 24 (vinte e quatro) horas'), 'urgência e emergência')).not.toContain(WAITING);
    expect(basesOn(withWait('c) 25 (vinte e cinco) horas'), 'urgência e emergência')).toContain(WAITING);
    expect(basesOn(withWait('c) 2 (dois) dias'), 'urgência e emergência')).toContain(WAITING);
  });

  it('accepts 300 days for childbirth and flags 301 (art. 12, V, a)', () => {
    const at = (days: string) => contract(HEALTH_PLAN.replace('a) 300 (trezentos) dias', `a) ${days} dias`));
    expect(basesOn(at('300'), 'partos a termo')).not.toContain(WAITING);
    expect(basesOn(at('301'), 'partos a termo')).toContain(WAITING);
  });

  it('accepts 180 days for the other cases and flags 181 (art. 12, V, b)', () => {
    const at = (days: string) =>
      contract(HEALTH_PLAN.replace('b) 180 (cento e oitenta) dias', `b) ${days} dias`));
    expect(basesOn(at('180'), 'para internações')).not.toContain(WAITING);
    expect(basesOn(at('181'), 'para internações')).toContain(WAITING);
  });

  it('accepts pre-existing diseases left out for 24 months and flags 25 (art. 11)', () => {
    const at = (months: string) =>
      contract(
        HEALTH_PLAN.replace(
          'ficam excluídas de cobertura durante toda a vigência do contrato',
          `ficam excluídas de cobertura pelo prazo de ${months} meses contados da contratação`,
        ),
      );
    expect(basesOn(at('24 (vinte e quatro)'), 'preexistentes')).not.toContain(PREEXISTING);
    expect(basesOn(at('25 (vinte e cinco)'), 'preexistentes')).toContain(PREEXISTING);
  });

  it('reads the parties, the ANS readjustment and the renewal the law imposes as they are', () => {
    const list = contract(HEALTH_PLAN);
    expect(bases(list)).not.toContain('CC, art. 104, I (agente capaz)');
    expect(bases(list)).not.toContain('Lei 10.192/2001, art. 2º');
    expect(basesOn(list, 'renovando-se automaticamente')).toEqual([]);
  });

  it('lets the operator terminate for the reasons of the law, and a renewal without a fee', () => {
    const list = contract(
      HEALTH_PLAN.replace(
        'A OPERADORA poderá rescindir o presente contrato a qualquer tempo, independentemente de motivo, mediante aviso prévio de 30 (trinta) dias.',
        'A OPERADORA poderá rescindir o presente contrato em caso de fraude comprovada.',
      ).replace(
        'A cada renovação será cobrada do BENEFICIÁRIO taxa de renovação cadastral de R$ 150,00 (cento e cinquenta reais).',
        'Na renovação não será cobrada taxa ou qualquer outro valor.',
      ),
    );
    expect(bases(list).filter((b) => b.startsWith('Lei 9.656/1998, art. 13'))).toEqual([]);
  });

  it('leaves the same clauses alone outside a health plan', () => {
    const gym =
      'CONTRATO DE PRESTAÇÃO DE SERVIÇOS\nCLÁUSULA 1ª. A carência para uso da piscina é de 200 (duzentos) dias.';
    expect(bases(contract(gym))).not.toContain(WAITING);
  });
});

describe('shop lease (Lei 8.245/1991)', () => {
  it('lets a lease without guarantee ask the rent in advance (art. 42), and one paid after the month', () => {
    const noSurety = SHOP_LEASE.replace(/FIADOR: [^\n]+\n/, '');
    expect(basesOn(contract(noSurety), 'pago antecipadamente')).toEqual([]);
    const after = SHOP_LEASE.replace(
      'O aluguel será pago antecipadamente, até o dia 5 (cinco) do mês a que se referir',
      'O aluguel será pago até o dia 5 (cinco) do mês seguinte ao vencido',
    );
    expect(bases(contract(after)).filter((b) => b.includes('arts. 20'))).toEqual([]);
  });

  it('leaves a rent in reais readjusted yearly by the IGP-M alone (art. 17)', () => {
    const list = contract(
      SHOP_LEASE.replace(
        'reajustado mensalmente de acordo com a variação da cotação do dólar norte-americano (PTAX venda) apurada no mês anterior',
        'reajustado anualmente pela variação do IGP-M/FGV',
      ),
    );
    expect(basesOn(list, 'O aluguel mensal é de R$ 15.000,00')).toEqual([]);
  });
});

describe('Juizado Especial Cível (Lei 9.099/1995)', () => {
  const EXCLUDED = 'Lei 9.099/1995, art. 8º, caput';
  const aged = (age: string) =>
    lawsuit(
      JEC_MINOR_CLAIM.replace(
        'menor impúbere, com 12 (doze) anos de idade',
        `estudante, com ${age} anos de idade`,
      ),
    );

  it('excludes a plaintiff of 17 and admits one of 18 (art. 8º; CC art. 5º)', () => {
    expect(bases(aged('17 (dezessete)'))).toContain(EXCLUDED);
    expect(bases(aged('18 (dezoito)'))).not.toContain(EXCLUDED);
  });

  it('excludes a public-law defendant', () => {
    const list = lawsuit(
      JEC_MINOR_CLAIM.replace(
        'MEGALOJA DIGITAL COMÉRCIO ELETRÔNICO LTDA., CNPJ 45.678.901/0001-34',
        'MUNICÍPIO DE CAMPINAS',
      ),
    );
    expect(basesOn(list, 'MUNICÍPIO DE CAMPINAS')).toContain(EXCLUDED);
  });

  it('leaves costs asked for bad faith, and a citation by post, alone (arts. 55 and 18)', () => {
    const list = lawsuit(
      JEC_MINOR_CLAIM.replace(
        'd) a condenação da ré ao pagamento das custas processuais e dos honorários advocatícios de 20% sobre o valor da condenação.',
        'd) a condenação da ré em custas e honorários em caso de litigância de má-fé.',
      ).replace(
        'a) a citação da ré pelo correio e, caso não localizada, a citação por edital;',
        'a) a citação da ré pelo correio;',
      ),
    );
    expect(bases(list)).not.toContain('Lei 9.099/1995, art. 55');
    expect(bases(list)).not.toContain('Lei 9.099/1995, art. 18, § 2º');
  });

  it("asks the Juizado's qualification, not the CPC's civil status and e-mail (art. 14, § 1º, I)", () => {
    const list = lawsuit(JEC_MINOR_CLAIM);
    expect(bases(list)).not.toContain('CPC, art. 319, II');
    expect(bases(list)).not.toContain('Lei 9.099/1995, art. 14, § 1º, I');
    const noAddress = lawsuit(
      JEC_MINOR_CLAIM.replace(', com sede na Av. das Nações Unidas, 12.000, São Paulo/SP', ''),
    );
    expect(bases(noAddress)).toContain('Lei 9.099/1995, art. 14, § 1º, I');
  });

  it('applies none of it outside the Juizado', () => {
    const civil = JEC_MINOR_CLAIM.replace('DO JUIZADO ESPECIAL CÍVEL', 'DA 2ª VARA CÍVEL');
    expect(bases(lawsuit(civil)).filter((b) => b.startsWith('Lei 9.099'))).toEqual([]);
  });
});

describe('labour claim', () => {
  it('leaves the hazard premium on the base salary alone (CLT art. 193, § 1º)', () => {
    const base = ATTENDANT_CLAIM.replaceAll(
      '30% sobre a remuneração total, incluídos os prêmios e a gratificação de caixa',
      '30% sobre o salário-base',
    ).replace(
      'adicional de periculosidade de 30% sobre a remuneração total e reflexos',
      'adicional de periculosidade de 30% sobre o salário-base e reflexos',
    );
    expect(bases(lawsuit(base))).not.toContain('CLT, art. 193, § 1º');
  });

  it('leaves FGTS under the five-year limitation and the juros of ADC 58 alone', () => {
    const list = lawsuit(
      ATTENDANT_CLAIM.replace(
        'observada a prescrição trintenária',
        'observada a prescrição quinquenal',
      ).replace(
        'e) correção monetária pela TR, nos termos do art. 39 da Lei nº 8.177/91, e juros de mora de 1% ao mês;',
        'e) correção monetária pelo IPCA-E e juros do art. 39, caput, da Lei 8.177/91 na fase pré-judicial, e SELIC a partir do ajuizamento;',
      ),
    );
    expect(bases(list)).not.toContain('CF, art. 7º, XXIX; STF, ARE 709.212 (Tema 608)');
    expect(bases(list)).not.toContain('STF, ADC 58 e 59');
  });

  it('takes a five-year limitation stated for the FGTS as no answer for the overtime', () => {
    const list = lawsuit(ATTENDANT_CLAIM);
    expect(bases(list)).toContain('CF, art. 7º, XXIX; Súmula 308, I, do TST');
    const stated = lawsuit(
      ATTENDANT_CLAIM.replace(
        'sem o pagamento das horas excedentes',
        'observada a prescrição quinquenal, sem o pagamento das horas excedentes',
      ),
    );
    expect(bases(stated)).not.toContain('CF, art. 7º, XXIX; Súmula 308, I, do TST');
  });
});

describe('arbitration in an adhesion contract between companies (Lei 9.307/1996, art. 4º, § 2º)', () => {
  const ARBITRATION = 'Lei 9.307/1996, art. 4º, § 2º';
  it('is flagged without the bold type or the separate signature, and clean with them', () => {
    expect(bases(contract(CLINIC_SAAS))).toContain(ARBITRATION);
    const signed = CLINIC_SAAS.replace(
      'segundo o seu regulamento.',
      'segundo o seu regulamento. A CONTRATANTE concorda expressamente com esta cláusula, que assina em documento anexo.',
    );
    expect(bases(contract(signed))).not.toContain(ARBITRATION);
  });

  it('is not flagged in a negotiated contract', () => {
    const negotiated = CLINIC_SAAS.replace(
      'TERMOS E CONDIÇÕES DE USO - CONTRATO DE ADESÃO À PLATAFORMA',
      'CONTRATO DE LICENÇA DA PLATAFORMA',
    ).replace(', que adere a estes termos mediante aceite eletrônico', '');
    expect(bases(contract(negotiated))).not.toContain(ARBITRATION);
  });
});
