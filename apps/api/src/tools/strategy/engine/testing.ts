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
