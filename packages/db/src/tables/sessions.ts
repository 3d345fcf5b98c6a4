import type { Insertable, Selectable } from 'kysely';
import type { CreatedAt } from './common.ts';

export type SessionArea = 'admin' | 'platform';

export interface SessionsTable {
  /** sha256 of the cookie token: a leaked table does not leak usable sessions. */
  id: string;
  userId: string;
  area: SessionArea;
  createdAt: CreatedAt;
  lastSeenAt: Date;
  expiresAt: Date;
}
export type Session = Selectable<SessionsTable>;
export type NewSession = Insertable<SessionsTable>;
