// Court closures (and partial days) from the admin panel: add, list and remove, each with the act that orders it.
// Adding or removing one recounts the deadlines already set on that court's monitors; a user whose
// due date moved sees an alert saying from which date to which, and why.
import type { Db } from '@lexato/db';
import { type CourtClosureDto, type courtClosureInputSchema, isId } from '@lexato/schemas';
import type { z } from 'zod';
import { AppError, notFound } from '../errors.ts';
import { recountCourtDeadlines } from '../tools/monitor/monitor.service.ts';
import { deleteCourtClosure, insertCourtClosure, listCourtClosureRows } from './court-closures.repository.ts';

export const CLOSURE_NOT_FOUND = 'Fechamento não encontrado.';
export const DUPLICATE_CLOSURE = 'Já há um fechamento deste tribunal nesta data.';
/** Closures listed at once. */
const LIST_LIMIT = 2000;

type Row = Awaited<ReturnType<typeof listCourtClosureRows>>[number];
const toDto = (r: Row): CourtClosureDto => ({
  id: r.id,
  court: r.court,
  date: r.date,
  kind: r.kind,
  name: r.name,
  act: r.act,
  actUrl: r.actUrl,
  createdAt: r.createdAt,
});

export async function listCourtClosures(db: Db): Promise<CourtClosureDto[]> {
  return (await listCourtClosureRows(db, LIST_LIMIT)).map(toDto);
}

export interface ClosureChange {
  closure: CourtClosureDto;
  /** Deadlines already set on the court's monitors whose due date moved. */
  recounted: number;
}

export async function addCourtClosure(
  db: Db,
  input: z.output<typeof courtClosureInputSchema>,
  adminId: string,
  now: Date,
): Promise<ClosureChange> {
  try {
    const row = await insertCourtClosure(db, { ...input, createdBy: adminId });
    const recounted = await recountCourtDeadlines(db, row.court, now, {
      added: `${row.name} em ${row.date.split('-').reverse().join('/')} (${row.act})`,
    });
    return { closure: toDto(row), recounted };
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw new AppError('conflict', DUPLICATE_CLOSURE);
    throw error;
  }
}

export async function removeCourtClosure(db: Db, id: string, now: Date): Promise<ClosureChange> {
  if (!isId(id)) notFound(CLOSURE_NOT_FOUND);
  const row = await deleteCourtClosure(db, id.toLowerCase());
  if (!row) notFound(CLOSURE_NOT_FOUND);
  const recounted = await recountCourtDeadlines(db, row.court, now, {
    removed: `${row.name} em ${row.date.split('-').reverse().join('/')} (${row.act})`,
  });
  return { closure: toDto(row), recounted };
}
