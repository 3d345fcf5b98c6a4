// Regular expressions for Portuguese legal citations, as source strings so the extractor can compose
// them. Kept apart from the extractor so each pattern can be read (and tested) on its own.

import { MONTH_NAMES } from './dates.ts';
import { isAcronym, lawAliases } from './laws.ts';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

// Every repetition is bounded: an unbounded `(…)*` that can fail at its end makes each start
// position re-scan the whole run, and a text of 50,000 chained prefixes ('AgRg no AgRg no …') took
// 33 s to scan. No real citation lists more items than these bounds.
/** Items of one list: 'arts. 1, 2 e 3', 'Súmulas 5, 7 e 83', '§§ 1º e 2º'. */
const MAX_LIST = 20;
/** Recursal prefixes of one case name: 'AgInt nos EDcl no AgRg no REsp' has three. */
const MAX_CASE_PREFIXES = 4;

/** 'nº', 'Nº', 'No', 'n.º', 'nº.', 'N º', 'n. :' — as courts type it, in any case. */
const NUMERO = String.raw`(?:[Nn](?:\s?[º°o]\.?|\.\s?[º°]|\.)?\s*:?\s*)?`;
const YEAR_PART = String.raw`(?:\s*\/\s*(?:\d{4}|\d{2})(?!\d)|,?\s+[Dd][Ee]\s+(?:\d{1,2}º?\s+[Dd][Ee]\s+(?i:${MONTH_NAMES.join('|')}|marco)\s+[Dd][Ee]\s+)?\d{4}(?!\d)|,?\s+[Dd][Ee]\s+\d{1,2}º?[./]\d{1,2}[./](?:\d{4}|\d{2})(?![\d]|[./]\d))?`;
/** 'nºs', 'nos', 'n.ºs' of a list of acts ('Leis nºs 10.522/02, 10.684/03'). */
const NUMEROS_LIST = String.raw`(?:[Nn](?:[º°oO][sS]?|\.º[sS]?|\.|[sS]\.)?\s*)?`;
/** An act's number; a medida provisória's reissue keeps a suffix ('MP 2.200-2/2001'). */
const LAW_NUMBER = String.raw`(?:\d{1,2}\.\d{3}|\d{1,5})(?:-\d{1,2}(?=\s*\/))?(?![\d]|\.\d)`;
/**
 * Acts outside the federal numbering of laws (or outside the catalogue): medidas provisórias,
 * decrees, portarias, resoluções and instruções normativas, with the issuer glued on or after
 * ('Res.-TSE', 'Portaria MPS', 'Decreto Federal'), provimentos, atos normativos and declaratórios,
 * deliberações and circulares; decretos legislativos, portarias interministeriais, conjuntas and
 * normativas.
 */
const OTHER_ACT = String.raw`(?:(?i:medidas?\s+provis[óo]rias?|decretos?(?:\s+legislativos?)?|portarias?(?:\s+(?:interministeria(?:l|is)|conjuntas?|normativas?))?|resolu[çc](?:ão|ões)(?:\s+(?:normativas?|administrativas?|conjuntas?))?|instru[çc][ãa]o\s+normativa|provimentos?|atos?\s+(?:normativos?|declarat[óo]rios?|regimentais|regimental)|delibera[çc](?:ão|ões)|decis[ãa]o\s+normativa|circular|res\.|res(?=\s*-\s*[A-Z]{2,6}(?![\wÀ-ú])))|Dec\.|DEC\.|MPs?|MPr|IN)(?:\s*[-/]\s*[A-Z]{2,6}|\s+(?:[A-Z]{2,6}(?:\/[A-Z]{2,6})?|(?i:federal|estadual|distrital|municipal))|\s+(?i:d[oa])\s+[A-Z]{2,6}(?![\wÀ-ú]))?`;
/**
 * Acts of the states, the Federal District and the municipalities, and the courts' internal rules,
 * cited by name: 'Lei Orgânica do Distrito Federal', 'LODF', 'Constituição Estadual', 'Constituição
 * do Estado', 'Regimento Interno do STJ', 'RISTJ'; and the budget acts every sphere passes each
 * year ('Lei de Diretrizes Orçamentárias de 2018', 'LDO 2018', 'Lei Orçamentária Anual', 'LOA').
 * Never the federal acts of the same kind: the
 * extractor tries the catalogue's names first ('Lei Orgânica da Saúde').
 */
export const LOCAL_ACT = String.raw`(?<![\wÀ-ú])(?:(?i:lei\s+org[âa]nica(?:\s+(?:distrital|municipal|do\s+distrito\s+federal|do\s+munic[íi]pio)|\s+do\s+(?:DF|TCU))?|constitui[çc](?:ão|ao)\s+(?:estadual|local|do\s+estado)|carta\s+estadual|regimento\s+interno(?:\s+d[oa]\s+(?:STF|STJ|TST|TSE|STM|TCU|Supremo\s+Tribunal\s+Federal|Superior\s+Tribunal\s+de\s+Justiça|Tribunal\s+Superior\s+do\s+Trabalho))?|(?:lei\s+de\s+diretrizes\s+orçamentárias|lei\s+orçamentária\s+anual)(?:\s+(?:de\s+)?(?:19|20)\d{2}(?!\d))?)|LODF|RISTF|RISTJ|RITST|RISTM|RITSE|RITCU|(?:LDO|LOA)(?:\s*[/-]?\s*(?:19|20)\d{2}(?!\d))?)(?![\wÀ-ú])`;
/**
 * Treaties and conventions cited by name or number, outside the catalogue: 'Convenção nº 158 da
 * OIT', 'Convenção Americana sobre Direitos Humanos', 'Convenção sobre a Eliminação de Todas as
 * Formas de Discriminação contra as Mulheres', 'Pacto de San José da Costa Rica'. Never a
 * 'convenção coletiva' (a collective agreement).
 */
export const TREATY = String.raw`(?<![\wÀ-ú])(?:(?i:conven[çc](?:ão|ões))\s+(?:(?i:n[º°o]?s?\.?)\s*)?\d{1,3}(?:\s*(?:,|e)\s*\d{1,3}){0,3}\s+(?i:da)\s+OIT|(?i:conven[çc]ão)\s+(?:Interamericana|Americana|Internacional|Europeia|sobre|de\s+(?:Viena|Haia|Nova\s+York|Genebra|Varsóvia|Montreal))(?:,?\s+(?:(?:a|as|o|os|de|da|das|do|dos|e|contra|para|sobre|em)\s+){0,2}[A-ZÀ-Ý][\wÀ-ú]+){0,12}|(?i:pacto\s+de\s+s(?:an|ão)\s+jos[ée]\s+da\s+costa\s+rica))`;

/**
 * The adjectives of the states' acts ('lei paulista', 'decreto fluminense'), longest first, and of
 * two capitals' ('lei paulistana', 'lei carioca').
 */
export const STATE_ADJECTIVES = [
  'sul-mato-grossenses?',
  'norte-rio-grandenses?',
  'mato-grossenses?',
  'tocantinenses?',
  'pernambucanas?',
  'rondonienses?',
  'maranhenses?',
  'amazonenses?',
  'catarinenses?',
  'paranaenses?',
  'roraimenses?',
  'paulistanas?',
  'fluminenses?',
  'amapaenses?',
  'piauienses?',
  'paraibanas?',
  'sergipanas?',
  'alagoanas?',
  'capixabas?',
  'potiguares',
  'potiguar',
  'paulistas?',
  'paraenses?',
  'cearenses?',
  'acreanas?',
  'mineiras?',
  'cariocas?',
  'goianas?',
  'gaúchas?',
  'baianas?',
];
/** 'Lei Distrital', 'Lei Estadual', 'Lei Complementar Municipal', 'Leis Distritais', 'Lei paulista'. */
const SPHERE = `(?i:estaduais|distritais|municipais|estadual|distrital|municipal|${STATE_ADJECTIVES.join('|')})`;

/** Acts cited by number: Lei, Lei Complementar, Decreto-Lei, Emenda Constitucional. */
export const NUMBERED_LAW = String.raw`(?<![\wÀ-ú])(?:(?:(?i:lei\s+complementar)|LC|(?i:decreto-lei)|DL|(?i:emenda\s+constitucional)|EC)\s*(?:(?i:federal|${SPHERE})\s+)?${NUMERO}${LAW_NUMBER}|(?i:lei)(?:\s*\/\s*[A-Z]{2}(?![\wÀ-ú])\s*|\s+(?:(?i:federal|${SPHERE})(?:\s*\(\s*[A-Z]{2}\s*\))?\s+)?)${NUMERO}${LAW_NUMBER}|(?i:leis)\s+(?:(?i:federal|${SPHERE})\s+)?${NUMEROS_LIST}${LAW_NUMBER}(?:${YEAR_PART}(?:\s*,\s*|\s+e\s+)${LAW_NUMBER}){0,${MAX_LIST}}|${OTHER_ACT}\s*${NUMERO}${LAW_NUMBER})${YEAR_PART}`;

/** Codes and laws cited by name or acronym ('CLT', 'Código Civil', 'CPC/2015'); `alone`: without an article. */
export function aliasPattern(options: { alone?: boolean } = {}): string {
  const names = lawAliases()

    .map((a) => a.split('/')[0] ?? a)
    .filter((a, i, all) => all.indexOf(a) === i)
    .sort((a, b) => b.length - a.length)
    .map((a) =>
      // a name in any case ('LEI MARIA DA PENHA', 'código civil'); an acronym as written
      // named alone, a two-letter acronym needs its year: bare it is too often something else
      // ('Fortaleza/CE', 'CP 12'); 'CC/2002' stays
      isAcronym(a)
        ? `${escapeRegExp(a)}${options.alone && a.length <= 2 ? String.raw`(?=\s*\/\s*\d{2})` : ''}`
        : `(?i:${escapeRegExp(a).replace(/ /g, String.raw`\s+`)})`,
    );
  // 'Constituição Estadual', 'Constituição do Estado de …', 'Constituição local': not the CF
  return String.raw`(?<![\wÀ-ú])(?:${names.join('|')})(?:\s*\/\s*\d{2,4}(?!\d)|\s+de\s+(?:19|20)\d{2}(?!\d))?(?![\wÀ-ú])(?!\s+(?i:estadual|distrital|municipal|local|do\s+estado|d[oa]\s+munic[íi]pio|do\s+distrito))`;
}

/** 'art. 5º', 'art. 5.º', 'art. 1.228', 'art. 775-A', 'art. 477A' (the letter glued on). */
const ART_NUMBER = String.raw`(?:\d{1,2}\.\d{3}|\d{1,4})(?:\s?\.?\s?[º°ª]|o(?![a-zà-ú]))?(?:\s?-\s?[A-Z](?![a-zà-ú])|[A-Z](?![\wÀ-ú]))?`;
/** 'art.', 'Art.', 'arts.', 'art(s).', 'artigo', 'ARTIGOS', and 'art' with no full stop before its number. */
const ARTICLE_WORD = String.raw`(?i:arts?\.|art\s?\(s\)\.|artigos?|arts?(?=\s*\d))`;

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

/**
 * An article of a list that names its act after every item without repeating 'art.': 'violação
 * dos arts. 818 da CLT, ⟦333, I, do CPC⟧', 'arts. 93, IX, da CF e ⟦832 da CLT⟧'. The act follows.
 * Tried only where an article citation ends (citations.ts), so it costs nothing elsewhere.
 */
export const ARTICLE_CONTINUED = String.raw`(?:\s*[,;]\s*(?:(?:e|c\/c\.?)\s+)?|\s+(?:e|c\/c\.?)\s+)(${ART_NUMBER}${ARTICLE_QUALIFIERS}(?:${ARTICLE_SEPARATOR}${ART_NUMBER}${ARTICLE_QUALIFIERS}){0,${MAX_LIST}})(?:\s*,)?\s*(?:d[oa]s?|D[OA]S?)\s+`;

/** 'do mesmo diploma', 'da referida lei', 'do referido Código': the law cited just before. */
export const SAME_LAW = String.raw`(?:\s*,)?\s*d[oa]\s+((?:mesm|referid|aludid|citad|mencionad)[oa]\s+(?:[Dd]iploma|[Ll]ei|[Cc]ódigo|[Ee]statuto|[Tt]exto\s+legal|[Cc]onsolidação|[Cc]onstituição|[Cc]arta|[Nn]orma|[Ll]egislação))(?![\wÀ-ú])`;

/**
 * Between an act named first and its article: ', art.', ', em seu art.', ', no art.', ' em seu art.',
 * or a space as typed in a search box ('CLT art 477 § 8').
 */
export const LAW_TO_ARTICLE = String.raw`(?:\s*,\s*(?:(?:em|no)\s+seu\s+|no\s+)?|\s+(?:em|no)\s+seu\s+|\s+)`;

/**
 * Between an article and its act: 'da', ', do', 'nos', ', ambos do', 'da referida', or nothing
 * but a comma or a space in compact writing ('art. 927, CC', 'art. 14 CDC').
 */
export const ARTICLE_TO_LAW = String.raw`(?:(?:\s*,)?\s*(?:(?:ambos|ambas|todos|todas)\s+)?(?:d[oa]s?|n[oa]s?|D[OA]S?|N[OA]S?)\s+(?:(?:referid|mencionad|citad|própri)[oa]\s+)?|\s*,\s*|\s+)`;

/** 'nº', 'n.', 'n.º' and the plurals of a list: 'nºs', 'n.ºs', 'ns.'. */
const NUMEROS = String.raw`(?:[Nn](?:[º°o]s?|\.ºs?|\.|s\.)?\s*)?`;
/** A súmula's or tema's number: '54', '1.076'. */
const PRECEDENT_NUMBER = String.raw`(?:\d{1,2}\.\d{3}|\d{1,4})(?![\d]|\.\d)`;

/** The superior courts by acronym (in lower case too, as typed in a search box: 'súmula 385 stj') and by the names briefs give them ('Supremo', 'Excelso Pretório'). */
const COURT = String.raw`(?:STF|STJ|TST|TSE|STM|TCU|stf|stj|tst|tse|Stf|Stj|Tst|Tse|TRT\s*-?\s*\d{1,2}|TRF\s*-?\s*\d|TJ[A-Z]{2,3}|(?i:supremo(?:\s+tribunal\s+federal)?|excelso\s+pretório|pretório\s+excelso|superior\s+tribunal\s+de\s+justiça|tribunal\s+superior\s+do\s+trabalho|tribunal\s+superior\s+eleitoral))(?![\wÀ-ú])`;
const COURT_TITLE = String.raw`(?:(?i:colendo|egrégio|excelso|c\.|e\.|col\.|eg\.|egr\.|exc\.)\s*)?`;
/** 'do STJ', ', do C. TST', '/STJ', '-STJ', ', STJ', ' STJ', 'da Súmula do STJ'. */
const COURT_LINK = String.raw`(?:(?:\s*,)?\s*(?:(?i:d[oa])\s+(?:(?i:s[úu]mula\s+(?:(?:de\s+)?jurisprud[êe]ncia\s+(?:predominante\s+)?)?d[oa])\s+)?${COURT_TITLE}|\/\s*|-\s*)|\s*,\s*|\s+)`;

/**
 * 'Súmula 331 do TST', 'Súmulas 5 e 7 do STJ', 'Súmula Vinculante nº 37', 'SV 37', 'Súmula nº
 * 331, IV, do TST', 'Súmula 54 STJ', 'verbete sumular 7 do STJ', 'enunciado nº 7 da Súmula do STJ'.
 */
export const SUMULA = String.raw`(?<![\wÀ-ú])((?i:s[úu]mulas?|s[úu]m\.|enunciados?(?:\s+sumular(?:es)?)?|verbetes?(?:\s+sumu[li]ar(?:es)?)?)|SV)((?i:\s+vinculantes?))?\s*(?:(?i:de)\s+)?${NUMEROS}(${PRECEDENT_NUMBER}(?:\s*(?:,|e)\s*${NUMEROS}${PRECEDENT_NUMBER}){0,${MAX_LIST}})(?:(?:\s*,|\s+e)?\s*(?:(?i:ite(?:m|ns))\s+)?${ROMAN}){0,${MAX_LIST}}(?:${COURT_LINK}(${COURT})|\s*\(\s*(${COURT})\s*\)|\s+((?i:dest[ea]|nest[ea])\s+(?i:corte|tribunal)(?:\s+(?i:superior))?)(?![\wÀ-ú]))?`;

/**
 * A second súmula of another court in the same list: '… 30 DO TSE E ⟦83 DO STJ⟧', 'verbetes
 * sumulares 282 do STF e ⟦26 do TSE⟧'. Kept only right after a súmula (citations.ts).
 */
/** The TST's own index form of a súmula: 'SUM-331' (as its compiled Súmulas print them). */
export const SUMULA_TST_INDEX = String.raw`(?<![\wÀ-ú-])SUM\s*-\s*(\d{1,3})(?![\d])`;

export const SUMULA_CONTINUED = String.raw`(?<=\s[eE]\s{1,3})(${PRECEDENT_NUMBER})${COURT_LINK}(${COURT})`;

/** The court named before the number: 'Súmula STJ 54', 'Súmula do STJ nº 54', 'Súmulas do STF nºs 282 e 356'. */
export const SUMULA_COURT_FIRST = String.raw`(?<![\wÀ-ú])((?i:s[úu]mulas?|s[úu]m\.))\s+(?:(?i:d[oa])\s+)?${COURT_TITLE}(${COURT})(?:\s*,)?\s*${NUMEROS}(${PRECEDENT_NUMBER}(?:\s*(?:,|e)\s*${NUMEROS}${PRECEDENT_NUMBER}){0,${MAX_LIST}})`;

/**
 * 'Tema 1.076 do STJ', 'Tema Repetitivo 1076', 'Tema 725 da repercussão geral', 'Tema 1046/STF',
 * 'Tema 1.076 (STJ)', 'Tema 118 dos Recursos Repetitivos do STJ', 'Tema 1.076 do Superior Tribunal de Justiça',
 * 'Temas repetitivos 1.076 e 118 do STJ'; as typed in a search box: 'Tema 1.076 STJ', 'RG 1.046'
 * (a tema of repercussão geral, STF).
 */
export const TEMA = String.raw`(?<![\wÀ-ú])(?=(?i:temas?)\s|RG\s)(?:(?i:temas?)\s+)?(?:((?i:repetitivos?)|RG|(?i:d[ea]\s+repercuss[ãa]o\s+geral))\s+)?${NUMEROS}(${PRECEDENT_NUMBER}(?:\s*(?:,|e)\s*${NUMEROS}${PRECEDENT_NUMBER}){0,${MAX_LIST}})(?:(?:(?:\s*,)?\s*(?:(?i:d[oa]s?|de)\s+(?:(?i:(?:recursos\s+)?repetitivos\s+do|repercuss[ãa]o\s+geral\s+do)\s+)?|\/\s*)|\s*,\s*|\s+(?=(?:STJ|STF|TST|stj|stf|tst|Stj|Stf|Tst)(?![\wÀ-ú])))(${COURT}|(?i:(?:sistemática|regime|rito)\s+da\s+)?(?i:repercuss[ãa]o\s+geral)|(?i:(?:(?:sistemática|regime|rito)\s+dos\s+)?(?:recursos\s+)?repetitivos)|(?i:tabela\s+de\s+)?IRR(?![\wÀ-ú]))|\s*\(\s*(${COURT})\s*\))?`;

/**
 * The TST body of an OJ: 'SBDI-1', 'SDI-I', 'SBDI-2', 'SBDI-1-T', 'SDI-1 Transitória', 'SDC', by its
 * full name ('Subseção I Especializada em Dissídios Individuais'), and the Tribunal Pleno's and
 * Órgão Especial's own OJs.
 */
const OJ_BODY = String.raw`(?:SBDI|SDI)\s*-?\s*(?:1|I|2|II)(?![\dI])(?:\s*-?\s*(?:T\b|[Tt]ransitória))?|SDC|(?i:subseção\s+(?:I|II|1|2)\s+especializada\s+em\s+dissídios\s+individuais|seção\s+(?:especializada\s+)?(?:de|em)\s+dissídios\s+coletivos|tribunal\s+pleno|pleno|órgão\s+especial)(?![\wÀ-ú])|(?:TP|OE)(?![\wÀ-ú])`;
/**
 * 'OJ 394 da SBDI-1 do TST', 'Orientação Jurisprudencial nº 247 da SDI-1', 'OJ Transitória 50 da
 * SBDI-1', the TST's own index form 'OJ-SDI1-394', 'OJ-SBDI2-142', and the body first: 'OJ SDI-1 nº 191'.
 */
export const OJ = String.raw`(?<![\wÀ-ú])(?:(?:OJs?|(?i:orienta[çc](?:ão|ões)\s+jurisprudenci(?:al|ais)))(\s+(?i:transit[óo]rias?))?\s*${NUMERO}(\d{1,3}(?:\s*(?:,|e)\s*\d{1,3}){0,${MAX_LIST}})(?![\d])(?:(?:(?:\s*,)?\s*(?:(?i:d[ao]s?)\s+)?|\s*\/\s*)(?:[Cc]\.\s*)?(${OJ_BODY})(?:\s*(?:,\s*)?(?:do\s+)?(?:[Cc]\.\s*)?TST|\s*\/\s*TST)?)?|OJ\s*-\s*(${OJ_BODY})\s*-\s*(\d{1,3})(?![\d])|(?:OJ|(?i:orienta[çc]ão\s+jurisprudencial))\s+(?:(?i:d[ao])\s+)?(${OJ_BODY})(?:\s*,)?\s*${NUMERO}(\d{1,3})(?![\d]))`;

/** 'Precedente Normativo nº 119 do TST', 'PN 119 da SDC', 'PN nº 119/TST' (bare 'PN' only with its court). */
export const PRECEDENTE_NORMATIVO = String.raw`(?<![\wÀ-ú])(?:(?i:precedentes?\s+normativos?)\s*${NUMERO}(\d{1,3}(?:\s*(?:,|e)\s*\d{1,3}){0,${MAX_LIST}})(?![\d])(?:(?:\s*,)?\s*(?:(?i:d[ao])\s+)?(?:[Cc]\.\s*)?(?:SDC|TST)(?:\s+(?:do\s+)?(?:[Cc]\.\s*)?TST)?|\s*\/\s*(?:TST|SDC))?|PNs?\s*${NUMERO}(\d{1,3})(?![\d])(?=(?:\s*,)?\s*(?:(?i:d[ao])\s+)?(?:[Cc]\.\s*)?(?:SDC|TST)|\s*\/\s*(?:TST|SDC))(?:(?:\s*,)?\s*(?:(?i:d[ao])\s+)?(?:[Cc]\.\s*)?(?:SDC|TST)(?:\s+(?:do\s+)?(?:[Cc]\.\s*)?TST)?|\s*\/\s*(?:TST|SDC)))`;

/** CNJ numbers, masked (also unpadded and eproc style, and with a space after the hyphen where a line broke) or as 20 bare digits; malformed ones too. */
export const CNJ = String.raw`(?<![\d.\-])(?:\d{1,7}-\s?\d{2}\.\d{4}\.\d{1,3}(?:\.\d{2})?\.\d{3,5}|\d{20})(?![\d])`;

/** Classes courts abbreviate, as they write them (and in capitals: 'RESP', 'ARESP'). */
const CASE_ACRONYMS = [
  'REsp',
  'Resp',
  'AREsp',
  'EREsp',
  'EAREsp',
  'REspe',
  'RE',
  'ARE',
  'ERE',
  'HC',
  'RHC',
  'MS',
  'RMS',
  'MI',
  'ADI',
  'ADIn',
  'ADC',
  'ADO',
  'ADPF',
  'Rcl',
  'AI',
  'Ag',
  'RESp',
  'AIRR',
  'RR',
  'ARR',
  'ROT',
  'RO',
  'AP',
  'AC',
  'ACO',
  'AO',
  'AR',
  'EAg',
  'Eag',
  'RSE',
  'PC',
  'Inq',
  'Pet',
  'IRR',
  'IRDR',
  'IAC',
  'SS',
  'SL',
  'SLS',
  'STA',
  'STP',
  // STF: extradição, proposta de súmula vinculante
  'Ext',
  'PSV',
  // STJ: ação penal, medida cautelar, pedido de uniformização, sentença estrangeira, revisão criminal
  'APn',
  'MC',
  'PUIL',
  'SEC',
  'RvCr',
  'HD',
  // TST: remessa ex officio, recurso ordinário em ação rescisória / em mandado de segurança
  'RXOF',
  'ROAR',
  // TST and TRTs: rito sumaríssimo, agravo de instrumento em agravo de petição, recurso ordinário em
  // agravo regimental, recurso ordinário em dissídio coletivo
  'RORSum',
  'ROPS',
  'AIAP',
  'ROAG',
  'RODC',
  'ROMS',
  'AIRO',
  'AP',
  // state courts: apelação, agravo de instrumento, embargos infringentes
  // TSE: recurso especial eleitoral (since 2019), recurso ordinário eleitoral, recurso contra
  // expedição de diploma, consulta, representação, ação de investigação judicial eleitoral
  'REspEl',
  'RO-El',
  'RCED',
  'Cta',
  'Rp',
  'AIJE',
  'APL',
  'ApCiv',
  // recurso em sentido estrito
  'RESE',
  'ApCrim',
  'AgI',
  'EI',
  // TRFs: apelação em mandado de segurança, remessa ex officio (em MS), apelação/remessa
  // necessária, apelação criminal
  'AMS',
  'REO',
  'REOMS',
  'ApReeNec',
  'ApelRemNec',
  'ACR',
  // TJDFT: apelação cível and criminal, agravo de instrumento, embargos infringentes cíveis
  'APC',
  'APR',
  'AGI',
  'EIC',
];
/** Classes written out, read in any case and across line breaks ('AgInt no Recurso⏎Especial'). */
const CASE_NAMES = [
  'Recurso Especial Repetitivo',
  'Recurso Especial Eleitoral',
  'Recurso Especial',
  'Rec. Esp.',
  'Recurso Extraordinário com Agravo',
  'Recurso Extraordinário',
  'Rec. Extr.',
  'Rec. Ext.',
  'Agravo em Recurso Especial',
  'Agravo em Recurso Extraordinário',
  'Recurso de Revista com Agravo',
  'Recurso de Revista',
  'Recurso Ordinário Trabalhista',
  'Recurso Ordinário',
  'Recurso em Sentido Estrito',
  'Recursos Eleitorais',
  'Recurso Eleitoral',
  'Recurso Inominado',
  'Habeas Corpus',
  'Recurso em Habeas Corpus',
  'Mandado de Segurança',
  'Mandado de Injunção',
  'Agravo de Instrumento em Recurso de Revista',
  'Agravo de Instrumento-Cr',
  'Agravo de Instrumento-Cv',
  'Ag. Inst. Crim.',
  'Ap. Crim.',
  'Ap. Cível',
  'Ap. Cív.',
  'Habeas Corpus Criminal',
  'Enunciados Administrativos',
  'Enunciado Administrativo',
  'Agravo de Instrumento',
  'Agravo Interno',
  'Agravo Regimental',
  'Agravo em Execução',
  'Apelação Cível',
  'Apelação Criminal',
  'Apelação',
  'Reexame Necessário',
  'Remessa Necessária',
  'Reclamação',
  'Ação Direta de Inconstitucionalidade por Omissão',
  'Ação Direta de Inconstitucionalidade',
  'Ação Declaratória de Constitucionalidade',
  'Arguição de Descumprimento de Preceito Fundamental',
  'Ação Cível Originária',
  'Ações Diretas de Inconstitucionalidade',
  'Ações Civis Públicas',
  'Ação Civil Pública',
  'Ação Originária',
  'Ação Rescisória',
  'Ação Penal Militar',
  'Ação Penal',
  'Ação Cautelar',
  'Conflito de Competência',
  'Embargos de Divergência',
  'Embargos de Declaração',
  'Embargos Infringentes',
  'Prestação de Contas',
  'Incidente de Resolução de Demandas Repetitivas',
  'Inquérito',
  'Recurso Ordinário em Mandado de Segurança',
  'Recurso Ordinário em Habeas Corpus',
  'Agravo em Recurso de Revista',
  'Agravo de Petição',
  'Agravo em Execução Penal',
  'Apelação Cível/Reexame Necessário',
  'Apelação Cível/Remessa Necessária',
  'Apelação/Reexame Necessário',
  'Apelação/Remessa Necessária',
  'Embargos Infringentes e de Nulidade',
  'Suspensão de Liminar',
  'Suspensão de Segurança',
  'Pedido de Uniformização de Interpretação de Lei',
  'Incidente de Uniformização',
  'Incidente de Arguição de Inconstitucionalidade',
  'Arguição de Inconstitucionalidade',
  'Revisão Criminal',
  'Correição Parcial',
  'Conflito Negativo de Competência',
  'Conflito Positivo de Competência',
  'Dissídio Coletivo',
  'Ação Popular',
  'Habeas Data',
  'Extradição',
  'Intervenção Federal',
  'Proposta de Súmula Vinculante',
  'Suspensão de Tutela Antecipada',
  'Suspensão de Tutela Provisória',
  'Recurso contra Expedição de Diploma',
  'Ação de Investigação Judicial Eleitoral',
  'Petição',
  'Recurso Cível',
  'Recurso Crime',
];
/** Each letter in either case, each space any run of blanks (a line break too). */
const anyCase = (name: string) =>
  escapeRegExp(name)
    .replace(/\p{L}/gu, (c) =>
      c.toLowerCase() === c.toUpperCase() ? c : `[${c.toLowerCase()}${c.toUpperCase()}]`,
    )
    .replace(/ /g, String.raw`\s+`);
/**
 * Classes whose acronym is also an act's or a word's, read only before a number of the courts'
 * series with its thousands dot or 'nº': 'CC 123.456/SP' (conflito de competência, never the
 * Código Civil).
 */
const GUARDED_ACRONYMS = [String.raw`CC(?=\s*(?:[Nn][º°.]\s*)?\d{1,3}\.\d{3})`];
const CASE_CLASS = [
  ...GUARDED_ACRONYMS,
  ...CASE_NAMES.map(anyCase),
  ...[...new Set(CASE_ACRONYMS.flatMap((a) => [a, a.toUpperCase()]))].map(escapeRegExp),
]
  .sort((a, b) => b.length - a.length)
  .join('|');
/** Recursal prefixes: 'AgInt no', 'AgRg nos EDcl no', 'ED-AgR-', 'Embargos de Declaração em', 'Agravo Regimental no', with full stops too ('Ag. Int. no', 'AgReg no', 'Emb. Decl. no'). */
const CASE_PREFIX = String.raw`(?:(?:AgInt|AgRg|AgReg|AgR|EDcl|ED|Ag|E|Ag\.\s?(?:Int|Rg|Reg|R)\.|AgRg\.|AgInt\.|EDcl\.|E\.\s?Dcl\.|Emb\.\s?Decl\.|${anyCase('Embargos de Declaração')}|${anyCase('Embargos')}|${anyCase('Agravo Regimental')}|${anyCase('Agravo Interno')}|${anyCase('Agravo')})\s*(?:-\s*|\s+(?:no|na|nos|nas|em|NO|NA|NOS|NAS|EM)\s+)){0,${MAX_CASE_PREFIXES}}`;
/** 'TST-', 'STJ-' before the class or the number ('TST-RR-79500-16.2009.5.15.0016', 'nº TST-E-RR-…'). */
const COURT_PREFIX = String.raw`(?:(?:TST|STJ|STF|TSE)\s*-\s*)?`;
/** The class again before the number, after 'nº' ('Recurso de Revista nº TST-RR-1603-79.2010.5.20.0001'). */
const NUMBER_PREFIX = String.raw`(?:(?:TST|STJ|STF|TSE)\s*-\s*(?:[A-Z][A-Za-z]{0,4}\s*-\s*){0,${MAX_CASE_PREFIXES}})?`;
/**
 * A case's number: CNJ ('1603-79.2010.5.20.0001'), the labour courts' numbering before
 * it ('1.234/2003-001-04-00.0'), the court's own series with
 * thousands dots ('1.632.479'), the TSE's and TJs' ('308-13', '1.0024.12.110787-4/001'), or plain digits.
 */
const CASE_NUMBER = String.raw`(?:\d{1,7}-\s?\d{2}\.\d{4}\.\d\.\d{2}\.\d{4}|(?:\d{1,3}\.)?\d{1,6}\/\d{4}-\d{3}-\d{2}-\d{2}(?:\.\d)?|\d{8,20}(?![A-Za-z])|\d{1,7}(?:[.-]\d{1,7}){0,5}(?:\/\d{3}(?!\d))?)(?![\d])`;
/** Federation units, for the state a case came from. */
const UF = '(?:AC|AL|AP|AM|BA|CE|DF|ES|GO|MA|MT|MS|MG|PA|PB|PR|PE|PI|RJ|RN|RS|RO|RR|SC|SP|SE|TO)';
/** '/RJ', '-RJ', ' - SP', '– SC' (read as a hyphen), '(RJ)', '/ MT', and ' RJ' before a registration number or a comma ('REsp: 1632479 RJ 2016/0272426-6', as case-law sites print it). */
const CASE_UF = String.raw`(?:\s*[-/]\s*(${UF})|\s*\(\s*(${UF})\s*\)|\s+(${UF})(?=\s+\d{4}\/\d|\s*,))(?![\wÀ-ú])`;
/** The STF's incidents after the number: 'RE 123.456 AgR', 'ARE 1.121.633 AgR-ED', 'AC 3.201-MC', 'ADPF 347 MC'. */
const CASE_INCIDENT = String.raw`(?:\s*-\s*|\s+)(?:AgR|ED|EDv|MC|QO|Ref|TP|RG)(?:\s*-\s*(?:AgR|ED|EDv|MC|QO|Ref|TP|RG)){0,3}(?![\wÀ-ú])`;

/**
 * 'REsp 1.234.567/SP', 'AgInt no AREsp 1.000.000/RJ', 'RR-1000-40.2019.5.02.0461', 'ADPF 501',
 * 'RESP 1.632.479/RJ', 'REsp Nº 1.632.479-RJ', 'Rec. Esp. nº 1.000', 'Reclamação Nº 77.872 – SC',
 * 'TST-RR-79500-16.2009.5.15.0016', 'REsp 1.583.083, 1.597.380 e 1.609.067' (a list is one citation),
 * 'RE 123.456 AgR/SP', 'RE-AgR 123.456', 'STJ - REsp: 1632479 RJ' (as case-law sites print it).
 */
export const CASE = String.raw`(?<![\wÀ-ú-])(${COURT_PREFIX}${CASE_PREFIX}(?:${CASE_CLASS}|(?<=-\s?)Al)(?:-(?:AgR|ED|EDv|MC|QO|Ref|TP|RG)(?![\wÀ-ú])){0,3})(?:\.?\s*-\s*|\.?\s*:\s*|\.?\s+|(?=[Nn][º°.]))(?:-\s*)?${NUMERO}${NUMBER_PREFIX}(${CASE_NUMBER})(?:${CASE_INCIDENT})?(?:${CASE_UF})?(?:(?:\s*,\s*|\s+e\s+)(?:[Nn][º°o]\s*)?(?:\d{1,3}(?:\.\d{3}){1,3}|\d{1,5}-\d{2})(?![\d])(?:${CASE_UF})?){0,${MAX_LIST}}`;

/**
 * Numbers that are case law by their shape alone: the TJDFT's ('20150110436469APC', fourteen
 * digits and the class), the STJ's registration ('2016/0037260-9'), the TJMG's own numbering
 * ('1.0024.12.110787-4/001'), the TJDFT's 'Acórdão n.1049279'.
 */
export const CASE_BY_SHAPE = String.raw`(?<![\wÀ-ú/])(?:(\d{14})([A-Z]{2,4})(?![\wÀ-ú])|(\d{4}\/\d{7}-\d|\d\.\d{4}\.\d{2}\.\d{6}-\d\/\d{3})(?![\d])|((?i:ac[óo]rd[ãa]o))\s*${NUMERO}(\d{1,3}(?:\.\d{3})+|\d{3,7})(?![\d]))`;

/** A court of accounts' collegiate body after the number: '-TCU-Plenário', ' – 2ª Câmara', ', da Primeira Câmara', '-P'. */
const ACCOUNTS_BODY = String.raw`(?:\s*[-,]?\s*(?:(?i:d[oa])\s+)?(?:TCU\s*-\s*)?(?:(?i:plenário|pleno|(?:1ª|2ª|primeira|segunda)\s+câmara)(?![\wÀ-ú])|P(?![\wÀ-ú]))|\s*-\s*TCU(?![\wÀ-ú]))`;
/** The number and year of a court of accounts' decision: '2.622/2013', '47/2009', '98/03'. */
const ACCOUNTS_NUMBER = String.raw`(?:\d{1,2}\.\d{3}|\d{1,4})\s*\/\s*(?:\d{4}|\d{2})(?![\d]|[/.]\d)`;
/**
 * Decisions of the courts of accounts (TCU, TCEs, TCDF) as they cite them: 'Acórdão 2.622/2013-TCU-Plenário',
 * 'Acórdão nº 47/2009 – Plenário', 'Acórdão TCU nº 1.234/2016 - 2ª Câmara', 'Acórdãos 2.471/2008,
 * 1.557/2009 e 3.012/2010' (a list is one citation), 'Decisão 215/1999-Plenário', 'decisão
 * 4041/2007 do e. TCDF'; and their process numbers: 'TC 012.345/2015-6'; the TSE's 'Ac.-TSE nº
 * 21.380/2004' and 'Acórdão TSE nº 4.410/2003' in the same form. An acórdão with its
 * year is any court's decision; a 'decisão' is one only with its body or court named.
 */
export const ACCOUNTS_DECISION = String.raw`(?<![\wÀ-ú])(?:((?i:ac[óo]rd[ãa]os?)|Ac\.\s*-\s*TSE)(?:\s+(?:TCU|TSE)|\s*-\s*TCU)?\s*${NUMEROS}(${ACCOUNTS_NUMBER}(?:${ACCOUNTS_BODY})?(?:(?:\s*,\s*|\s+e\s+)${NUMEROS}${ACCOUNTS_NUMBER}(?:${ACCOUNTS_BODY})?){0,${MAX_LIST}})|((?i:decis[ãa]o|decis[õo]es))(?:\s+TCU)?\s*${NUMEROS}(${ACCOUNTS_NUMBER}(?=${ACCOUNTS_BODY}|(?:\s*,)?\s+(?i:d[oa])\s+(?:(?i:e|c|eg|col)\.\s*)?TC[A-Z]{1,3}(?![\wÀ-ú]))(?:${ACCOUNTS_BODY}|(?:\s*,)?\s+(?i:d[oa])\s+(?:(?i:e|c|eg|col)\.\s*)?TC[A-Z]{1,3}(?![\wÀ-ú])))|(TC)\s*-?\s*${NUMERO}(\d{3}\.\d{3}\/\d{4}-\d)(?![\d]))`;

/**
 * Dates of events already past by their nature: judgment, publication, filing ('julgado em
 * 10/03/2020', 'DJe 17/12/2024', 'ajuizada em 15/03/2021', 'j. 5 de maio de 2021', 'Data de
 * Julgamento: 10/03/2020' as case-law sites print it). A hearing
 * 'designada para' a date is not one of them.
 */
export const LABELLED_DATE = String.raw`(?<![\wÀ-ú])((?:julgad|publicad|ajuizad|distribu[íi]d|propost|protocolad|proferid|prolatad)[oa]\s+em|j\.|DJe|DJ|DEJT|DJU|DOU|pub\.|(?i:data\s+d[eo]\s+(?:julgamento|publica[çc]ão))\s*:(?:\s*(?:DJe|DJ|DEJT))?)\s*(?:de\s+|em\s+)?(?:(\d{1,2})[/.](\d{1,2})[/.](\d{4})|(\d{1,2})º?\s+de\s+(${MONTH_NAMES.join('|')}|marco)\s+de\s+(\d{4}))(?!\d)`;

/**
 * Whose case law a vague reference names: 'desta Corte', 'do STJ', 'dos Tribunais Superiores',
 * 'do Supremo', 'do E. Tribunal'. Not the court under review ('do Tribunal Regional', 'a quo').
 */
const VAGUE_COURT = String.raw`(?:\s*,)?\s+(?i:d[oa]s?|dest[ea]s?|nest[ea]s?|dess[ea]s?|n[oa]s?)\s+${COURT_TITLE}(?:${COURT}|(?i:(?:própri[oa]\s+)?(?:corte|tribunal|casa|turma|câmara|seção|órgão\s+especial)(?:\s+(?:superior|especial|de\s+justiça)){0,2}(?![\wÀ-ú])(?!\s+(?i:regional|a\s+quo|de\s+origem))|tribunais(?:\s+(?:superiores|pátrios|brasileiros|estaduais|trabalhistas))?|cortes\s+superiores|instâncias\s+superiores)(?![\wÀ-ú]))`;
/** What makes 'jurisprudência' a claim of settled case law: 'pacífica', 'consolidada', 'dominante'. */
const VAGUE_SETTLED = String.raw`(?i:mansa\s+e\s+pacífic[oa]|pacífic[oa]|pacificad[oa]|consolidad[oa]|dominante|majoritári[oa]|remansos[oa]|assente|unísson[oa]|iterativ[oa]|predominante|sedimentad[oa]|reiterad[oa]|torrencial|maciç[oa]|firme|uniforme|tranquil[oa]|jurisprudencial)(?![\wÀ-ú])`;
/** 'recurso repetitivo', 'sede de repercussão geral', 'julgamento de recursos repetitivos', 'IRDR'. */
const VAGUE_BINDING = String.raw`(?:(?i:sede|regime|rito|sistemática|julgamento)\s+(?i:d[oe]s?)\s+)?(?:(?i:recursos?\s+(?:especia(?:l|is)\s+|extraordinários?\s+)?repetitivos?|repercussão\s+geral|incidente\s+de\s+(?:resolução\s+de\s+demandas\s+repetitivas|assunção\s+de\s+competência))|IRDR|IAC)(?![\wÀ-ú])`;
/** Decided in a binding procedure: 'firmado em recurso repetitivo', 'julgado pelo STF sob o rito da repercussão geral'. */
const VAGUE_DECIDED = String.raw`\s+(?i:firmad[oa]s?|fixad[oa]s?|proferid[oa]s?|julgad[oa]s?|decidid[oa]s?|assentad[oa]s?)\s+(?:(?i:pel[oa])\s+${COURT_TITLE}${COURT}\s+)?(?i:em|no|na|nos|nas|sob\s+o|sob\s+a|pel[oa])\s+${VAGUE_BINDING}`;
/** ', de 2024', 'em 2023', ', da relatoria do Min. Fulano de Tal', 'sob a relatoria da Des. Beltrana'. */
const VAGUE_TAIL = String.raw`(?:(?:\s*,)?\s+(?i:de|em)\s+(?:19|20)\d{2}(?!\d))?(?:(?:\s*,)?\s+(?i:da|sob\s+a)\s+(?i:relatoria)\s+(?i:d[oa]|de)\s+(?:(?i:(?:eminente\s+)?(?:min(?:istr[oa])?|des(?:embargador[a]?)?|juiz[a]?|cons(?:elheir[oa])?)\.?)\s+)?[A-ZÀ-Ý][\wÀ-ú'.-]*(?:\s+(?:d[aeo]s?\s+)?[A-ZÀ-Ý][\wÀ-ú'.-]*){0,4})?`;

/** A superior court, or a body of one: 'STJ', 'a Segunda Seção do STJ', 'o Plenário do Supremo'. */
const VAGUE_BODY = String.raw`(?:(?i:(?:primeira|segunda|terceira|quarta|quinta|sexta)\s+(?:seção|turma)|corte\s+especial|plenário|pleno|órgão\s+especial)\s+(?i:d[oa])\s+)?${COURT_TITLE}${COURT}`;

/**
 * References to case law too vague to check ("incompleta", 'referência vaga'): no number, often no
 * court — 'jurisprudência pacífica desta Corte', 'entendimento consolidado do STJ', 'precedente
 * firmado em recurso repetitivo', 'julgado do STF de 2024 da relatoria de …', 'recente decisão do
 * TST', 'Súmula do STJ' and 'tema repetitivo do STJ' with no number. A reference backed by a
 * numbered citation next to it is dropped by the extractor (citations.ts).
 */
export const VAGUE = String.raw`(?<![\wÀ-ú])(?:(?i:jurisprudência|entendimento|orientação|posicionamento|linha\s+jurisprudencial)(?:\s+${VAGUE_SETTLED}(?:\s*(?:,|e)\s*${VAGUE_SETTLED}){0,2}(?:${VAGUE_COURT})?|${VAGUE_COURT})|${VAGUE_SETTLED}\s+(?i:jurisprudência|entendimento)(?:${VAGUE_COURT})?|(?i:(?:recentes?|reiterad[oa]s|inúmer[oa]s|diversos|vári[oa]s)\s+)?(?i:precedentes?|julgados?|arestos?)(?:\s+(?i:recentes?|vinculantes?|qualificados?))?(?:${VAGUE_DECIDED}|${VAGUE_COURT}(?:\s+(?i:em|no|na|sob\s+o)\s+${VAGUE_BINDING})?)${VAGUE_TAIL}|(?i:recentes?\s+(?:decisão|decisões|acórdãos?)|(?:decisão|decisões|acórdãos?)\s+recentes?)${VAGUE_COURT}${VAGUE_TAIL}|(?i:decisão|decisões|tese|orientação)${VAGUE_DECIDED}|(?i:entendimento|orientação|tese|posicionamento)\s+(?i:firmad[oa]|fixad[oa]|adotad[oa]|consolidad[oa]|pacificad[oa]|assentad[oa])\s+(?i:pel[oa])\s+${VAGUE_BODY}(?:\s+(?i:em|no|na|sob\s+o)\s+${VAGUE_BINDING})?|(?i:decidid[oa]|julgad[oa]|assentad[oa]|firmad[oa])\s+(?i:pel[oa])\s+${VAGUE_BODY}(?:\s*,)?\s+(?i:em|no|na|sob\s+o)\s+${VAGUE_BINDING}|${VAGUE_BODY}\s*,\s*(?i:em|no|na|sob\s+o)\s+${VAGUE_BINDING}|${VAGUE_BODY}\s+(?i:já\s+)?(?i:decidiu|pacificou|firmou|consolidou|assentou|sedimentou)(?![\wÀ-ú])|(?i:em\s+)?(?i:recente\s+(?:decisão|julgado|julgamento))\s*,\s*(?i:o|a)\s+${VAGUE_BODY}|(?i:s[úu]mulas?|temas?\s+(?:repetitivos?|de\s+repercussão\s+geral)|orientações?\s+jurisprudenci(?:al|ais))${VAGUE_COURT}(?!\s*(?:,\s*)?(?:[Nn](?:[º°o]s?|\.º?)?\.?\s*)?\d))`;
