/** GET /api/platform/dashboard/stats: counts of the user's own rows plus the derived cards. */
export interface DashboardStatsDto {
  activeMonitors: number;
  totalMonitors: number;
  /** Monitors whose next deadline falls within the next 48 hours. */
  urgentDeadlines: Array<{ id: string; nextDeadline: Date; processTitle: string; processNumber: string }>;
  /** Favourable share (0-100) of outcomes recorded in the last 12 months; null when none. */
  successRate: number | null;
  recordedOutcomes: number;
  recentPredictions: Array<{ id: string; caseTitle: string; caseType: string; probability: number }>;
  upcomingHearings: Array<{ id: string; nextDeadline: Date; processTitle: string; processNumber: string }>;
  totalAnalyses: number;
  totalSearches: number;
  totalValidations: number;
  derived: { monthlyFees: number; billedHours: number; documentsAnalysed: number };
  /** Active monitors' deadlines in each of the next 8 São Paulo calendar weeks (Monday to Sunday, ISO dates). */
  deadlinesByWeek: Array<{ weekStart: string; weekEnd: string; count: number }>;
}

/** Formulas. */
export const FEE_PER_ANALYSIS = 850;
export function deriveDashboardFigures(analyses: number, searches: number, validations: number) {
  return {
    monthlyFees: analyses * FEE_PER_ANALYSIS,
    billedHours: analyses * 12 + searches * 3,
    documentsAnalysed: analyses + validations,
  };
}
