// The dashboard's figures: read-only queries over the user's own rows (it writes nothing). Plain
// functions taking `db` first.
import type { Db } from '@lexato/db';

/** Counts of monitors, analyses, searches, validations and outcomes recorded since `yearAgo`. */
export function countFigures(db: Db, userId: string, yearAgo: Date) {
  return db
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
}

/** Active monitors' deadlines from `from` (up to `to` when given), soonest first. */
export function activeDeadlines(db: Db, userId: string, from: Date, to: Date | null, limit: number) {
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
}

/** Active monitors' deadlines counted per week, as columns w0, w1, … */
export function deadlinesPerWeek(db: Db, userId: string, weeks: ReadonlyArray<{ from: Date; to: Date }>) {
  return db
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
}

export function recentPredictions(db: Db, userId: string, limit: number) {
  return db
    .selectFrom('predictions')
    .select(['id', 'caseTitle', 'caseType', 'probability'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .execute();
}
