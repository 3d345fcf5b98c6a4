// The next 8 calendar weeks in São Paulo (Monday to Sunday, local midnight to local midnight),
// for the dashboard's "prazos por semana". A deadline at 23:30 on a Sunday in Brasília is still
// that week's, even though it is Monday in UTC.
import { saoPauloDay } from '@lexato/legal';

const DAY = 86_400_000;
export const DEADLINE_WEEKS = 8;

const offsetFmt = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Sao_Paulo',
  timeZoneName: 'longOffset',
});

/** Minutes São Paulo is ahead of UTC at an instant (−180 since 2019; DST years had −120). */
function offsetMinutes(at: Date): number {
  const name = offsetFmt.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT-03:00';
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

/** The instant a São Paulo calendar day (given as a UTC-midnight date) starts. */
function localMidnight(dayUtc: number): Date {
  const guess = new Date(dayUtc + 3 * 3_600_000);
  return new Date(dayUtc - offsetMinutes(guess) * 60_000);
}

export interface DeadlineWeek {
  /** Monday and Sunday of the week, ISO dates in São Paulo. */
  weekStart: string;
  weekEnd: string;
  /** Counted from (the first week: from now on, a past deadline is not a coming one). */
  from: Date;
  to: Date;
}

export function deadlineWeeks(now: Date, weeks = DEADLINE_WEEKS): DeadlineWeek[] {
  const today = Date.parse(`${saoPauloDay(now)}T00:00:00Z`);
  const mondayOffset = (new Date(today).getUTCDay() + 6) % 7;
  const monday = today - mondayOffset * DAY;
  return Array.from({ length: weeks }, (_, i) => {
    const start = monday + i * 7 * DAY;
    const startAt = localMidnight(start);
    return {
      weekStart: new Date(start).toISOString().slice(0, 10),
      weekEnd: new Date(start + 6 * DAY).toISOString().slice(0, 10),
      from: i === 0 && now > startAt ? now : startAt,
      to: localMidnight(start + 7 * DAY),
    };
  });
}
