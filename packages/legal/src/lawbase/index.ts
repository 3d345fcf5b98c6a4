// The legal knowledge base: parsing compiled official texts into article, súmula and tema records.
export type { LawbaseAct } from './acts.ts';
export { LAWBASE_ACTS, lawbaseIds, SUMULA_URL, temaUrl } from './acts.ts';
export { articleBase, formatArticle, normaliseArticle } from './articles.ts';
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
