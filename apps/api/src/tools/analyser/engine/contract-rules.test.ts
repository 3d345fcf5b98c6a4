// The Analyser reads contracts and petitions as a careful lawyer would. The documents are
// written for these tests (fictional parties and numbers); each test asserts the findings AND the
// absence of false alarms, with the article each finding must cite.
import type { AnalysisFinding } from '@lexato/schemas';
import { describe, expect, it } from 'vitest';
import { analyseText, scoreFindings } from './index.ts';

const TODAY = { today: '2026-11-22' };
const cites = (findings: AnalysisFinding[], basis: string) =>
  findings.filter((f) => f.legalBasis.includes(basis));

/** B2B services: total exclusion, 20 % on the remaining value, two termination notices, 2 % a month. */
const B2B_SERVICES = `CONTRATO DE PRESTAÇÃO DE SERVIÇOS DE MANUTENÇÃO INDUSTRIAL

CONTRATANTE: Laticínios Serra Azul Ltda., CNPJ 21.345.678/0001-02, com sede na Rodovia MG-050, km 12, Divinópolis/MG.
CONTRATADA: Manutec Engenharia Ltda., CNPJ 33.444.555/0001-66, com sede na Rua Goiás, 900, Belo Horizonte/MG.

CLÁUSULA 1ª – DO OBJETO. O objeto deste contrato é a manutenção preventiva e corretiva das linhas de envase da CONTRATANTE.

CLÁUSULA 2ª – DO PREÇO. O valor mensal é de R$ 18.500,00, reajustado anualmente pelo IPCA. O valor total do contrato é de R$ 444.000,00.

CLÁUSULA 3ª – DO ATRASO. O atraso no pagamento sujeita a CONTRATANTE a multa de 2% e juros de 2% ao mês sobre o valor devido.

CLÁUSULA 4ª – DO PRAZO. O prazo de vigência é de 24 (vinte e quatro) meses a contar da assinatura.

CLÁUSULA 5ª – DA RESCISÃO. Qualquer das partes poderá rescindir este contrato mediante aviso prévio de 30 (trinta) dias.

CLÁUSULA 6ª – DA MULTA COMPENSATÓRIA. A parte que der causa à rescisão pagará multa compensatória de 20% (vinte por cento) sobre o valor restante do contrato.

CLÁUSULA 7ª – DA RESPONSABILIDADE. A CONTRATADA não se responsabiliza, em nenhuma hipótese, por quaisquer danos, diretos ou indiretos, decorrentes dos serviços prestados.

CLÁUSULA 8ª – DA CONFIDENCIALIDADE. As partes manterão sigilo sobre as informações técnicas trocadas.

CLÁUSULA 9ª – DA CESSÃO. Nenhuma parte poderá ceder este contrato sem anuência prévia da outra.

CLÁUSULA 10 – DA DENÚNCIA. A resilição deste contrato por qualquer das partes dependerá de aviso prévio de 90 (noventa) dias.

CLÁUSULA 11 – DOS DADOS. As partes cumprirão a Lei nº 13.709/2018 (LGPD) quanto aos dados pessoais dos empregados envolvidos.

CLÁUSULA 12 – DO FORO. Fica eleito o foro da Comarca de Belo Horizonte/MG.`;

/** Consumer adhesion contract: remote forum, silent renewal, generic irrevocable consent, capitalisation, cap. */
const CONSUMER_ADHESION = `CONTRATO DE ADESÃO – CURSO PREPARATÓRIO ONLINE

FORNECEDOR: Aprova Mais Educação Ltda., CNPJ 44.555.666/0001-77, com sede na Avenida Djalma Batista, 1200, Manaus/AM.
CONSUMIDOR: Rafael Nunes Prado, brasileiro, solteiro, CPF 321.654.987-00, residente e domiciliado na Rua Olavo Bilac, 45, Porto Alegre/RS.

CLÁUSULA 1ª – DO OBJETO. O objeto é o acesso ao curso preparatório online para concursos, por 12 meses.

CLÁUSULA 2ª – DO PREÇO. O valor total do contrato é de R$ 3.600,00, parcelado em 12 vezes, com juros de 1,5% ao mês capitalizados mensalmente.

CLÁUSULA 3ª – DA VIGÊNCIA. O prazo de vigência é de 12 meses, renovando-se automaticamente por igual período, independentemente de qualquer aviso ou notificação.

CLÁUSULA 4ª – DA RESPONSABILIDADE. A responsabilidade do FORNECEDOR por falhas na plataforma fica limitada ao valor de uma mensalidade.

CLÁUSULA 5ª – DOS DADOS PESSOAIS. O CONSUMIDOR consente, de forma irrevogável, com o compartilhamento de seus dados pessoais com parceiros comerciais do FORNECEDOR, para quaisquer finalidades.

CLÁUSULA 6ª – DA RESCISÃO. O CONSUMIDOR poderá cancelar o curso com aviso de 30 dias.

CLÁUSULA 7ª – DO FORO. Fica eleito o foro da Comarca de Manaus/AM, com renúncia a qualquer outro, por mais privilegiado que seja.`;

describe('Analyser: a B2B services contract (88/100 "risco baixo")', () => {
  const r = analyseText(B2B_SERVICES, 'contract', TODAY);

  it('flags the total liability exclusion between companies (CC arts. 421-A and 422), quoting it', () => {
    const [f] = cites(r.findings, 'CC, arts. 421-A');
    expect(f?.severity).toBe('alta');
    expect(f?.clause).toContain('não se responsabiliza, em nenhuma hipótese');
    expect(f?.legalBasis).toContain('422');
  });

  it('flags a 20 % compensatory penalty on the remaining value for equitable reduction (CC art. 413)', () => {
    const [f] = cites(r.findings, 'CC, art. 413');
    expect(f?.clause).toContain('20% (vinte por cento) sobre o valor restante');
    // Not above the principal obligation: CC art. 412 is not breached by 20 %.
    expect(cites(r.findings, 'CC, arts. 412')).toHaveLength(0);
  });

  it('flags the two termination clauses with different notice periods (30 and 90 days)', () => {
    const f = r.findings.find((x) => x.description.includes('30') && x.description.includes('90'));
    expect(f?.severity).toBe('alta');
    expect(f?.legalBasis).toContain('CC, art. 473');
  });

  it('does not flag 2 % a month between two companies: Lei 14.905/2024, art. 3º, I excludes the Lei de Usura', () => {
    expect(cites(r.findings, 'Decreto 22.626/1933')).toHaveLength(0);
  });

  it('does not call it "risco baixo" while a high-severity finding stands', () => {
    expect(r.riskLevel).not.toBe('baixo');
    expect(r.score).toBeLessThan(80);
  });

  it('raises no forum alarm where the chosen comarca is a party’s seat (CPC art. 63, §1º)', () => {
    expect(r.findings.some((f) => f.legalBasis.includes('CPC, art. 63'))).toBe(false);
  });
});

describe('Analyser: no false alarm on clauses that only look alike', () => {
  it('does not read a cure period after default as a second notice period', () => {
    const text = B2B_SERVICES.replace(
      'A resilição deste contrato por qualquer das partes dependerá de aviso prévio de 90 (noventa) dias.',
      'Em caso de inadimplemento, a parte inocente poderá rescindir o contrato se a falta não for sanada em 10 (dez) dias do aviso.',
    );
    const r = analyseText(text, 'contract', TODAY);
    expect(r.findings.some((f) => f.description.startsWith('Cláusulas contraditórias'))).toBe(false);
  });

  it('flags two different terms of validity (24 and 12 months)', () => {
    const text = B2B_SERVICES.replace(
      'CLÁUSULA 8ª – DA CONFIDENCIALIDADE.',
      'CLÁUSULA 7ª-A – DA VIGÊNCIA. Este contrato vigorará por 12 (doze) meses.\n\nCLÁUSULA 8ª – DA CONFIDENCIALIDADE.',
    );
    const r = analyseText(text, 'contract', TODAY);
    const f = r.findings.find((x) =>
      x.description.startsWith('Cláusulas contraditórias sobre o prazo de vigência'),
    );
    // 24 (vinte e quatro) meses in cláusula 4ª against 12 (doze) meses in cláusula 7ª-A.
    expect(f?.description).toContain('24 meses e 12 meses');
  });

  it('does not read a clause that forbids capitalisation as capitalisation', () => {
    const text = CONSUMER_ADHESION.replace(
      'com juros de 1,5% ao mês capitalizados mensalmente.',
      'com juros simples de 1% ao mês, vedada a capitalização de juros.',
    );
    expect(cites(analyseText(text, 'contract', TODAY).findings, 'Súmula 121 do STF')).toHaveLength(0);
  });

  it('reads "não responderá por danos de qualquer natureza" as a total exclusion between companies', () => {
    const text = B2B_SERVICES.replace(
      'A CONTRATADA não se responsabiliza, em nenhuma hipótese, por quaisquer danos, diretos ou indiretos, decorrentes dos serviços prestados.',
      'A CONTRATADA não responderá por danos de qualquer natureza decorrentes dos serviços.',
    );
    expect(cites(analyseText(text, 'contract', TODAY).findings, 'CC, arts. 421-A')).toHaveLength(1);
  });

  it('accepts a franchise (adhesion between companies) forum at the franchisor’s seat (CPC art. 63, §1º)', () => {
    const franchise = `CONTRATO DE FRANQUIA (CONTRATO DE ADESÃO)
FRANQUEADORA: Sabor da Serra Franquias Ltda., CNPJ 12.111.222/0001-33, com sede na Rua Sete de Setembro, 10, Curitiba/PR.
FRANQUEADA: Doces Norte Ltda., CNPJ 45.666.777/0001-88, com sede na Avenida Beira Mar, 500, Fortaleza/CE.
CLÁUSULA 1ª – DO OBJETO. O objeto é a licença da marca Sabor da Serra e do método de produção.
CLÁUSULA 2ª – DO FORO. Fica eleito o foro da Comarca de Curitiba/PR.`;
    const r = analyseText(franchise, 'contract', TODAY);
    expect(r.findings.some((f) => f.legalBasis.includes('CPC, art. 63'))).toBe(false);
  });
});

describe('Analyser: a consumer adhesion contract', () => {
  const r = analyseText(CONSUMER_ADHESION, 'contract', TODAY);

  it('flags the forum far from the consumer (CDC arts. 51, IV, and 101, I; CPC art. 63, §§1º, 3º and 5º)', () => {
    const [f] = cites(r.findings, 'CDC, arts. 51, IV, e 101, I');
    expect(f?.severity).toBe('alta');
    expect(f?.clause).toContain('Comarca de Manaus/AM');
    expect(f?.legalBasis).toContain('CPC, art. 63, §§ 1º, 3º e 5º');
  });

  it('reads "independentemente de qualquer aviso" as renewal WITHOUT notice', () => {
    const f = r.findings.find((x) => x.description.startsWith('Renovação automática'));
    expect(f?.clause).toContain('independentemente de qualquer aviso');
  });

  it('flags generic irrevocable consent to share data (LGPD arts. 7º, I, and 8º, §§4º-5º)', () => {
    const [f] = cites(r.findings, 'LGPD');
    expect(f?.clause).toContain('de forma irrevogável');
    expect(f?.legalBasis).toContain('8º, §§ 4º e 5º');
    expect(f?.severity).toBe('alta');
  });

  it('flags monthly capitalisation by a supplier outside the financial system (Súmula 121 STF)', () => {
    const [f] = cites(r.findings, 'Súmula 121 do STF');
    expect(f?.clause).toContain('capitalizados mensalmente');
    expect(f?.legalBasis).toContain('Súmula 539 do STJ');
  });

  it('flags the cap on the supplier’s liability as null (CDC arts. 25 and 51, I) and never recommends a cap', () => {
    const [f] = cites(r.findings, 'CDC, arts. 25 e 51, I');
    expect(f?.clause).toContain('limitada ao valor de uma mensalidade');
    const advice = [...r.findings.map((x) => x.recommendation), ...r.suggestions].join(' ');
    expect(advice).not.toMatch(/limit(?:e|ar) a indeniza|Considere limitar/);
  });

  it('is "risco alto" with several high-severity findings', () => {
    expect(r.riskLevel).toBe('alto');
  });
});

const LABOUR_PETITION = `EXCELENTÍSSIMO SENHOR DOUTOR JUIZ DA 3ª VARA DO TRABALHO DE CAMPINAS/SP

JOÃO PEREIRA LIMA, brasileiro, casado, motorista, CPF 111.222.333-96, residente na Rua das Acácias, 12, Campinas/SP, e-mail joao.lima@email.com, vem propor RECLAMAÇÃO TRABALHISTA em face de TRANSPORTES VELOZ LTDA., CNPJ 55.666.777/0001-88, com sede na Avenida Brasil, 300, Campinas/SP, e-mail juridico@veloz.com.br, pelos fatos a seguir.

DOS FATOS
O reclamante foi admitido em 01/02/2022 e dispensado sem justa causa em 30/06/2026, sem receber as verbas rescisórias. Trabalhava das 6h às 19h, sem pagamento de horas extras.

DOS PEDIDOS
a) pagamento das verbas rescisórias, no valor de R$ 12.400,00;
b) pagamento de horas extras com adicional de 50% e reflexos;
c) multa do art. 477, § 8º, da CLT, no valor de R$ 3.100,00.

Dá-se à causa o valor de R$ 45.500,00.

Campinas, 20 de novembro de 2026.
Advogada Maria Souza – OAB/SP 123.456`;

describe('Analyser: a labour petition is checked under CLT art. 840, §1º, not CPC art. 319', () => {
  const r = analyseText(LABOUR_PETITION, 'lawsuit', TODAY);

  it('flags the pedido without its value (CLT art. 840, §§1º and 3º), quoting it', () => {
    const [f] = cites(r.findings, 'CLT, art. 840, §§ 1º e 3º');
    expect(f?.severity).toBe('alta');
    expect(f?.clause).toContain('pagamento de horas extras com adicional de 50% e reflexos');
  });

  it('does not ask a labour petition for the conciliation option or the evidence of CPC art. 319', () => {
    expect(cites(r.findings, 'CPC, art')).toHaveLength(0);
    expect(r.summary).toContain('CLT, art. 840, § 1º');
  });

  it('passes a labour petition whose every pedido carries its value', () => {
    const fixed = LABOUR_PETITION.replace(
      'b) pagamento de horas extras com adicional de 50% e reflexos;',
      'b) pagamento de horas extras com adicional de 50% e reflexos, no valor de R$ 30.000,00;',
    );
    expect(analyseText(fixed, 'lawsuit', TODAY).findings).toEqual([]);
  });
});

const CIVIL_PETITION = `EXCELENTÍSSIMO SENHOR DOUTOR JUIZ DE DIREITO DA 2ª VARA CÍVEL DA COMARCA DE CURITIBA/PR

ANA CLARA MOTTA, brasileira, divorciada, professora, CPF 987.654.321-00, e-mail ana.motta@email.com, residente na Rua XV de Novembro, 700, Curitiba/PR, vem propor AÇÃO DE COBRANÇA em face de CARLOS EDUARDO REIS, brasileiro, empresário, pelos fatos e fundamentos a seguir.

DOS FATOS
A autora emprestou ao réu R$ 20.000,00 em 10/01/2025, conforme recibo assinado, sem devolução.

DO DIREITO
Nos termos do art. 586 do Código Civil, o mutuário é obrigado a restituir o que recebeu.

DOS PEDIDOS
Requer a condenação do réu ao pagamento de R$ 20.000,00, com correção e juros. Protesta provar o alegado por prova documental e testemunhal. Opta pela realização de audiência de conciliação.

Dá-se à causa o valor de R$ 20.000,00.

Curitiba, 20 de novembro de 2026.
Advogado Pedro Lins – OAB/PR 45.678`;

describe('Analyser: a civil petition under CPC art. 319, II (both parties)', () => {
  const r = analyseText(CIVIL_PETITION, 'lawsuit', TODAY);

  it('names what the defendant’s qualification lacks: CPF/CNPJ, address and e-mail', () => {
    const [f] = cites(r.findings, 'CPC, art. 319, II');
    expect(f?.description).toMatch(/réu/i);
    expect(f?.description).toContain('CPF ou CNPJ');
    expect(f?.description).toContain('endereço eletrônico');
    expect(f?.description).toContain('domicílio');
    expect(f?.description).not.toMatch(/autor[^:]*: falta/i);
  });

  it('finds nothing else missing in the civil petition', () => {
    expect(r.findings.filter((f) => !f.legalBasis.includes('CPC, art. 319, II'))).toEqual([]);
  });
});

describe('Analyser scoring', () => {
  it('is never "risco baixo" while any high-severity finding stands, even a single one', () => {
    const one: AnalysisFinding = {
      type: 'opportunity',
      severity: 'alta',
      description: 'x',
      recommendation: 'y',
      legalBasis: 'CC, art. 422',
      clause: null,
      source: 'motor',
    };
    // 100 − 20/2 = 90, above 80, yet one high-severity finding stands.
    expect(scoreFindings([one])).toEqual({ score: 90, riskLevel: 'médio' });
  });
});
