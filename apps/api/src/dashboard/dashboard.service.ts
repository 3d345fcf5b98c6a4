import type { Db } from '@lexato/db';
import { type DashboardStatsDto, deriveDashboardFigures } from '@lexato/schemas';
import {
  activeDeadlines,
  countFigures,
  deadlinesPerWeek,
  recentPredictions,
} from './dashboard.repository.ts';
import { deadlineWeeks } from './deadline-weeks.ts';

const HOUR = 3_600_000;

/** Every figure is computed by SQL over the user's own rows. */
export async function dashboardStats(db: Db, userId: string, now: Date): Promise<DashboardStatsDto> {
  const in48h = new Date(now.getTime() + 48 * HOUR);
  const yearAgo = new Date(now);
  yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);

  const weeks = deadlineWeeks(now);

  const [c, urgent, upcoming, recent, week] = await Promise.all([
    countFigures(db, userId, yearAgo),
    activeDeadlines(db, userId, now, in48h, 20),
    activeDeadlines(db, userId, now, null, 5),
    recentPredictions(db, userId, 5),
    deadlinesPerWeek(db, userId, weeks),
  ]);

  const n = (v: unknown) => Number(v ?? 0);
  const recorded = n(c.recorded);
  const totals = {
    analyses: n(c.totalAnalyses),
    searches: n(c.totalSearches),
    validations: n(c.totalValidations),
  };
  const withDate = <T extends { nextDeadline: Date | null }>(rows: T[]) =>
    rows.flatMap((r) => (r.nextDeadline ? [{ ...r, nextDeadline: r.nextDeadline }] : []));

  return {
    activeMonitors: n(c.activeMonitors),
    totalMonitors: n(c.totalMonitors),
    urgentDeadlines: withDate(urgent),
    successRate: recorded > 0 ? Math.round((n(c.favourable) / recorded) * 100) : null,
    recordedOutcomes: recorded,
    recentPredictions: recent,
    upcomingHearings: withDate(upcoming),
    totalAnalyses: totals.analyses,
    totalSearches: totals.searches,
    totalValidations: totals.validations,
    derived: deriveDashboardFigures(totals.analyses, totals.searches, totals.validations),
    deadlinesByWeek: weeks.map((w, i) => ({
      weekStart: w.weekStart,
      weekEnd: w.weekEnd,
      count: n((week as Record<string, unknown>)[`w${i}`]),
    })),
  };
}
