/**
 * Time to render the PDF memo of a 10-year liquidação (120 months: about 130 memo steps and 120
 * month-by-month rows), from the stored result to the finished file, on one core.
 * Target: < 1 s. Reports wall time and the process's CPU time per file (the CPU time
 * is what one core spends, whatever else the machine runs).
 *
 *   taskset -c 0 node bench/reports.bench.ts [runs]
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { calculationReport } from '../apps/api/src/reports/calculation-report.ts';
import { calculateLiquidacao } from './reports.fixture.ts';

const runs = Number(process.argv[2] ?? 20);
const { detail, months, steps } = calculateLiquidacao();
const at = new Date('2026-11-24T12:00:00Z');

for (let i = 0; i < 3; i++) await calculationReport(detail, at); // warm-up (JIT)

const wall: number[] = [];
const cpu: number[] = [];
let bytes = 0;
for (let i = 0; i < runs; i++) {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  bytes = (await calculationReport(detail, at)).length;
  wall.push(performance.now() - t0);
  const c = process.cpuUsage(c0);
  cpu.push((c.user + c.system) / 1000);
}
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const pick = (xs: number[], q: number) => sorted(xs)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? 0;
const fmt = (xs: number[]) =>
  `median ${pick(xs, 0.5).toFixed(0)} ms, p95 ${pick(xs, 0.95).toFixed(0)} ms, max ${Math.max(...xs).toFixed(0)} ms`;
console.log(
  `${months} months, ${steps} memo steps, ${(bytes / 1024).toFixed(0)} KiB, ${runs} runs, load ${loadavg()[0]?.toFixed(1)}`,
);
console.log(`wall: ${fmt(wall)}`);
console.log(`cpu:  ${fmt(cpu)}`);
