// The rules written after the twelfth unseen batch, at their edges and against wordings that must stay
// clean. Texts: Lei 4.886/1965 (as written by Lei 8.420/1992), arts. 27, j, 32, §§ 1º and 7º, 34 and
// 43; CDC arts. 24, 26, II, 50, 51, II and X, and 53; CLT arts. 193, § 2º, 461 and 487; Lei
// 8.036/1990, arts. 18, § 1º, and 20, I; Lei 7.998/1990, arts. 2º, I, and 3º; CPC art. 85, § 2º;
// Súmula 608 do STJ; the TST's thesis in IRR 239-55.2011.5.02.0319 (Tema 17).
import { describe, expect, it } from 'vitest';
import { bases, findings, swap } from './fixtures/rule-readers.ts';
import {
  HEALTH_PLAN_SURGERY_CLAIM,
  HOME_RENOVATION,
  RESIGNED_WORKER_CLAIM,
  SALES_REPRESENTATION,
} from './fixtures/unseen-twelfth.ts';
import { readRelation } from './relation.ts';

describe('commercial representation (Lei 4.886/1965)', () => {
  const rep = (from: string, to: string) => bases(swap(SALES_REPRESENTATION, from, to));

  it('reads two companies with witnesses as a business contract, and a 4 % commission as its price', () => {
    expect(readRelation(SALES_REPRESENTATION).value).toBe('empresarial');
    expect(findings(SALES_REPRESENTATION).map((f) => f.description)).not.toContain(
      'O contrato não fixa preço, valor ou remuneração.',
    );
  });

  it('flags the del credere and leaves a representative who answers for nothing alone (art. 43)', () => {
    const DEL_CREDERE = 'Lei 4.886/1965, art. 43';
    expect(bases(SALES_REPRESENTATION)).toContain(DEL_CREDERE);
    expect(
      rep(
        'A REPRESENTANTE responderá solidariamente com o comprador pelo pagamento dos pedidos que intermediar, autorizando desde já o desconto, nas comissões futuras, dos valores não pagos pelos compradores inadimplentes.',
        'A REPRESENTANTE não responderá pela solvência dos compradores.',
      ),
    ).not.toContain(DEL_CREDERE);
  });

  it('asks for 30 days of notice: 30 is clean, 29 is flagged (art. 34)', () => {
    const NOTICE = 'Lei 4.886/1965, art. 34';
    const notice = (days: string) =>
      rep(
        'a qualquer tempo, com efeito imediato, mediante simples comunicação escrita',
        `a qualquer tempo, mediante aviso prévio de ${days} dias`,
      );
    expect(notice('30 (trinta)')).not.toContain(NOTICE);
    expect(notice('29 (vinte e nove)')).toContain(NOTICE);
    expect(bases(SALES_REPRESENTATION)).toContain(NOTICE);
  });

  it('asks for at least 1/12 of the commissions as indemnity: 1/12 is clean, 1/13 is flagged (art. 27, j)', () => {
    const INDEMNITY = 'Lei 4.886/1965, art. 27, j';
    const indemnity = (share: string) =>
      rep(
        'nenhuma indenização será devida à REPRESENTANTE, além das comissões sobre os pedidos já pagos',
        `a indenização devida à REPRESENTANTE será de ${share} do total das comissões recebidas`,
      );
    expect(indemnity('1/12')).not.toContain(INDEMNITY);
    expect(indemnity('1/13')).toContain(INDEMNITY);
    expect(bases(SALES_REPRESENTATION)).toContain(INDEMNITY);
  });

  it('pays commissions by the 15th of the next month: day 15 and 15 days are clean, day 16 and 16 days flagged (art. 32, § 1º)', () => {
    const PAYMENT = 'Lei 4.886/1965, art. 32, § 1º';
    const pay = (words: string) =>
      rep('em até 90 (noventa) dias após o pagamento integral da fatura pelo comprador', words);
    expect(pay('até o dia 15 do mês subsequente ao da liquidação da fatura')).not.toContain(PAYMENT);
    expect(pay('até o dia 16 do mês subsequente ao da liquidação da fatura')).toContain(PAYMENT);
    expect(pay('em até 15 (quinze) dias após a liquidação da fatura')).not.toContain(PAYMENT);
    expect(pay('em até 16 (dezesseis) dias após a liquidação da fatura')).toContain(PAYMENT);
  });

  it('flags the zone reduced at will and leaves one changed by written agreement alone (art. 32, § 7º)', () => {
    const ZONE = 'Lei 4.886/1965, art. 32, § 7º';
    expect(bases(SALES_REPRESENTATION)).toContain(ZONE);
    expect(
      rep(
        'A REPRESENTADA poderá, a seu exclusivo critério e a qualquer tempo, reduzir a zona de atuação ou nela nomear outros representantes, sem que isso gere qualquer direito à REPRESENTANTE.',
        'As partes poderão, por acordo escrito, alterar a zona de atuação.',
      ),
    ).not.toContain(ZONE);
  });

  it('keeps the representation rules out of a contract that is not one', () => {
    const supply = SALES_REPRESENTATION.replaceAll(
      /REPRESENTAÇÃO COMERCIAL|Representantes Comerciais/gi,
      'FORNECIMENTO',
    );
    expect(bases(supply).filter((b) => b.startsWith('Lei 4.886'))).toEqual([]);
  });
});

describe('the consumer’s legal warranty and price (CDC arts. 24, 26, 50, 51 and 53)', () => {
  const WARRANTY = 'CDC, arts. 24, 26, II, e 50';
  const warranty = (words: string) =>
    bases(
      swap(
        HOME_RENOVATION,
        'A garantia dos serviços é de 30 (trinta) dias contados da entrega da obra, após o que cessa qualquer responsabilidade da CONTRATADA.',
        words,
      ),
    );

  it('flags a warranty of 89 days and leaves 90 days or three months alone (art. 26, II)', () => {
    expect(
      warranty('A garantia dos serviços é de 89 (oitenta e nove) dias contados da entrega da obra.'),
    ).toContain(WARRANTY);
    expect(
      warranty('A garantia dos serviços é de 90 (noventa) dias contados da entrega da obra.'),
    ).not.toContain(WARRANTY);
    expect(
      warranty('A garantia dos serviços é de 3 (três) meses contados da entrega da obra.'),
    ).not.toContain(WARRANTY);
  });

  it('flags a warranty that ends the supplier’s liability, whatever its length, and leaves one added to the legal one alone', () => {
    expect(
      warranty(
        'A garantia dos serviços é de 1 (um) ano, após o que cessa qualquer responsabilidade da CONTRATADA.',
      ),
    ).toContain(WARRANTY);
    expect(
      warranty('A CONTRATADA oferece garantia de 30 (trinta) dias, complementar à garantia legal.'),
    ).not.toContain(WARRANTY);
  });

  it('leaves "garantia" as a security for the payment alone', () => {
    expect(
      warranty(
        'Em garantia do pagamento das parcelas, a CONTRATANTE entregará cheque caução em até 10 (dez) dias.',
      ),
    ).not.toContain(WARRANTY);
  });

  it('leaves a short warranty between two companies to the Civil Code', () => {
    const b2b = HOME_RENOVATION.replace(
      'MARIA DE LOURDES PINHEIRO, brasileira, viúva, aposentada, CPF 222.333.444-55, residente na',
      'PADARIA BOM PÃO LTDA., CNPJ 45.678.901/0001-00, com sede na',
    ).replace('MARIA DE LOURDES PINHEIRO', 'PADARIA BOM PÃO LTDA.');
    expect(bases(b2b)).not.toContain(WARRANTY);
  });

  it('reads the loss of everything paid "em favor da CONTRATADA" and the price readjusted "pela CONTRATADA"', () => {
    const list = bases(HOME_RENOVATION);
    expect(list).toContain('CDC, arts. 51, II, e 53');
    expect(list).toContain('CDC, art. 51, X');
    const indexed = swap(
      HOME_RENOVATION,
      'O preço poderá ser reajustado pela CONTRATADA a qualquer tempo, conforme a variação dos custos de mão de obra e insumos.',
      'O saldo será reajustado pelo IPCA a cada 12 meses.',
    );
    expect(bases(indexed)).not.toContain('CDC, art. 51, X');
  });
});

describe('a labour claim: premiums, equal pay and the claims of a dismissal', () => {
  const claim = (from: string, to: string) => bases(swap(RESIGNED_WORKER_CLAIM, from, to), 'lawsuit');
  const PREMIUMS = 'CLT, art. 193, § 2º; TST, IRR 239-55.2011.5.02.0319 (Tema 17)';

  it('flags both premiums asked together, once, and leaves them asked in order of preference alone', () => {
    expect(bases(RESIGNED_WORKER_CLAIM, 'lawsuit').filter((b) => b === PREMIUMS)).toHaveLength(1);
    const successive = swap(
      swap(
        RESIGNED_WORKER_CLAIM,
        'Faz jus ao pagamento cumulado dos adicionais de insalubridade, em grau máximo (40%), e de periculosidade (30%), com reflexos.',
        'Faz jus ao adicional de periculosidade ou, sucessivamente, ao de insalubridade, o mais vantajoso.',
      ),
      'a) adicionais de insalubridade e de periculosidade, cumulativamente, com reflexos',
      'a) adicional de periculosidade ou, sucessivamente, de insalubridade, o mais vantajoso',
    );
    expect(bases(successive, 'lawsuit')).not.toContain(PREMIUMS);
  });

  it('flags equal pay with another establishment from the day the Lei 13.467/2017 came into force (11/11/2017), not the day before', () => {
    const EQUAL = 'CLT, art. 461, caput e § 1º (red. Lei 13.467/2017)';
    expect(claim('admitido em 03/03/2020', 'admitido em 11/11/2017')).toContain(EQUAL);
    expect(claim('admitido em 03/03/2020', 'admitido em 10/11/2017')).not.toContain(EQUAL);
    expect(
      claim(
        'soldador lotado na unidade da reclamada em Curitiba',
        'soldador lotado na mesma unidade de São José dos Pinhais',
      ),
    ).not.toContain(EQUAL);
  });

  it('flags the 40 % fine, the unemployment insurance and the notice pay of a worker who resigned, not of one dismissed without cause', () => {
    const DISMISSAL_ONLY = [
      'Lei 8.036/1990, art. 18, § 1º',
      'Lei 7.998/1990, arts. 2º, I, e 3º',
      'CLT, art. 487, caput e § 2º',
    ];
    const resigned = bases(RESIGNED_WORKER_CLAIM, 'lawsuit');
    for (const basis of DISMISSAL_ONLY) expect(resigned).toContain(basis);
    const dismissed = claim(
      'e pediu demissão, tendo cumprido o aviso prévio, com último dia de trabalho em 10/02/2026',
      'e foi dispensado sem justa causa em 10/02/2026',
    );
    expect(dismissed.filter((b) => DISMISSAL_ONLY.includes(b))).toEqual([]);
    const indirect = claim(
      'e pediu demissão, tendo cumprido o aviso prévio, com último dia de trabalho em 10/02/2026',
      'e pediu demissão em 10/02/2026, pressionado pelos atrasos salariais, requerendo a rescisão indireta (CLT, art. 483, d)',
    );
    expect(indirect.filter((b) => DISMISSAL_ONLY.includes(b))).toEqual([]);
  });
});

describe('a civil claim: fees and a self-managed health plan', () => {
  const claim = (from: string, to: string) => bases(swap(HEALTH_PLAN_SURGERY_CLAIM, from, to), 'lawsuit');

  it('asks for fees up to 20 %: 20 is clean, 21 is flagged, contractual fees are another question (CPC art. 85, § 2º)', () => {
    const FEES = 'CPC, art. 85, § 2º';
    const fees = (words: string) =>
      claim('honorários advocatícios de 30% sobre o valor da condenação', words);
    expect(fees('honorários advocatícios de 20% sobre o valor da condenação')).not.toContain(FEES);
    expect(fees('honorários advocatícios de 21% sobre o valor da condenação')).toContain(FEES);
    expect(fees('honorários advocatícios contratuais de 30%, como perdas e danos')).not.toContain(FEES);
  });

  it('leaves the fees of a Juizado claim to its own rule (Lei 9.099/1995, art. 55)', () => {
    const jec = HEALTH_PLAN_SURGERY_CLAIM.replace('VARA CÍVEL', 'JUIZADO ESPECIAL CÍVEL');
    expect(bases(jec, 'lawsuit')).not.toContain('CPC, art. 85, § 2º');
    expect(bases(jec, 'lawsuit')).toContain('Lei 9.099/1995, art. 55');
  });

  it('says the CDC does not reach a self-managed plan, once, and leaves a market plan’s CDC alone (Súmula 608 do STJ)', () => {
    const SUMULA = 'Súmula 608 do STJ';
    expect(bases(HEALTH_PLAN_SURGERY_CLAIM, 'lawsuit').filter((b) => b === SUMULA)).toHaveLength(1);
    const market = swap(
      HEALTH_PLAN_SURGERY_CLAIM,
      'CAIXA DE ASSISTÊNCIA DOS SERVIDORES DE MINAS - CASMIN, operadora de plano de saúde na modalidade de autogestão',
      'SAÚDE MAIS OPERADORA DE PLANOS LTDA., operadora de plano de saúde',
    );
    expect(bases(market, 'lawsuit')).not.toContain(SUMULA);
  });
});
