import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';
import type { CreatedAt, Id, Json, RequiredJson } from './common.ts';

export type MonitorPriority = 'normal' | 'medium' | 'high';

export interface MonitorsTable {
  id: Id;
  userId: string;
  processNumber: string;
  processTitle: string;
  tribunal: string;
  court: string | null;
  status: ColumnType<string, string | undefined, string>;
  lastCheck: Date | null;
  lastMovement: Date | null;
  nextDeadline: Date | null;
  deadlineDescription: string | null;
  deadlineTrail: Json<unknown[]>;
  movements: Json<unknown[]>;
  alerts: Json<unknown[]>;
  priority: ColumnType<MonitorPriority, MonitorPriority | undefined, MonitorPriority>;
  tags: Json<string[]>;
  createdAt: CreatedAt;
  /** The tribunal chosen in the form when it contradicts the CNJ number (which wins). */
  tribunalInformed: string | null;
  /** The deadline as the user gave it (a date, or N dias úteis from an event), for the trail. */
  deadlineRule: ColumnType<unknown, unknown, unknown>;
  /** Last successful sync with DataJud: new movements after it raise alerts. */
  syncedAt: Date | null;
  lastRefreshAt: Date | null;
  lastRefreshStatus: string | null;
  lastRefreshMessage: string | null;
  refreshLeaseToken: string | null;
  refreshLeaseUntil: Date | null;
}
export type MonitorRow = Selectable<MonitorsTable>;
export type NewMonitor = Insertable<MonitorsTable>;
export type MonitorUpdate = Updateable<MonitorsTable>;

export interface CalculationsTable {
  id: Id;
  userId: string;
  type: string;
  title: string;
  inputs: RequiredJson<Record<string, unknown>>;
  results: Json<Record<string, unknown>>;
  fileId: string | null;
  createdAt: CreatedAt;
}
export type CalculationRow = Selectable<CalculationsTable>;
export type NewCalculation = Insertable<CalculationsTable>;
