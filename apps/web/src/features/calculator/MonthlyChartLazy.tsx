// Loads the month-by-month chart (Recharts, ~100 KB) only for a result that has months to draw,
// in a chunk of its own: a static import made the bundler split Mantine and React's JSX runtime
// out of the landing entry into a shared chunk (+1.1 KB gzip on `/`, landing-bundle test).
import { lazy, Suspense } from 'react';
import type { CalcResultView } from './resultLines.ts';

const Chart = lazy(() => import('./MonthlyChart.tsx').then((m) => ({ default: m.MonthlyChart })));

export function MonthlyChart({ result }: { result: CalcResultView }) {
  if (!result.mensal?.length) return null;
  return (
    <Suspense fallback={null}>
      <Chart result={result} />
    </Suspense>
  );
}
