// What the dashboard's procedure returns (its `.output()`); see analyser.output.ts.
import { z } from 'zod';

const deadlineItem = z.object({
  id: z.string(),
  nextDeadline: z.date(),
  processTitle: z.string(),
  processNumber: z.string(),
});

/** GET /api/platform/dashboard/stats: the counters and the cards derived from them. */
export const dashboardStatsDtoSchema = z.object({
  activeMonitors: z.number(),
  totalMonitors: z.number(),
  /** Monitors whose next deadline falls within the next 48 hours. */
  urgentDeadlines: z.array(deadlineItem),
  /** Favourable share (0-100) of outcomes recorded in the last 12 months; null when none. */
  successRate: z.number().nullable(),
  recordedOutcomes: z.number(),
  recentPredictions: z.array(
    z.object({ id: z.string(), caseTitle: z.string(), caseType: z.string(), probability: z.number() }),
  ),
  upcomingHearings: z.array(deadlineItem),
  totalAnalyses: z.number(),
  totalSearches: z.number(),
  totalValidations: z.number(),
  derived: z.object({ monthlyFees: z.number(), billedHours: z.number(), documentsAnalysed: z.number() }),
  /** Active monitors' deadlines in each of the next 8 São Paulo calendar weeks (Monday to Sunday, ISO dates). */
  deadlinesByWeek: z.array(z.object({ weekStart: z.string(), weekEnd: z.string(), count: z.number() })),
});
export type DashboardStatsDto = z.infer<typeof dashboardStatsDtoSchema>;
