// The citation grammar is written with inline case-insensitive groups ('(?i:súmula)'), which read
// well; it is compiled without them. V8 (Node 24) reads some of those groups differently on a text
// held as two-byte characters (any text with a character past U+00FF: '–', '“', '⟦') than on the
// same text held as one-byte characters: 'art. 19 da Lei Orgânica do Distrito Federal' was read
// whole in one and cut at 'Lei Orgânica' in the other, and a class holding a non-ASCII letter
// ('[çc]') was not folded at all when it was not in its group's first alternative. Spelling every
// letter of such a group in both cases ('[sS][úÚ][mM]…') is the same language, and every engine
// and every string representation reads it the same.

/** The other case of a letter, or undefined when it has none (digits, 'º', 'ß'). */
function otherCase(c: string): string | undefined {
  const lower = c.toLowerCase();
  const upper = c.toUpperCase();
  if (lower === upper) return undefined;
  const other = c === lower ? upper : lower;
  return other.length === 1 ? other : undefined;
}

/** A class's body with every letter and range in both cases: 'a-zà-ú' → 'a-zà-úA-ZÀ-Ú'. */
function foldClass(body: string): string {
  let extra = '';
  let i = body.startsWith('^') ? 1 : 0;
  while (i < body.length) {
    const c = body[i] ?? '';
    if (c === '\\') {
      i += 2;
      continue;
    }
    const isRange = body[i + 1] === '-' && i + 2 < body.length && body[i + 2] !== '\\';
    if (isRange) {
      const to = body[i + 2] ?? '';
      const [a, b] = [otherCase(c), otherCase(to)];
      if (a && b && a <= b) extra += `${a}-${b}`;
      i += 3;
      continue;
    }
    const other = otherCase(c);
    if (other && !body.includes(other)) extra += other;
    i += 1;
  }
  return body + extra;
}

/** The length of an escape at `i` ('\s', '\p{L}', '\u00A0', '\u{1F600}'). */
function escapeLength(source: string, i: number): number {
  const next = source[i + 1];
  if ((next === 'p' || next === 'P' || next === 'u') && source[i + 2] === '{') {
    return source.indexOf('}', i) - i + 1;
  }
  if (next === 'u') return 6;
  if (next === 'x') return 4;
  return 2;
}

/**
 * `source` with every '(?i:…)' group rewritten case by case: its letters as two-case classes, its
 * classes with both cases of each letter and range. Escapes, group syntax ('(?<name>', '(?<!') and
 * quantifiers are copied as they are.
 */
export function expandCaseGroups(source: string): string {
  let out = '';
  /** For each open group, whether it folds case. */
  const stack: boolean[] = [];
  const folding = () => stack.includes(true);
  let i = 0;
  while (i < source.length) {
    const c = source[i] ?? '';
    if (c === '\\') {
      const n = escapeLength(source, i);
      out += source.slice(i, i + n);
      i += n;
    } else if (c === '[') {
      let j = i + 1;
      if (source[j] === '^') j += 1;
      if (source[j] === ']') j += 1;
      while (j < source.length && source[j] !== ']') j += source[j] === '\\' ? 2 : 1;
      const body = source.slice(i + 1, j);
      out += `[${folding() ? foldClass(body) : body}]`;
      i = j + 1;
    } else if (source.startsWith('(?i:', i)) {
      stack.push(true);
      out += '(?:';
      i += 4;
    } else if (c === '(') {
      stack.push(false);
      // the group's own syntax: '(?:', '(?=', '(?!', '(?<=', '(?<!', '(?<name>'
      const head = /^\((?:\?(?:[:=!]|<[=!]|<[A-Za-z]\w*>))?/.exec(source.slice(i))?.[0] ?? '(';
      out += head;
      i += head.length;
    } else if (c === ')') {
      stack.pop();
      out += c;
      i += 1;
    } else if (c === '{' && /^\{\d+(?:,\d*)?\}/.test(source.slice(i))) {
      const q = /^\{\d+(?:,\d*)?\}/.exec(source.slice(i))?.[0] ?? c;
      out += q;
      i += q.length;
    } else {
      const other = folding() ? otherCase(c) : undefined;
      out += other ? `[${c}${other}]` : c;
      i += 1;
    }
  }
  return out;
}

/** The grammar's source as compiled: every case-insensitive group spelt out (see above). */
export function portable(source: string): string {
  return expandCaseGroups(source);
}
