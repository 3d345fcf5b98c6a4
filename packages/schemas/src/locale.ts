import { z } from 'zod';

// zod's own messages (a missing field, a wrong type, an unknown key, a size limit without a
// message of its own) in Brazilian Portuguese: the API sends them to clients and the web forms
// show them. zod's bundled 'pt' locale is European Portuguese ("ficheiro", "registo", "tuplo").

const TYPE_NAMES: Record<string, string> = {
  string: 'texto',
  number: 'número',
  int: 'número inteiro',
  bigint: 'número inteiro',
  boolean: 'verdadeiro ou falso',
  date: 'data',
  array: 'lista',
  tuple: 'lista',
  object: 'objeto',
  record: 'objeto',
  map: 'objeto',
  set: 'lista',
  null: 'nulo',
  nan: 'número inválido',
  infinity: 'número infinito',
  file: 'arquivo',
};

const UNITS: Record<string, string> = {
  string: 'caracteres',
  array: 'itens',
  set: 'itens',
  file: 'bytes',
  map: 'itens',
};

const typeName = (type: string) => TYPE_NAMES[type] ?? 'valor de outro tipo';

function typeOf(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  if (input instanceof Date) return 'date';
  if (typeof input === 'number') {
    if (Number.isNaN(input)) return 'nan';
    if (!Number.isFinite(input)) return 'infinity';
  }
  return typeof input;
}

const formatLimit = (value: number | bigint) =>
  typeof value === 'number' || typeof value === 'bigint' ? value.toLocaleString('pt-BR') : String(value);

/** Quoted and cut short: an unknown key is the client's text and may be anything. */
function quoteKeys(keys: string[]): string {
  const shown = keys.slice(0, 5).map((k) => JSON.stringify(k.length > 40 ? `${k.slice(0, 40)}…` : k));
  return `${shown.join(', ')}${keys.length > 5 ? ` e mais ${keys.length - 5}` : ''}`;
}

function sizeMessage(
  bound: 'max' | 'min',
  issue: { origin: string; inclusive?: boolean; exact?: boolean },
  limit: number | bigint,
) {
  const value = formatLimit(limit);
  const unit = UNITS[issue.origin];
  if (unit) {
    if (issue.exact) return `Deve ter exatamente ${value} ${unit}.`;
    if (bound === 'min' && issue.inclusive && Number(limit) === 1) return 'Campo obrigatório.';
    if (bound === 'max')
      return issue.inclusive ? `Deve ter no máximo ${value} ${unit}.` : `Deve ter menos de ${value} ${unit}.`;
    return issue.inclusive ? `Deve ter pelo menos ${value} ${unit}.` : `Deve ter mais de ${value} ${unit}.`;
  }
  if (bound === 'max')
    return issue.inclusive ? `Deve ser no máximo ${value}.` : `Deve ser menor que ${value}.`;
  return issue.inclusive ? `Deve ser no mínimo ${value}.` : `Deve ser maior que ${value}.`;
}

const FORMATS: Record<string, string> = {
  email: 'E-mail inválido.',
  url: 'Endereço (URL) inválido.',
  uuid: 'Identificador inválido.',
  uuidv4: 'Identificador inválido.',
  uuidv6: 'Identificador inválido.',
  uuidv7: 'Identificador inválido.',
  guid: 'Identificador inválido.',
  datetime: 'Data e hora inválidas.',
  date: 'Data inválida (use AAAA-MM-DD).',
  time: 'Hora inválida.',
};

export const ptBrErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Campo obrigatório.';
      return `Tipo inválido: esperava ${typeName(issue.expected)}, recebeu ${typeName(typeOf(issue.input))}.`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `Valor inválido: esperava ${JSON.stringify(issue.values[0]) ?? String(issue.values[0])}.`
        : `Opção inválida: use ${issue.values.map((v) => String(v)).join(', ')}.`;
    case 'too_big':
      return sizeMessage('max', issue, issue.maximum);
    case 'too_small':
      return sizeMessage('min', issue, issue.minimum);
    case 'invalid_format':
      if (issue.format === 'starts_with') return `Deve começar com "${String(issue.prefix)}".`;
      if (issue.format === 'ends_with') return `Deve terminar com "${String(issue.suffix)}".`;
      if (issue.format === 'includes') return `Deve conter "${String(issue.includes)}".`;
      return FORMATS[issue.format] ?? 'Formato inválido.';
    case 'not_multiple_of':
      return `Deve ser múltiplo de ${formatLimit(issue.divisor)}.`;
    case 'unrecognized_keys':
      return issue.keys.length === 1
        ? `Campo não permitido: ${quoteKeys(issue.keys)}.`
        : `Campos não permitidos: ${quoteKeys(issue.keys)}.`;
    case 'invalid_key':
      return 'Chave inválida.';
    case 'invalid_element':
      return 'Item inválido.';
    default:
      return 'Valor inválido.';
  }
};

z.config({ localeError: ptBrErrorMap });
