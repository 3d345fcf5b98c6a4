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
export const NUMBERED_LAW = String.raw`(?<![\wÀ-ú])(?:(?:[Ll]ei\s+[Cc]omplementar|LC|[Dd]ecreto-[Ll]ei|DL|[Ee]menda\s+[Cc]onstitucional|EC)\s*(?:[Ff]ederal\s+)?${NUMERO}${LAW_NUMBER}|(?:[Ll]ei|LEI)\s+(?:[Ff]ederal\s+|FEDERAL\s+)?${NUMERO}${LAW_NUMBER})${YEAR_PART}`;

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
  return String.raw`(?<![\wÀ-ú])(?:${names.join('|')})(?:\s*\/\s*\d{2,4}(?!\d)|\s+de\s+(?:19|20)\d{2}(?!\d))?(?![\wÀ-ú])`;
}

/** 'art. 5º', 'art. 5.º', 'art. 1.228', 'art. 775-A', 'art. 477A' (the letter glued on). */
const ART_NUMBER = String.raw`(?:\d{1,2}\.\d{3}|\d{1,4})(?:\s?\.?\s?[º°ª]|o(?![a-zà-ú]))?(?:\s?-\s?[A-Z](?![a-zà-ú])|[A-Z](?![\wÀ-ú]))?`;
const ARTICLE_WORD = String.raw`(?:[Aa]rts?\.|ARTS?\.|[Aa]rtigos?|ARTIGOS?)`;

/** The letter of an inserted provision: 'art. 477-A', '§ 8º-A' (LC 95/1998 art. 12, III, "b"). */
const LETTER = String.raw`(?:\s?-\s?[A-Z](?![a-zà-ú]))?`;
const ROMAN = '(?=[IVXL])(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})(?![A-Za-z])';
/** An inciso, inserted ones with their letter: 'XXIX', 'VIII-A' (CF art. 93). */
const INCISO = `${ROMAN}${LETTER}`;
const PARAGRAPH_NUMBER = String.raw`\d{1,3}\s*\.?\s*[º°o]?${LETTER}`;
const ORDINAL_WORD = String.raw`(?:primeiro|segundo|terceiro|quarto|quinto|sexto|s[ée]timo|oitavo|nono|d[ée]cimo)(?![\wÀ-ú])`;
/** 'parágrafo único' and its abbreviations: 'par. ún.', 'p. único', '§ único'. */
const SOLE_PARAGRAPH = String.raw`(?:par[áa]grafo\s+[úu]nico|par\.\s*[úu]n(?:ico|\.)?|p\.\s*[úu]nico|§\s*[úu]nico)`;
/**
 * Provisions named before their article, innermost first: '§ 1º do art. 477', 'inciso XXIX do
 * art. 7º', 'alínea "a" do inciso II do art. 3º', 'parágrafo único do art. 927', '§§ 1º e 2º do
 * art. 1.228', 'incisos XXXV e LV do art. 5º' (LC 95/1998 art. 10). At most three levels:
 * alínea, inciso, parágrafo.
 */
export const PROVISION_PREFIX = String.raw`(?:(?<![\wÀ-ú])(?:§{1,2}\s*${PARAGRAPH_NUMBER}(?:\s*(?:,|e)\s*${PARAGRAPH_NUMBER}){0,${MAX_LIST}}|${SOLE_PARAGRAPH}|par[áa]grafos?\s+${PARAGRAPH_NUMBER}|par[áa]grafo\s+${ORDINAL_WORD}|caput|inc(?:isos?|\.)\s+${INCISO}(?:\s*(?:,|e|a)\s*${INCISO}){0,${MAX_LIST}}|al[íi]nea\s+["“']?[a-z]["”']?)\s*,?\s+d[oa]\s+){1,3}`;
/** Paragraphs, incisos and alíneas after an article, before the next article or the act. */
export const ARTICLE_QUALIFIERS = String.raw`(?:(?:\s*,)?\s*(?:§{1,2}\s*${PARAGRAPH_NUMBER}(?:\s*(?:,|e)\s*${PARAGRAPH_NUMBER}){0,${MAX_LIST}}|${SOLE_PARAGRAPH}|(?:par[áa]grafos?|pars?\.)\s*${PARAGRAPH_NUMBER}|par[áa]grafo\s+${ORDINAL_WORD}|["“']?caput["”']?|inc(?:isos?|s?\.)\s*${INCISO}(?:\s*(?:,|e|a)\s*${INCISO}){0,${MAX_LIST}}|${INCISO}(?:\s*(?:a|até)\s*${INCISO})?|(?:al[íi]neas?|al\.|letras?)\s*["“']?[a-z]["”']?(?![\wÀ-ú])|["“'][a-z]["”'](?![a-z])|,\s*[a-z](?=\s*,|\s+[dDnN][oaOA]s?\s)|e\s+(?=§|par[áa]grafo|inc|al[íi]nea|letra|caput|["“'][a-z]|${ROMAN})|item\s+\d+)){0,${MAX_LIST}}`;

/** Between two articles of one citation: 'arts. 186 e 927', 'arts. 5º, XXXV, e 93, IX', 'art. 186 c/c art. 927', 'do art. 1º ao art. 5º'. */
const ARTICLE_SEPARATOR = String.raw`(?:\s*,\s*(?:e\s+)?|\s+(?:e|a|ao|até)\s+|\s*c\/c\s*|\s+(?:combinado|cumulado)\s+com\s+)(?:(?:o|os|com\s+o)\s+)?(?:${ARTICLE_WORD}\s*)?`;
/** 'arts. 300 e seguintes', 'arts. 300 e ss.', 'art. 300 et seq.' */
const FOLLOWING = String.raw`(?:(?:\s*,)?\s*(?:e\s+(?:seguintes|ss\.?)|et\s+seq\.?)(?![\wÀ-ú]))?`;
/** 'art. 5º', 'arts. 219 e 220', 'artigo 1.228', 'art. 775-A', 'arts. 5º, XXXV, e 93, IX', each article with its provisions. */
export const ARTICLE_HEAD = String.raw`(?<![\wÀ-ú])${ARTICLE_WORD}\s*(${ART_NUMBER}${ARTICLE_QUALIFIERS}(?:${ARTICLE_SEPARATOR}${ART_NUMBER}${ARTICLE_QUALIFIERS}){0,${MAX_LIST}})${FOLLOWING}`;

/** 'do mesmo diploma', 'da referida lei', 'do referido Código': the law cited just before. */
export const SAME_LAW = String.raw`(?:\s*,)?\s*d[oa]\s+((?:mesm|referid|aludid|citad|mencionad)[oa]\s+(?:[Dd]iploma|[Ll]ei|[Cc]ódigo|[Ee]statuto|[Tt]exto\s+legal|[Cc]onsolidação|[Cc]onstituição|[Cc]arta|[Nn]orma|[Ll]egislação))(?![\wÀ-ú])`;

/** Between an act named first and its article: ', art.', ', em seu art.', ', no art.', ' em seu art.'. */
export const LAW_TO_ARTICLE = String.raw`(?:\s*,\s*(?:(?:em|no)\s+seu\s+|no\s+)?|\s+(?:em|no)\s+seu\s+)`;

/**
 * Between an article and its act: 'da', ', do', 'nos', ', ambos do', 'da referida', or nothing
 * but a comma or a space in compact writing ('art. 927, CC', 'art. 14 CDC').
 */
export const ARTICLE_TO_LAW = String.raw`(?:(?:\s*,)?\s*(?:(?:ambos|ambas|todos|todas)\s+)?(?:d[oa]s?|n[oa]s?|D[OA]S?|N[OA]S?)\s+(?:(?:referid|mencionad|citad|própri)[oa]\s+)?|\s*,\s*|\s+)`;

/** 'nº', 'n.', 'n.º' and the plurals of a list: 'nºs', 'n.ºs', 'ns.'. */
const NUMEROS = String.raw`(?:n(?:[º°o]s?|\.ºs?|\.|s\.)?\s*)?`;
/** A súmula's or tema's number: '54', '1.076'. */
const PRECEDENT_NUMBER = String.raw`(?:\d{1,2}\.\d{3}|\d{1,4})(?![\d]|\.\d)`;

/** The superior courts by acronym and by the names briefs give them ('Supremo', 'Excelso Pretório'). */
const COURT = String.raw`(?:STF|STJ|TST|TSE|STM|TRT\s*-?\s*\d{1,2}|TRF\s*-?\s*\d|TJ[A-Z]{2,3}|Supremo(?:\s+Tribunal\s+Federal)?|Excelso\s+Pretório|Pretório\s+Excelso|Superior\s+Tribunal\s+de\s+Justiça|Tribunal\s+Superior\s+do\s+Trabalho)(?![\wÀ-ú])`;
const COURT_TITLE = String.raw`(?:(?:[Cc]olendo|[Ee]grégio|[Ee]xcelso|[Cc]\.|[Ee]\.)\s*)?`;
/** 'do STJ', ', do C. TST', '/STJ', '-STJ', ', STJ', ' STJ', 'da Súmula do STJ'. */
const COURT_LINK = String.raw`(?:(?:\s*,)?\s*(?:d[oa]\s+(?:[Ss][úu]mula\s+(?:(?:de\s+)?[Jj]urisprud[êe]ncia\s+(?:[Pp]redominante\s+)?)?d[oa]\s+)?${COURT_TITLE}|\/\s*|-\s*)|\s*,\s*|\s+)`;

/**
 * 'Súmula 331 do TST', 'Súmulas 5 e 7 do STJ', 'Súmula Vinculante nº 37', 'SV 37', 'Súmula nº
 * 331, IV, do TST', 'Súmula 54 STJ', 'verbete sumular 7 do STJ', 'enunciado nº 7 da Súmula do STJ'.
 */
export const SUMULA = String.raw`(?<![\wÀ-ú])(S[úu]mulas?|s[úu]mulas?|[Ee]nunciados?(?:\s+[Ss]umular(?:es)?)?|[Vv]erbetes?(?:\s+[Ss]umular(?:es)?)?|SV)(\s+[Vv]inculantes?)?\s*${NUMEROS}(${PRECEDENT_NUMBER}(?:\s*(?:,|e)\s*${NUMEROS}${PRECEDENT_NUMBER}){0,${MAX_LIST}})(?:(?:\s*,)?\s*(?:item\s+)?${ROMAN}){0,${MAX_LIST}}(?:${COURT_LINK}(${COURT})|\s*\(\s*(${COURT})\s*\))?`;

/** The court named before the number: 'Súmula STJ 54', 'Súmula do STJ nº 54', 'Súmulas do STF nºs 282 e 356'. */
export const SUMULA_COURT_FIRST = String.raw`(?<![\wÀ-ú])(S[úu]mulas?)\s+(?:d[oa]\s+)?${COURT_TITLE}(${COURT})(?:\s*,)?\s*${NUMEROS}(${PRECEDENT_NUMBER}(?:\s*(?:,|e)\s*${NUMEROS}${PRECEDENT_NUMBER}){0,${MAX_LIST}})`;

/**
 * 'Tema 1.076 do STJ', 'Tema Repetitivo 1076', 'Tema 725 da repercussão geral', 'Tema 1046/STF',
 * 'Tema 1.076 (STJ)', 'Tema 118 dos Recursos Repetitivos do STJ', 'Tema 1.076 do Superior Tribunal de Justiça',
 * 'Temas repetitivos 1.076 e 118 do STJ'.
 */
export const TEMA = String.raw`(?<![\wÀ-ú])[Tt]emas?\s+(?:([Rr]epetitivos?)\s+)?${NUMEROS}(${PRECEDENT_NUMBER}(?:\s*(?:,|e)\s*${NUMEROS}${PRECEDENT_NUMBER}){0,${MAX_LIST}})(?:(?:(?:\s*,)?\s*(?:d[oa]s?\s+(?:(?:[Rr]ecursos\s+)?[Rr]epetitivos\s+do\s+|[Rr]epercuss[ãa]o\s+[Gg]eral\s+do\s+)?|\/\s*)|\s*,\s*)(${COURT}|[Rr]epercuss[ãa]o\s+[Gg]eral|(?:[Rr]ecursos\s+)?[Rr]epetitivos)|\s*\(\s*(${COURT})\s*\))?`;

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
