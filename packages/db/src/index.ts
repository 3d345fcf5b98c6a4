export {
  createDb,
  type Db,
  type DbHandle,
  type DbOptions,
  isStatementTimeout,
  pingDb,
  withoutStatementTimeout,
} from './client.ts';
export { migrateToLatest } from './migrate.ts';
export type * from './tables/index.ts';
