// The confidentiality playbook (NDAs and the secrecy clauses of any contract): a hand-written NDA
// between two companies (fixtures/documents.ts) with its problems listed before the run, and a clean
// wording of each flagged clause. Rules read in the shipped lawbase: CPC art. 378 (no one is exempt
// from cooperating with the Judiciary); LGPD arts. 15 and 16 (personal data eliminated when the
// processing ends, kept only for the purposes art. 16 lists); CF art. 170, IV (free competition).
import type { AnalysisFinding } from '@lexato/schemas';
import { describe, expect, it } from 'vitest';
import { NDA } from './fixtures/documents.ts';
import { analyseRules } from './index.ts';
import { readRelation } from './relation.ts';

const findings = (text: string) => analyseRules(text, 'contract') as AnalysisFinding[];
const basesOn = (list: AnalysisFinding[], words: string) =>
  list.filter((f) => f.clause?.includes(words)).map((f) => f.legalBasis);

describe('confidentiality playbook (NDA between companies)', () => {
  const list = findings(NDA);

  it('reads two companies as a business relation', () => {
    expect(readRelation(NDA).value).toBe('empresarial');
  });

  it.each([
    ['ainda que por ordem judicial', 'CPC, art. 378'],
    ['dados pessoais de pacientes recebidos por prazo indeterminado', 'LGPD, arts. 15 e 16'],
    ['qualquer concorrente da REVELADORA', 'CF, art. 170, IV; CC, art. 1.147 (por analogia)'],
  ])('flags “%s” under %s, quoting the clause', (words, basis) => {
    expect(basesOn(list, words)).toContain(basis);
  });

  it('leaves the definition, the exceptions, the 5-year term and the return of documents unflagged', () => {
    expect(basesOn(list, 'Informação Confidencial é toda informação')).toEqual([]);
    expect(basesOn(list, 'Não é confidencial a informação')).toEqual([]);
    expect(basesOn(list, 'vigoram durante este acordo e por 5 (cinco) anos')).toEqual([]);
    expect(basesOn(list, 'devolverá ou destruirá os documentos')).toEqual([]);
  });

  it('accepts disclosure by court order with notice to the other party', () => {
    const clean = NDA.replace(
      'A RECEPTORA não divulgará a Informação Confidencial em nenhuma hipótese, ainda que por ordem judicial ou requisição de autoridade.',
      'A RECEPTORA só revelará a Informação Confidencial por ordem judicial ou de autoridade competente, avisando antes a REVELADORA.',
    );
    expect(basesOn(findings(clean), 'ordem judicial')).toEqual([]);
  });

  it('accepts personal data eliminated at the end, kept only for a legal obligation', () => {
    const clean = NDA.replace(
      'A RECEPTORA poderá manter cópias dos dados pessoais de pacientes recebidos por prazo indeterminado, mesmo após o término deste acordo.',
      'Os dados pessoais recebidos serão eliminados ao término deste acordo, salvo a conservação para cumprimento de obrigação legal.',
    );
    expect(basesOn(findings(clean), 'dados pessoais')).toEqual([]);
  });

  it('flags the court-order bar in any contract, not only in an NDA', () => {
    const b2b = `CONTRATO DE PRESTAÇÃO DE SERVIÇOS
CONTRATANTE: Alfa Ltda., CNPJ 10.203.040/0001-50. CONTRATADA: Beta S.A., CNPJ 20.304.050/0001-60.
CLÁUSULA 9ª. Os termos deste contrato são sigilosos e não serão revelados mesmo mediante ordem judicial.`;
    expect(basesOn(findings(b2b), 'mesmo mediante ordem judicial')).toContain('CPC, art. 378');
  });

  it('does not ask an NDA for a price, a termination clause nor a party list it has', () => {
    // An NDA is gratuitous and ends with its term; its parties are the REVELADORA and the RECEPTORA;
    // its object (CC art. 104, II) is the information it protects, defined in clause 1.
    const bases = list.map((f) => f.legalBasis);
    expect(bases).not.toContain('CC, art. 104, II (objeto determinado ou determinável)');
    expect(bases).not.toContain('CC, art. 104, I (agente capaz)');
    expect(bases).not.toContain('CC, arts. 472 a 475');
    expect(bases).not.toContain('CC, art. 473 (resilição unilateral mediante denúncia notificada)');
  });

  it('reads "vigora por" and "vigorará até" as a term (no CC art. 473 finding)', () => {
    const term = 'CC, art. 473 (resilição unilateral mediante denúncia notificada)';
    // Without the clauses that say "prazo", only the verb tells the term.
    const base = NDA.split('\n')
      .filter((l) => !/prazo/i.test(l))
      .join('\n');
    expect(findings(base).map((f) => f.legalBasis)).not.toContain(term);
    const until = base.replace(
      'As obrigações de sigilo vigoram durante este acordo e por 5 (cinco) anos após o seu término.',
      'Este acordo vigorará até 31 de dezembro de 2030.',
    );
    expect(until).toContain('vigorará até');
    expect(findings(until).map((f) => f.legalBasis)).not.toContain(term);
  });

  it('asks an NDA that does not define the confidential information for its object', () => {
    const undefinedInfo = NDA.replace(
      'Informação Confidencial é toda informação técnica ou comercial revelada pela REVELADORA, por escrito e identificada como confidencial, para a avaliação de uma parceria.',
      'As partes trocarão informações.',
    );
    const object = findings(undefinedInfo).filter(
      (f) => f.legalBasis === 'CC, art. 104, II (objeto determinado ou determinável)',
    );
    expect(object).toHaveLength(1);
    expect(object[0]?.description).toContain('informação confidencial');
  });
});
