// Clean contracts and petitions draw no advice they do not need. A consumer's school contract is
// not asked for a confidentiality clause (the consumer keeps no secret of the school's; the school's
// duty over the student's data is the LGPD's, checked on its own) and its cancellation clause is a
// termination clause. A petition against the União does not need the CPF/CNPJ, marital status or
// profession of a public-law legal person: CPC art. 319, II lists the items of a natural person's or
// company's qualification, and the União is represented by the Advocacia-Geral da União by force of
// law (CF art. 131; LC 73/1993; CPC art. 75, I), with its seat known; its absence is no defect.
import type { AnalysisFinding } from '@lexato/schemas';
import { describe, expect, it } from 'vitest';
import { partiesOf } from './clause-rules.ts';
import { analyseRules } from './index.ts';

const findings = (text: string, type: 'contract' | 'lawsuit') =>
  analyseRules(text, type) as AnalysisFinding[];
const bases = (list: AnalysisFinding[]) => list.map((f) => `${f.legalBasis} — ${f.description}`);

const SCHOOL = `CONTRATO DE PRESTAÇÃO DE SERVIÇOS EDUCACIONAIS

CONTRATADA: Colégio Horizonte Ltda., CNPJ 23.456.789/0001-10, com sede na Rua das Acácias, 200, Belo Horizonte/MG.
CONTRATANTE: Mariana Lopes Ferreira, brasileira, CPF 321.654.987-00, residente na Rua Ouro Preto, 45, Belo Horizonte/MG, responsável financeira pelo ALUNO Pedro Lopes Ferreira, matriculado no 6º ano do ensino fundamental.

CLÁUSULA PRIMEIRA – DO OBJETO. O objeto deste contrato é a prestação de serviços educacionais ao ALUNO no ano letivo de 2027, conforme o calendário escolar e o projeto pedagógico do Colégio.
CLÁUSULA SEGUNDA – DO PREÇO. A anuidade escolar é de R$ 24.000,00 (vinte e quatro mil reais), paga em 12 mensalidades de R$ 2.000,00, com vencimento no dia 5 de cada mês, fixada na forma da Lei 9.870/1999.
CLÁUSULA TERCEIRA – DO ATRASO. O atraso no pagamento sujeita a CONTRATANTE a multa de 2% sobre a parcela, juros de mora de 1% ao mês e correção monetária pelo IPCA.
CLÁUSULA QUARTA – DA VIGÊNCIA. O contrato vigora de 1º de fevereiro a 20 de dezembro de 2027.
CLÁUSULA QUINTA – DO CANCELAMENTO. A CONTRATANTE pode solicitar o cancelamento da matrícula a qualquer tempo, por escrito na secretaria, pagando apenas as mensalidades vencidas até o mês do pedido, sem multa.
CLÁUSULA SEXTA – DOS DADOS PESSOAIS. O Colégio trata os dados pessoais do ALUNO e da CONTRATANTE apenas para a execução deste contrato e o cumprimento de obrigações legais, na forma da Lei 13.709/2018 (LGPD).
CLÁUSULA SÉTIMA – DO FORO. Fica eleito o foro do domicílio da CONTRATANTE.

Belo Horizonte, 10 de dezembro de 2026.
`;

describe('a clean consumer school contract', () => {
  const list = findings(SCHOOL, 'contract');

  it('is read as a consumer relation (a CPF facing a CNPJ, the student)', () => {
    expect(partiesOf(SCHOOL).consumer).toBe(true);
  });

  it('is not asked for a confidentiality clause', () => {
    expect(bases(list).filter((b) => /confidencialidade/i.test(b))).toEqual([]);
  });

  it('reads its cancellation clause as the termination clause', () => {
    expect(bases(list).filter((b) => /cláusula de rescisão/i.test(b))).toEqual([]);
  });

  it('still asks a business contract without a word on secrecy for one', () => {
    const business = SCHOOL.replace(
      'Mariana Lopes Ferreira, brasileira, CPF 321.654.987-00, residente na Rua Ouro Preto, 45, Belo Horizonte/MG, responsável financeira pelo ALUNO Pedro Lopes Ferreira, matriculado no 6º ano do ensino fundamental.',
      'Instituto Saber Ltda., CNPJ 98.765.432/0001-55, com sede na Rua Ouro Preto, 45, Belo Horizonte/MG.',
    );
    expect(bases(findings(business, 'contract')).filter((b) => /confidencialidade/i.test(b))).toHaveLength(1);
  });

  it('still asks a contract with no word on its end for a termination clause', () => {
    const noEnd = SCHOOL.replace(/CLÁUSULA QUINTA[^\n]*\n/, '');
    expect(bases(findings(noEnd, 'contract')).filter((b) => /cláusula de rescisão/i.test(b))).toHaveLength(1);
  });
});

const AGAINST_UNIAO = `EXCELENTÍSSIMO SENHOR JUIZ FEDERAL DA 3ª VARA FEDERAL DA SEÇÃO JUDICIÁRIA DO DISTRITO FEDERAL

AÇÃO DE PROCEDIMENTO COMUM

JOÃO BATISTA NUNES, brasileiro, solteiro, servidor público federal, CPF 123.456.789-09, e-mail joao.nunes@exemplo.com.br, residente na SQS 308, Bloco C, apartamento 101, Brasília/DF, por seu advogado, vem propor ação de procedimento comum em face da UNIÃO, pessoa jurídica de direito público interno, representada pela Advocacia-Geral da União, pelos fatos e fundamentos a seguir.

DOS FATOS
O autor teve descontado de sua remuneração, de março a agosto de 2026, o valor de R$ 1.200,00 por mês a título de reposição ao erário, sem processo administrativo prévio e sem oportunidade de defesa.

DO DIREITO
A reposição ao erário exige prévio processo administrativo com contraditório e ampla defesa (CF, art. 5º, LV; Lei 8.112/1990, art. 46).

DOS PEDIDOS
a) a condenação da ré a restituir os descontos, no valor de R$ 7.200,00, com correção monetária e juros;
b) a citação da ré, na pessoa de seu representante judicial.

O autor não se opõe à audiência de conciliação.

Provará o alegado por todos os meios de prova admitidos, em especial os contracheques anexos.

Dá-se à causa o valor de R$ 7.200,00.

Brasília, 10 de novembro de 2026.
Carla Dias, advogada, OAB/DF 45.678`;

describe('a petition against a public-law legal person', () => {
  const qualificationFindings = (text: string) =>
    findings(text, 'lawsuit').filter((f) => f.legalBasis === 'CPC, art. 319, II');

  it('asks no CPF/CNPJ, civil status, address nor e-mail of the União (CPC arts. 75, I, and 242, § 3º)', () => {
    expect(qualificationFindings(AGAINST_UNIAO)).toEqual([]);
  });

  it.each([
    ['o ESTADO DE MINAS GERAIS, pessoa jurídica de direito público interno'],
    ['o MUNICÍPIO DE CAMPINAS'],
    ['o INSTITUTO NACIONAL DO SEGURO SOCIAL – INSS, autarquia federal'],
  ])('nor of %s', (entity) => {
    const text = AGAINST_UNIAO.replace(
      'da UNIÃO, pessoa jurídica de direito público interno, representada pela Advocacia-Geral da União',
      `de ${entity}`,
    );
    expect(qualificationFindings(text)).toEqual([]);
  });

  it('still asks the qualification of a private defendant, and of the plaintiff', () => {
    const privateDefendant = AGAINST_UNIAO.replace(
      'da UNIÃO, pessoa jurídica de direito público interno, representada pela Advocacia-Geral da União',
      'de CONSTRUTORA ALFA',
    );
    expect(qualificationFindings(privateDefendant)[0]?.description).toMatch(/réu: falta CPF ou CNPJ/);
    const bareplaintiff = AGAINST_UNIAO.replace(', CPF 123.456.789-09', '');
    expect(qualificationFindings(bareplaintiff)[0]?.description).toMatch(/autor: falta CPF ou CNPJ/);
    expect(qualificationFindings(bareplaintiff)[0]?.description).not.toMatch(/réu/);
  });
});

describe('a request for moral damages in a civil petition', () => {
  const withRequest = (request: string) =>
    findings(AGAINST_UNIAO.replace('b) a citação da ré', `b) ${request};\nc) a citação da ré`), 'lawsuit');
  it('is flagged without the amount sought (CPC art. 292, V)', () => {
    const list = withRequest('a condenação da ré ao pagamento de indenização por danos morais');
    expect(list.filter((f) => f.clause?.includes('danos morais')).map((f) => f.legalBasis)).toContain(
      'CPC, arts. 292, V, e 324',
    );
  });
  it('is left alone with its amount', () => {
    const list = withRequest('a condenação da ré ao pagamento de danos morais de R$ 10.000,00');
    expect(list.map((f) => f.legalBasis)).not.toContain('CPC, arts. 292, V, e 324');
  });
});
