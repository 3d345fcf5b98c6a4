// One document written by hand (fixtures/unseen-tenth.ts) with its problems listed here before the
// engine was first run on it: each problem must be found with its rule, quoting its clause, and each
// clean clause must stay unflagged.
// Planted: 6 problems; 6 clean clauses.
//
// First run: 0 of 6 found; 6 of 6 clean clauses left alone. Outside the list, false alarms: the
// essentials of a bilateral contract asked of a convention (parties, object, price, term, termination,
// forum, confidentiality, a liability cap, assignment, data protection), and the two fines read
// under CC arts. 412 and 413 instead of their own caps. After the rows in tenth-rules.test.ts (the
// convention's late fine, quorums, duty and antisocial fines, the síndico's term) and the convention
// read as its own kind of document (document-kind.ts): 6 of 6, none of those false alarms.
import type { AnalysisFinding } from '@lexato/schemas';
import { describe } from 'vitest';
import { checkBatch, type Problem } from './fixtures/unseen-batch.ts';
import { CONDOMINIUM_CONVENTION } from './fixtures/unseen-tenth.ts';
import { analyseRules } from './index.ts';

const PROBLEMS: readonly Problem[] = [
  [['multa de 10% (dez por cento)'], ['CC, art. 1.336']],
  [['alterada por maioria simples'], ['CC, art. 1.351']],
  [['obras voluptuárias'], ['CC, art. 1.341']],
  [['multa de 8 (oito) vezes'], ['CC, art. 1.336']],
  [['multa de 20 (vinte) vezes'], ['CC, art. 1.337']],
  [['mandato de 4 (quatro) anos'], ['CC, art. 1.347']],
];
const CLEAN: readonly string[] = [
  'na proporção das respectivas frações ideais',
  'O condômino inadimplente não poderá votar',
  'A assembleia geral ordinária reunir-se-á anualmente',
  'A mudança da destinação do edifício',
  'As obras ou reparações necessárias',
  'ficará sujeito à correção monetária',
];

describe('condominium convention', () => {
  checkBatch(analyseRules(CONDOMINIUM_CONVENTION, 'contract') as AnalysisFinding[], PROBLEMS, CLEAN, {
    apartFromPlanted: true,
  });
});
