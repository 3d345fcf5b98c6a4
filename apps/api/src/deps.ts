import type { Db, SessionArea } from '@lexato/db';
import type { AiProvider } from './ai/provider.ts';
import type { AppConfig } from './config.ts';
import type { AttemptStore } from './http/attempts.ts';

/** What every procedure may use: injected once by buildApp, so tests can swap the clock. */
export interface AppDeps {
  db: Db;
  config: AppConfig;
  now: () => Date;
  cookieNames: Record<SessionArea, string>;
  /** Attempt counters for logins and contacts (Redis when configured, else Postgres). */
  attempts: AttemptStore;
  /** The language model when configured; otherwise the built-in engines answer alone. */
  ai: AiProvider;
}
