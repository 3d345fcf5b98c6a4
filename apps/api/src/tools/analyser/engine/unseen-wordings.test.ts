// The rules the unseen documents (unseen.test.ts) showed missing, tried on other wordings than the
// documents', each flagged and clean, with their limits at the edge; and clauses that deny or forbid
// what a rule looks for, or come through OCR noise, left alone. Rules read in the shipped lawbase:
// CC art. 206, § 3º, V; CF art. 7º, IV and VII; CLT art. 58, § 2º; Lei 8.245/1991 art. 37; the
// salário mínimo from @lexato/calc (R$ 1.518,00 in 2025, Decreto 12.342/2024; R$ 1.621,00 in 2026,
// Decreto 12.797/2025).
import type { AnalysisFinding } from '@lexato/schemas';
import { describe, expect, it } from 'vitest';
import { civilPetition } from './fixtures/petitions.ts';
import { analyseRules } from './index.ts';

type Kind = 'contract' | 'lawsuit';
const bases = (text: string, kind: Kind = 'contract') =>
  (analyseRules(text, kind) as AnalysisFinding[]).map((f) => f.legalBasis);
const findings = (text: string, kind: Kind = 'contract') => analyseRules(text, kind) as AnalysisFinding[];

describe('two guarantees in one lease, whichever two (Lei 8.245/1991, art. 37, parágrafo único)', () => {
  const TWO = 'Lei 8.245/1991, art. 37, parágrafo único';
  const lease = (guarantee: string, guarantor = '') => `CONTRATO DE LOCAÇÃO RESIDENCIAL
LOCADORA: Maria Souza, CPF 111.222.333-44, residente em Natal/RN.
LOCATÁRIO: João Dias, CPF 555.666.777-88, residente em Natal/RN.${guarantor}
CLÁUSULA 1ª. O objeto é a locação da casa da Rua Um, 1, Natal/RN, por 30 meses, aluguel de R$ 2.000,00, reajustado anualmente pelo IPCA.
CLÁUSULA 2ª. ${guarantee}
CLÁUSULA 3ª. Fica eleito o foro de Natal/RN.`;

  it.each([
    [
      'caução and seguro-fiança',
      'O LOCATÁRIO presta caução de dois aluguéis e contrata seguro de fiança locatícia.',
      '',
    ],
    [
      'a fiador among the parties and a cessão fiduciária de quotas',
      'Em garantia, o LOCATÁRIO faz a cessão fiduciária de quotas de fundo de investimento.',
      '\nFIADORA: Ana Dias, CPF 999.888.777-66, residente em Natal/RN.',
    ],
    ['fiança and seguro-fiança in one sentence', 'A locação é garantida por fiança e por seguro-fiança.', ''],
  ])('flags %s', (_, guarantee, guarantor) => {
    const hits = findings(lease(guarantee, guarantor)).filter((f) => f.legalBasis === TWO);
    expect(hits).toHaveLength(1);
    expect(hits[0]?.clause).toBe(guarantee);
  });

  it.each([
    ['a seguro-fiança alone', 'O LOCATÁRIO contratará seguro-fiança locatícia.', ''],
    ['a fiador alone', 'O FIADOR responde solidariamente.', '\nFIADOR: Rui Dias, CPF 999.888.777-66.'],
    [
      'a fiador, the caução denied',
      'A garantia é a fiança; não haverá caução.',
      '\nFIADOR: Rui Dias, CPF 999.888.777-66.',
    ],
    [
      'a seguro-fiança, the fiança waived',
      'A garantia é o seguro-fiança locatícia, dispensada a fiança.',
      '',
    ],
  ])('leaves %s alone', (_, guarantee, guarantor) => {
    expect(bases(lease(guarantee, guarantor))).not.toContain(TWO);
  });
});

describe('travel time claimed after Lei 13.467/2017 (CLT, art. 58, § 2º)', () => {
  const IN_ITINERE = 'CLT, art. 58, § 2º (red. Lei 13.467/2017)';
  const claim = (request: string) => `EXCELENTÍSSIMO SENHOR JUIZ DA 1ª VARA DO TRABALHO DE JUNDIAÍ/SP
RECLAMAÇÃO TRABALHISTA
PAULO REIS, CPF 123.123.123-12, residente na Rua A, 1, Jundiaí/SP, vem propor reclamação trabalhista em face de FÁBRICA Z LTDA., CNPJ 12.123.123/0001-12, com sede na Rua B, 2, Jundiaí/SP.
DOS FATOS
O reclamante trabalhou de 01/03/2022 a 01/03/2025.
DOS PEDIDOS
a) ${request}
Dá-se à causa o valor de R$ 9.000,00.
Jundiaí, 2 de junho de 2025.
Ana Reis, advogada, OAB/SP 1.234`;

  it.each([
    'horas de percurso no transporte da empresa, de 01/03/2022 a 01/03/2025, R$ 9.000,00;',
    'horas de deslocamento até a fábrica, como extras, R$ 9.000,00;',
    'tempo gasto em deslocamento no ônibus da empresa, computado na jornada como horas extras, R$ 9.000,00;',
  ])('flags “%s”', (request) => {
    expect(bases(claim(request), 'lawsuit')).toContain(IN_ITINERE);
  });

  it('leaves travel time before the reform alone', () => {
    const before = claim('horas de trajeto anteriores à reforma, de 01/03/2017 a 10/11/2017, R$ 9.000,00;');
    expect(bases(before, 'lawsuit')).not.toContain(IN_ITINERE);
  });
});

describe('reparação civil barred after three years (CC, art. 206, § 3º, V)', () => {
  const BARRED = 'CC, art. 206, § 3º, V';
  const petition = (facts: string, filed: string, title = 'AÇÃO DE INDENIZAÇÃO POR DANOS MATERIAIS') =>
    civilPetition(
      '2ª VARA CÍVEL DA COMARCA DE RIBEIRÃO PRETO/SP',
      title,
      'ANA ALVES, viúva, CPF 161.803.398-87, residente na Rua Nove, 9, Ribeirão Preto/SP, ana@exemplo.com, por sua advogada (procuração anexa), vem propor a presente ação em face de JOSÉ ALVES, casado, CPF 271.828.182-84, residente na Rua Oito, 8, Ribeirão Preto/SP, jose@exemplo.com.',
      facts,
      'a) danos materiais de R$ 8.000,00.',
      'R$ 8.000,00',
    ).replace('Ribeirão Preto, 10 de março de 2026.', `Ribeirão Preto, ${filed}.`);
  // 10/02/2022 + 3 years = 10/02/2025, a Monday: the last day (CC art. 132, § 3º).
  const CRASH = 'Em 10/02/2022 o réu colidiu com o carro da autora.';

  it('takes a claim filed on the last day and flags one filed the day after', () => {
    expect(bases(petition(CRASH, '10 de fevereiro de 2025'), 'lawsuit')).not.toContain(BARRED);
    const late = findings(petition(CRASH, '11 de fevereiro de 2025'), 'lawsuit').filter(
      (f) => f.legalBasis === BARRED,
    );
    expect(late).toHaveLength(1);
    expect(late[0]?.clause).toBe(CRASH);
    expect(late[0]?.description).toContain('10/02/2025');
  });

  it('reads the event in other words (an atropelamento dated in words)', () => {
    const facts = 'No dia 5 de março de 2021, a autora foi atropelada pelo réu na Avenida Nove de Julho.';
    expect(bases(petition(facts, '10 de março de 2026'), 'lawsuit')).toContain(BARRED);
  });

  it('is silent for a consumer claim (CDC art. 27), for an interruption written, and without a dated event', () => {
    const consumer = `${CRASH} O réu é fornecedor de serviços de transporte (CDC, art. 14).`;
    expect(bases(petition(consumer, '10 de março de 2026'), 'lawsuit')).not.toContain(BARRED);
    const interrupted = `${CRASH} A prescrição foi interrompida por protesto judicial em 05/01/2025.`;
    expect(bases(petition(interrupted, '10 de março de 2026'), 'lawsuit')).not.toContain(BARRED);
    const undated = 'O réu colidiu com o carro da autora. A autora pagou o conserto em 10/02/2022.';
    expect(bases(petition(undated, '10 de março de 2026'), 'lawsuit')).not.toContain(BARRED);
  });

  it('is silent for the damage of a contract broken, which has ten years (CC art. 205; STJ, EREsp 1.281.594/SP)', () => {
    // The same fire, four years before the filing: caused by a stranger it is barred; caused by the
    // electrician the author hired, in breach of the contract, it is not (ten years, to 10/02/2032).
    const stranger = 'Em 10/02/2022 o réu provocou um incêndio na casa da autora.';
    expect(bases(petition(stranger, '10 de março de 2026'), 'lawsuit')).toContain(BARRED);
    const hired =
      'Em 10/02/2022 o réu, contratado pela autora para refazer a instalação elétrica, provocou um incêndio na casa ao descumprir o contrato e as normas técnicas.';
    expect(bases(petition(hired, '10 de março de 2026'), 'lawsuit')).not.toContain(BARRED);
  });

  it('gives a patient of a private hospital five years (CDC arts. 14 and 27)', () => {
    // The operation of 10/02/2021 + 5 years = Tuesday 10/02/2026: past the three years, not barred;
    // filed a month after the fifth, barred under the CDC's rule.
    const surgery =
      'Em 10/02/2021 o réu, médico do hospital particular, operou a autora e houve erro médico: esqueceu uma compressa no abdômen.';
    expect(bases(petition(surgery, '10 de março de 2025'), 'lawsuit')).not.toContain(BARRED);
    expect(bases(petition(surgery, '10 de março de 2026'), 'lawsuit')).toContain('CDC, arts. 14 e 27');
  });

  it('gives a claim against a municipality five years (Decreto 20.910/1932, art. 1º; Tema 553 do STJ)', () => {
    const FAZENDA = 'Decreto 20.910/1932, art. 1º';
    const against = (filed: string) =>
      civilPetition(
        'VARA DA FAZENDA PÚBLICA DA COMARCA DE RIBEIRÃO PRETO/SP',
        'AÇÃO DE INDENIZAÇÃO POR DANOS MATERIAIS',
        'ANA ALVES, viúva, CPF 161.803.398-87, residente na Rua Nove, 9, Ribeirão Preto/SP, ana@exemplo.com, por sua advogada (procuração anexa), vem propor a presente ação em face do MUNICÍPIO DE RIBEIRÃO PRETO, pessoa jurídica de direito público, CNPJ 56.024.581/0001-56, com sede na Praça Barão do Rio Branco, s/n, Ribeirão Preto/SP.',
        'Em 10/02/2021 a autora caiu em um buraco sem sinalização na via pública e fraturou o punho.',
        'a) danos materiais de R$ 8.000,00.',
        'R$ 8.000,00',
      ).replace('Ribeirão Preto, 10 de março de 2026.', `Ribeirão Preto, ${filed}.`);
    // 10/02/2021 + 5 years = Tuesday 10/02/2026; past the three years of art. 206, § 3º, V nothing
    // is barred, filed the day after the fifth it is.
    expect(bases(against('10 de março de 2025'), 'lawsuit')).not.toContain(BARRED);
    expect(bases(against('10 de fevereiro de 2026'), 'lawsuit')).not.toContain(FAZENDA);
    const late = findings(against('11 de fevereiro de 2026'), 'lawsuit').filter(
      (f) => f.legalBasis === FAZENDA,
    );
    expect(late).toHaveLength(1);
    expect(late[0]?.description).toContain('10/02/2026');
  });
});

describe('wage below the salário mínimo (CF, art. 7º, IV and VII)', () => {
  const contract = (wage: string, date = '2 de março de 2026') => `CONTRATO INDIVIDUAL DE TRABALHO
EMPREGADORA: Padaria Pão Bom Ltda., CNPJ 12.345.678/0001-90, com sede em Belém/PA.
EMPREGADA: Carla Nunes, CPF 123.456.789-00, residente em Belém/PA.
CLÁUSULA 1ª. A EMPREGADA é admitida para a função de atendente.
CLÁUSULA 2ª. ${wage}
Belém, ${date}.`;

  it('takes R$ 1.621,00 and flags R$ 1.620,99 a month in 2026', () => {
    expect(bases(contract('O salário mensal é de R$ 1.621,00, para 44 horas semanais.'))).not.toContain(
      'CF, art. 7º, IV',
    );
    const low = findings(contract('O salário mensal é de R$ 1.620,99, para 44 horas semanais.')).filter(
      (f) => f.legalBasis === 'CF, art. 7º, IV',
    );
    expect(low).toHaveLength(1);
    expect(low[0]?.description).toMatch(/R\$\s1\.621,00 vigente em 02\/03\/2026/);
  });

  it('measures by the minimum of the contract’s date (R$ 1.518,00 in 2025)', () => {
    const wage = 'A EMPREGADA receberá salário de R$ 1.600,00 por mês.';
    expect(bases(contract(wage, '3 de março de 2025'))).not.toContain('CF, art. 7º, IV');
    expect(bases(contract(wage))).toContain('CF, art. 7º, IV');
  });

  it('names art. 7º, VII when commissions are on top of a fixed part below the minimum', () => {
    expect(
      bases(contract('Salário fixo de R$ 1.000,00 mensais, mais comissões de 2% sobre as vendas.')),
    ).toContain('CF, art. 7º, IV e VII');
  });

  it('is silent for reduced hours and for a wage by the hour', () => {
    expect(bases(contract('Salário de R$ 1.200,00 mensais, para 30 horas semanais.')).join()).not.toMatch(
      /CF, art\. 7º, IV/,
    );
    expect(bases(contract('Salário de R$ 10,00 por hora trabalhada.')).join()).not.toMatch(
      /CF, art\. 7º, IV/,
    );
  });
});

describe('clauses that deny or forbid what a rule looks for, and OCR noise', () => {
  const consumer = (clause: string) => `CONTRATO DE ADESÃO DE PRESTAÇÃO DE SERVIÇOS EDUCACIONAIS
CONTRATADA: Escola Saber Ltda., CNPJ 11.222.333/0001-44, com sede em Recife/PE.
ALUNO: Pedro Lima, pessoa física, CPF 123.456.789-00, residente em Recife/PE.
CLÁUSULA 1ª. O objeto é o curso de inglês, em 12 mensalidades de R$ 300,00, reajustadas anualmente pelo IPCA.
CLÁUSULA 2ª. ${clause}
CLÁUSULA 3ª. O contrato vigora por 12 meses; o ALUNO pode cancelar a qualquer tempo. Foro do domicílio do ALUNO. Os dados pessoais são tratados nos termos da LGPD.`;

  it.each([
    'Não haverá multa de 10% por atraso no pagamento.',
    'Fica vedada a cobrança de multa moratória superior a 2% da parcela em atraso.',
    'É vedada a arbitragem compulsória; os conflitos serão resolvidos no Poder Judiciário.',
    'A CONTRATADA não poderá alterar unilateralmente o preço das mensalidades.',
    'Não se aplica qualquer inversão do ônus da prova em prejuízo do ALUNO.',
    'O ALUNO não perderá as quantias já pagas em caso de cancelamento.',
    'Em caso de cancelamento não haverá multa.',
    'CL4USULA 2a. 0 ALUN0 pagara rnulta de 2% sobre a parce1a em atraso e juros de l% ao rnes.',
  ])('leaves “%s” alone', (clause) => {
    expect(findings(consumer(clause)).filter((f) => f.clause?.includes(clause.slice(0, 30)))).toEqual([]);
  });

  it.each([
    ['Haverá multa de 10% por atraso no pagamento.', 'CDC, art. 52, § 1º'],
    ['Os conflitos serão resolvidos obrigatoriamente por arbitragem.', 'CDC, art. 51, VII'],
    ['Sem prejuízo da multa de 10% pelo atraso, incidirão juros de 1% ao mês.', 'CDC, art. 52, § 1º'],
  ])('still flags the affirmed clause “%s”', (clause, basis) => {
    expect(
      findings(consumer(clause))
        .filter((f) => f.clause?.includes(clause.slice(0, 30)))
        .map((f) => f.legalBasis),
    ).toContain(basis);
  });

  it('keeps the exclusion “não responderá por danos decorrentes de dolo ou culpa grave” between companies', () => {
    const b2b = `CONTRATO DE PRESTAÇÃO DE SERVIÇOS
CONTRATANTE: Alfa Ltda., CNPJ 10.203.040/0001-50. CONTRATADA: Beta S.A., CNPJ 20.304.050/0001-60.
CLÁUSULA 1ª. A CONTRATADA não responderá por danos decorrentes de dolo ou culpa grave de seus prepostos.`;
    expect(bases(b2b)).toContain('CC, arts. 122, 421-A, II, e 422');
  });
});

describe('the second batch’s misses, in other wordings', () => {
  const consumer = (clause: string) => `CONTRATO DE ADESÃO DE PLANO DE TELEFONIA MÓVEL
OPERADORA: Fala Já Telecom S.A., CNPJ 11.222.333/0001-44, com sede em São Paulo/SP.
CLIENTE: Lia Moraes, pessoa física, CPF 123.456.789-00, residente em Aracaju/SE.
CLÁUSULA 1ª. O objeto é o plano Controle 20 GB, por R$ 59,90 mensais, reajustados anualmente pelo IPCA.
CLÁUSULA 2ª. ${clause}
CLÁUSULA 3ª. O contrato vigora por 12 meses. Fica eleito o foro do domicílio do CLIENTE.`;
  const on = (clause: string) =>
    findings(consumer(clause))
      .filter((f) => f.clause?.includes(clause.slice(0, 30)))
      .map((f) => f.legalBasis);

  it('reads a fee “após o vencimento” as a late fee, at its edge (CDC art. 52, § 1º)', () => {
    expect(on('O pagamento após o vencimento acarreta multa de 2,1% sobre a fatura.')).toContain(
      'CDC, art. 52, § 1º',
    );
    expect(on('O pagamento após o vencimento acarreta multa de 2% sobre a fatura.')).not.toContain(
      'CDC, art. 52, § 1º',
    );
  });

  it('reads “todas as parcelas restantes” as the whole balance (CDC art. 51, IV)', () => {
    expect(
      on('Cancelado o plano na fidelidade, o CLIENTE pagará multa igual a todas as parcelas restantes.'),
    ).toContain('CDC, art. 51, IV, e § 1º, I e III');
    expect(
      on('Cancelado o plano na fidelidade, o CLIENTE pagará multa proporcional às parcelas restantes.'),
    ).not.toContain('CDC, art. 51, IV, e § 1º, I e III');
  });

  it('flags registration data shared with partners for advertising (LGPD arts. 6º, I, and 7º)', () => {
    expect(
      on('A OPERADORA poderá compartilhar os dados cadastrais do CLIENTE com parceiros para publicidade.'),
    ).toContain('LGPD, arts. 6º, I, e 7º');
  });

  const b2b = (clause: string) => `CONTRATO DE PRESTAÇÃO DE SERVIÇOS
CONTRATANTE: Alfa Ltda., CNPJ 10.203.040/0001-50, com sede em Vitória/ES.
CONTRATADA: Beta S.A., CNPJ 20.304.050/0001-60, com sede em Vitória/ES.
CLÁUSULA 1ª. ${clause}`;
  const DOLO = 'CC, arts. 122, 421-A, II, e 422';

  it('flags an exclusion that reaches dolo alone, and leaves one that saves dolo alone', () => {
    expect(
      bases(b2b('A CONTRATADA não responderá por prejuízos causados por dolo de seus empregados.')),
    ).toContain(DOLO);
    expect(
      bases(b2b('Exceto em caso de dolo, a CONTRATADA não responderá por lucros cessantes.')),
    ).not.toContain(DOLO);
  });

  it('reads “isenta de toda e qualquer responsabilidade” as a total exclusion (CC arts. 421-A, II, and 422)', () => {
    expect(
      bases(b2b('A CONTRATADA fica isenta de toda e qualquer responsabilidade perante a CONTRATANTE.')),
    ).toContain('CC, arts. 421-A, II, e 422');
  });

  it('does not quote a secrecy clause over campaign data as a data-protection gap', () => {
    const clause = 'As partes manterão sigilo sobre os dados de campanha.';
    expect(findings(b2b(clause)).filter((f) => f.clause?.includes('dados de campanha'))).toEqual([]);
  });
});

describe('common wordings of rules the unseen documents did not try', () => {
  const employment = (clause: string) => `CONTRATO INDIVIDUAL DE TRABALHO
EMPREGADORA: Alfa Ltda., CNPJ 12.345.678/0001-90, com sede em Belém/PA.
EMPREGADO: Caio Nunes, CPF 123.456.789-00, residente em Belém/PA.
CLÁUSULA 1ª. O EMPREGADO é admitido para a função de analista, com salário de R$ 5.000,00 mensais.
CLÁUSULA 2ª. ${clause}
Belém, 2 de março de 2026.`;
  const b2b = (clause: string) => `CONTRATO DE PRESTAÇÃO DE SERVIÇOS
CONTRATANTE: Alfa Ltda., CNPJ 10.203.040/0001-50, com sede em Vitória/ES.
CONTRATADA: Beta S.A., CNPJ 20.304.050/0001-60, com sede em Vitória/ES.
CLÁUSULA 1ª. O objeto é a consultoria. Preço R$ 10.000,00 mensais, reajuste anual pelo IPCA.
CLÁUSULA 2ª. ${clause}
Vitória, 2 de março de 2026.`;
  const consumer = (clause: string) => `CONTRATO DE ADESÃO DE PRESTAÇÃO DE SERVIÇOS EDUCACIONAIS
CONTRATADA: Escola Saber Ltda., CNPJ 11.222.333/0001-44, com sede em Recife/PE.
ALUNO: Pedro Lima, pessoa física, CPF 123.456.789-00, residente em Recife/PE.
CLÁUSULA 1ª. O objeto é o curso de inglês, em 12 mensalidades de R$ 300,00, reajustadas anualmente pelo IPCA.
CLÁUSULA 2ª. ${clause}`;
  const on = (text: string, clause: string) =>
    findings(text)
      .filter((f) => f.clause?.includes(clause.slice(0, 30)))
      .map((f) => f.legalBasis);

  it.each([
    [
      employment,
      'O EMPREGADO obriga-se a não exercer atividade concorrente à da EMPREGADORA por 5 anos após o desligamento.',
      'CF, art. 5º, XIII',
    ],
    [
      employment,
      'Após a rescisão, o EMPREGADO se absterá de trabalhar para concorrentes em todo o Brasil por 2 anos.',
      'CF, art. 5º, XIII',
    ],
    [
      employment,
      'Fica vedado ao EMPREGADO, por 24 meses após o término do contrato, prestar serviços a empresas do mesmo ramo.',
      'CF, art. 5º, XIII',
    ],
    [b2b, 'A CONTRATANTE poderá reajustar o preço livremente, conforme sua conveniência.', 'CC, art. 122'],
    [
      b2b,
      'A parte infratora pagará multa equivalente a 3 (três) vezes o valor do contrato.',
      'CC, arts. 412 e 413',
    ],
    [
      consumer,
      'A ESCOLA não será responsável por objetos perdidos ou furtados nas suas dependências.',
      'CDC, arts. 25 e 51, I',
    ],
    [
      consumer,
      'A desistência do curso obriga o ALUNO ao pagamento integral das mensalidades vincendas.',
      'CDC, art. 51, IV, e § 1º, I e III',
    ],
    [
      consumer,
      'Não se aplica a este contrato o direito de arrependimento previsto no art. 49 do CDC.',
      'CDC, arts. 49 e 51, I',
    ],
  ])('flags “%s”', (doc, clause, basis) => {
    expect(on(doc(clause), clause)).toContain(basis);
  });

  it.each([
    [
      employment,
      'Por 12 meses após o término, o EMPREGADO não poderá trabalhar para concorrentes em Belém/PA, recebendo indenização mensal igual ao último salário.',
    ],
    [employment, 'É vedado ao EMPREGADO divulgar informações confidenciais a concorrentes.'],
    [
      b2b,
      'Durante a vigência e por 2 anos após, a CONTRATADA não poderá atender concorrentes da CONTRATANTE no Espírito Santo.',
    ],
    [b2b, 'O preço será reajustado anualmente pelo IPCA, vedada a alteração unilateral.'],
  ])('leaves “%s” alone', (doc, clause) => {
    expect(on(doc(clause), clause)).toEqual([]);
  });
});

describe('other civil limitation periods in a petition (CC, art. 206, § 3º, I, and § 5º, I)', () => {
  const PARTIES =
    'ANA ALVES, viúva, CPF 161.803.398-87, residente na Rua Nove, 9, Ribeirão Preto/SP, ana@exemplo.com, por sua advogada (procuração anexa), vem propor a presente ação em face de JOSÉ ALVES, casado, CPF 271.828.182-84, residente na Rua Oito, 8, Ribeirão Preto/SP, jose@exemplo.com.';
  const petition = (title: string, facts: string, filed = '10 de março de 2026') =>
    civilPetition(
      '2ª VARA CÍVEL DA COMARCA DE RIBEIRÃO PRETO/SP',
      title,
      PARTIES,
      facts,
      'a) o pagamento de R$ 8.000,00.',
      'R$ 8.000,00',
    ).replace('Ribeirão Preto, 10 de março de 2026.', `Ribeirão Preto, ${filed}.`);
  const LOAN =
    'O réu tomou emprestados R$ 8.000,00 por contrato escrito, com vencimento em 10/03/2021, e não pagou.';

  it('a written debt: five years from the due date, 10/03/2021 → 10/03/2026 (a Tuesday), at its edge', () => {
    expect(bases(petition('AÇÃO DE COBRANÇA', LOAN), 'lawsuit')).not.toContain('CC, art. 206, § 5º, I');
    expect(bases(petition('AÇÃO DE COBRANÇA', LOAN, '11 de março de 2026'), 'lawsuit')).toContain(
      'CC, art. 206, § 5º, I',
    );
  });

  it('rents: 05/01/2023 + 3 years = 05/01/2026, a Monday: filed that day passes, the day after is barred', () => {
    const rent =
      'O contrato de locação foi celebrado em 01/01/2020. O réu deixou de pagar os aluguéis vencidos desde 05/01/2023.';
    const title = 'AÇÃO DE COBRANÇA DE ALUGUÉIS';
    expect(bases(petition(title, rent, '5 de janeiro de 2026'), 'lawsuit')).not.toContain(
      'CC, art. 206, § 3º, I',
    );
    expect(bases(petition(title, rent, '6 de janeiro de 2026'), 'lawsuit')).toContain(
      'CC, art. 206, § 3º, I',
    );
  });

  it('rents: three years from the oldest rent due, not from the lease signed', () => {
    const old =
      'O contrato de locação foi celebrado em 01/01/2020. O réu deixou de pagar os aluguéis vencidos desde 05/01/2023.';
    expect(bases(petition('AÇÃO DE COBRANÇA DE ALUGUÉIS', old), 'lawsuit')).toContain(
      'CC, art. 206, § 3º, I',
    );
    const recent =
      'O contrato de locação foi celebrado em 01/01/2020. O réu deixou de pagar os aluguéis vencidos desde 05/06/2024.';
    expect(bases(petition('AÇÃO DE COBRANÇA DE ALUGUÉIS', recent), 'lawsuit')).not.toContain(
      'CC, art. 206, § 3º, I',
    );
  });

  it('reads an execution by its title: a written contract has the action’s five years (Súmula 150 do STF), a título de crédito its own period', () => {
    const execution = petition('AÇÃO DE EXECUÇÃO DE TÍTULO EXTRAJUDICIAL', LOAN, '10 de março de 2027');
    expect(bases(execution, 'lawsuit')).toContain('CC, art. 206, § 5º, I; Súmula 150 do STF');
    const note = petition(
      'AÇÃO DE EXECUÇÃO DE TÍTULO EXTRAJUDICIAL',
      'O réu emitiu nota promissória de R$ 8.000,00 com vencimento em 10/03/2021 e não pagou.',
      '10 de março de 2027',
    );
    expect(bases(note, 'lawsuit').join()).not.toMatch(/CC, art\. 206/);
  });
});

describe('a company as plaintiff in the Juizado (Lei 9.099/1995, art. 8º, § 1º)', () => {
  const jec = (
    plaintiff: string,
  ) => `EXCELENTÍSSIMO SENHOR JUIZ DE DIREITO DO JUIZADO ESPECIAL CÍVEL DA COMARCA DE NATAL/RN

AÇÃO DE COBRANÇA

${plaintiff}, com sede na Rua Um, 1, Natal/RN, contato@exemplo.com, por seu advogado (procuração anexa), vem propor a presente ação em face de JOÃO DIAS, casado, CPF 555.666.777-88, residente na Rua Dois, 2, Natal/RN, joao@exemplo.com.

DOS FATOS
O réu comprou mercadorias em 10/01/2026 e não pagou o boleto de R$ 3.000,00.

DOS PEDIDOS
a) o pagamento de R$ 3.000,00.

Dá-se à causa o valor de R$ 3.000,00.

Natal, 10 de março de 2026.
Rui Lima, advogado, OAB/RN 1.234`;
  const RULE = 'Lei 9.099/1995, art. 8º, § 1º';

  it('flags a company that does not say it is an ME or EPP', () => {
    expect(bases(jec('ATACADO NORTE S.A., CNPJ 12.345.678/0001-90'), 'lawsuit')).toContain(RULE);
  });

  it.each([
    'PADARIA BOA LTDA. ME, CNPJ 12.345.678/0001-90',
    'LOJA UM LTDA., empresa de pequeno porte, CNPJ 12.345.678/0001-90',
    'MERCADO DOIS LTDA. – MICROEMPRESA, CNPJ 12.345.678/0001-90',
  ])('admits “%s”', (plaintiff) => {
    expect(bases(jec(plaintiff), 'lawsuit')).not.toContain(RULE);
  });

  it('admits a natural person', () => {
    expect(bases(jec('MARIA DIAS, solteira, CPF 111.222.333-44, residente'), 'lawsuit')).not.toContain(RULE);
  });
});

describe('a denial that does not reach the sanction', () => {
  it('flags the fine of “não poderá devolver o imóvel sob pena de multa …” (Lei 8.245/1991, art. 4º)', () => {
    const lease = `CONTRATO DE LOCAÇÃO RESIDENCIAL
LOCADORA: Maria Souza, CPF 111.222.333-44, residente em Natal/RN.
LOCATÁRIO: João Dias, CPF 555.666.777-88, residente em Natal/RN.
CLÁUSULA 1ª. O objeto é a locação da casa da Rua Um, 1, Natal/RN, por 30 meses, aluguel de R$ 2.000,00, reajustado anualmente pelo IPCA.
CLÁUSULA 2ª. O LOCATÁRIO não poderá devolver o imóvel sob pena de multa integral de 3 aluguéis, qualquer que seja o tempo decorrido.`;
    expect(bases(lease)).toContain('Lei 8.245/1991, art. 4º');
  });
});

describe('the third batch’s misses, in other wordings', () => {
  const USURY = 'Decreto 22.626/1933, art. 1º; CC, art. 406, § 1º';
  const lease = (tenant: string) => `CONTRATO DE LOCAÇÃO NÃO RESIDENCIAL
LOCADORA: Imóveis Vale Ltda., CNPJ 28.374.659/0001-10, com sede em Taubaté/SP.
${tenant}
FIADORA: Marta Serra, CPF 192.837.465-00, residente em Taubaté/SP.
CLÁUSULA 1ª. O objeto é a locação da loja 3, por 36 meses, aluguel de R$ 5.000,00, reajustado anualmente pelo IGP-M.
CLÁUSULA 2ª. O atraso sujeita a LOCATÁRIA a juros de 2% ao mês.`;

  it('a guarantor’s CPF does not take a rent between two companies out of Lei 14.905/2024, art. 3º, I', () => {
    expect(
      bases(lease('LOCATÁRIA: Café Serra Ltda., CNPJ 37.465.928/0001-21, com sede em Taubaté/SP.')),
    ).not.toContain(USURY);
  });

  it('an individual tenant keeps the Lei de Usura, guarantor or not', () => {
    expect(bases(lease('LOCATÁRIA: Rita Serra, CPF 283.746.519-00, residente em Taubaté/SP.'))).toContain(
      USURY,
    );
  });

  it('reads “Caberá à CONSUMIDORA demonstrar …” as the burden of proof put on the consumer (CDC art. 51, VI)', () => {
    const contract = `CONTRATO DE ADESÃO DE PRESTAÇÃO DE SERVIÇOS DE ESTÉTICA
CONTRATADA: Bela Pele Ltda., CNPJ 11.222.333/0001-44, com sede em Recife/PE.
CONSUMIDORA: Ana Lima, pessoa física, CPF 123.456.789-00, residente em Recife/PE.
CLÁUSULA 1ª. O objeto são 10 sessões de estética por R$ 1.000,00.
CLÁUSULA 2ª. Caberá à CONSUMIDORA demonstrar o defeito do serviço.`;
    expect(
      findings(contract)
        .filter((f) => f.clause?.includes('Caberá à CONSUMIDORA'))
        .map((f) => f.legalBasis),
    ).toContain('CDC, art. 51, VI');
  });
});
