// Entries with no official copy at hand are taken only where two independent public transcriptions
// agree word for word. Pure: the caller reads the transcription files and writes the result.

/** One public transcription of a numbered series (súmulas vinculantes…), as read. */
export interface Transcription {
  /** Short name of the transcription ('A', 'B'…). */
  id: string;
  /**
   * Transcriptions of one project share a family: they are one source, never two that agree
   * (a later file of the same project that continues the series counts with its first).
   */
  family: string;
  /** Who published it, what it says it was taken from, and when it was read. */
  source: string;
  /** Text by number; null where the transcription prints a number without a text. */
  entries: Readonly<Record<string, string | null>>;
}

export interface AgreedEntry {
  number: number;
  text: string;
  /** The transcriptions that print this text (at least two families). */
  sources: string[];
  /** Transcriptions of the number whose text differs from the agreed one. */
  dissent: string[];
}

export interface LeftOutEntry {
  number: number;
  why: string;
  /** Each transcription's text of the number, as read. */
  texts: Record<string, string | null>;
}

/**
 * The comparison form of a text: whitespace collapsed, every kind of quotation mark made one,
 * every dash and hyphen made one. Nothing else changes: a different word, letter case, accent,
 * abbreviation ("art." / "artigo", "nº") or punctuation mark is a disagreement.
 */
export function comparable(text: string): string {
  return text
    .replace(/[“”„‟«»"‘’‚‛']/g, '"')
    .replace(/[‐‑‒–—―−-]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The entries two independent transcriptions print word for word alike (after `comparable`), and
 * the numbers left out with why: one transcription only, none agreeing, or two agreeing pairs on
 * different texts. The text kept is the first agreeing transcription's, whitespace collapsed.
 */
export function agreeTranscriptions(transcriptions: readonly Transcription[]): {
  agreed: AgreedEntry[];
  leftOut: LeftOutEntry[];
} {
  const numbers = new Set<number>();
  for (const t of transcriptions) for (const n of Object.keys(t.entries)) numbers.add(Number(n));
  const agreed: AgreedEntry[] = [];
  const leftOut: LeftOutEntry[] = [];
  for (const number of [...numbers].sort((a, b) => a - b)) {
    const printed = transcriptions.filter((t) => t.entries[number] !== undefined);
    const texts = Object.fromEntries(printed.map((t) => [t.id, t.entries[number] ?? null]));
    const withText = printed.filter((t) => typeof t.entries[number] === 'string');
    const groups = new Map<string, Transcription[]>();
    for (const t of withText) {
      const key = comparable(t.entries[number] ?? '');
      groups.set(key, [...(groups.get(key) ?? []), t]);
    }
    const agreeing = [...groups.values()].filter((g) => new Set(g.map((t) => t.family)).size >= 2);
    const first = agreeing[0];
    if (agreeing.length === 1 && first) {
      agreed.push({
        number,
        text: (first[0]?.entries[number] ?? '').replace(/\s+/g, ' ').trim(),
        sources: first.map((t) => t.id),
        dissent: withText.filter((t) => !first.includes(t)).map((t) => t.id),
      });
      continue;
    }
    const families = new Set(withText.map((t) => t.family)).size;
    const why =
      agreeing.length > 1
        ? 'duas transcrições concordam num texto e outras duas noutro'
        : withText.length === 0
          ? 'nenhuma transcrição imprime o texto'
          : families < 2
            ? 'uma só transcrição independente imprime o texto'
            : 'as transcrições divergem';
    leftOut.push({ number, why, texts });
  }
  return { agreed, leftOut };
}
