// One document written by hand (fixtures/unseen-eleventh.ts) with its problems listed here before
// the engine was first run on it: each problem must be found with its rule, quoting its clause, and
// each clean clause must stay unflagged.
// Planted: 6 problems; 5 clean clauses.
//
// First run: 1 of 6 by its rule (the missing demonstrativo, CPC art. 798, I, b), 0 of 6 with the
// quote the list asked — a document the petition does not mention is reported without a clause, so
// that entry is checked by its rule alone (below); 5 of 5 clean clauses left alone. Outside the
// list, false alarms: CPC art. 319, VI and VII asked of an execution, which rests on its title and
// has no conciliation hearing. After the execution's playbook in filing-playbooks.ts (the three
// days of art. 829, the 10 % of art. 827, the two witnesses of art. 784, III, the five years of CC
// art. 206, § 5º, I with Súmula 150 do STF, the Lei de Usura on the title's interest) and art. 319,
// VI and VII left out of it: 6 of 6, no false alarm.
import type { AnalysisFinding } from '@lexato/schemas';
import { describe, expect, it } from 'vitest';
import { checkBatch, type Problem } from './fixtures/unseen-batch.ts';
import { PRIVATE_EXECUTION } from './fixtures/unseen-eleventh.ts';
import { analyseRules } from './index.ts';

const PROBLEMS: readonly Problem[] = [
  [['assinado apenas por ele e pelo credor'], ['CPC, art. 784, III']],
  [['no prazo de 15 (quinze) dias'], ['CPC, art. 829']],
  [['20% (vinte por cento) sobre o valor do débito'], ['CPC, art. 827']],
  [['juros de 5% (cinco por cento) ao mês'], ['Decreto 22.626/1933', 'CC, art. 591', 'CC, art. 406']],
  [['vencimento em 10/01/2021'], ['CC, art. 206, § 5º, I', 'Súmula 150 do STF']],
];
const CLEAN: readonly string[] = [
  'penhora on-line de ativos financeiros',
  'certidão da admissão da execução',
  'Dá-se à causa o valor de R$ 40.000,00',
  'por seu advogado (procuração anexa)',
  'PAULO HENRIQUE DUARTE, brasileiro, solteiro',
];

describe('execution of a private confession of debt', () => {
  const list = analyseRules(PRIVATE_EXECUTION, 'lawsuit') as AnalysisFinding[];
  checkBatch(list, PROBLEMS, CLEAN, {
    apartFromPlanted: true,
    cleanBases: ['CPC, art. 319, VI', 'CPC, arts. 319, VII, e 334, § 5º'],
  });
  it('finds the demonstrativo of the debt missing (CPC, art. 798, I, b)', () => {
    expect(list.map((f) => f.legalBasis)).toContain('CPC, arts. 320 e 798, I, b');
  });
});
