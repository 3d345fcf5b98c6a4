import type { Migration } from 'kysely/migration';
import * as createCoreTables from './2026_11_22_0200_create_core_tables.ts';
import * as createRateLimits from './2026_11_22_0250_create_rate_limits.ts';
import * as createLegalSources from './2026_11_22_0310_create_legal_sources.ts';
import * as seedTemplates from './2026_11_22_0311_seed_templates.ts';
import * as addMonitorRefreshColumns from './2026_11_22_0320_add_monitor_refresh_columns.ts';
import * as addPredictionComparableRecords from './2026_11_22_0330_add_prediction_comparable_records.ts';
import * as stripInvisibleFromNames from './2026_11_24_1000_strip_invisible_from_names.ts';
import * as extendLegalSourcesLawbase from './2026_11_24_1200_extend_legal_sources_lawbase.ts';
import * as createDocumentPassages from './2026_11_24_1300_create_document_passages.ts';
import * as documentPassagesStorage from './2026_11_24_1301_document_passages_storage.ts';
import * as createIndexSeries from './2026_11_24_1400_create_index_series.ts';
import * as seedPetitionTemplates from './2026_11_24_1700_seed_petition_templates.ts';
import * as legalSourcesHeadingCaputTsv from './2026_11_24_2200_legal_sources_heading_caput_tsv.ts';
import * as ginPendingListLimit from './2026_11_25_0100_gin_pending_list_limit.ts';
import * as legalSourcesSubjects from './2026_11_25_0400_legal_sources_subjects.ts';
import * as pluralForms from './2026_11_25_0500_plural_forms.ts';
import * as legalSourcesWebLinks from './2026_11_28_0100_legal_sources_web_links.ts';
import * as createDjenCommunications from './2026_11_28_0300_create_djen_communications.ts';
import * as createCourtClosures from './2026_11_28_0400_create_court_closures.ts';
import * as userStorage from './2026_11_28_0500_user_storage.ts';
import * as accentedSuffixes from './2026_11_28_1800_accented_suffixes.ts';

// A static list: folder scanning of .ts migrations breaks under bundlers and test runners.
export const migrations: Record<string, Migration> = {
  '2026_11_22_0200_create_core_tables': createCoreTables,
  '2026_11_22_0250_create_rate_limits': createRateLimits,
  '2026_11_22_0310_create_legal_sources': createLegalSources,
  '2026_11_22_0311_seed_templates': seedTemplates,
  '2026_11_22_0320_add_monitor_refresh_columns': addMonitorRefreshColumns,
  '2026_11_22_0330_add_prediction_comparable_records': addPredictionComparableRecords,
  '2026_11_24_1000_strip_invisible_from_names': stripInvisibleFromNames,
  '2026_11_24_1200_extend_legal_sources_lawbase': extendLegalSourcesLawbase,
  '2026_11_24_1300_create_document_passages': createDocumentPassages,
  '2026_11_24_1301_document_passages_storage': documentPassagesStorage,
  '2026_11_24_1400_create_index_series': createIndexSeries,
  '2026_11_24_1700_seed_petition_templates': seedPetitionTemplates,
  '2026_11_24_2200_legal_sources_heading_caput_tsv': legalSourcesHeadingCaputTsv,
  '2026_11_25_0100_gin_pending_list_limit': ginPendingListLimit,
  '2026_11_25_0400_legal_sources_subjects': legalSourcesSubjects,
  '2026_11_25_0500_plural_forms': pluralForms,
  '2026_11_28_0100_legal_sources_web_links': legalSourcesWebLinks,
  '2026_11_28_0300_create_djen_communications': createDjenCommunications,
  '2026_11_28_0400_create_court_closures': createCourtClosures,
  '2026_11_28_0500_user_storage': userStorage,
  '2026_11_28_1800_accented_suffixes': accentedSuffixes,
};
