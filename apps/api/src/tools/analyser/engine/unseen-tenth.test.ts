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
import { describe, expect, it } from 'vitest';
import { CONDOMINIUM_CONVENTION } from './fixtures/unseen-tenth.ts';
import { analyseRules } from './index.ts';

/** [words of the clause quoted (any of them), words of the legal basis (any of them)]. */
type Problem = [readonly string[], readonly string[]];

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
  const list = analyseRules(CONDOMINIUM_CONVENTION, 'contract') as AnalysisFinding[];
  it.each(PROBLEMS)('finds %j under %j', (quotes, bases) => {
    const hits = list.filter(
      (f) =>
        bases.some((b) => f.legalBasis.includes(b)) && quotes.some((q) => f.clause?.includes(q) === true),
    );
    expect(hits.length).toBeGreaterThan(0);
  });
  it.each(CLEAN)('leaves “%s” alone', (words) => {
    expect(
      list
        .filter(
          (f) => f.clause?.includes(words) && !PROBLEMS.some(([q]) => q.some((w) => f.clause?.includes(w))),
        )
        .map((f) => f.legalBasis),
    ).toEqual([]);
  });
});
