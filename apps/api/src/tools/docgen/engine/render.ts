// Fills a template's {{campo}} placeholders with the typed values of a form: dates in full
// pt-BR, money with the amount in words (the `extenso` library), CPF/CNPJ checked and formatted.
// A blank field leaves a visible line to be filled by hand. Pure: no I/O.

import { MONTH_NAMES } from '@lexato/legal';
import type { FieldType, TemplateFieldDto } from '@lexato/schemas';
import {
  GENERATED_TOO_LARGE,
  guessFieldType,
  isCalendarDay,
  isDayInRange,
  labelFromName,
  MAX_GENERATED_BYTES,
} from '@lexato/schemas';
import { parseBrlAmount } from '@lexato/schemas/format';
import extenso from 'extenso';

export const BLANK_LINE = '____________________';

export class FieldError extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(message);
    this.field = field;
  }
}

/** '2026-11-22' or '22/11/2026' → '22 de novembro de 2026' (the 1st is written '1º'). */
export function formatDateLong(value: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const br = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  const [y, m, d] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : br
      ? [Number(br[3]), Number(br[2]), Number(br[1])]
      : [0, 0, 0];
  const day = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  if (!isCalendarDay(day) || !isDayInRange(day)) return null;
  return `${d === 1 ? '1º' : d} de ${MONTH_NAMES[m - 1]} de ${y}`;
}

/**
 * A typed amount → exact 'inteiro.centavos': the Brazilian way the web's money field reads
 * ('1.500,00', '1500', 'R$ 2.000.000,00'), or a machine's '1500.5' sent to the REST path; null if
 * not money. Up to 13 digits of reais.
 */
export function parseMoney(value: string): string | null {
  const typed = parseBrlAmount(value);
  if (typed.kind === 'amount') return `${typed.reais}.${typed.centavos}`;
  const machine = /^(\d{1,13})\.(\d{1,2})$/.exec(value.trim());
  if (!machine) return null;
  return `${(machine[1] ?? '').replace(/^0+(?=\d)/, '')}.${(machine[2] ?? '').padEnd(2, '0')}`;
}

/** '1500.00' → 'R$ 1.500,00 (mil e quinhentos reais)'. */
export function formatMoney(amount: string): string {
  const [integer = '0', cents = '00'] = amount.split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `R$ ${grouped},${cents} (${extenso(amount, { mode: 'currency' })})`;
}

const digitsOf = (value: string) => value.toUpperCase().replace(/[.\-/\s]/g, '');

function checkDigit(values: number[], weights: number[]): number {
  const sum = values.reduce((acc, v, i) => acc + v * (weights[i] ?? 0), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

export function isValidCpf(value: string): boolean {
  const d = digitsOf(value);
  if (!/^\d{11}$/.test(d) || /^(\d)\1{10}$/.test(d)) return false;
  const n = [...d].map(Number);
  const first = checkDigit(n.slice(0, 9), [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(n.slice(0, 10), [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === n[9] && second === n[10];
}

/** Numeric and the new alphanumeric CNPJ (IN RFB 2.229/2024: letters count as code − 48). */
export function isValidCnpj(value: string): boolean {
  const d = digitsOf(value);
  if (!/^[A-Z0-9]{12}\d{2}$/.test(d) || /^(\d)\1{13}$/.test(d)) return false;
  const n = [...d].map((ch) => ch.charCodeAt(0) - 48);
  const first = checkDigit(n.slice(0, 12), [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(n.slice(0, 13), [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === n[12] && second === n[13];
}

export function formatCpf(value: string): string {
  return digitsOf(value).replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
}

export function formatCnpj(value: string): string {
  return digitsOf(value).replace(/^(\w{2})(\w{3})(\w{3})(\w{4})(\d{2})$/, '$1.$2.$3/$4-$5');
}

/** One field's value as it is written in the document; throws FieldError on a bad value. */
export function formatFieldValue(field: TemplateFieldDto, raw: string | undefined): string {
  const value = (raw ?? '').trim();
  if (!value) return BLANK_LINE;
  const type: FieldType = field.type;
  switch (type) {
    case 'date': {
      const date = formatDateLong(value);
      if (!date)
        throw new FieldError(
          field.name,
          `Data inválida em "${field.label}" (use dd/mm/aaaa, entre 01/01/1900 e 31/12/2100)`,
        );
      return date;
    }
    case 'money': {
      const amount = parseMoney(value);
      if (!amount) throw new FieldError(field.name, `Valor inválido em "${field.label}" (ex.: 1.500,00)`);
      return formatMoney(amount);
    }
    case 'cpf':
      if (!isValidCpf(value)) throw new FieldError(field.name, `CPF inválido em "${field.label}"`);
      return formatCpf(value);
    case 'cnpj':
      if (!isValidCnpj(value)) throw new FieldError(field.name, `CNPJ inválido em "${field.label}"`);
      return formatCnpj(value);
    case 'cpf_cnpj': {
      const d = digitsOf(value);
      if (d.length === 11 && isValidCpf(d)) return formatCpf(d);
      if (d.length === 14 && isValidCnpj(d)) return formatCnpj(d);
      throw new FieldError(field.name, `CPF ou CNPJ inválido em "${field.label}"`);
    }
    default:
      return value;
  }
}

const PLACEHOLDER = /\{\{\s*([\p{L}_][\p{L}\p{N}_]*)\s*\}\}/gu;

/** The filled document would pass MAX_GENERATED_BYTES (a 381 MB row in 15 s). */
export class DocumentTooLargeError extends Error {
  constructor() {
    super(GENERATED_TOO_LARGE);
  }
}

/** 'casada', 'Solteira', 'viúvo': the grammatical gender the estado civil is written in, if any. */
function genderOf(estadoCivil: string | undefined): 'o' | 'a' | null {
  const m = /^\s*(?:casad|solteir|divorciad|vi[uú]v|separad|desquitad)([oa])\b/iu.exec(estadoCivil ?? '');
  return m ? ((m[1] ?? '').toLowerCase() as 'o' | 'a') : null;
}

/**
 * A party's qualification agrees with the estado civil typed for it: between `{{P_estado_civil}}`
 * and `{{P_endereco}}` of the same party, 'inscrito(a)' and 'domiciliado(a)' become 'inscrita' and
 * 'domiciliada' for 'casada' ('inscrito' for 'casado'). Elsewhere, and with an estado civil that
 * has no gender ('em união estável'), the template's '(a)' stays as written. The stretch read is at
 * most 500 characters of one line, so a template of many placeholders costs linear time.
 */
function agreeQualifications(content: string, data: Record<string, string>): string {
  return content.replace(
    /(\{\{\s*([\p{L}_][\p{L}\p{N}_]*?)_estado_civil\s*\}\})([^\n]{0,500}?)(\{\{\s*\2_endereco\s*\}\})/gu,
    (whole, open: string, party: string, between: string, close: string) => {
      const gender = genderOf(data[`${party}_estado_civil`]);
      if (!gender) return whole;
      return `${open}${between.replace(/(\p{L}+)o\(a\)/gu, `$1${gender}`)}${close}`;
    },
  );
}

/**
 * The filled document; every placeholder is replaced (unknown names are treated as text). Built
 * piece by piece and given up on as soon as it passes `maxBytes` of UTF-8, so a template that
 * repeats one placeholder thousands of times never gets to allocate its full size.
 */
export function renderTemplate(
  content: string,
  fields: TemplateFieldDto[],
  data: Record<string, string>,
  maxBytes = MAX_GENERATED_BYTES,
): string {
  const byName = new Map(fields.map((f) => [f.name, f]));
  const cache = new Map<string, string>();
  const filled = (name: string) => {
    const known = cache.get(name);
    if (known !== undefined) return known;
    const field = byName.get(name) ?? { name, label: labelFromName(name), type: guessFieldType(name) };
    const text = formatFieldValue(field, data[name]);
    cache.set(name, text);
    return text;
  };
  const pieces: string[] = [];
  let bytes = 0;
  const push = (piece: string) => {
    bytes += Buffer.byteLength(piece, 'utf8');
    if (bytes > maxBytes) throw new DocumentTooLargeError();
    pieces.push(piece);
  };
  const text = agreeQualifications(content, data);
  let from = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    push(text.slice(from, match.index));
    push(filled(match[1] ?? ''));
    from = match.index + match[0].length;
  }
  push(text.slice(from));
  return pieces.join('');
}
