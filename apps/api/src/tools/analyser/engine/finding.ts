import type { AnalysisFinding, FindingSeverity, FindingType } from '@lexato/schemas';
import type { Excerpt } from './text.ts';

/** A finding plus where it sits in the document (for ordering; absences sort last). */
export type LocatedFinding = AnalysisFinding & { at: number };

export interface FindingSpec {
  type: FindingType;
  severity: FindingSeverity;
  description: string;
  recommendation: string;
  legalBasis: string;
}

/** A finding about an excerpt of the document. */
export function about(excerpt: Excerpt, spec: FindingSpec): LocatedFinding {
  return { ...spec, clause: excerpt.text, source: 'motor', at: excerpt.start };
}

/** A finding about something the document lacks. */
export function missing(spec: FindingSpec): LocatedFinding {
  return { ...spec, clause: null, source: 'motor', at: Number.MAX_SAFE_INTEGER };
}
