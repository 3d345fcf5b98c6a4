import {
  DATAJUD_ALIAS_OVERRIDES,
  FIXED_CODES,
  FULL_NAMES,
  SEGMENTS,
  UF_BY_TR,
  WITHOUT_DATAJUD,
} from './data/tribunals.ts';
import type { Verification } from './verification.ts';

export interface Tribunal {
  /** Acronym as DataJud and the courts write it: 'TJSP', 'TRT3', 'TRE-SP', 'TRF1', '1ª CJM'. */
  acronym: string;
  name: string;
  /** J of the CNJ number (Res. CNJ 65/2008 art. 1º § 4º). */
  segment: string;
  segmentName: string;
  /** TR of the CNJ number (Res. CNJ 65/2008 art. 1º § 5º). */
  code: string;
  uf: string | null;
  /** DataJud public index ('api_publica_tjsp'); null where the API has none (STF, councils, CJMs). */
  datajudAlias: string | null;
  datajudAliasVerification: Verification;
}

function regional(
  segment: string,
  code: string,
): { acronym: string; name: string; uf: string | null } | undefined {
  const n = Number(code);
  const uf = UF_BY_TR[code];
  if (segment === '4' && n >= 1 && n <= 6) {
    return { acronym: `TRF${n}`, name: `Tribunal Regional Federal da ${n}ª Região`, uf: null };
  }
  if (segment === '5' && n >= 1 && n <= 24) {
    return { acronym: `TRT${n}`, name: `Tribunal Regional do Trabalho da ${n}ª Região`, uf: null };
  }
  if (segment === '6' && uf) return { acronym: `TRE-${uf}`, name: `Tribunal Regional Eleitoral (${uf})`, uf };
  if (segment === '7' && n >= 1 && n <= 12) {
    return { acronym: `${n}ª CJM`, name: `${n}ª Circunscrição Judiciária Militar`, uf: null };
  }
  if (segment === '8' && uf) {
    const acronym = uf === 'DF' ? 'TJDFT' : `TJ${uf}`;
    return { acronym, name: FULL_NAMES[acronym] ?? `Tribunal de Justiça (${uf})`, uf };
  }
  return undefined;
}

function aliasOf(acronym: string): { alias: string | null; verification: Verification } {
  if (WITHOUT_DATAJUD.has(acronym) || acronym.includes('CJM'))
    return { alias: null, verification: 'verified_page' };
  const override = DATAJUD_ALIAS_OVERRIDES[acronym];
  if (override) return { alias: override, verification: 'knowledge_unverified' };
  return { alias: `api_publica_${acronym.toLowerCase()}`, verification: 'verified_page' };
}

/** The tribunal or council that a J.TR pair designates, or undefined when the pair does not exist. */
export function tribunalByCode(segment: string, code: string): Tribunal | undefined {
  const segmentName = SEGMENTS[segment];
  if (!segmentName || !/^\d{2}$/.test(code)) return undefined;
  const fixed = FIXED_CODES[segment]?.[code];
  const found = fixed
    ? {
        acronym: fixed,
        name: FULL_NAMES[fixed] ?? fixed,
        uf: segment === '9' ? (UF_BY_TR[code] ?? null) : null,
      }
    : regional(segment, code);
  if (!found) return undefined;
  const { alias, verification } = aliasOf(found.acronym);
  return {
    ...found,
    segment,
    segmentName,
    code,
    datajudAlias: alias,
    datajudAliasVerification: verification,
  };
}

let cache: Tribunal[] | undefined;

/** Every J.TR pair that Res. CNJ 65/2008 defines (107 entries, 91 of them with a DataJud alias). */
export function listTribunals(): Tribunal[] {
  if (!cache) {
    const all: Tribunal[] = [];
    for (const segment of Object.keys(SEGMENTS)) {
      for (let n = 0; n <= 99; n++) {
        const tribunal = tribunalByCode(segment, String(n).padStart(2, '0'));
        if (tribunal) all.push(tribunal);
      }
    }
    cache = all;
  }
  return [...cache];
}

/** Looks a tribunal up by acronym, ignoring case and hyphens ('trt-3', 'TRE SP', 'tjdft'). */
export function findTribunal(acronym: string): Tribunal | undefined {
  const key = normaliseAcronym(acronym);
  return listTribunals().find((t) => normaliseAcronym(t.acronym) === key);
}

function normaliseAcronym(value: string): string {
  return value.toUpperCase().replace(/[\s-]/g, '');
}
