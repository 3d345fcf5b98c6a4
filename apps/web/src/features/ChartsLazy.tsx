// The platform's charts, loaded on first use from one lazily loaded chunk (charts.ts: Recharts
// through @mantine/charts, ~100 KB) so no screen pays for them before it draws one, and the
// landing never does.
import type { DashboardStatsDto, PredictionCalibrationDto } from '@lexato/schemas';
import { lazy, Suspense } from 'react';
import type { CalcResultView } from './calculator/resultLines.ts';

const charts = () => import('./charts.ts');
const Monthly = lazy(() => charts().then((m) => ({ default: m.MonthlyChart })));
const Deadlines = lazy(() => charts().then((m) => ({ default: m.DeadlinesChart })));
const Reliability = lazy(() => charts().then((m) => ({ default: m.ReliabilityChart })));

/** The amount month by month; nothing for a result without a month-by-month table. */
export function MonthlyChart({ result }: { result: CalcResultView }) {
  if (!('mensal' in result) || !result.mensal?.length) return null;
  return (
    <Suspense fallback={null}>
      <Monthly result={result} />
    </Suspense>
  );
}

export function DeadlinesChart({ weeks }: { weeks: DashboardStatsDto['deadlinesByWeek'] | undefined }) {
  if (!weeks?.length) return null;
  return (
    <Suspense fallback={null}>
      <Deadlines weeks={weeks} />
    </Suspense>
  );
}

/** Shown once outcomes have been recorded; nothing to draw before. */
export function ReliabilityChart({
  calibration,
}: {
  calibration: PredictionCalibrationDto | null | undefined;
}) {
  if (!calibration || calibration.recordedOutcomes === 0 || !calibration.reliability) return null;
  return (
    <Suspense fallback={null}>
      <Reliability calibration={calibration} />
    </Suspense>
  );
}
