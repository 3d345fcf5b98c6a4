// The end of an employment contract that a dismissal's date gives: the notice, worked or indemnified,
// is part of the length of service (CLT art. 487, § 1º; due in the indirect dismissal too, § 4º), so
// the contract — and the two years of CF art. 7º, XXIX — end when the notice ends. Its length: 30
// days plus 3 for each full year of service, at most 90 (Lei 12.506/2011; the count of @lexato/calc).
import { diasAvisoProporcional } from '@lexato/calc';
import { addCalendarDays } from '@lexato/legal';

export const NOTICE_MIN_DAYS = 30;
export const NOTICE_MAX_DAYS = 90;

export interface ProjectedEnd {
  /** The dismissal's date plus the notice. */
  iso: string;
  days: number;
  /** Without the admission the notice is taken at its 30 days: the earliest end; it may run to 90. */
  admissionKnown: boolean;
  /** The end with the longest notice (90 days), for a verdict the unknown admission could change. */
  latestIso: string;
}

export function projectNotice(dismissal: string, admission: string | null): ProjectedEnd {
  const days = admission ? diasAvisoProporcional(admission, dismissal) : NOTICE_MIN_DAYS;
  return {
    iso: addCalendarDays(dismissal, days),
    days,
    admissionKnown: admission !== null,
    latestIso: admission ? addCalendarDays(dismissal, days) : addCalendarDays(dismissal, NOTICE_MAX_DAYS),
  };
}
