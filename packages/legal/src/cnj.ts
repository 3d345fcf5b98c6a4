// CNJ unified case number, Resolução CNJ 65/2008 art. 1º: NNNNNNN-DD.AAAA.J.TR.OOOO, check digits
// DD by ISO 7064:2003 MOD 97-10 as in its Anexo VIII. A number that validates is well formed; only
// DataJud or the tribunal can say that the case exists.

import { type Tribunal, tribunalByCode } from './tribunals.ts';

export { findTribunal, tribunalByCode } from './tribunals.ts';

export interface CnjParts {
  /** NNNNNNN: sequential number within the unit of origin and year (7 digits). */
  sequential: string;
  /** AAAA: year of filing. */
  year: string;
  /** J: segment of the Judiciary. */
  segment: string;
  /** TR: tribunal within the segment. */
  tribunal: string;
  /** OOOO: unit of origin (0000 for the tribunal itself). */
  origin: string;
}

export interface CnjNumber extends CnjParts {
  checkDigits: string;
  /** The 20 digits without mask, as DataJud's numeroProcesso stores them. */
  digits: string;
  formatted: string;
}

export type CnjParseResult = { ok: true; value: CnjNumber } | { ok: false; error: string };

export interface CnjValidation {
  valid: boolean;
  number: CnjNumber | undefined;
  tribunal: Tribunal | undefined;
  /** Portuguese reasons, empty when valid. */
  errors: string[];
}

const FORMATTED = /^(\d{1,7})-(\d{2})\.(\d{4})\.(\d)\.(\d{2})\.(\d{4})$/;
/** eproc (TRF4) writes J.TR glued: 5035108-46.2016.404.7000 (legal-facts.json cnj_numbering.notes). */
const LEGACY_EPROC = /^(\d{7})-(\d{2})\.(\d{4})\.(\d)(\d{2})\.(\d{4})$/;
const BARE = /^(\d{7})(\d{2})(\d{4})(\d)(\d{2})(\d{4})$/;

/** Reads the six fields of a CNJ number (masked, eproc style or 20 bare digits); no check-digit test. */
export function parseCnj(input: string): CnjParseResult {
  const text = input.trim();
  const match = FORMATTED.exec(text) ?? LEGACY_EPROC.exec(text) ?? BARE.exec(text);
  if (!match) {
    return {
      ok: false,
      error: `'${input}' não segue o formato NNNNNNN-DD.AAAA.J.TR.OOOO (Res. CNJ 65/2008)`,
    };
  }
  const [, seq = '', dd = '', year = '', segment = '', tribunal = '', origin = ''] = match;
  const parts: CnjParts = { sequential: seq.padStart(7, '0'), year, segment, tribunal, origin };
  return { ok: true, value: withCheckDigits(parts, dd) };
}

function withCheckDigits(parts: CnjParts, checkDigits: string): CnjNumber {
  const { sequential, year, segment, tribunal, origin } = parts;
  return {
    ...parts,
    checkDigits,
    digits: `${sequential}${checkDigits}${year}${segment}${tribunal}${origin}`,
    formatted: `${sequential}-${checkDigits}.${year}.${segment}.${tribunal}.${origin}`,
  };
}

function mod97(digits: string): number {
  let rest = 0;
  for (let i = 0; i < digits.length; i++) rest = (rest * 10 + (digits.charCodeAt(i) - 48)) % 97;
  return rest;
}

function assertParts(parts: CnjParts): void {
  const ok =
    /^\d{7}$/.test(parts.sequential) &&
    /^\d{4}$/.test(parts.year) &&
    /^\d$/.test(parts.segment) &&
    /^\d{2}$/.test(parts.tribunal) &&
    /^\d{4}$/.test(parts.origin);
  if (!ok) throw new RangeError('campos do número CNJ com quantidade de dígitos errada (7, 4, 1, 2, 4)');
}

/** DD = 98 − (NNNNNNN AAAA J TR OOOO 00 mod 97), Res. CNJ 65/2008 Anexo VIII. */
export function cnjCheckDigits(parts: CnjParts): string {
  assertParts(parts);
  const { sequential, year, segment, tribunal, origin } = parts;
  const rest = mod97(`${sequential}${year}${segment}${tribunal}${origin}00`);
  return String(98 - rest).padStart(2, '0');
}

/** Masks a number; given the fields without DD, computes them (so the result always validates). */
export function formatCnj(input: string | (CnjParts & { checkDigits?: string })): string {
  if (typeof input === 'string') {
    const parsed = parseCnj(input);
    if (!parsed.ok) throw new RangeError(parsed.error);
    return parsed.value.formatted;
  }
  const parts: CnjParts = {
    sequential: input.sequential.padStart(7, '0'),
    year: input.year,
    segment: input.segment,
    tribunal: input.tribunal,
    origin: input.origin,
  };
  assertParts(parts);
  return withCheckDigits(parts, input.checkDigits ?? cnjCheckDigits(parts)).formatted;
}

/**
 * Full check: layout, MOD 97-10 check digits (Anexo VIII)
 * and an existing J.TR pair; with `today`, a filing year after the current one is refused too.
 */
export function validateCnj(input: string, options: { today?: string } = {}): CnjValidation {
  const parsed = parseCnj(input);
  if (!parsed.ok) return { valid: false, number: undefined, tribunal: undefined, errors: [parsed.error] };
  const n = parsed.value;
  const errors: string[] = [];
  const expected = cnjCheckDigits(n);
  // Compared with the computed DD rather than "remainder 1": DD = 01 also leaves remainder 1 when the
  // computed value is 98, but the Anexo VIII formula never yields 01 (as @brazilian-utils also holds).
  if (n.checkDigits !== expected) {
    errors.push(
      `dígitos verificadores ${n.checkDigits} não conferem: para ${n.sequential}-DD.${n.year}.${n.segment}.${n.tribunal}.${n.origin} o cálculo MOD 97-10 (ISO 7064, Res. CNJ 65/2008, Anexo VIII) dá ${expected}`,
    );
  }
  const tribunal = tribunalByCode(n.segment, n.tribunal);
  if (!tribunal) {
    errors.push(
      `não existe tribunal com segmento J=${n.segment} e código TR=${n.tribunal} (Res. CNJ 65/2008)`,
    );
  }
  const currentYear = options.today ? Number(options.today.slice(0, 4)) : undefined;
  if (currentYear !== undefined && Number(n.year) > currentYear) {
    errors.push(`ano de ajuizamento ${n.year} é posterior ao ano corrente (${currentYear})`);
  }
  return { valid: errors.length === 0, number: n, tribunal, errors };
}

export function isValidCnj(input: string): boolean {
  return validateCnj(input).valid;
}

/** Tribunal named by J.TR (with its DataJud alias); needs a well-formed number, not a correct DD. */
export function tribunalFromCnj(input: string): Tribunal | undefined {
  const parsed = parseCnj(input);
  return parsed.ok ? tribunalByCode(parsed.value.segment, parsed.value.tribunal) : undefined;
}

/**
 * The number as the user types it, masked NNNNNNN-DD.AAAA.J.TR.OOOO: only digits are kept (up to 20)
 * and each separator appears once the digit after it is typed, so typing or pasting gives the same text.
 */
export function maskCnjInput(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 20);
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (i === 7) out += '-';
    else if (i === 9 || i === 13 || i === 14 || i === 16) out += '.';
    out += digits[i];
  }
  return out;
}
