// Queries on the DJEN tables (djen_oab_numbers, djen_communications, djen_capture_state) and their one
// writer. Plain functions taking `db` first; every query filters by user_id.
import type { Db, DjenCommunicationStatus, NewDjenCommunication } from '@lexato/db';

export function listOabNumbers(db: Db, userId: string) {
  return db
    .selectFrom('djenOabNumbers')
    .select(['number', 'uf'])
    .where('userId', '=', userId)
    .orderBy('uf')
    .orderBy('number')
    .execute();
}

/** Replaces the user's OAB numbers with `numbers`. */
export async function replaceOabNumbers(
  db: Db,
  userId: string,
  numbers: Array<{ number: string; uf: string }>,
) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('djenOabNumbers').where('userId', '=', userId).execute();
    if (numbers.length) {
      await trx
        .insertInto('djenOabNumbers')
        .values(numbers.map((n) => ({ userId, number: n.number, uf: n.uf })))
        .execute();
    }
  });
}

/** Users with something to search for: an OAB number or an active monitor. */
export async function usersToCapture(db: Db): Promise<string[]> {
  const oab = await db.selectFrom('djenOabNumbers').select('userId').distinct().execute();
  const monitored = await db
    .selectFrom('monitors')
    .select('userId')
    .where('status', '=', 'active')
    .distinct()
    .execute();
  return [...new Set([...oab, ...monitored].map((r) => r.userId))];
}

/** Stores the communications not yet stored for the user (the API's hash decides); the new count. */
export async function insertCommunications(db: Db, rows: NewDjenCommunication[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insertInto('djenCommunications')
    .values(rows)
    .onConflict((oc) => oc.columns(['userId', 'hash']).doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}

export function listCommunications(db: Db, userId: string, limit: number) {
  return db
    .selectFrom('djenCommunications')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('availableOn', 'desc')
    .orderBy('capturedAt', 'desc')
    .limit(limit)
    .execute();
}

export function setCommunicationStatus(db: Db, userId: string, id: string, status: DjenCommunicationStatus) {
  return db
    .updateTable('djenCommunications')
    .set({ status })
    .where('id', '=', id)
    .where('userId', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

export function findCaptureState(db: Db, userId: string) {
  return db.selectFrom('djenCaptureState').selectAll().where('userId', '=', userId).executeTakeFirst();
}

export async function saveCaptureState(
  db: Db,
  userId: string,
  state: { lastAt: Date; lastStatus: string; lastMessage: string },
): Promise<void> {
  await db
    .insertInto('djenCaptureState')
    .values({ userId, ...state })
    .onConflict((oc) => oc.column('userId').doUpdateSet(state))
    .execute();
}
