// Queries on the monitors table, and its one writer: the screen's changes and DataJud refreshes
// (whose lease is taken and released here). Plain functions taking `db` or a transaction first;
// every query the screen makes filters by user_id.
import type { Db, MonitorUpdate, NewMonitor } from '@lexato/db';
import { sql } from 'kysely';
import { MONITOR_COLUMNS } from './monitor.dto.ts';

export function listMonitors(db: Db, userId: string) {
  return db
    .selectFrom('monitors')
    .select(MONITOR_COLUMNS)
    .where('userId', '=', userId)
    .orderBy(sql`case when status = 'active' then 0 else 1 end`)
    .orderBy(sql`next_deadline asc nulls last`)
    .orderBy('createdAt', 'desc')
    .execute();
}

export function findMonitor(db: Db, userId: string, id: string) {
  return db
    .selectFrom('monitors')
    .select(MONITOR_COLUMNS)
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

export function findMonitorIdByNumber(db: Db, userId: string, processNumber: string) {
  return db
    .selectFrom('monitors')
    .select('id')
    .where('userId', '=', userId)
    .where('processNumber', '=', processNumber)
    .executeTakeFirst();
}

/** Whether the monitor exists (and, given `userId`, is that user's). */
export function findMonitorId(db: Db, id: string, userId?: string) {
  let q = db.selectFrom('monitors').select('id').where('id', '=', id);
  if (userId) q = q.where('userId', '=', userId);
  return q.executeTakeFirst();
}

export function insertMonitor(db: Db, monitor: NewMonitor) {
  return db.insertInto('monitors').values(monitor).returning(MONITOR_COLUMNS).executeTakeFirstOrThrow();
}

export function deleteMonitor(db: Db, userId: string, id: string) {
  return db
    .deleteFrom('monitors')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .returning('id')
    .executeTakeFirst();
}

/** The user's monitor after the change; undefined when it is not theirs (or gone). */
export function updateMonitor(db: Db, userId: string, id: string, changes: MonitorUpdate) {
  return db
    .updateTable('monitors')
    .set(changes)
    .where('id', '=', id)
    .where('userId', '=', userId)
    .returning(MONITOR_COLUMNS)
    .executeTakeFirst();
}

/**
 * Takes the refresh lease with one conditional UPDATE: only when no lease is held or the held one
 * has expired. Undefined when the monitor is busy, missing or (given `userId`) someone else's.
 */
export function claimRefreshLease(
  db: Db,
  lease: { id: string; userId: string | undefined; token: string; until: Date; now: Date },
) {
  let q = db
    .updateTable('monitors')
    .set({ refreshLeaseToken: lease.token, refreshLeaseUntil: lease.until })
    .where('id', '=', lease.id)
    .where((eb) => eb.or([eb('refreshLeaseUntil', 'is', null), eb('refreshLeaseUntil', '<', lease.now)]));
  if (lease.userId) q = q.where('userId', '=', lease.userId);
  return q.returning([...MONITOR_COLUMNS, 'syncedAt']).executeTakeFirst();
}

/** Writes the refresh's changes and releases the lease, only if the lease is still `token`. */
export function settleRefreshLease(db: Db, id: string, token: string, changes: MonitorUpdate) {
  return db
    .updateTable('monitors')
    .set({ ...changes, refreshLeaseToken: null, refreshLeaseUntil: null })
    .where('id', '=', id)
    .where('refreshLeaseToken', '=', token)
    .returning(MONITOR_COLUMNS)
    .executeTakeFirst();
}

/** Releases the lease, only if it is still `token`, changing nothing else. */
export async function releaseRefreshLease(db: Db, id: string, token: string): Promise<void> {
  await db
    .updateTable('monitors')
    .set({ refreshLeaseToken: null, refreshLeaseUntil: null })
    .where('id', '=', id)
    .where('refreshLeaseToken', '=', token)
    .execute();
}

/** Active monitors whose last attempt is older than `olderThan`, oldest first (keyset by id). */
export async function dueMonitorIds(
  db: Db,
  olderThan: Date,
  afterId: string | null,
  limit: number,
): Promise<string[]> {
  let q = db
    .selectFrom('monitors')
    .select('id')
    .where('status', '=', 'active')
    .where((eb) => eb.or([eb('lastRefreshAt', 'is', null), eb('lastRefreshAt', '<', olderThan)]))
    .orderBy('id')
    .limit(limit);
  if (afterId) q = q.where('id', '>', afterId);
  const rows = await q.execute();
  return rows.map((r) => r.id);
}

/** Every user's monitors on `tribunal` (as stored) with a deadline set: recounted when its closures change. */
export function listMonitorsWithDeadlineOn(db: Db, tribunal: string) {
  return db
    .selectFrom('monitors')
    .select(['id', 'userId', 'tribunal', 'deadlineRule', 'deadlineDescription', 'alerts'])
    .where('tribunal', '=', tribunal)
    .where('deadlineRule', 'is not', null)
    .execute();
}
