import type { Db } from '@lexato/db';
import { type DashboardStatsDto, deriveDashboardFigures } from '@lexato/schemas';
import { deadlineWeeks } from './deadline-weeks.ts';

const HOUR = 3_600_000;

/** Every figure is computed by SQL over the user's own rows. */
export async function dashboardStats(db: Db, userId: string, now: Date): Promise<DashboardStatsDto> {
  const in48h = new Date(now.getTime() + 48 * HOUR);
  const yearAgo = new Date(now);
  yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);

  const counts = db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('monitors')
        .where('userId', '=', userId)
        .select(eb.fn.countAll<number>().as('n'))
        .as('totalMonitors'),
      eb
        .selectFrom('monitors')
        .where('userId', '=', userId)
        .where('status', '=', 'active')
        .select(eb.fn.countAll<number>().as('n'))
        .as('activeMonitors'),
      eb
        .selectFrom('analyses')
        .where('userId', '=', userId)
        .select(eb.fn.countAll<number>().as('n'))
        .as('totalAnalyses'),
      eb
        .selectFrom('searches')
        .where('userId', '=', userId)
        .select(eb.fn.countAll<number>().as('n'))
        .as('totalSearches'),
      eb
        .selectFrom('validators')
        .where('userId', '=', userId)
        .select(eb.fn.countAll<number>().as('n'))
        .as('totalValidations'),
      eb
        .selectFrom('predictions')
        .where('userId', '=', userId)
        .where('outcomeRecordedAt', '>=', yearAgo)
        .select(eb.fn.countAll<number>().as('n'))
        .as('recorded'),
      eb
        .selectFrom('predictions')
        .where('userId', '=', userId)
        .where('outcomeRecordedAt', '>=', yearAgo)
        .where('outcome', '=', 'favoravel')
        .select(eb.fn.countAll<number>().as('n'))
        .as('favourable'),
    ])
    .executeTakeFirstOrThrow();

  const deadlines = (from: Date, to: Date | null, limit: number) => {
    let q = db
      .selectFrom('monitors')
      .select(['id', 'nextDeadline', 'processTitle', 'processNumber'])
      .where('userId', '=', userId)
      .where('status', '=', 'active')
      .where('nextDeadline', '>=', from)
      .orderBy('nextDeadline')
      .limit(limit);
    if (to) q = q.where('nextDeadline', '<=', to);
    return q.execute();
  };

  const weeks = deadlineWeeks(now);
  const perWeek = db
    .selectFrom('monitors')
    .where('userId', '=', userId)
    .where('status', '=', 'active')
    .select((eb) =>
      weeks.map((w, i) =>
        eb.fn
          .countAll<number>()
          .filterWhere('nextDeadline', '>=', w.from)
          .filterWhere('nextDeadline', '<', w.to)
          .as(`w${i}`),
      ),
    )
    .executeTakeFirstOrThrow();

  const [c, urgent, upcoming, recent, week] = await Promise.all([
    counts,
    deadlines(now, in48h, 20),
    deadlines(now, null, 5),
    db
      .selectFrom('predictions')
      .select(['id', 'caseTitle', 'caseType', 'probability'])
      .where('userId', '=', userId)
      .orderBy('createdAt', 'desc')
      .limit(5)
      .execute(),
    perWeek,
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
