// Article numbers as the base stores them and as a lawyer writes them. LC 95/1998 art. 10, I:
// articles are numbered with ordinals up to the ninth (1º…9º) and cardinals from the tenth;
// articles inserted between two others take a capital letter (art. 477-A), and Planalto's
// compilations print the thousands with a dot (art. 1.062). The base stores the bare form: no
// ordinal sign, no dot, an upper-case letter after a hyphen ('1', '1062', '477-A', '4-A').

/** '1º', '1o', '1°', '1.062', '477-a', '477A', '4º-A' → '1', '1', '1', '1062', '477-A', '477-A', '4-A'; else null. */
export function normaliseArticle(raw: string): string | null {
  const m =
    /^\s*(\d{1,2}(?:\.\d{3})+|\d{1,5})\s*(?:[º°ºo]|\.º)?\s*(?:-\s*([A-Za-z]{1,2})|([A-Z]{1,2}))?\s*\.?\s*$/.exec(
      raw,
    );
  if (!m?.[1]) return null;
  const base = String(Number(m[1].replace(/\./g, '')));
  const letter = (m[2] ?? m[3] ?? '').toUpperCase();
  return letter ? `${base}-${letter}` : base;
}

/** The base number of a normalised article: '477-A' → 477. */
export function articleBase(article: string): number {
  return Number.parseInt(article, 10);
}

/** '1' → '1º', '1062' → '1.062', '4-A' → '4º-A': the form for titles and notes. */
export function formatArticle(article: string): string {
  const [digits = '', letter] = article.split('-');
  const n = Number(digits);
  const base = n <= 9 ? `${n}º` : String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return letter ? `${base}-${letter}` : base;
}
