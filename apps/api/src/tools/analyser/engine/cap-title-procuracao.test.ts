// Three rules written by hand, each flagged and clean: a B2B contract that limits or excludes
// liability is not told it has no cap (CC arts. 402, 403 and 421-A, II); a título executivo without
// two witnesses is one finding per document, however often the contract names it (CPC art. 784,
// III); a civil petition that says it comes without procuração is reported unless an exception of
// CPC art. 287, parágrafo único applies (art. 104; Defensoria Pública; representation by law).
// Texts read in the shipped lawbase: CPC arts. 104, 287 and 784, III.
import type { AnalysisFinding } from '@lexato/schemas';
import { describe, expect, it } from 'vitest';
import { civilPetition, EXECUTION_PETITION } from './fixtures/petitions.ts';
import { analyseRules } from './index.ts';

const NO_CAP = 'CC, arts. 402, 403 e 421-A, II';
const TITLE = 'CPC, art. 784, III';
const MANDATE = 'CPC, art. 287';

const b2b = (clause: string) => `CONTRATO DE PRESTAÇÃO DE SERVIÇOS DE MANUTENÇÃO
CONTRATANTE: Metalúrgica Sul Ltda., CNPJ 12.345.678/0001-90, com sede em Joinville/SC.
CONTRATADA: Frio Técnico Ltda., CNPJ 98.765.432/0001-10, com sede em Joinville/SC.
CLÁUSULA 1ª. O objeto é a manutenção preventiva das câmaras frigoríficas da CONTRATANTE.
CLÁUSULA 2ª. O preço mensal é de R$ 8.000,00, reajustado anualmente pelo IPCA.
CLÁUSULA 3ª. O prazo de vigência é de 24 meses; qualquer parte pode rescindir com aviso de 60 dias.
CLÁUSULA 4ª. A multa pelo descumprimento é de 10% do valor mensal.
CLÁUSULA 5ª. ${clause}
CLÁUSULA 6ª. As partes guardarão sigilo sobre as informações trocadas; a cessão depende de anuência.
CLÁUSULA 7ª. Fica eleito o foro de Joinville/SC.`;

const findings = (text: string, type: 'contract' | 'lawsuit' = 'contract') =>
  analyseRules(text, type) as AnalysisFinding[];
const bases = (text: string, type: 'contract' | 'lawsuit' = 'contract') =>
  findings(text, type).map((f) => f.legalBasis);

describe('liability caps and exclusions between companies', () => {
  it.each([
    'A CONTRATADA não responderá por lucros cessantes.',
    'Em nenhum caso serão devidos lucros cessantes ou danos indiretos.',
    'A responsabilidade da CONTRATADA fica limitada ao valor do contrato.',
    'A responsabilidade total de cada parte não excederá o valor pago nos últimos 12 meses.',
    'A indenização devida por qualquer parte fica limitada a R$ 96.000,00.',
    'Exclusão de responsabilidade: a CONTRATADA fica isenta de responsabilidade por falhas da rede elétrica.',
    'As partes estabelecem o teto de responsabilidade em R$ 50.000,00.',
    'Ficam excluídos os danos indiretos e os lucros cessantes.',
  ])('recognises “%s” as a cap, and does not advise one', (clause) => {
    expect(bases(b2b(clause))).not.toContain(NO_CAP);
  });

  it.each([
    'A CONTRATADA responderá por perdas e danos, inclusive lucros cessantes.',
    'Não haverá limitação de responsabilidade entre as partes.',
    'A responsabilidade das partes é ilimitada.',
    'A CONTRATADA responde sem qualquer limitação de responsabilidade.',
  ])('still advises a cap where “%s” (no cap, or a cap denied)', (clause) => {
    expect(bases(b2b(clause))).toContain(NO_CAP);
  });

  it('does not flag the partial exclusion of lucros cessantes as a total exclusion (CC art. 421-A, II)', () => {
    expect(bases(b2b('A CONTRATADA não responderá por lucros cessantes.'))).not.toContain(
      'CC, arts. 421-A, II, e 422',
    );
  });
});

describe('título executivo without witnesses: one finding per document (CPC art. 784, III)', () => {
  const headed = b2b(
    'Danos indiretos excluídos.\nCLÁUSULA 8ª - DO TÍTULO EXECUTIVO EXTRAJUDICIAL\nEste contrato constitui título executivo extrajudicial, nos termos do art. 784 do CPC.',
  );

  it('quotes the clause once, not its heading as well', () => {
    const titles = findings(headed).filter((f) => f.legalBasis === TITLE);
    expect(titles).toHaveLength(1);
    expect(titles[0]?.clause).toBe(
      'Este contrato constitui título executivo extrajudicial, nos termos do art. 784 do CPC.',
    );
  });

  it('quotes the heading when nothing else names the título', () => {
    const onlyHeading = b2b('Danos indiretos excluídos.\nCLÁUSULA 8ª - TÍTULO EXECUTIVO EXTRAJUDICIAL');
    const titles = findings(onlyHeading).filter((f) => f.legalBasis === TITLE);
    expect(titles.map((f) => f.clause)).toEqual(['CLÁUSULA 8ª - TÍTULO EXECUTIVO EXTRAJUDICIAL']);
  });

  it('is silent when two witnesses sign', () => {
    expect(
      bases(`${headed}\nTestemunhas: 1. Rui Alves, CPF 111.111.111-11; 2. Eva Lima, CPF 222.222.222-22.`),
    ).not.toContain(TITLE);
  });
});

describe('procuração with the petition (CPC art. 287)', () => {
  const withSentence = (sentence: string) =>
    EXECUTION_PETITION.replace(' (procuração anexa)', '').replace('e não pago.', `e não pago. ${sentence}`);

  it.each([
    'Deixa de juntar a procuração, que será providenciada.',
    'A procuração será juntada posteriormente.',
    'A exequente protesta pela juntada posterior do instrumento de mandato.',
    'O advogado subscritor ajuíza a ação sem procuração.',
  ])('flags “%s”, quoting it and naming art. 287', (sentence) => {
    const f = findings(withSentence(sentence), 'lawsuit').filter((x) => x.legalBasis === MANDATE);
    expect(f).toHaveLength(1);
    expect(f[0]?.clause).toContain(sentence.slice(0, 20));
  });

  it.each([
    [
      'art. 104: to avoid prescrição',
      'A procuração será juntada no prazo de 15 dias, nos termos do art. 104 do CPC, para evitar a prescrição.',
    ],
    [
      'art. 104: an urgent act',
      'Deixa de juntar a procuração por se tratar de ato urgente, que a exibirá em 15 dias.',
    ],
  ])('is silent under the exception of %s (art. 287, parágrafo único, I)', (_, sentence) => {
    expect(bases(withSentence(sentence), 'lawsuit')).not.toContain(MANDATE);
  });

  it.each([
    'Dada a urgência, o instrumento de mandato será exibido oportunamente.',
    'A procuração será juntada no prazo de 15 dias, nos termos do art. 104 do CPC, para evitar a prescrição.',
    'A procuração será juntada posteriormente.',
  ])('reminds of the 15 days to show the procuração promised later (art. 104, § 1º): “%s”', (sentence) => {
    const f = findings(withSentence(sentence), 'lawsuit').filter(
      (x) => x.legalBasis === 'CPC, art. 104, §§ 1º e 2º',
    );
    expect(f).toHaveLength(1);
    expect(f[0]?.clause).toContain(sentence.slice(0, 20));
    // CPC art. 104, § 1º: 15 days, extendable by as many.
    expect(f[0]?.description).toContain('15 dias, prorrogáveis por igual período');
  });

  it('gives no reminder when the procuração is attached or simply missing without a promise', () => {
    const none = (t: string) =>
      findings(t, 'lawsuit').filter((x) => x.legalBasis === 'CPC, art. 104, §§ 1º e 2º');
    expect(none(EXECUTION_PETITION)).toEqual([]);
    expect(none(withSentence('O advogado subscritor ajuíza a ação sem procuração.'))).toEqual([]);
  });

  it('is silent for the Defensoria Pública and for the Advocacia Pública (art. 287, parágrafo único, II and III)', () => {
    const absent = 'Deixa de juntar a procuração.';
    expect(
      bases(withSentence(`${absent} A exequente é assistida pela Defensoria Pública do Estado.`), 'lawsuit'),
    ).not.toContain(MANDATE);
    expect(
      bases(
        withSentence(`${absent} O Município é representado por sua Procuradoria-Geral do Município.`),
        'lawsuit',
      ),
    ).not.toContain(MANDATE);
  });

  it('is silent for a party claiming without a lawyer, or a lawyer in his own cause', () => {
    expect(
      bases(withSentence('A exequente comparece sem advogado e, portanto, sem procuração.'), 'lawsuit'),
    ).not.toContain(MANDATE);
    expect(
      bases(withSentence('O advogado postula em causa própria e deixa de juntar procuração.'), 'lawsuit'),
    ).not.toContain(MANDATE);
  });

  it('reads art. 104 of the Código Civil elsewhere in the petition as no exception', () => {
    const text = withSentence('Deixa de juntar a procuração.').replace(
      'Nos termos da lei, o pedido procede.',
      'O negócio é válido (CC, art. 104), e o pedido procede.',
    );
    expect(bases(text, 'lawsuit')).toContain(MANDATE);
  });

  it('is silent when the procuração is attached, when the petition says nothing of it, and on a sale without procuração in the facts', () => {
    expect(bases(EXECUTION_PETITION, 'lawsuit')).not.toContain(MANDATE);
    expect(bases(EXECUTION_PETITION.replace(' (procuração anexa)', ''), 'lawsuit')).not.toContain(MANDATE);
    const facts = civilPetition(
      '1ª VARA CÍVEL DA COMARCA DE RIBEIRÃO PRETO/SP',
      'AÇÃO ANULATÓRIA',
      'ANA ALVES, viúva, CPF 161.803.398-87, residente na Rua Nove, 9, Ribeirão Preto/SP, ana@exemplo.com, por sua advogada (procuração anexa), vem propor a presente ação em face de JOSÉ ALVES, casado, CPF 271.828.182-84, residente na Rua Oito, 8, Ribeirão Preto/SP, jose@exemplo.com.',
      'O réu vendeu o imóvel da autora sem procuração dela, em 10/01/2026.',
      'a) a anulação da venda.',
      'R$ 300.000,00',
    );
    expect(bases(facts, 'lawsuit')).not.toContain(MANDATE);
  });

  it('leaves a labour claim alone, where the party may claim in person (CLT art. 791)', () => {
    const labour = `EXCELENTÍSSIMO SENHOR JUIZ DA 1ª VARA DO TRABALHO DE CAMPINAS/SP
JOÃO SILVA, reclamante, CPF 123.456.789-00, residente na Rua A, 1, vem propor reclamação trabalhista em face de LOJA X LTDA., CNPJ 12.345.678/0001-90, com sede na Rua B, 2.
DOS FATOS
Trabalhou de 01/02/2024 a 10/01/2026. Deixa de juntar procuração.
DOS PEDIDOS
a) saldo de salário: R$ 1.500,00.
Campinas, 10 de fevereiro de 2026.
João Silva`;
    expect(bases(labour, 'lawsuit')).not.toContain(MANDATE);
  });
});
