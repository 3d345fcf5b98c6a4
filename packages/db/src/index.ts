export {
  createDb,
  type Db,
  type DbHandle,
  type DbOptions,
  isStatementTimeout,
  PGLITE_SHARED_BUFFERS_MB,
  pingDb,
  withoutStatementTimeout,
} from './client.ts';
export { migrateToLatest } from './migrate.ts';
export type * from './tables/index.ts';
