import type { Selectable } from 'kysely';
import type { CreatedAt, Id } from './common.ts';

/** A court's closure added by an administrator, with the act that orders it. */
export interface CourtClosuresTable {
  id: Id;
  /** Tribunal acronym as @lexato/legal writes it ('TJSP', 'TRT2'). */
  court: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  /** 'fechado': no expediente (CPC art. 216); 'parcial': reduced hours (CPC art. 224, § 1º). */
  kind: 'fechado' | 'parcial';
  name: string;
  act: string;
  actUrl: string;
  createdBy: string | null;
  createdAt: CreatedAt;
}
export type CourtClosureRow = Selectable<CourtClosuresTable>;
