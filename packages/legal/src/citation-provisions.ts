// The provisions an article citation names below the article: 'art. 58, § 3º', 'art. 7º, XXIX',
// 'art. 121, § 2º, VI', 'art. 1.015, parágrafo único', 'art. 5º, LXXIII, "a"' (LC 95/1998 art. 10:
// parágrafos, incisos in Roman numerals, alíneas in lower-case letters). Read from the citation
// as written, after its (first) article number, or before it ('§ 1º do art. 477').
import type { ProvisionPath } from './lawbase/structure.ts';

const ROMAN_VALUE: Readonly<Record<string, number>> = { I: 1, V: 5, X: 10, L: 50, C: 100 };

/** 'XXIX' → 29; undefined for a string that is not a well-formed Roman numeral. */
export function romanValue(roman: string): number | undefined {
  if (!/^(?=[IVXLC])C{0,3}(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})$/.test(roman)) return undefined;
  let total = 0;
  for (let i = 0; i < roman.length; i += 1) {
    const value = ROMAN_VALUE[roman[i] ?? ''] ?? 0;
    const next = ROMAN_VALUE[roman[i + 1] ?? ''] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}

const TOKEN =
  /§{1,2}\s*(\d{1,3})\s*[º°o]?(?:\s?-\s?([A-Z])(?![a-zà-ú]))?|par[áa]grafo\s+[úu]nico|(?:inc(?:isos?|s?\.)\s*)?\b([IVXLC]{1,8})\b(?![º°])|(?:al[íi]neas?|al\.)\s*["“']?([a-z])\b["”']?|["“']([a-z])["”'](?![a-z])|,\s*([a-z])(?=\s*,|\s*$)/g;

/**
 * The path of the provision named after the article, or undefined when the citation names only
 * the article. Lists ('§§ 1º e 2º') name the first; the Validator checks each path it is given.
 */
export function provisionPaths(citation: string): ProvisionPath[] {
  const head =
    /(?:arts?\.|artigos?)\s*(?:\d{1,2}\.\d{3}|\d{1,4})(?:\s?[º°ª]|o(?![a-zà-ú]))?(?:\s?-\s?[A-Z](?![a-zà-ú]))?/i.exec(
      citation,
    );
  if (!head) return [];
  // After the act's name ('da CLT', 'do Código Civil') nothing names a provision any more.
  const rest = citation.slice(head.index + head[0].length).split(/\s(?:d[oa]s?|n[oa]s?)\s/)[0] ?? '';
  // Named before the article ('alínea "a" do inciso II do art. 3º'): innermost first, so read
  // outermost first, as if written after it.
  const before = [...citation.slice(0, head.index).matchAll(TOKEN)].reverse();
  const paths: ProvisionPath[] = [];
  let current: ProvisionPath = {};
  const push = () => {
    if (Object.keys(current).length > 0) paths.push(current);
  };
  for (const m of [...before, ...rest.slice(0, 300).matchAll(TOKEN)]) {
    if (m[1] !== undefined || /^par/i.test(m[0])) {
      push();
      const letter = m[2] === undefined ? '' : `-${m[2]}`;
      current = { paragrafo: m[1] === undefined ? 'unico' : `${Number(m[1])}${letter}` };
    } else if (m[3] !== undefined) {
      if (romanValue(m[3]) === undefined) continue;
      if (current.inciso !== undefined) {
        push();
        current = current.paragrafo === undefined ? {} : { paragrafo: current.paragrafo };
      }
      current.inciso = m[3];
    } else {
      const letter = m[4] ?? m[5] ?? m[6];
      if (letter !== undefined) current.alinea = letter;
    }
  }
  push();
  return paths;
}
