import type { AnalysisFinding } from '@lexato/schemas';
import { describe, expect, it } from 'vitest';
import {
  ABUSIVE_CONSUMER_CONTRACT,
  BALANCED_B2B_CONTRACT,
  COMPLETE_FILING,
  DEFECTIVE_FILING,
  RENTAL_WITHOUT_INDEX,
} from '../../../../test/fixtures/legal-documents.ts';
import { analyseText, scoreFindings } from './index.ts';

const TODAY = { today: '2026-11-22' };
const byBasis = (findings: AnalysisFinding[], basis: string) =>
  findings.filter((f) => f.legalBasis.startsWith(basis));

describe('analyseText — consumer contract with abuses', () => {
  const r = analyseText(ABUSIVE_CONSUMER_CONTRACT, 'contract', TODAY);

  it('flags a late fee above 2% in a consumer contract, quoting the clause (CDC art. 52 § 1º)', () => {
    const [f] = byBasis(r.findings, 'CDC, art. 52, § 1º');
    expect(f).toMatchObject({ type: 'risk', severity: 'alta', source: 'motor' });
    expect(f?.clause).toBe(
      'Em caso de atraso no pagamento, incidirá multa moratória de 10% (dez por cento) sobre a parcela vencida, além de juros de 5% ao mês.',
    );
    expect(f?.description).toContain('10%');
  });

  it('does not read the compensatory penalty for early termination as a late fee', () => {
    const lateFees = byBasis(r.findings, 'CDC, art. 52, § 1º').map((f) => f.clause);
    expect(lateFees).toHaveLength(1);
  });

  it('flags a penalty of 150% of the contract value as above the principal (CC art. 412)', () => {
    const [f] = byBasis(r.findings, 'CC, arts. 412');
    expect(f?.severity).toBe('alta');
    expect(f?.clause).toBe(
      'Além disso, o CONSUMIDOR pagará multa compensatória de 150% do valor total do contrato.',
    );
  });

  it('flags interest of 5% a month as above the usury ceiling (Decreto 22.626/1933)', () => {
    const [f] = byBasis(r.findings, 'Decreto 22.626/1933');
    expect(f?.description).toContain('Juros de 5% ao mês');
    expect(f?.clause).toContain('juros de 5% ao mês');
  });

  it('flags automatic renewal without notice', () => {
    const f = r.findings.find((x) => x.description.startsWith('Renovação automática'));
    expect(f?.clause).toBe('Findo esse prazo, o contrato será renovado automaticamente por igual período.');
    expect(f?.legalBasis).toContain('CDC, art. 51, IV');
  });

  it.each([
    [
      'CDC, arts. 25 e 51, I',
      'A academia não se responsabiliza por lesões sofridas nas dependências, nem por objetos deixados nos armários.',
    ],
    [
      'CDC, arts. 51, II, e 53',
      'Em caso de rescisão antecipada pelo CONSUMIDOR, haverá perda total das parcelas pagas, sem qualquer restituição.',
    ],
    [
      'CDC, art. 51, X',
      'A mensalidade poderá ser alterada unilateralmente pelo FORNECEDOR, a seu critério, a qualquer tempo.',
    ],
    [
      'CDC, art. 51, VII',
      'Qualquer controvérsia será resolvida obrigatoriamente por arbitragem, na Câmara de Arbitragem de Campinas.',
    ],
  ])('flags the abusive clause of %s, quoting it', (basis, clause) => {
    const [f] = byBasis(r.findings, basis);
    expect(f).toMatchObject({ type: 'risk', severity: 'alta', clause });
  });

  it('asks for an LGPD clause where personal data is used, quoting the data clause', () => {
    const [f] = byBasis(r.findings, 'Lei 13.709/2018');
    expect(f).toMatchObject({ type: 'compliance', severity: 'média' });
    expect(f?.clause).toBe(
      'O CONSUMIDOR autoriza o uso dos seus dados cadastrais para campanhas de marketing de parceiros.',
    );
  });

  it('quotes only text that is in the document', () => {
    for (const f of r.findings) if (f.clause !== null) expect(ABUSIVE_CONSUMER_CONTRACT).toContain(f.clause);
  });

  it('scores it 0 with high risk, most severe findings first', () => {
    expect(r.score).toBe(0);
    expect(r.riskLevel).toBe('alto');
    expect(r.findings[0]?.severity).toBe('alta');
    expect(r.summary).toContain('Relação de consumo (CDC)');
  });
});

describe('analyseText — balanced B2B contract', () => {
  const r = analyseText(BALANCED_B2B_CONTRACT, 'contract', TODAY);

  it('finds every essential and no risk: score 100, low risk', () => {
    expect(r.findings).toEqual([]);
    expect(r.score).toBe(100);
    expect(r.riskLevel).toBe('baixo');
  });

  it('does not apply the CDC 2% rule or usury rules to a business contract with a 10% penalty', () => {
    expect(byBasis(r.findings, 'CDC')).toEqual([]);
  });
});

describe('analyseText — rental with a quarterly adjustment and no index', () => {
  const r = analyseText(RENTAL_WITHOUT_INDEX, 'contract', TODAY);
  const clause = 'O aluguel será reajustado trimestralmente conforme acordo entre as partes.';

  it('flags an adjustment under a year as void (Lei 10.192/2001 art. 2º § 1º) and one without an index', () => {
    expect(byBasis(r.findings, 'Lei 10.192/2001, art. 2º, § 1º')[0]?.clause).toBe(clause);
    expect(r.findings.find((f) => f.legalBasis === 'Lei 10.192/2001, art. 2º')?.clause).toBe(clause);
  });

  it('lists the missing protections as opportunities without a clause', () => {
    const missing = r.findings.filter((f) => f.clause === null).map((f) => f.type);
    expect(missing.length).toBeGreaterThanOrEqual(1);
    expect(new Set(missing)).toEqual(new Set(['opportunity']));
  });

  it('does not ask a lease for what the Lei do Inquilinato settles or a lease does not need', () => {
    // Termination: Lei 8.245/1991 arts. 4º and 9º; assignment: art. 13; no secrecy nor liability cap.
    const asked = r.findings.filter((f) => f.clause === null).map((f) => f.legalBasis);
    expect(asked).not.toContain('CC, arts. 472 a 475');
    expect(asked).not.toContain('CC, arts. 286 e 299');
    expect(asked).not.toContain('CC, art. 422 (boa-fé)');
    expect(asked).not.toContain('CC, arts. 402, 403 e 421-A, II');
  });
});

describe('analyseText — a contract missing the essentials', () => {
  const r = analyseText('Acordo entre amigos para ajudar na mudança no sábado.', 'contract', TODAY);

  it('flags missing parties, object and price as high-severity absences', () => {
    const high = r.findings.filter((f) => f.severity === 'alta').map((f) => f.legalBasis);
    expect(high).toEqual([
      'CC, art. 104, I (agente capaz)',
      'CC, art. 104, II (objeto determinado ou determinável)',
      'CC, art. 104, II (objeto determinado ou determinável)',
    ]);
    expect(r.riskLevel).toBe('alto');
  });
});

describe('analyseText — petição inicial (CPC art. 319) and reclamação trabalhista (CLT art. 840, § 1º)', () => {
  it('finds in an otherwise complete civil filing only the defendant’s missing e-mail, and checks its citations', () => {
    const r = analyseText(COMPLETE_FILING, 'lawsuit', TODAY);
    // CPC art. 319, II asks the e-mail of BOTH parties; the filing gives only the author's.
    expect(r.findings.map((f) => [f.legalBasis, f.description])).toEqual([
      ['CPC, art. 319, II', 'Qualificação das partes incompleta — réu: falta endereço eletrônico.'],
    ]);
    expect(r.summary).toContain('4 citações legais conferidas');
  });

  // DEFECTIVE_FILING is a reclamação trabalhista (Vara do Trabalho): CLT art. 840, § 1º, not CPC art. 319.
  const r = analyseText(DEFECTIVE_FILING, 'lawsuit', TODAY);

  it.each([
    [
      'CLT, art. 840, §§ 1º e 3º',
      'Requer a condenação da reclamada ao pagamento das verbas rescisórias e da multa.',
    ],
    ['CLT, art. 840, § 1º (data)', null],
    ['CLT, art. 840, § 1º (assinatura)', null],
  ])('flags the missing requirement of %s', (basis, clause) => {
    expect(r.findings.find((f) => f.legalBasis === basis)).toMatchObject({
      type: 'compliance',
      severity: 'alta',
      clause,
    });
  });

  it('asks a labour filing neither for the conciliation option nor for the evidence (CPC art. 319, VI-VII)', () => {
    expect(byBasis(r.findings, 'CPC')).toEqual([]);
  });

  it('flags incomplete qualification of both parties, quoting where the defendant is named', () => {
    const [f] = byBasis(r.findings, 'CLT, art. 840, § 1º (qualificação');
    expect(f?.clause).toBe(
      'JOÃO PEREIRA LIMA vem ajuizar reclamação trabalhista em face de LOJAS ESTRELA S.A.',
    );
    expect(f?.description).toContain('autor: falta CPF ou CNPJ');
    expect(f?.description).toContain('réu: falta CPF ou CNPJ');
  });

  it('flags the fabricated citation and the cancelled súmula through the Validator engine (CLT ends at art. 922; STJ 603 cancelled)', () => {
    const cited = r.findings.filter((f) => f.description.startsWith('Citação inválida')).map((f) => f.clause);
    expect(cited).toEqual(['art. 9999 da CLT']);
    const suspicious = r.findings.find((f) => f.description.startsWith('1 citação suspeita:'));
    expect(suspicious?.description).toContain('"Súmula 603 do STJ"');
    expect(suspicious?.description).toContain('foi cancelada e é citada como vigente');
  });

  it("lists every citation it checked, with the Validator's status and reason", () => {
    const byCitation = new Map(r.citations.map((c) => [c.citation, c]));
    expect(byCitation.get('art. 9999 da CLT')).toMatchObject({ kind: 'artigo', status: 'invalid' });
    expect(byCitation.get('Súmula 603 do STJ')).toMatchObject({ kind: 'sumula', status: 'suspicious' });
    expect(r.summary).toContain(`${r.citations.length} citações legais conferidas:`);
  });

  it('keeps the real citation (art. 477 § 8º of the CLT) out of the findings', () => {
    expect(r.findings.some((f) => f.clause?.includes('477'))).toBe(false);
  });
});

describe('scoreFindings — the stated rule', () => {
  const f = (type: AnalysisFinding['type'], severity: AnalysisFinding['severity']): AnalysisFinding => ({
    type,
    severity,
    clause: null,
    description: '',
    recommendation: '',
    legalBasis: '',
    source: 'motor',
  });

  it('takes 20/10/4 points per high/medium/low finding, half for opportunities', () => {
    expect(scoreFindings([f('risk', 'média'), f('opportunity', 'baixa')])).toEqual({
      score: 88,
      riskLevel: 'baixo',
    });
  });

  it('is medium risk with one high-severity risk even at score 80', () => {
    expect(scoreFindings([f('risk', 'alta')])).toEqual({ score: 80, riskLevel: 'médio' });
  });

  it('is high risk with two high-severity findings', () => {
    expect(scoreFindings([f('risk', 'alta'), f('compliance', 'alta')])).toEqual({
      score: 60,
      riskLevel: 'alto',
    });
  });

  it('never goes below 0', () => {
    expect(scoreFindings(Array.from({ length: 9 }, () => f('risk', 'alta'))).score).toBe(0);
  });
});
