import type { Db, SessionArea } from '@lexato/db';
import type { AiProvider } from './ai/provider.ts';
import type { AppConfig } from './config.ts';

/** What every procedure may use: injected once by buildApp, so tests can swap the clock. */
export interface AppDeps {
  db: Db;
  config: AppConfig;
  now: () => Date;
  cookieNames: Record<SessionArea, string>;
  /** The language model when configured; otherwise the built-in engines answer alone. */
  ai: AiProvider;
}
