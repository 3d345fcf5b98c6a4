// The result lines of each calculation (the fields @lexato/calc returns) and when each appears.
import { type CalculationType, type ResultLine, resultLines as sharedLines } from '@lexato/schemas';
import type { RouterOutputs } from '../../lib/api-types.ts';

/** An engine result as the API returns it (typed by @lexato/calc, checked by the calculator's output). */
export type CalcResultView = RouterOutputs['calculations']['get']['results'];
export type MemoriaPasso = CalcResultView['memoria'][number];
export type LinhaMensal = Extract<CalcResultView, { mensal: unknown }>['mensal'][number];

/** The month-by-month table: only correção monetária and liquidação de sentença carry one. */
export const monthlyLines = (r: CalcResultView): LinhaMensal[] =>
  ('mensal' in r ? r.mensal : undefined) ?? [];
/** What a lawyer must read: liquidação's warnings (a fixed index across legal regimes…), rescisão's notes. */
export const warningsOf = (r: CalcResultView): string[] => [
  ...(('avisos' in r ? r.avisos : undefined) ?? []),
  ...(('observacoes' in r ? r.observacoes : undefined) ?? []),
];

export type { ResultLine } from '@lexato/schemas';
export { formatPercent } from '@lexato/schemas';

/** The lines to show for a result (one definition with the printed memo, in @lexato/schemas). */
export const resultLines = (type: CalculationType, r: CalcResultView): ResultLine[] =>
  sharedLines(type, r as unknown as Readonly<Record<string, unknown>>);
