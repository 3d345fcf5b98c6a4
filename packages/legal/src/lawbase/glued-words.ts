// Words glued by a faulty extraction ("peranteo fornecedor", "produtose serviços"): a word of the
// built texts that the sources never write, but that splits into two words the sources write side
// by side ("perante o", "produtos e"). The dictionary is the acts' own vocabulary: every word of
// the source texts, and every pair of words they write one after the other.

export interface GluedWord {
  /** The glued word as the built text writes it (lower case). */
  word: string;
  /** The two words it stands for, as the sources write them. */
  split: string;
  /** The id of a built record holding it. */
  in: string;
}

const WORD = /\p{L}+/gu;

function words(text: string): string[] {
  return (text.toLowerCase().match(WORD) ?? []) as string[];
}

export interface Vocabulary {
  words: Set<string>;
  pairs: Set<string>;
}

/** The words of the source texts, and the pairs they write side by side. */
export function vocabulary(sources: Iterable<string>): Vocabulary {
  const known = new Set<string>();
  const pairs = new Set<string>();
  for (const source of sources) {
    for (const line of source.split(/\n/)) {
      const ws = words(line);
      for (let i = 0; i < ws.length; i++) {
        const w = ws[i] as string;
        known.add(w);
        if (i > 0) pairs.add(`${ws[i - 1]} ${w}`);
      }
    }
  }
  return { words: known, pairs };
}

/** The glued words of the built records, each once, in the order met. */
export function findGluedWords(
  vocab: Vocabulary,
  records: Iterable<{ id: string; text: string }>,
): GluedWord[] {
  const found = new Map<string, GluedWord>();
  const clean = new Set<string>();
  for (const record of records) {
    for (const word of words(record.text)) {
      if (vocab.words.has(word) || clean.has(word) || found.has(word)) continue;
      const chars = [...word];
      let split: string | undefined;
      for (let i = 1; i < chars.length && !split; i++) {
        const left = chars.slice(0, i).join('');
        const right = chars.slice(i).join('');
        if (vocab.pairs.has(`${left} ${right}`)) split = `${left} ${right}`;
      }
      if (split) found.set(word, { word, split, in: record.id });
      else clean.add(word);
    }
  }
  return [...found.values()];
}
