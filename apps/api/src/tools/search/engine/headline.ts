// ts_headline runs over the accent-folded text (so folded query lexemes match), and the fold maps
// each character to exactly one character; so each excerpt is found at the same offsets of the
// original text and rebuilt from it, accents restored. Must mirror lexato_fold() in the
// 2026_11_22_0310 migration.
const FOLD_FROM = 'ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑáàâãäéèêëíìîïóòôõöúùûüçñºª';
const FOLD_TO = 'AAAAAEEEEIIIIOOOOOUUUUCNaaaaaeeeeiiiiooooouuuucn  ';
const FOLD = new Map([...FOLD_FROM].map((ch, i) => [ch, FOLD_TO[i] ?? ch]));

export const FRAGMENT_DELIMITER = ' … ';

export function sqlFold(text: string): string {
  let out = '';
  for (const ch of text) out += FOLD.get(ch) ?? ch;
  return out;
}

/** Rebuilds a ts_headline result of `sqlFold(original)` from `original`, keeping the marks. */
export function mapHeadline(original: string, headline: string): string {
  const folded = sqlFold(original);
  // Characters outside the BMP would shift offsets; such texts keep the folded excerpt.
  if (folded.length !== original.length) return headline;
  let cursor = 0;
  const fragments = headline.split(FRAGMENT_DELIMITER).map((fragment) => {
    const plain = fragment.replace(/<\/?mark>/g, '');
    let at = folded.indexOf(plain, cursor);
    if (at < 0) at = folded.indexOf(plain);
    if (at < 0) return fragment;
    cursor = at + plain.length;
    let out = '';
    let offset = at;
    for (const piece of fragment.split(/(<\/?mark>)/)) {
      if (piece === '<mark>' || piece === '</mark>') out += piece;
      else {
        out += original.slice(offset, offset + piece.length);
        offset += piece.length;
      }
    }
    const before = at > 0 ? '… ' : '';
    const after = at + plain.length < original.length ? ' …' : '';
    return `${before}${out.trim()}${after}`;
  });
  return fragments.join(' ').replace(/ … … /g, ' … ').replace(/\s+/g, ' ').trim();
}

/**
 * The part of a long text given to ts_headline, whose parse costs ≈ 1 µs a character (a page of
 * ten 3,000-character articles took ≈ 35 ms of a search): the `size` characters starting at a
 * line (caput, inciso, parágrafo) that hold the most words beginning with one of the question's
 * lexemes (the Portuguese stems are prefixes of the folded words they come from).
 */
export function headlineWindow(text: string, lexemes: string[], size: number): string {
  if (text.length <= size) return text;
  const folded = sqlFold(text).toLowerCase();
  const stems = lexemes.filter((l) => /^[a-z0-9]+$/.test(l));
  const hits: number[] = [];
  for (const m of folded.matchAll(/[a-z0-9]+/g)) {
    if (stems.some((s) => m[0].startsWith(s))) hits.push(m.index);
  }
  let best = 0;
  let bestCount = -1;
  for (let start = 0; start >= 0 && start < folded.length; start = folded.indexOf('\n', start) + 1 || -1) {
    const count = hits.filter((h) => h >= start && h < start + size).length;
    if (count > bestCount) {
      best = start;
      bestCount = count;
    }
    if (start + size >= folded.length) break;
  }
  return text.slice(best, best + size);
}
