// One document written by hand (fixtures/unseen-eleventh.ts) with its problems listed here before
// the engine was first run on it: each problem must be found with its rule, quoting its clause, and
// each clean clause must stay unflagged.
// Planted: 6 problems; 5 clean clauses.
import type { AnalysisFinding } from '@lexato/schemas';
import { describe } from 'vitest';
import { checkBatch, type Problem } from './fixtures/unseen-batch.ts';
import { PRIVATE_EXECUTION } from './fixtures/unseen-eleventh.ts';
import { analyseRules } from './index.ts';

const PROBLEMS: readonly Problem[] = [
  [['assinado apenas por ele e pelo credor'], ['CPC, art. 784, III']],
  [['no prazo de 15 (quinze) dias'], ['CPC, art. 829']],
  [['20% (vinte por cento) sobre o valor do débito'], ['CPC, art. 827']],
  [['juros de 5% (cinco por cento) ao mês'], ['Decreto 22.626/1933', 'CC, art. 591', 'CC, art. 406']],
  [['vencimento em 10/01/2021'], ['CC, art. 206, § 5º, I', 'Súmula 150 do STF']],
  [['AÇÃO DE EXECUÇÃO DE TÍTULO EXTRAJUDICIAL'], ['CPC, arts. 320 e 798, I, b']],
];
const CLEAN: readonly string[] = [
  'penhora on-line de ativos financeiros',
  'certidão da admissão da execução',
  'Dá-se à causa o valor de R$ 40.000,00',
  'por seu advogado (procuração anexa)',
  'PAULO HENRIQUE DUARTE, brasileiro, solteiro',
];

describe('execution of a private confession of debt', () => {
  checkBatch(analyseRules(PRIVATE_EXECUTION, 'lawsuit') as AnalysisFinding[], PROBLEMS, CLEAN, {
    apartFromPlanted: true,
  });
});
