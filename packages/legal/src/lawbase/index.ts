// The legal knowledge base: compiled official texts → article, súmula and tema records.
export type { LawbaseAct } from './acts.ts';
export { articleUrl, LAWBASE_ACTS, lawbaseIds, SUMULA_URL, temaUrl } from './acts.ts';
export type { AgreedEntry, LeftOutEntry, Transcription } from './agree-transcriptions.ts';
export { agreeTranscriptions, comparable } from './agree-transcriptions.ts';
export { articleBase, formatArticle, normaliseArticle } from './articles.ts';
export type { LawbaseBuild, LawbaseRow, LawbaseSources, SubjectIndex } from './build.ts';
export { articleRows, buildLawbase } from './build.ts';
export type { GluedWord, Vocabulary } from './glued-words.ts';
export { findGluedWords, vocabulary } from './glued-words.ts';
export type { ParseActOptions } from './parse-act.ts';
export { parseAct } from './parse-act.ts';
export { parseStfSumulas, parseStjSumulas, parseTemas } from './parse-precedents.ts';
export type { ProvisionState } from './provisions.ts';
export { provisionState, withoutLabel } from './provisions.ts';
export type { LaterRevocation } from './revocations.ts';
export { applyLaterRevocations, LATER_REVOCATIONS } from './revocations.ts';
export type { ProvisionPath } from './structure.ts';
export { findProvision } from './structure.ts';
export type {
  ArticleRecord,
  ArticleStructure,
  ProvisionStatus,
  ProvisionUnit,
  SumulaRecord,
  SumulaRecordStatus,
  TemaRecord,
  TemaStatus,
  UnitKind,
} from './types.ts';
