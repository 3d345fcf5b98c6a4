// Revocations that took effect after the date of the compiled text the base is parsed from: the
// text still prints the provisions as law, with at most a "(Vide Lei nº …)" beside them. Each
// entry names the revoking provision and the day it took effect; the build applies them (the base
// is released after that day), so the Validator calls a citation of those provisions suspicious,
// naming the revoking act, and Search ranks them as revoked.
import type { ArticleRecord, ProvisionUnit } from './types.ts';

export interface LaterRevocation {
  /** Act slug (LAWBASE_ACTS). */
  slug: string;
  /** Whole articles, by base number, both ends included. */
  articles?: readonly [from: number, to: number];
  /** One provision inside an article: the article, then the unit labels down the tree. */
  provision?: { article: string; path: readonly string[]; cited: string };
  /** As the compiled texts name a revoking act ("Lei nº 13.467, de 2017"). */
  revokedBy: string;
  /** The day the revocation took effect ('YYYY-MM-DD'). */
  inForce: string;
  /** The rule that revokes and the rule that dates it. */
  basis: string;
}

export const LATER_REVOCATIONS: readonly LaterRevocation[] = [
  {
    // Código Civil, Capítulo XV "Do Seguro" (arts. 757 a 802): the compiled text of 19/09/2025
    // prints them with "(Vide Lei nº 15.040, de 2024)".
    slug: 'cc',
    articles: [757, 802],
    revokedBy: 'Lei nº 15.040, de 2024',
    inForce: '2025-12-11',
    basis:
      'Lei 15.040/2024, art. 133 (revoga o art. 206, § 1º, II, e os arts. 757 a 802 do Código Civil); art. 134: vigência um ano após a publicação (DOU de 10/12/2024)',
  },
  {
    // The one-year prescription of the insured's claims against the insurer, now in Lei 15.040.
    slug: 'cc',
    provision: { article: '206', path: ['1', 'II'], cited: 'art. 206, § 1º, II' },
    revokedBy: 'Lei nº 15.040, de 2024',
    inForce: '2025-12-11',
    basis: 'Lei 15.040/2024, arts. 133 e 134',
  },
];

function revokeUnit(unit: ProvisionUnit, revokedBy: string): ProvisionUnit {
  return {
    ...unit,
    status: 'revogado',
    revokedBy,
    children: unit.children.map((c) => revokeUnit(c, revokedBy)),
  };
}

function revokePath(units: ProvisionUnit[], path: readonly string[], revokedBy: string): ProvisionUnit[] {
  const [label, ...rest] = path;
  return units.map((u) => {
    if (u.label !== label) return u;
    return rest.length === 0
      ? revokeUnit(u, revokedBy)
      : { ...u, children: revokePath(u.children, rest, revokedBy) };
  });
}

/** The act's records with the later revocations of `slug` applied. */
export function applyLaterRevocations(
  slug: string,
  records: ArticleRecord[],
  revocations: readonly LaterRevocation[] = LATER_REVOCATIONS,
): ArticleRecord[] {
  const own = revocations.filter((r) => r.slug === slug);
  if (own.length === 0) return records;
  return records.map((record) => {
    let out = record;
    for (const r of own) {
      if (r.articles && record.articleNumber >= r.articles[0] && record.articleNumber <= r.articles[1]) {
        out = {
          ...out,
          status: 'revogado',
          revokedBy: r.revokedBy,
          structure: {
            ...out.structure,
            caputStatus: 'revogado',
            caputRevokedBy: r.revokedBy,
            units: out.structure.units.map((u) => revokeUnit(u, r.revokedBy)),
          },
        };
      } else if (r.provision && r.provision.article === record.article) {
        out = {
          ...out,
          structure: {
            ...out.structure,
            units: revokePath(out.structure.units, r.provision.path, r.revokedBy),
          },
        };
      }
    }
    return out;
  });
}
