// The subject index of the STF and STJ súmulas and the STJ temas, derived from their own texts: the noun phrases
// a lawyer looks a súmula up by ("furto de veículo", "estacionamento", "bem de família") are the
// runs of words between the statement's verbs, function words and punctuation. A súmula states
// one rule in a sentence or two, so its noun phrases are its subjects; for a tema, the question
// the court was asked (its "Questão", without the "Questão referente à" that opens it) and then
// its thesis. Deterministic and pure: the same text gives the same phrases. Phrases written by
// hand (apps/api/lawbase/subjects/) are kept beside the derived ones, for the statements this
// reading handles badly.
import { foldAccents } from '../text.ts';

/** Words that end a phrase: articles and pronouns at its edges, verbs, adverbs and conjunctions. */
const BREAKERS = new Set(
  `a o as os um uma uns umas ao aos à às e ou nem mas porém contudo todavia que se quando onde como
  cujo cuja cujos cujas qual quais quem este esta estes estas esse essa esses essas isso isto aquele
  aquela seu sua seus suas lhe lhes ele ela eles elas não sim já ainda apenas somente só também mesmo
  mesma mesmos mesmas mais menos muito pouco sempre nunca tampouco inclusive exclusivamente
  desde até após ante perante sob sobre entre contra sem com para pela pelo pelas pelos por conforme
  segundo mediante salvo exceto quanto tanto todo toda todos todas qualquer quaisquer outro outra
  outros outras cada assim porque pois caso hipótese hipóteses termos forma modo tal tais referente
  referentes relativo relativa relativos relativas respectivo respectiva respectivos respectivas
  possibilidade necessidade questão definir definição saber discute discutir acerca eventual eventuais
  é são ser sendo sido foi foram será serão seja sejam era fosse for forem estar está estão esteja
  estiver estiverem ter tem têm tiver tenha tenham teve há houver houve haver havendo fica ficam
  pode podem poderá poderão possa possam deve devem deverá deverão deva devam cabe cabem caberá
  compete incumbe responde respondem incide incidem constitui constituem configura configuram
  caracteriza implica induz depende independe admite admitem exige exigem autoriza autorizam obriga
  obrigam impede enseja ensejam gera geram aplica aplicam abrange alcança sujeita sujeitam integra
  integram inclui prevalece decorre decorrem interrompe suspende inicia basta prevê
  compreende atinge vincula assegura faz fará possui possuem pressupõe justifica justificam torna
  tornam afasta afastam exime eximem permite permitem veda vedam prescreve prescrevem extingue
  legitima dispensa comporta comportam enseja depende dependem importa sujeita-se aplica-se
  conta-se consuma-se exige-se admite-se configura-se inicia-se`.split(/\s+/),
);

/** Words that join two nouns inside a phrase ("furto de veículo", "dano em estacionamento"). */
const JOINERS = new Set(['de', 'do', 'da', 'dos', 'das', 'em', 'no', 'na', 'nos', 'nas']);

/** Nouns and adjectives with an infinitive's ending, kept inside phrases (and those in -ular: "irregular"). */
const NOT_VERBS = new Set(
  `poder dever mulher militar familiar particular auxiliar singular titular lugar escolar similar
  hospitalar domiciliar alimentar popular regular complementar preliminar parlamentar lar bar mar
  celular modular tutelar consular exemplar salarial`.split(/\s+/),
);

/** A roman numeral as incisos are numbered (I to MMMM…), not a word that happens to use those letters ("civil"). */
const ROMAN = /^m{0,4}(cm|cd|d?c{0,3})(xc|xl|l?x{0,3})(ix|iv|v?i{0,3})$/;
const ABBREVIATIONS = new Set(['art', 'arts', 'inc', 'incs']);

const MAX_WORDS = 6;
const MAX_PHRASES = 12;

function isBreaker(word: string): boolean {
  const w = word.toLowerCase();
  if (BREAKERS.has(w)) return true;
  if (w.includes('-') && /-(se|lhe|lhes|lo|la|los|las)$/.test(w)) return true;
  // An infinitive ("submeter", "exigir"): a verb, unless one of the nouns that end alike.
  if (w.length >= 5 && /(ar|er|ir)$/.test(w) && !/ular$/.test(w) && !NOT_VERBS.has(w)) return true;
  // Numbers, letters of incisos and abbreviations carry no subject; nor do the roman numerals of
  // incisos ("art. 5º, XXXVI") or "art."/"arts."/"inc." before a number.
  if (ABBREVIATIONS.has(w) || ROMAN.test(w)) return true;
  return !/\p{L}{3}/u.test(w);
}

/** The noun phrases of one statement, in order, without repeats. */
export function nounPhrases(text: string): string[] {
  const phrases: string[] = [];
  // Clauses: punctuation and parentheses end a phrase.
  for (const clause of text.split(/[.,;:()"“”!?–—/]|\s-\s/)) {
    let run: string[] = [];
    const close = () => {
      // At most MAX_WORDS words other than the joiners: "conceito de impenhorabilidade de bem de família" is whole.
      let words = 0;
      const end = run.findIndex((w) => !JOINERS.has(w) && ++words > MAX_WORDS);
      if (end >= 0) run = run.slice(0, end);
      while (run.length > 0 && JOINERS.has(run[run.length - 1] ?? '')) run.pop();
      if (run.length > 0) phrases.push(run.join(' '));
      run = [];
    };
    for (const word of clause.split(/\s+/).filter(Boolean)) {
      const lower = word.toLowerCase();
      if (JOINERS.has(lower)) {
        if (run.length > 0) run.push(lower);
      } else if (isBreaker(word)) {
        close();
      } else {
        run.push(lower);
      }
    }
    close();
  }
  return [...new Set(phrases)];
}

/** "Questão referente à necessidade de …" → "necessidade de …": the tema's subject without its opening. */
function temaQuestion(question: string): string {
  return question.replace(/^\s*(quest(ão|ões)\s+(referentes?|relativas?)\s+(a|à|às|ao|aos)\s+)/i, '');
}

/**
 * The statement without the court's notes after it: the STJ's "(SEGUNDA SEÇÃO, julgado em …)",
 * "SÚMULA ALTERADA: … REDAÇÃO ANTERIOR: …" (the old wording is not the rule), the STF's "(Alterada)".
 */
function statement(text: string): string {
  const end = text.search(
    /\((PRIMEIRA|SEGUNDA|TERCEIRA|QUARTA|QUINTA|SEXTA) (SEÇÃO|TURMA)|\(CORTE ESPECIAL|SÚMULA ALTERADA|REDAÇÃO ANTERIOR|\(Alterada\)/,
  );
  return end > 0 ? text.slice(0, end) : text;
}

/**
 * The names a client gives what the courts write otherwise, added after a statement's own phrases
 * when its folded text says the court's words: the pairs of the legal thesaurus Search reads the
 * questions with ("negativação" for an entry in a credit-protection register, "pensão" for
 * alimentos, "INSS" for the Previdência Social, "aluguel" for a locação).
 */
const LAY_NAMES: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /\b(cadastros? de (protecao ao credito|inadimplentes)|(orgaos?|servicos?) de protecao ao credito)/,
    'negativação',
  ],
  [/\b(alimentos|alimentar|alimenticia|alimentante|alimentando)\b/, 'pensão alimentícia'],
  [/\b(previdencia social|previdenciari[oa]s?|inss)\b/, 'INSS'],
  [/\b(locacao|locatari[oa]|locador|locaticia)\b/, 'aluguel'],
];

function layNames(text: string): string[] {
  const folded = foldAccents(text.toLowerCase());
  return LAY_NAMES.filter(([pattern]) => pattern.test(folded)).map(([, name]) => name);
}

/** The derived phrases of a súmula's statement (at most MAX_PHRASES), then its lay names. */
export function sumulaSubjects(text: string): string[] {
  const own = statement(text);
  return [...new Set([...nounPhrases(own).slice(0, MAX_PHRASES), ...layNames(own)])];
}

/** The derived phrases of a tema: its question's, then its thesis's (at most MAX_PHRASES), then its lay names. */
export function temaSubjects(question: string, thesis: string): string[] {
  const phrases = [...new Set([...nounPhrases(temaQuestion(question)), ...nounPhrases(thesis)])];
  return [...new Set([...phrases.slice(0, MAX_PHRASES), ...layNames(`${question} ${thesis}`)])];
}
