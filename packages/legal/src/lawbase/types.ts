// The records of the legal knowledge base (articles, súmulas, temas) as the parser produces them
// and the corpus table stores them. The shapes are the data contract between the parser, the
// loader, Search and the Validator.

/** Articles: vigente / revogado / vetado. Súmulas: vigente / cancelada / superada. */
export type ProvisionStatus = 'vigente' | 'revogado' | 'vetado';
export type SumulaRecordStatus = 'vigente' | 'cancelada' | 'superada';
/** Tema: vigente = thesis fixed; pendente = no thesis yet (afetado, sobrestado…); cancelada. */
export type TemaStatus = 'vigente' | 'pendente' | 'cancelada';

export type UnitKind = 'paragrafo' | 'inciso' | 'alinea' | 'item';

/**
 * A provision inside an article (LC 95/1998 art. 10: parágrafos, incisos, alíneas, itens).
 * `label` is normalised: parágrafo '1', '2', '2-A'… or 'unico'; inciso 'IV', 'I-A'; alínea 'a'; item '1'.
 */
export interface ProvisionUnit {
  kind: UnitKind;
  label: string;
  /** The provision's text as printed, label included ("§ 1º Os …", "I - …", "a) …"). */
  text: string;
  /** The rubrica printed above it, when there is one ("Homicídio qualificado", CP art. 121 § 2º). */
  rubrica?: string;
  status: ProvisionStatus;
  revokedBy: string | null;
  /** Incisos of a parágrafo, alíneas of an inciso, itens of an alínea. */
  children: ProvisionUnit[];
}

/** The caput's text and the units below it: the caput's own incisos, then the parágrafos. */
export interface ArticleStructure {
  caput: string;
  /** The caput alone may be revoked while a parágrafo stays in force (CC art. 227). */
  caputStatus: ProvisionStatus;
  caputRevokedBy: string | null;
  units: ProvisionUnit[];
}

export interface ArticleRecord {
  /** The act's id in the law catalogue (`listLaws()`), e.g. 'decreto-lei-5452-1943'. */
  act: string;
  /** Normalised article: '477', '477-A', '1062' (no thousands dot), '4-A' (no ordinal sign). */
  article: string;
  articleNumber: number;
  headingPath: string[];
  status: ProvisionStatus;
  revokedBy: string | null;
  /** The article's text in force, one provision a line. */
  text: string;
  structure: ArticleStructure;
}

export interface SumulaRecord {
  court: 'STF' | 'STJ';
  number: number;
  text: string;
  status: SumulaRecordStatus;
  /** Judgment date 'YYYY-MM-DD' when the text gives it (STJ: "julgado em 25/04/1990"). */
  date: string | null;
}

export interface TemaRecord {
  court: 'STJ';
  number: number;
  question: string;
  thesis: string | null;
  /** The STJ's own stage, verbatim ('Trânsito em Julgado', 'Afetado', 'Cancelado'…). */
  situation: string;
  status: TemaStatus;
  /** The deciding body (Primeira Seção, Corte Especial…). */
  body: string | null;
}
