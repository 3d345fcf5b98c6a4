// Personal identifiers never leave the server (LGPD art. 6 III): before a prompt goes to an
// external model, CPF, CNPJ, e-mail addresses and phone numbers become stable placeholders
// ([CPF_1], [EMAIL_2]…), and the answer gets the original values back.

export type PiiKind = 'CPF' | 'CNPJ' | 'EMAIL' | 'TELEFONE';

// A number is only an identifier when it stands alone: not glued to more digits, and not part
// of a longer punctuated number such as a CNJ process number (0001234-56.2024.8.26.0100).
const BEFORE = String.raw`(?<![\d\p{L}_])(?<!\d[.\-/])`;
const AFTER = String.raw`(?![\d\p{L}_])(?![.\-/]\d)`;

const PATTERNS: { kind: PiiKind; source: string }[] = [
  // E-mail first: its local part may hold digits that look like a phone number.
  {
    kind: 'EMAIL',
    source: "[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)+",
  },
  { kind: 'CNPJ', source: String.raw`${BEFORE}\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}${AFTER}` },
  { kind: 'CPF', source: String.raw`${BEFORE}\d{3}\.?\d{3}\.?\d{3}-?\d{2}${AFTER}` },
  {
    kind: 'TELEFONE',
    source: [
      // (11) 91234-5678, +55 11 3456 7890, 11912345678
      String.raw`${BEFORE}(?:\+?55[\s.-]?)?(?:\(\d{2}\)|\d{2})[\s.-]?9?\d{4}[\s.-]?\d{4}${AFTER}`,
      // 91234-5678, 3456-7890 (no area code: the hyphen is required)
      String.raw`${BEFORE}9?\d{4}-\d{4}${AFTER}`,
    ].join('|'),
  },
];

const PLACEHOLDER = /\[(CPF|CNPJ|EMAIL|TELEFONE)_(\d+)\]/g;

/**
 * One masker per conversation: the same value always gets the same placeholder, so the
 * system and user prompts agree, and restore() maps every placeholder back.
 */
export class PiiMasker {
  readonly #byValue = new Map<string, string>();
  readonly #byPlaceholder = new Map<string, string>();
  readonly #counters: Record<PiiKind, number> = { CPF: 0, CNPJ: 0, EMAIL: 0, TELEFONE: 0 };
  /** Placeholder-looking text already present in the input: never reused, so restore stays exact. */
  readonly #taken = new Set<string>();

  get count(): number {
    return this.#byPlaceholder.size;
  }

  mask(text: string): string {
    for (const m of text.matchAll(PLACEHOLDER)) this.#taken.add(m[0]);
    let out = text;
    for (const { kind, source } of PATTERNS) {
      out = out.replace(new RegExp(source, 'gu'), (value) => this.#placeholderFor(kind, value));
    }
    return out;
  }

  /** Puts the original values back into every string of a JSON-like value (keys untouched). */
  restore<T>(value: T): T {
    return this.#restoreValue(value) as T;
  }

  restoreText(text: string): string {
    if (this.#byPlaceholder.size === 0) return text;
    return text.replace(PLACEHOLDER, (placeholder) => this.#byPlaceholder.get(placeholder) ?? placeholder);
  }

  #placeholderFor(kind: PiiKind, value: string): string {
    const known = this.#byValue.get(value);
    if (known) return known;
    let placeholder: string;
    do {
      this.#counters[kind] += 1;
      placeholder = `[${kind}_${this.#counters[kind]}]`;
    } while (this.#taken.has(placeholder));
    this.#byValue.set(value, placeholder);
    this.#byPlaceholder.set(placeholder, value);
    return placeholder;
  }

  #restoreValue(value: unknown): unknown {
    if (typeof value === 'string') return this.restoreText(value);
    if (Array.isArray(value)) return value.map((item) => this.#restoreValue(item));
    if (value !== null && typeof value === 'object') {
      const out: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(value)) out[key] = this.#restoreValue(item);
      return out;
    }
    return value;
  }
}
