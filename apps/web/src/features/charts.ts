// Every chart of the platform, in one chunk loaded by ChartsLazy.tsx.
export { MonthlyChart } from './calculator/MonthlyChart.tsx';
export { DeadlinesChart } from './dashboard/DeadlinesChart.tsx';
export { ReliabilityChart } from './predict/ReliabilityChart.tsx';
