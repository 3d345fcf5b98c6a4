// The rules written after the fourteenth unseen batch, against the wordings that must stay clean.
// Texts: Súmula 472 do STJ; CDC art. 39, I, and Tema 972 do STJ; CLT arts. 62, III (Lei
// 14.442/2022), 467 and 469, § 3º, with OJ 113 da SDI-1 do TST; CPC art. 256, II and § 3º; CF art.
// 5º, LXVII, and Súmula Vinculante 25; CF art. 7º, XXIX.
import { describe, expect, it } from 'vitest';
import { bases, findings, swap } from './fixtures/rule-readers.ts';
import { CAR_CREDIT_NOTE, LOAN_COLLECTION_CLAIM, TELEWORKER_CLAIM } from './fixtures/unseen-fourteenth.ts';

describe('a bank credit note', () => {
  const note = (from: string, to: string) => bases(swap(CAR_CREDIT_NOTE, from, to));
  const TIED = 'CDC, art. 39, I; Tema 972 do STJ';
  const PERMANENCE = 'Súmula 472 do STJ';
  const INSURANCE =
    'É condição para a concessão do crédito a contratação de seguro prestamista com a MERIDIONAL SEGUROS S.A., empresa do mesmo grupo do CREDOR, cujo prêmio será incluído nas parcelas.';

  it('flags insurance imposed with the lender’s insurer and leaves an optional one alone (Tema 972 do STJ)', () => {
    expect(bases(CAR_CREDIT_NOTE)).toContain(TIED);
    expect(
      note(
        INSURANCE,
        'O EMITENTE poderá contratar, se quiser, seguro prestamista com a seguradora de sua escolha.',
      ),
    ).not.toContain(TIED);
  });

  it('leaves a compulsory insurance alone when the consumer chooses the insurer', () => {
    expect(
      note(
        INSURANCE,
        'É condição para a concessão do crédito a contratação de seguro prestamista com a seguradora de livre escolha do EMITENTE.',
      ),
    ).not.toContain(TIED);
  });

  it('leaves the insurance rule to consumer credit: a company borrowing is no consumer here', () => {
    const company = CAR_CREDIT_NOTE.replace(
      'CARLOS EDUARDO BATISTA, brasileiro, casado, técnico em eletrônica, CPF 112.223.334-45, residente na',
      'TRANSPORTES BATISTA LTDA., CNPJ 11.222.333/0001-00, com sede na',
    ).replace('\nCARLOS EDUARDO BATISTA', '\nTRANSPORTES BATISTA LTDA.');
    expect(bases(company)).not.toContain(TIED);
  });

  it('flags the commission of permanence with interest and fine, and leaves it alone when it stands by itself (Súmula 472)', () => {
    expect(bases(CAR_CREDIT_NOTE)).toContain(PERMANENCE);
    expect(
      note(
        'comissão de permanência à taxa de mercado, cumulada com juros moratórios de 1% ao mês e multa de 10% (dez por cento)',
        'comissão de permanência limitada à soma dos encargos do contrato, que exclui os juros e a multa',
      ),
    ).not.toContain(PERMANENCE);
  });

  it('reads "concede … crédito" as the object', () => {
    expect(findings(CAR_CREDIT_NOTE).map((f) => f.description)).not.toContain(
      'Não há cláusula de objeto: o que se contrata não está determinado no texto.',
    );
  });
});

describe('a teleworker’s labour claim', () => {
  const claim = (from: string, to: string) => bases(swap(TELEWORKER_CLAIM, from, to), 'lawsuit');

  it('flags overtime in telework by production and leaves telework by time, with its hours controlled, alone (CLT art. 62, III)', () => {
    const TELEWORK = 'CLT, art. 62, III (red. Lei 14.442/2022)';
    expect(bases(TELEWORKER_CLAIM, 'lawsuit')).toContain(TELEWORK);
    expect(
      claim(
        'remunerada por produção, conforme o número de chamados atendidos, sem controle de horário',
        'com salário mensal fixo e a jornada controlada pelo login no sistema',
      ),
    ).not.toContain(TELEWORK);
  });

  it('flags the transfer premium for a definitive move and leaves a provisional one alone (OJ 113 da SDI-1 do TST)', () => {
    const TRANSFER = 'CLT, art. 469, § 3º; OJ 113 da SDI-1 do TST';
    expect(bases(TELEWORKER_CLAIM, 'lawsuit')).toContain(TRANSFER);
    expect(
      claim(
        'Em janeiro de 2019 foi transferida em definitivo da unidade de Contagem para a de Belo Horizonte, onde fixou residência.',
        'Em janeiro de 2019 foi transferida provisoriamente, por oito meses, da unidade de Contagem para a de Belo Horizonte.',
      ),
    ).not.toContain(TRANSFER);
  });

  it('flags art. 467 on every claim and leaves it on the undisputed termination pay alone', () => {
    expect(bases(TELEWORKER_CLAIM, 'lawsuit')).toContain('CLT, art. 467');
    expect(
      claim(
        'a multa do art. 467 da CLT, de 50%, sobre todas as verbas pleiteadas nesta ação',
        'a multa do art. 467 da CLT, de 50%, sobre as verbas rescisórias incontroversas não pagas na primeira audiência',
      ),
    ).not.toContain('CLT, art. 467');
  });

  it('dates a claim "desde a admissão" from the admission', () => {
    const limit = findings(TELEWORKER_CLAIM, 'lawsuit').find((f) =>
      f.legalBasis.startsWith('CF, art. 7º, XXIX'),
    );
    expect(limit?.description).toContain('Pedidos desde 02/02/2015');
  });
});

describe('a civil claim to collect a debt', () => {
  const claim = (from: string, to: string) => bases(swap(LOAN_COLLECTION_CLAIM, from, to), 'lawsuit');

  it('flags the edital asked first and leaves it alone after the attempts failed (CPC art. 256, § 3º)', () => {
    const EDITAL = 'CPC, art. 256, II e § 3º';
    expect(bases(LOAN_COLLECTION_CLAIM, 'lawsuit')).toContain(EDITAL);
    expect(
      claim(
        'a) a citação do réu por edital, para maior celeridade;',
        'a) a citação do réu por edital, pois ele está em lugar incerto, frustradas as tentativas de citação no endereço acima e as consultas aos cadastros públicos;',
      ),
    ).not.toContain(EDITAL);
  });

  it('flags civil arrest for a common debt, not for support (CF art. 5º, LXVII; Súmula Vinculante 25)', () => {
    const ARREST = 'CF, art. 5º, LXVII; Súmula Vinculante 25';
    expect(bases(LOAN_COLLECTION_CLAIM, 'lawsuit')).toContain(ARREST);
    const support = LOAN_COLLECTION_CLAIM.replace(
      'AÇÃO DE COBRANÇA\n',
      'CUMPRIMENTO DE SENTENÇA DE ALIMENTOS\n',
    );
    expect(bases(support, 'lawsuit')).not.toContain(ARREST);
  });
});
