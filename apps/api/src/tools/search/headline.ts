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
