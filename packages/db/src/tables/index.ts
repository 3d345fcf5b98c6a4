import type { ContactsTable } from './contacts.ts';
import type { CourtClosuresTable } from './court-closures.ts';
import type { DjenCaptureStateTable, DjenCommunicationsTable, DjenOabNumbersTable } from './djen.ts';
import type { AnalysesTable, DocumentsTable } from './documents.ts';
import type { GeneratedDocumentsTable, TemplatesTable, ValidatorsTable } from './drafting.ts';
import type { FilesTable } from './files.ts';
import type { IndexSeriesMonthsTable } from './index-series.ts';
import type { CalculationsTable, MonitorsTable } from './monitors.ts';
import type { DocumentPassagesTable } from './passages.ts';
import type { RateLimitsTable } from './rate-limits.ts';
import type { PredictionsTable, SearchesTable, StrategiesTable } from './research.ts';
import type { SessionsTable } from './sessions.ts';
import type {
  LawbaseStateTable,
  LegalSourceStatsTable,
  LegalSourcesTable,
  LegalSourceTermsTable,
} from './sources.ts';
import type { UserStorageTable } from './storage.ts';
import type { UsersTable } from './users.ts';

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  contacts: ContactsTable;
  files: FilesTable;
  documents: DocumentsTable;
  analyses: AnalysesTable;
  documentPassages: DocumentPassagesTable;
  searches: SearchesTable;
  predictions: PredictionsTable;
  templates: TemplatesTable;
  generatedDocuments: GeneratedDocumentsTable;
  legalSources: LegalSourcesTable;
  legalSourceTerms: LegalSourceTermsTable;
  legalSourceStats: LegalSourceStatsTable;
  lawbaseState: LawbaseStateTable;
  validators: ValidatorsTable;
  monitors: MonitorsTable;
  strategies: StrategiesTable;
  calculations: CalculationsTable;
  rateLimits: RateLimitsTable;
  indexSeriesMonths: IndexSeriesMonthsTable;
  djenOabNumbers: DjenOabNumbersTable;
  djenCommunications: DjenCommunicationsTable;
  djenCaptureState: DjenCaptureStateTable;
  courtClosures: CourtClosuresTable;
  userStorage: UserStorageTable;
}

export type * from './common.ts';
export type * from './contacts.ts';
export type * from './court-closures.ts';
export type * from './djen.ts';
export type * from './documents.ts';
export type * from './drafting.ts';
export type * from './files.ts';
export type * from './index-series.ts';
export type * from './monitors.ts';
export type * from './passages.ts';
export type * from './research.ts';
export type * from './sessions.ts';
export type * from './sources.ts';
export type * from './storage.ts';
export type * from './users.ts';
