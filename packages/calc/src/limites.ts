import type { NumberRule } from './validate.ts';

/**
 * The bounds and defaults of the calculators' numeric inputs, declared once: the engine validates
 * with them, @lexato/schemas builds its zod schemas from them and the web form its fields. No
 * import, no I/O (shared as `@lexato/calc/limites`).
 */
export const LIMITES = {
  dependentes: { min: 0, max: 50, integer: true, default: 0 },
  diasFerias: { min: 1, max: 30, integer: true, default: 30 },
  /** Abono pecuniário: at most 1/3 of the vacation days (CLT art. 143): 10 of 30. */
  venderDias: { min: 0, max: 10, integer: true, default: 0 },
  meses: { min: 1, max: 12, integer: true, default: 12 },
  horasExtras: { min: 0, max: 744 },
  /** CF art. 7º XVI: at least 50%. */
  percentualAdicional: { min: 50, max: 500, default: 50 },
  /** CF art. 7º XIII: at most 44 hours a week. */
  jornadaSemanal: { min: 1, max: 44, integer: true, default: 44 },
  diasUteis: { min: 1, max: 31, integer: true, default: 25 },
  diasRepouso: { min: 0, max: 31, integer: true, default: 5 },
  percentualHonorarios: { min: 0, max: 100, default: 10 },
} as const satisfies Record<string, NumberRule & { default?: number }>;

export type CampoLimitado = keyof typeof LIMITES;
