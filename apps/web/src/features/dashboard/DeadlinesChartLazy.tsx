// The deadlines chart in a chunk of its own (Recharts), loaded once the stats have arrived; see
// features/calculator/MonthlyChartLazy.tsx for why charts are never imported statically.
import type { DashboardStatsDto } from '@lexato/schemas';
import { lazy, Suspense } from 'react';

const Chart = lazy(() => import('./DeadlinesChart.tsx').then((m) => ({ default: m.DeadlinesChart })));

export function DeadlinesChart({ weeks }: { weeks: DashboardStatsDto['deadlinesByWeek'] | undefined }) {
  if (!weeks?.length) return null;
  return (
    <Suspense fallback={null}>
      <Chart weeks={weeks} />
    </Suspense>
  );
}
