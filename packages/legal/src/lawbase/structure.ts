// Finding a provision inside an article's structure: "art. 58, § 3º", "art. 7º, XXIX",
// "art. 121, § 2º, VI", "art. 1.015, parágrafo único", "art. 5º, LXXIII, a".
import type { ArticleStructure, ProvisionUnit } from './types.ts';

export interface ProvisionPath {
  /** '1', '2'…, an inserted '2-A', or 'unico'. */
  paragrafo?: string;
  /** Roman numeral, upper case. */
  inciso?: string;
  /** Lower-case letter. */
  alinea?: string;
}

/**
 * The unit the path names, or null when it does not exist in the article. An inciso without a
 * parágrafo is one of the caput's; a parágrafo único answers to 'unico' and, as lawyers often
 * write "§ 1º" for it, never to '1'.
 */
export function findProvision(structure: ArticleStructure, path: ProvisionPath): ProvisionUnit | null {
  let units = structure.units;
  let found: ProvisionUnit | null = null;
  const steps: Array<[ProvisionUnit['kind'], string | undefined]> = [
    ['paragrafo', path.paragrafo],
    ['inciso', path.inciso?.toUpperCase()],
    ['alinea', path.alinea?.toLowerCase()],
  ];
  for (const [kind, label] of steps) {
    if (label === undefined) continue;
    found = units.find((u) => u.kind === kind && u.label === label) ?? null;
    if (!found) return null;
    units = found.children;
  }
  return found;
}
