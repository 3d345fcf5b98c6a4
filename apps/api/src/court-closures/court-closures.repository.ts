// The court_closures table's one reader and writer: closures an administrator adds from the panel,
// each with its act. The monitor reads a court's rows when it counts a deadline on that court.
import type { Db } from '@lexato/db';
import type { CourtClosureInput } from '@lexato/legal';

export interface NewCourtClosure {
  court: string;
  date: string;
  kind: 'fechado' | 'parcial';
  name: string;
  act: string;
  actUrl: string;
  createdBy: string | null;
}

/** Every closure, newest day first (the admin screen reads the list whole). */
export function listCourtClosureRows(db: Db, limit: number) {
  return db
    .selectFrom('courtClosures')
    .selectAll()
    .orderBy('date', 'desc')
    .orderBy('court')
    .limit(limit)
    .execute();
}

export function insertCourtClosure(db: Db, row: NewCourtClosure) {
  return db.insertInto('courtClosures').values(row).returningAll().executeTakeFirstOrThrow();
}

export function deleteCourtClosure(db: Db, id: string) {
  return db.deleteFrom('courtClosures').where('id', '=', id).returningAll().executeTakeFirst();
}

/**
 * The closures of `court` (acronym as @lexato/legal writes it) as the deadline engine takes them:
 * the act named with its link, so the "Por que esta data?" trail shows where to read it.
 */
export async function closuresOfCourt(db: Db, court: string): Promise<CourtClosureInput[]> {
  return (await closuresOfCourts(db, [court])).get(court) ?? [];
}

/** The closures of each of `courts` (acronyms as @lexato/legal writes them), one query. */
export async function closuresOfCourts(
  db: Db,
  courts: readonly string[],
): Promise<Map<string, CourtClosureInput[]>> {
  const byCourt = new Map<string, CourtClosureInput[]>();
  if (!courts.length) return byCourt;
  const rows = await db
    .selectFrom('courtClosures')
    .select(['court', 'date', 'kind', 'name', 'act', 'actUrl'])
    .where('court', 'in', [...new Set(courts)])
    .orderBy('date')
    .execute();
  for (const r of rows) {
    const list = byCourt.get(r.court) ?? [];
    list.push({ date: r.date, kind: r.kind, name: r.name, act: `${r.act} (${r.actUrl})` });
    byCourt.set(r.court, list);
  }
  return byCourt;
}
