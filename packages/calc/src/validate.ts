import { centavos } from './centavos.ts';
import { CalcError } from './errors.ts';
import { rotulo } from './rotulos.ts';

/**
 * Input checks shared by every calculation. Each failure is a CalcError naming the field with a
 * pt-BR message. Numbers may come as numbers or numeric strings ("3000.50").
 */
type Bag = Record<string, unknown>;

export function asObject(value: unknown, field = 'inputs'): Bag {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new CalcError(field, `${rotulo(field)}: informe um objeto com os dados do cálculo`);
  }
  return value as Bag;
}

function toNumber(value: unknown, field: string): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) {
    throw new CalcError(field, `${rotulo(field)}: informe um número válido`);
  }
  return n;
}

export interface NumberRule {
  min?: number;
  max?: number;
  integer?: boolean;
  default?: number;
}

export function numero(bag: Bag, field: string, rule: NumberRule = {}): number {
  const raw = bag[field];
  if (raw === undefined || raw === null || raw === '') {
    if (rule.default !== undefined) return rule.default;
    throw new CalcError(field, `${rotulo(field)}: campo obrigatório`);
  }
  const n = toNumber(raw, field);
  if (rule.integer && !Number.isInteger(n))
    throw new CalcError(field, `${rotulo(field)}: informe um número inteiro`);
  if (rule.min !== undefined && n < rule.min) {
    throw new CalcError(
      field,
      rule.min === 0 ? `${rotulo(field)}: não pode ser negativo` : `${rotulo(field)}: mínimo ${rule.min}`,
    );
  }
  if (rule.max !== undefined && n > rule.max)
    throw new CalcError(field, `${rotulo(field)}: máximo ${rule.max}`);
  return n;
}

/** Money: non-negative, at most 2 decimal places would be nice but cents are not enforced. */
export function dinheiro(bag: Bag, field: string, fallback?: number): number {
  return numero(bag, field, fallback === undefined ? { min: 0 } : { min: 0, default: fallback });
}

export function booleano(bag: Bag, field: string, fallback: boolean): boolean {
  const raw = bag[field];
  if (raw === undefined || raw === null || raw === '') return fallback;
  if (raw === true || raw === 'true') return true;
  if (raw === false || raw === 'false') return false;
  throw new CalcError(field, `${rotulo(field)}: informe verdadeiro ou falso`);
}

export function opcao<T extends string>(bag: Bag, field: string, options: readonly T[], fallback?: T): T {
  const raw = bag[field];
  if ((raw === undefined || raw === null || raw === '') && fallback !== undefined) return fallback;
  if (typeof raw === 'string' && (options as readonly string[]).includes(raw)) return raw as T;
  throw new CalcError(field, `${rotulo(field)}: valor inválido, use um de: ${options.join(', ')}`);
}

/** Money field in centavos (half-up on sub-cent input). */
export function centavosDe(bag: Bag, field: string, fallback?: number): number {
  return centavos(dinheiro(bag, field, fallback), field);
}
