import type { MonitorDto, MonitorMovementDto } from '@lexato/schemas';
import { MOVEMENTS_SHOWN } from '@lexato/schemas';

/** 'N dias' rounded up; today and past deadlines said in words. */
export function daysLeftLabel(daysLeft: number | null): string | null {
  if (daysLeft === null) return null;
  if (daysLeft < 0) return `Vencido há ${-daysLeft} dia${daysLeft === -1 ? '' : 's'}`;
  if (daysLeft === 0) return 'Vence hoje';
  return `${daysLeft} dia${daysLeft === 1 ? '' : 's'} restante${daysLeft === 1 ? '' : 's'}`;
}

/** Status 'active', anything else shown as inactive. */
export const isActive = (m: Pick<MonitorDto, 'status'>) => m.status === 'active';

/** The 5 most recent movements. */
export function latestMovements(movements: MonitorMovementDto[]): MonitorMovementDto[] {
  return [...movements].sort((a, b) => b.date.localeCompare(a.date)).slice(0, MOVEMENTS_SHOWN);
}

export const PRIORITY_COLORS = { normal: 'gray', medium: 'yellow', high: 'red' } as const;
