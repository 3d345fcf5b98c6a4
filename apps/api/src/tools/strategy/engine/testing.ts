// The engine's input with everything a case does not state left empty, for tests: a case names its
// conflict and description, and any field it wants to set.
import type { ConflictType } from '@lexato/schemas';
import { analyzeStrategy, type StrategyEngineInput } from './strategy.ts';

export type StrategyCase = Partial<StrategyEngineInput> & {
  conflictType: ConflictType;
  caseDescription: string;
};

export const strategyRunner =
  (today: string, desiredOutcome = 'Resolver o conflito') =>
  (over: StrategyCase) =>
    analyzeStrategy({
      desiredOutcome,
      budget: null,
      timeframe: null,
      today,
      linkedPrediction: null,
      linkedSearch: null,
      ...over,
    });

type Analysis = ReturnType<typeof analyzeStrategy>;
/** Every offered route's name and basis, to look for a remedy or its rule. */
export const named = (r: Analysis) => r.strategies.map((s) => `${s.name} ${s.legalBasis}`).join(' | ');
/** The first route's name and basis. */
export const first = (r: Analysis) => `${r.strategies[0]?.name} ${r.strategies[0]?.legalBasis}`;
