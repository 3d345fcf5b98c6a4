// The publications that start deadlines, captured from the DJEN: for one user, a search by each of
// their OAB numbers and by each active monitored case over the last days, storing each communication
// once (its hash), tied to the monitor whose number it names. A failed search stores nothing new and
// reports itself in the capture state; without a configured source the capture is off.
import type { Db } from '@lexato/db';
import { formatCnj, saoPauloDay } from '@lexato/legal';
import { type MonitorPublicationDto, type MonitorPublicationsDto, pluralize } from '@lexato/schemas';
import { DjenError, type DjenQuery, type DjenSettings, searchDjen } from './djen.client.ts';
import {
  findCaptureState,
  insertCommunications,
  listCommunications,
  listOabNumbers,
  saveCaptureState,
} from './djen.repository.ts';
import { type DeadlineCourt, defaultCalendarOf, djenPublicationDay } from './engine/deadline.ts';
import { listMonitors } from './monitor.repository.ts';
import { courtOf } from './monitor.service.ts';

export interface DjenDeps {
  db: Db;
  now: () => Date;
  djen: { baseUrl: string | undefined; timeoutMs: number; lookbackDays: number };
}

export type CaptureOutcome =
  | { status: 'off'; message: string }
  | { status: 'ok'; message: string; newCommunications: number }
  | { status: 'failed'; message: string }
  /** The background job found the user's storage budget full and captured nothing. */
  | { status: 'full'; message: string };

export const CAPTURE_OFF =
  'Captura de publicações do DJEN desligada: nenhuma fonte configurada neste servidor. Informe a data da disponibilização ao definir o prazo.';
const SHOWN = 100;

const digitsOf = (number: string) => number.replace(/\D/g, '');

function windowOf(now: Date, lookbackDays: number): { from: string; to: string } {
  const to = saoPauloDay(now);
  const from = saoPauloDay(new Date(now.getTime() - lookbackDays * 86_400_000));
  return { from, to };
}

/** One capture for one user; never throws for a DJEN failure (it is the outcome). */
export async function captureDjen(deps: DjenDeps, userId: string): Promise<CaptureOutcome> {
  const { baseUrl } = deps.djen;
  if (!baseUrl) return { status: 'off', message: CAPTURE_OFF };
  const settings: DjenSettings = { baseUrl, timeoutMs: deps.djen.timeoutMs };
  const { from, to } = windowOf(deps.now(), deps.djen.lookbackDays);
  const oab = await listOabNumbers(deps.db, userId);
  const monitors = (await listMonitors(deps.db, userId)).filter((m) => m.status === 'active');
  const queries: DjenQuery[] = [
    ...oab.map((o) => ({ oab: o, from, to })),
    ...monitors.map((m) => ({ processDigits: digitsOf(m.processNumber), from, to })),
  ];
  const byDigits = new Map(monitors.map((m) => [digitsOf(m.processNumber), m.id]));
  const found = new Map<string, Awaited<ReturnType<typeof searchDjen>>[number]>();
  try {
    for (const query of queries) for (const c of await searchDjen(settings, query)) found.set(c.hash, c);
  } catch (error) {
    if (!(error instanceof DjenError)) throw error;
    const outcome = { status: 'failed' as const, message: `${error.message} Nada foi alterado.` };
    await saveCaptureState(deps.db, userId, {
      lastAt: deps.now(),
      lastStatus: outcome.status,
      lastMessage: outcome.message,
    });
    return outcome;
  }
  const inserted = await insertCommunications(
    deps.db,
    [...found.values()].map((c) => ({
      userId,
      hash: c.hash,
      availableOn: c.availableOn,
      tribunal: c.tribunal,
      organ: c.organ,
      kind: c.kind,
      text: c.text,
      processNumber: formatCnj(c.processDigits),
      recipients: JSON.stringify(c.recipients),
      monitorId: byDigits.get(c.processDigits) ?? null,
    })),
  );
  const message = `${pluralize(inserted, 'nova comunicação', 'novas comunicações')} do DJEN entre ${from} e ${to}.`;
  await saveCaptureState(deps.db, userId, { lastAt: deps.now(), lastStatus: 'ok', lastMessage: message });
  return { status: 'ok', message, newCommunications: inserted };
}

/** The captured communications with the deadline each proposes, and the capture's state. */
export async function listPublications(deps: DjenDeps, userId: string): Promise<MonitorPublicationsDto> {
  const [rows, state, oabNumbers, monitors] = await Promise.all([
    listCommunications(deps.db, userId, SHOWN),
    findCaptureState(deps.db, userId),
    listOabNumbers(deps.db, userId),
    listMonitors(deps.db, userId),
  ]);
  const tribunalOf = new Map(monitors.map((m) => [m.id, m.tribunal]));
  // Each court once, with the closures an admin added (the same court a deadline set from it counts on).
  const courts = new Map<string, DeadlineCourt>();
  for (const tribunal of new Set(rows.map((r) => r.monitorId && tribunalOf.get(r.monitorId)))) {
    if (tribunal) courts.set(tribunal, await courtOf(deps.db, tribunal));
  }
  const items: MonitorPublicationDto[] = rows.map((r) => {
    const tribunal = r.monitorId ? tribunalOf.get(r.monitorId) : undefined;
    const court = tribunal ? courts.get(tribunal) : undefined;
    return {
      id: r.id,
      availableOn: r.availableOn,
      tribunal: r.tribunal,
      organ: r.organ,
      kind: r.kind,
      text: r.text,
      processNumber: r.processNumber,
      recipients: Array.isArray(r.recipients) ? r.recipients : [],
      monitorId: r.monitorId,
      status: r.status,
      proposal:
        tribunal && court
          ? {
              rule: 'djen',
              from: r.availableOn,
              publishedOn: djenPublicationDay(r.availableOn, court),
              calendar: defaultCalendarOf(tribunal),
              court: tribunal,
            }
          : null,
    };
  });
  return {
    enabled: deps.djen.baseUrl !== undefined,
    message: deps.djen.baseUrl ? 'Captura de publicações do DJEN ligada.' : CAPTURE_OFF,
    lastCapture: state ? { at: state.lastAt, status: state.lastStatus, message: state.lastMessage } : null,
    oabNumbers,
    items,
  };
}
