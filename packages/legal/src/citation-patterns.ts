// Regular expressions for Portuguese legal citations, as source strings so the extractor can compose
// them. Kept apart from the extractor so each pattern can be read (and tested) on its own.

import { MONTH_NAMES } from './dates.ts';
import { isAcronym, lawAliases } from './laws.ts';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

// Every repetition is bounded: an unbounded `(…)*` that can fail at its end makes each start
// position re-scan the whole run, and a text of 50,000 chained prefixes ('AgRg no AgRg no …') took
// 33 s to scan (issue 20, item 1). No real citation lists more items than these bounds.
/** Items of one list: 'arts. 1, 2 e 3', 'Súmulas 5, 7 e 83', '§§ 1º e 2º'. */
const MAX_LIST = 20;
/** Recursal prefixes of one case name: 'AgInt nos EDcl no AgRg no REsp' has three. */
const MAX_CASE_PREFIXES = 4;

const NUMERO = String.raw`(?:n(?:[º°o]|\.º|\.)?\s*)?`;
const YEAR_PART = String.raw`(?:\s*\/\s*(?:\d{4}|\d{2})(?!\d)|,?\s+de\s+(?:\d{1,2}º?\s+de\s+(?:${MONTH_NAMES.join('|')}|marco)\s+de\s+)?\d{4}(?!\d))?`;
const LAW_NUMBER = String.raw`(?:\d{1,2}\.\d{3}|\d{1,5})(?![\d]|\.\d)`;

/** Acts cited by number: Lei, Lei Complementar, Decreto-Lei, Emenda Constitucional. */
export const NUMBERED_LAW = String.raw`(?<![\wÀ-ú])(?:(?:[Ll]ei\s+[Cc]omplementar|LC|[Dd]ecreto-[Ll]ei|DL|[Ee]menda\s+[Cc]onstitucional|EC)\s*(?:[Ff]ederal\s+)?${NUMERO}${LAW_NUMBER}|[Ll]ei\s+(?:[Ff]ederal\s+)?${NUMERO}${LAW_NUMBER})${YEAR_PART}`;

/** Codes and laws cited by name or acronym ('CLT', 'Código Civil', 'CPC/2015'). */
export function aliasPattern(): string {
  const names = lawAliases()
    .map((a) => a.split('/')[0] ?? a)
    .filter((a, i, all) => all.indexOf(a) === i)
    .sort((a, b) => b.length - a.length)
    .map((a) =>
      isAcronym(a)
        ? escapeRegExp(a)
        : escapeRegExp(a).replace(
            /(^|\s)(\p{Lu})/gu,
            (_, sep: string, c: string) => `${sep}[${c}${c.toLowerCase()}]`,
          ),
    );
  return String.raw`(?<![\wÀ-ú])(?:${names.join('|')})(?:\s*\/\s*\d{2,4}(?!\d))?(?![\wÀ-ú])`;
}

const ART_NUMBER = String.raw`(?:\d{1,2}\.\d{3}|\d{1,4})(?:\s?[º°ª]|o(?![a-zà-ú]))?(?:\s?-\s?[A-Z](?![a-zà-ú]))?`;
/** 'art. 5º', 'arts. 219 e 220', 'artigo 1.228', 'art. 775-A'. */
export const ARTICLE_HEAD = String.raw`(?<![\wÀ-ú])(?:[Aa]rts?\.|ARTS?\.|[Aa]rtigos?)\s*(${ART_NUMBER}(?:\s*(?:,|e|a|até)\s*${ART_NUMBER}){0,${MAX_LIST}})`;

/** The letter of an inserted provision: 'art. 477-A', '§ 8º-A' (LC 95/1998 art. 12, III, "b"). */
const LETTER = String.raw`(?:\s?-\s?[A-Z](?![a-zà-ú]))?`;
const ROMAN = '(?=[IVXL])(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})(?![A-Za-z])';
/**
 * Provisions named before their article, innermost first: '§ 1º do art. 477', 'inciso XXIX do
 * art. 7º', 'alínea "a" do inciso II do art. 3º', 'parágrafo único do art. 927' (LC 95/1998
 * art. 10). At most three levels: alínea, inciso, parágrafo.
 */
export const PROVISION_PREFIX = String.raw`(?:(?<![\wÀ-ú])(?:§\s*\d{1,3}\s*[º°o]?${LETTER}|par[áa]grafo\s+[úu]nico|inc(?:iso|\.)\s+${ROMAN}|al[íi]nea\s+["“']?[a-z]["”']?)\s*,?\s+d[oa]\s+){1,3}`;
/** Paragraphs, incisos and alíneas between the article and its law. */
export const ARTICLE_QUALIFIERS = String.raw`(?:(?:\s*,)?\s*(?:§{1,2}\s*\d+[º°o]?${LETTER}(?:\s*(?:,|e)\s*\d+[º°o]?${LETTER}){0,${MAX_LIST}}|par[áa]grafo\s+[úu]nico|["“']?caput["”']?|inc(?:isos?|s?\.)\s*${ROMAN}(?:\s*(?:,|e|a)\s*${ROMAN}){0,${MAX_LIST}}|${ROMAN}|al[íi]neas?\s*["“']?[a-z]["”']?|al\.\s*["“']?[a-z]["”']?|["“'][a-z]["”'](?![a-z])|,\s*[a-z](?=\s*,|\s+d[oa]s?\s)|e\s+(?=§|${ROMAN})|item\s+\d+)){0,${MAX_LIST}}`;

/** 'do mesmo diploma', 'da referida lei': the law cited just before. */
export const SAME_LAW = String.raw`(?:\s*,)?\s*d[oa]\s+((?:mesm|referid|aludid|citad|mencionad)[oa]\s+(?:diploma|lei|código|estatuto|texto\s+legal))(?![\wÀ-ú])`;

/** Between an act named first and its article: ', art.', ', em seu art.', ', no art.', ' em seu art.'. */
export const LAW_TO_ARTICLE = String.raw`(?:\s*,\s*(?:(?:em|no)\s+seu\s+|no\s+)?|\s+(?:em|no)\s+seu\s+)`;

export const ARTICLE_TO_LAW = String.raw`(?:\s*,)?\s*(?:d[oa]s?|n[oa]s?)\s+(?:(?:referid|mencionad|citad|própri)[oa]\s+)?`;

const COURT = String.raw`(?:STF|STJ|TST|TSE|STM|TRT\s*-?\s*\d{1,2}|TRF\s*-?\s*\d|TJ[A-Z]{2,3}|Supremo\s+Tribunal\s+Federal|Superior\s+Tribunal\s+de\s+Justiça|Tribunal\s+Superior\s+do\s+Trabalho)`;
const COURT_LINK = String.raw`(?:(?:\s*,)?\s*(?:d[oa]\s+(?:(?:[Cc]olendo|[Ee]grégio|[Ee]xcelso|[Cc]\.|[Ee]\.)\s*)?|\/\s*|-\s*))`;

/** 'Súmula 331 do TST', 'Súmulas 5 e 7 do STJ', 'Súmula Vinculante nº 37', 'SV 37', 'Súmula nº 331, IV, do TST'. */
export const SUMULA = String.raw`(?<![\wÀ-ú])(S[úu]mulas?|s[úu]mulas?|Enunciados?|SV)(\s+[Vv]inculantes?)?\s*${NUMERO}(\d{1,4}(?:\s*(?:,|e)\s*${NUMERO}\d{1,4}){0,${MAX_LIST}})(?![\d]|\.\d)(?:(?:\s*,)?\s*(?:item\s+)?${ROMAN}){0,${MAX_LIST}}(?:${COURT_LINK}(${COURT}))?`;

/** 'Tema 1.076 do STJ', 'Tema Repetitivo 1076', 'Tema 725 da repercussão geral', 'Tema 1046/STF'. */
export const TEMA = String.raw`(?<![\wÀ-ú])[Tt]ema\s+(?:([Rr]epetitivo)\s+)?${NUMERO}(\d{1,2}\.\d{3}|\d{1,4})(?![\d]|\.\d)(?:(?:\s*,)?\s*(?:d[oa]s?\s+(?:(?:recursos\s+)?repetitivos\s+do\s+)?|\/\s*)(STJ|STF|TST|[Rr]epercuss[ãa]o\s+[Gg]eral|(?:recursos\s+)?repetitivos))?`;

/** 'OJ 394 da SBDI-1 do TST', 'Orientação Jurisprudencial nº 247 da SDI-1'. */
export const OJ = String.raw`(?<![\wÀ-ú])(?:OJs?|Orienta[çc](?:ão|ões)\s+Jurisprudenci(?:al|ais))\s*${NUMERO}(\d{1,3}(?:\s*(?:,|e)\s*\d{1,3}){0,${MAX_LIST}})(?![\d])(?:(?:\s*,)?\s*(?:d[ao]s?\s+)?(?:[Cc]\.\s*)?((?:SBDI|SDI)\s*-?\s*(?:1|I|2|II)(?![\dI])(?:\s*-?\s*(?:T\b|[Tt]ransitória))?|SDC)(?:\s*(?:,\s*)?(?:do\s+)?(?:[Cc]\.\s*)?TST)?)?`;

/** CNJ numbers, masked (also unpadded and eproc style) or as 20 bare digits; malformed ones too. */
export const CNJ = String.raw`(?<![\d.\-])(?:\d{1,7}-\d{2}\.\d{4}\.\d{1,3}(?:\.\d{2})?\.\d{3,5}|\d{20})(?![\d])`;

const CASE_CLASSES = [
  'REsp',
  'AREsp',
  'EREsp',
  'RE',
  'ARE',
  'ERE',
  'HC',
  'RHC',
  'MS',
  'RMS',
  'MI',
  'ADI',
  'ADC',
  'ADO',
  'ADPF',
  'Rcl',
  'AI',
  'AIRR',
  'RR',
  'ARR',
  'ROT',
  'RO',
  'AP',
  'Inq',
  'Pet',
  'IRR',
  'IRDR',
  'IAC',
  'SS',
  'SL',
  'STA',
  'Recurso Especial',
  'Recurso Extraordinário',
  'Recurso de Revista',
  'Recurso Ordinário',
  'Habeas Corpus',
  'Mandado de Segurança',
  'Agravo de Instrumento',
  'Agravo Interno',
  'Agravo Regimental',
  'Apelação Cível',
  'Apelação Criminal',
  'Apelação',
  'Reclamação',
  'Ação Direta de Inconstitucionalidade',
  'Arguição de Descumprimento de Preceito Fundamental',
];
const CASE_PREFIX = String.raw`(?:(?:AgInt|AgRg|AgR|EDcl|ED|Ag|E)\s*(?:-\s*|\s+(?:no|na|nos|nas)\s+)){0,${MAX_CASE_PREFIXES}}`;
const CASE_NUMBER = String.raw`(?:\d{1,7}-\d{2}\.\d{4}\.\d\.\d{2}\.\d{4}|\d{1,3}(?:\.\d{3}){1,3}|\d{1,7})(?![\d])`;

/** 'REsp 1.234.567/SP', 'AgInt no AREsp 1.000.000/RJ', 'RR-1000-40.2019.5.02.0461', 'ADPF 501'. */
export const CASE = String.raw`(?<![\wÀ-ú-])(${CASE_PREFIX}(?:${[...CASE_CLASSES]
  .sort((a, b) => b.length - a.length)
  .map(escapeRegExp)
  .join('|')}))(?:\s*-\s*|\s+)${NUMERO}(${CASE_NUMBER})(?:\s*\/\s*([A-Z]{2})(?![A-Za-z]))?`;

/**
 * Dates of events already past by their nature: judgment, publication, filing ('julgado em
 * 10/03/2020', 'DJe 17/12/2024', 'ajuizada em 15/03/2021', 'j. 5 de maio de 2021'). A hearing
 * 'designada para' a date is not one of them.
 */
export const LABELLED_DATE = String.raw`(?<![\wÀ-ú])((?:julgad|publicad|ajuizad|distribu[íi]d|propost|protocolad|proferid|prolatad)[oa]\s+em|j\.|DJe|DJ|DEJT|DJU|DOU|pub\.)\s*(?:de\s+|em\s+)?(?:(\d{1,2})[/.](\d{1,2})[/.](\d{4})|(\d{1,2})º?\s+de\s+(${MONTH_NAMES.join('|')}|marco)\s+de\s+(\d{4}))(?!\d)`;
