// What the merits tests share: the engine run on a fixed day for one kind of case, and the answers
// they read (the limitation labels, the rules a case cites).
import { assessCase } from './engine.ts';

export type CaseType = Parameters<typeof assessCase>[0]['caseType'];
type Assessment = ReturnType<typeof assessCase>;

/** The engine for `caseType` on `today` (29/11/2026 unless given), with the filing date when there is one. */
export const assessOn =
  (caseType: CaseType, today = '2026-11-29') =>
  (description: string, dataAjuizamento?: string): Assessment =>
    assessCase({
      caseType,
      description,
      today,
      comparables: [],
      dates: dataAjuizamento ? { dataAjuizamento } : {},
    });

/** The limitation factors' labels, in order. */
export const periodLabels = (r: Assessment): string[] =>
  r.factors.filter((f) => f.kind === 'prescricao').map((f) => f.label);

/** Every factor that weighs, with its basis, one per line: where a rule's citation is looked for. */
export const cited = (r: Assessment): string =>
  r.factors
    .filter((f) => f.weight !== 0)
    .map((f) => `${f.label}: ${f.basis}`)
    .join('\n');
