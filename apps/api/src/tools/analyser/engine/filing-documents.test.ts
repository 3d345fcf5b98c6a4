// Documents indispensable to a civil action (CPC art. 320), by kind of action, in hand-written
// petitions (fixtures/petitions.ts) whose problems are listed before the run. Rules read in the
// shipped lawbase: CPC arts. 320, 615, parágrafo único (certidão de óbito),
// 700, caput and § 2º, I (prova escrita; memória de cálculo), 798, I, a and b (título; demonstrativo
// do débito); Lei 8.245/1991, art. 62, I (cálculo discriminado).
import type { AnalysisFinding } from '@lexato/schemas';
import { describe, expect, it } from 'vitest';
import {
  civilPetition,
  EVICTION_PETITION,
  EXECUTION_PETITION,
  INVENTORY_PETITION,
  LABOUR_PETITION,
  MONITORIA_PETITION,
} from './fixtures/petitions.ts';
import { analyseRules } from './index.ts';

const bases = (text: string) => (analyseRules(text, 'lawsuit') as AnalysisFinding[]).map((f) => f.legalBasis);
const DOCUMENT_BASES = [
  'CPC, arts. 320 e 798, I, a',
  'CPC, arts. 320 e 798, I, b',
  'CPC, arts. 320 e 700, caput',
  'CPC, arts. 320 e 700, § 2º, I',
  'Lei 8.245/1991, arts. 62, I; CPC, art. 320',
  'CPC, arts. 320 e 615, parágrafo único',
];
const documentBases = (text: string) => bases(text).filter((b) => DOCUMENT_BASES.includes(b));

describe('documents indispensable to the action (CPC art. 320)', () => {
  it('execution: the title is there, the updated debt statement is not (art. 798, I, b)', () => {
    expect(documentBases(EXECUTION_PETITION)).toEqual(['CPC, arts. 320 e 798, I, b']);
    const withStatement = EXECUTION_PETITION.replace(
      'e não pago.',
      'e não pago. Junta o demonstrativo do débito atualizado (doc. 3).',
    );
    expect(documentBases(withStatement)).toEqual([]);
  });

  it('execution: a statement the petition says it does not bring is still missing', () => {
    const denied = EXECUTION_PETITION.replace(
      'e não pago.',
      'e não pago. Deixa de juntar o demonstrativo do débito, que será apresentado depois.',
    );
    expect(documentBases(denied)).toEqual(['CPC, arts. 320 e 798, I, b']);
  });

  it('execution without any title named: art. 798, I, a as well', () => {
    const noTitle = EXECUTION_PETITION.replace(
      'O executado assinou, com duas testemunhas, instrumento particular de confissão de dívida de R$ 50.000,00 (doc. 2), vencido em 10/01/2026 e não pago.',
      'O executado deve à exequente R$ 50.000,00 desde 10/01/2026 e não pagou.',
    );
    expect(documentBases(noTitle)).toEqual(['CPC, arts. 320 e 798, I, a', 'CPC, arts. 320 e 798, I, b']);
  });

  it('monitória: no written proof and no memória de cálculo (art. 700)', () => {
    expect(documentBases(MONITORIA_PETITION)).toEqual([
      'CPC, arts. 320 e 700, caput',
      'CPC, arts. 320 e 700, § 2º, I',
    ]);
    const proven = MONITORIA_PETITION.replace(
      'conforme combinado verbalmente',
      'conforme notas fiscais com o recebimento assinado pelo réu (doc. 2) e memória de cálculo anexa (doc. 3)',
    );
    expect(documentBases(proven)).toEqual([]);
  });

  it('eviction for unpaid rent: no cálculo discriminado (Lei 8.245/1991, art. 62, I)', () => {
    expect(documentBases(EVICTION_PETITION)).toEqual(['Lei 8.245/1991, arts. 62, I; CPC, art. 320']);
    const withCalc = EVICTION_PETITION.replace(
      'desde dezembro de 2025.',
      'desde dezembro de 2025, conforme cálculo discriminado do débito (doc. 3).',
    );
    expect(documentBases(withCalc)).toEqual([]);
  });

  it('eviction without unpaid rent (end of the term) does not ask for the debt calculation', () => {
    const endOfTerm = EVICTION_PETITION.replace(
      'AÇÃO DE DESPEJO POR FALTA DE PAGAMENTO CUMULADA COM COBRANÇA DE ALUGUÉIS',
      'AÇÃO DE DESPEJO POR DENÚNCIA VAZIA',
    ).replace('e não paga os aluguéis desde dezembro de 2025.', 'notificado a desocupar em 30 dias.');
    expect(documentBases(endOfTerm)).toEqual([]);
  });

  it('inventory: no certidão de óbito (art. 615, parágrafo único)', () => {
    expect(documentBases(INVENTORY_PETITION)).toEqual(['CPC, arts. 320 e 615, parágrafo único']);
    const withCertificate = INVENTORY_PETITION.replace(
      'falecido em 20/01/2026,',
      'falecido em 20/01/2026 (certidão de óbito anexa),',
    );
    expect(documentBases(withCertificate)).toEqual([]);
  });

  it('does not ask for the procuração, which a petition rarely names and the text cannot show', () => {
    // CPC art. 287 asks for it, but its absence from the text proves nothing: silent, not a guess.
    expect(bases(EXECUTION_PETITION.replace(' (procuração anexa)', ''))).not.toContain('CPC, art. 287');
  });

  it('quotes nothing and names the rule and the kind of action', () => {
    const f = (analyseRules(EXECUTION_PETITION, 'lawsuit') as AnalysisFinding[]).find(
      (x) => x.legalBasis === 'CPC, arts. 320 e 798, I, b',
    );
    expect(f).toMatchObject({ clause: null, type: 'compliance', severity: 'alta' });
    expect(f?.description).toContain('execução de título extrajudicial');
    expect(f?.description).toContain('demonstrativo do débito atualizado');
  });

  it('leaves a labour claim to its own list (CLT art. 840)', () => {
    expect(documentBases(LABOUR_PETITION)).toEqual([]);
  });
});

describe('value of the claim with cumulated requests (CPC art. 292, VI)', () => {
  // Material damages of R$ 12.000,00 and moral damages of R$ 10.000,00: the value of the claim is
  // their sum, R$ 22.000,00 (art. 292, VI; fees in percent carry no value of their own).
  const petition = (value: string, second = 'b) danos morais de R$ 10.000,00;') =>
    civilPetition(
      '4ª VARA CÍVEL DA COMARCA DE RIBEIRÃO PRETO/SP',
      'AÇÃO DE INDENIZAÇÃO POR DANOS MATERIAIS E MORAIS',
      'BRUNO LIMA, solteiro, CPF 112.358.132-10, residente na Rua Um, 1, Ribeirão Preto/SP, bruno@exemplo.com, por sua advogada (procuração anexa), vem propor a presente ação em face de OFICINA RÁPIDA LTDA., CNPJ 21.345.589/0001-44, com sede na Rua Dois, 2, Ribeirão Preto/SP, contato@oficina.com.',
      'A ré devolveu o carro do autor com o motor danificado.',
      `a) danos materiais de R$ 12.000,00;\n${second}\nc) honorários de sucumbência de 20% sobre a condenação.`,
      value,
    );
  const valueFinding = (text: string) =>
    (analyseRules(text, 'lawsuit') as AnalysisFinding[]).filter((f) => f.legalBasis === 'CPC, art. 292, VI');

  it('accepts the sum, R$ 22.000,00, and flags one cent less', () => {
    expect(valueFinding(petition('R$ 22.000,00'))).toEqual([]);
    const low = valueFinding(petition('R$ 21.999,99'));
    expect(low).toHaveLength(1);
    expect(low[0]?.clause).toContain('R$ 21.999,99');
    // formatBRL writes a no-break space after R$.
    expect(low[0]?.description.replace(/\u00a0/g, ' ')).toContain(
      'R$ 12.000,00 + R$ 10.000,00 = R$ 22.000,00',
    );
  });

  it('leaves alternative requests alone: their value is the larger one (art. 292, VII)', () => {
    const alternative = petition('R$ 12.000,00', 'b) alternativamente, a troca do motor, de R$ 10.000,00;');
    expect(valueFinding(alternative)).toEqual([]);
  });
});

describe('federal competence (CF art. 109, I)', () => {
  // A federal public company (Caixa Econômica Federal) as defendant: federal judges, not a state
  // Vara Cível. A mixed-capital company (Banco do Brasil S.A.) is not in art. 109, I; claims against
  // the INSS may run in state courts (art. 109, I exception for work accidents; § 3º delegation), so
  // the engine stays silent there.
  const against = (court: string, defendant: string) =>
    civilPetition(
      court,
      'AÇÃO DE INDENIZAÇÃO',
      `BRUNO LIMA, solteiro, CPF 112.358.132-10, residente na Rua Um, 1, Ribeirão Preto/SP, bruno@exemplo.com, por sua advogada (procuração anexa), vem propor a presente ação em face da ${defendant}, com sede na Rua Dois, 2, Ribeirão Preto/SP, contato@exemplo.com.`,
      'O réu bloqueou indevidamente a conta do autor.',
      'a) danos morais de R$ 10.000,00.',
      'R$ 10.000,00',
    );
  const federal = (text: string) =>
    (analyseRules(text, 'lawsuit') as AnalysisFinding[]).filter((f) => f.legalBasis === 'CF, art. 109, I');
  const CEF = 'CAIXA ECONÔMICA FEDERAL, CNPJ 00.360.305/0001-04';

  it('flags a suit against the Caixa Econômica Federal addressed to a Vara Cível, quoting the court', () => {
    const found = federal(against('2ª VARA CÍVEL DA COMARCA DE RIBEIRÃO PRETO/SP', CEF));
    expect(found).toHaveLength(1);
    expect(found[0]?.clause).toContain('VARA CÍVEL');
  });

  it('leaves the same suit before a Vara Federal, and Banco do Brasil or the INSS before a Vara Cível', () => {
    expect(federal(against('1ª VARA FEDERAL DE RIBEIRÃO PRETO/SP', CEF))).toEqual([]);
    expect(
      federal(
        against(
          '2ª VARA CÍVEL DA COMARCA DE RIBEIRÃO PRETO/SP',
          'BANCO DO BRASIL S.A., CNPJ 00.000.000/0001-91',
        ),
      ),
    ).toEqual([]);
    expect(
      federal(
        against(
          '2ª VARA CÍVEL DA COMARCA DE RIBEIRÃO PRETO/SP',
          'INSTITUTO NACIONAL DO SEGURO SOCIAL – INSS',
        ),
      ),
    ).toEqual([]);
  });

  it('does not read "união estável" in a party’s qualification as the União', () => {
    const text = against(
      '2ª VARA CÍVEL DA COMARCA DE RIBEIRÃO PRETO/SP',
      'MARIA LIMA, em união estável, CPF 111.222.333-44',
    );
    expect(federal(text)).toEqual([]);
  });
});
