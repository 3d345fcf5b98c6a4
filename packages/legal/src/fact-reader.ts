// Whether a fact written in a case description is denied, and which party it belongs to. The tools
// that weigh evidence need both: "o banco não apresentou contrato assinado nem gravação" denies two
// documents, and the denial is the bank's failure to prove, not the plaintiff's lack of proof.
//
// Works on accent-free lower-case text (`foldAccents`, or any folding of the same length) and on the
// span of the words found, so callers keep quoting the user's own words. Pure, rules as tables.

/** Whose fact it is: the one who tells the case (first person, autor, consumidor…), the other side, or not said. */
export type FactParty = 'autor' | 'reu' | 'indefinida';

export interface FactReading {
  denied: boolean;
  /**
   * Denied as a thing held or produced ("não guardou prints", "sem contrato", "o banco não apresentou
   * o contrato"), not as something done with it ("não paguei o boleto": the boleto exists).
   */
  absent: boolean;
  /** The words that deny the fact ("nao apresentou", "nem", "inexistente"), null when affirmed. */
  cue: string | null;
  party: FactParty;
  /** The words that name the party ("o banco", "guardei"), null when not said. */
  partyCue: string | null;
}

/**
 * Cues written before the fact. A verbal cue ("não apresentou") reaches across a list ("contrato,
 * gravação ou extrato"); a nominal one ("sem", "nem", "nenhum") stops at the first comma.
 */
const CUES_BEFORE: ReadonlyArray<{ re: RegExp; verbal: boolean }> = [
  // "não só", "não apenas", "não somente" add, they do not deny.
  // The negated verb is part of the cue ("nao apresentou"), with the clitics between ("nunca me enviou").
  {
    re: /\b(?:nao|nunca|jamais)(?! (?:so|apenas|somente)\b)(?: (?:me|se|lhe|lhes|nos|o|a|os|as|mais|sequer|ainda|foi|foram|tinha|tem|havia|ha))* [a-z]+/g,
    verbal: true,
  },
  { re: /\bdeix(?:ou|aram|ei|amos|a|am) de [a-z]+/g, verbal: true },
  {
    re: /\b(?:neg|recus|omit)\w*(?:-se)? (?:a )?(?:apresentar|exibir|juntar|fornecer|entregar)\b/g,
    verbal: true,
  },
  { re: /\b(?:sem|nem|nenhum|nenhuma|qualquer ausencia de)\b/g, verbal: false },
  { re: /\b(?:falta|ausencia|inexistencia|carencia) de\b/g, verbal: false },
  // Evidence destroyed or lost is evidence not held: "perdi os recibos", "o banco apagou a gravação".
  {
    re: /\b(?:perdi|perdeu|perdemos|perderam|apaguei|apagou|apagaram|deletei|deletou|descartei|descartou|jogu?ei fora|jogou fora)\b/g,
    verbal: false,
  },
];

/**
 * Cues written after the fact: "contrato inexistente", "a gravação não foi apresentada", "a
 * mensagem no WhatsApp, que depois apagou" stops at "que", but "no WhatsApp e depois apagou" is gone.
 */
const CUE_AFTER =
  /^\s*(?:(?!que\b)\S+\s+){0,3}?((?:(?:e|sao|era|eram|foi|foram) )?(?:inexistentes?|ausentes?|apagad[ao]s?|deletad[ao]s?)\b|(?:apagou|apagaram|deletou|deletaram|sumiu|sumiram)\b|(?:nao|nunca|jamais) (?:foi|foram|existe|existem|existiu|existiram|ha|houve|consta|constam)\b)/;

/**
 * Verbs whose denial says the thing is not there: having, keeping, producing, showing, sending.
 * Any other verb denies an act done with the thing ("não paguei o boleto", "não cumpriu o contrato").
 */
const HOLDING_VERB =
  /\b(?:ha|houve|havia|existe|existem|existia|existiu|tem|tenho|tinha|tinham|temos|possuo|possui|possuia|guard\w*|junt\w*|apresent\w*|exib\w*|envi\w*|mand\w*|forne\w*|entreg\w*|receb\w*|consegu\w*|tir\w*|fiz|fez|fizeram|assin\w*|emit\w*|deu|deram|dei|registr\w*|grav\w*|comprov\w*|prov\w*|foi|foram|salv\w*|arquiv\w*|document\w*|mostr\w*)$/;

/** Words that start a new statement: the denial before them does not reach past them. */
const RESTART =
  /\b(?:mas|porem|contudo|todavia|entretanto|embora|que|porque|pois|quando|enquanto|tenho|temos|tem|possuo|possui|guardei|guardou|juntei|juntou|apresentei|apresentou|ha|existe|existem|houve|provam?|mostram?|comprovam?)\b/;

/** A denial reaches at most this many words after its cue (more words, a new idea). */
const MAX_SCOPE_WORDS = 6;
/** A list item after a comma keeps a verbal denial only if it is this short ("gravação ou extrato"). */
const MAX_LIST_ITEM_WORDS = 3;

const SENTENCE_END = /[.;:!?\n]/;
/**
 * A sentence is read at most this far on each side of the fact: a denial reaches a few words and the
 * subject sits near the verb, and a long text without full stops must not make every reading scan
 * it from the start (6,000 readings of a 120,000-character text took 43 s; 0.6 s with the bound).
 */
export const MAX_SENTENCE_CHARS = 400;

/** The part of the sentence before `start` (after the last full stop, semicolon or line break). */
function sentenceBefore(folded: string, start: number): { text: string; offset: number } {
  let i = start;
  const stop = Math.max(0, start - MAX_SENTENCE_CHARS);
  while (i > stop && !SENTENCE_END.test(folded.charAt(i - 1))) i--;
  return { text: folded.slice(i, start), offset: i };
}

function sentenceAfter(folded: string, end: number): string {
  let i = end;
  const stop = Math.min(folded.length, end + MAX_SENTENCE_CHARS);
  while (i < stop && !SENTENCE_END.test(folded.charAt(i))) i++;
  return folded.slice(end, i);
}

const words = (s: string) => s.split(/[^a-z0-9%]+/).filter(Boolean);

/** Does a cue ending where `between` begins reach the fact that follows `between`? */
function reaches(between: string, verbal: boolean): boolean {
  const parts = between.split(',');
  const [first, ...rest] = parts;
  if (first === undefined || RESTART.test(first)) return false;
  if (words(between).length > MAX_SCOPE_WORDS) return false;
  if (rest.length === 0) return true;
  if (!verbal) return false;
  return rest.every((p) => !RESTART.test(p) && words(p).length <= MAX_LIST_ITEM_WORDS);
}

function deniedBy(folded: string, start: number, end: number): { cue: string; absent: boolean } | null {
  const before = sentenceBefore(folded, start).text;
  let best: { cue: string; at: number; verbal: boolean } | null = null;
  for (const { re, verbal } of CUES_BEFORE) {
    for (const m of before.matchAll(re)) {
      const cueEnd = m.index + m[0].length;
      if (!reaches(before.slice(cueEnd), verbal)) continue;
      if (!best || m.index > best.at) best = { cue: m[0], at: m.index, verbal };
    }
  }
  if (best) {
    const verb = best.cue.split(' ').at(-1) ?? '';
    return { cue: best.cue, absent: !best.verbal || HOLDING_VERB.test(verb) };
  }
  const after = CUE_AFTER.exec(sentenceAfter(folded, end));
  return after?.[1] ? { cue: after[1], absent: true } : null;
}

/** Nouns and pronouns that name each side, as a plaintiff's lawyer or the plaintiff writes them. */
const PARTY_WORDS: ReadonlyArray<{ party: Exclude<FactParty, 'indefinida'>; re: RegExp }> = [
  {
    party: 'reu',
    // With the contractions too: "reclamei no banco, que não mostrou o contrato" — the bank is the subject.
    re: /\b(?:(?:o|a|os|as|no|na|nos|nas|do|da|dos|das|ao|pelo|pela) (?:banco|empresa|re|reu|reus|res|reclamada|reclamado|empregador|empregadora|loja|fornecedor|fornecedora|fabricante|operadora|instituicao(?: financeira)?|seguradora|construtora|incorporadora|companhia|concessionaria|escola|academia|locador|locadora|plano|requerid[oa]|executad[oa]|devedor|devedora|fazenda|municipio|estado|uniao|parte contraria|outra parte|financeira|cooperativa))\b/g,
  },
  {
    party: 'autor',
    re: /\b(?:eu|meu|minha|meus|minhas|comigo|(?:o|a|os|as) (?:autor|autora|autores|reclamante|requerente|cliente|consumidor|consumidora|trabalhador|trabalhadora|empregad[oa]|segurad[oa]|paciente|alun[oa]|locatari[oa]|inquilin[oa]|exequente|credor|credora|contribuinte))\b|\b[a-z]{3,}ei\b|\b(?:tenho|possuo|tinha|tive|recebi|consegui|fiz|temos|tivemos|guardamos|juntamos)\b/g,
  },
];

/** The last party named in the sentence before the fact (its subject, in a plain Portuguese sentence). */
function partyOf(folded: string, start: number): { party: FactParty; cue: string | null } {
  const { text } = sentenceBefore(folded, start);
  let best: { party: FactParty; cue: string; at: number } | null = null;
  for (const { party, re } of PARTY_WORDS) {
    for (const m of text.matchAll(re)) {
      if (!best || m.index >= best.at) best = { party, cue: m[0], at: m.index };
    }
  }
  return best ? { party: best.party, cue: best.cue } : { party: 'indefinida', cue: null };
}

/** How the sentence around `folded[start, end)` states that fact: denied or not, and whose it is. */
export function readFact(folded: string, start: number, end: number): FactReading {
  const denial = deniedBy(folded, start, end);
  const { party, cue: partyCue } = partyOf(folded, start);
  return {
    denied: denial !== null,
    absent: denial?.absent ?? false,
    cue: denial?.cue ?? null,
    party,
    partyCue,
  };
}
