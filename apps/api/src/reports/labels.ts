// Portuguese labels and formats for the keys a stored calculation carries. A key missing from the
// table still prints, under a label derived from its name ("valorBrutoTotal" → "Valor bruto
// total"), so an engine result extended later is never dropped from a report.
import {
  NOMES_CONVENCAO,
  NOMES_ESFERA,
  NOMES_TIPO_AVISO,
  NOMES_TIPO_JUROS,
  NOMES_TIPO_RESCISAO,
} from '@lexato/calc/opcoes';
import { ROTULOS } from '@lexato/calc/rotulos';
import { formatBRL } from '@lexato/schemas';

export type ValueKind =
  | 'brl'
  | 'pct'
  | 'rate'
  | 'int'
  | 'factor'
  | 'date'
  | 'datetime'
  | 'month'
  | 'bool'
  | 'text';

/**
 * Inputs under the calculator form's own labels (@lexato/calc's ROTULOS), results and memo keys
 * under the report's. Four inputs read as facts in a filed report rather than as the form's
 * questions ("Férias vencidas", not "Possui férias vencidas").
 */
const LABELS: Record<string, string> = {
  ...ROTULOS,
  feriasVencidas: 'Férias vencidas',
  adicionais: 'Adicionais',
  meses: 'Meses',
  incluirJuros: 'Incluir juros de mora',
  mesesDecorridos: 'Meses decorridos',
  percentualCorrecao: 'Correção (%)',
  fatorCorrecao: 'Fator de correção',
  valorCorrigido: 'Valor corrigido',
  jurosTotais: 'Juros',
  juros: 'Juros',
  valorComJuros: 'Valor com juros',
  honorarios: 'Honorários',
  valorTotal: 'Valor total',
  descontoINSS: 'Desconto INSS',
  descontoIRRF: 'Desconto IRRF',
  valorLiquido: 'Valor líquido',
  valorFinal: 'Valor final',
  diferenca: 'Diferença',
  'breakdown.correcaoMonetaria': 'Parcela de correção monetária',
  'breakdown.juros': 'Parcela de juros',
  'breakdown.honorarios': 'Parcela de honorários',
  mes: 'Mês',
  de: 'De',
  ate: 'Até',
  diasNoMes: 'Dias no mês',
  jurosSerie: 'Série de juros',
  regime: 'Regime',
  taxaPercentual: 'Índice do mês (%)',
  jurosPercentual: 'Juros do mês (%)',
  fatorAcumulado: 'Fator acumulado',
  valorAtualizado: 'Valor com juros',
  partes: 'Parte',
  reclamante: 'Reclamante',
  reclamada: 'Reclamada',
  reclamado: 'Reclamado',
  autor: 'Autor',
  reu: 'Réu',
  exequente: 'Exequente',
  executado: 'Executado',
  nome: 'Nome',
  documento: 'CPF/CNPJ',
  cpf: 'CPF',
  cnpj: 'CNPJ',
};

const VALUE_TEXT: Record<string, string> = {
  ...NOMES_TIPO_RESCISAO,
  ...NOMES_TIPO_AVISO,
  ...NOMES_ESFERA,
  ...NOMES_TIPO_JUROS,
  ...NOMES_CONVENCAO,
  TAXA_LEGAL: 'Taxa legal (CC art. 406)',
  AUTOMATICO: 'Automático (pela esfera e pelas datas)',
};

/** The label of a key or of a flattened path ("inss.total" → the table's, or "Inss — total"). */
export function labelOf(path: string): string {
  const known = LABELS[path] ?? LABELS[path.split('.').at(-1) ?? ''];
  if (known && (LABELS[path] || !path.includes('.'))) return known;
  return path
    .split('.')
    .map((part) => {
      const words = part
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .replace(/_/g, ' ')
        .toLowerCase();
      return LABELS[part] ?? words.charAt(0).toUpperCase() + words.slice(1);
    })
    .join(' — ');
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_MONTH = /^\d{4}-\d{2}$/;

/** How a value prints, from its key's name (the engine names money, rates and counts consistently). */
export function valueKindOf(path: string, value: unknown): ValueKind {
  const key = (path.split('.').at(-1) ?? path).toLowerCase();
  if (typeof value === 'boolean') return 'bool';
  if (value instanceof Date) return 'datetime';
  if (typeof value === 'string') {
    if (ISO_DATE.test(value)) return 'date';
    if (ISO_MONTH.test(value)) return 'month';
    return 'text';
  }
  if (typeof value !== 'number') return 'text';
  if (key.includes('percent')) return 'pct';
  // The engine's taxaJurosMensal / taxaJurosManual are fractions (0.01 = 1 % a month).
  if (key.startsWith('taxa')) return 'rate';
  if (key.startsWith('fator')) return 'factor';
  if (
    /^(meses|dias|dependentes|horas|vender|quantidade)/.test(key) ||
    key.endsWith('meses') ||
    key.endsWith('dias')
  )
    return 'int';
  return 'brl';
}

// Two decimals at least, so a column of rates lines up ("0,30 %" beside "1,31 %", not "0,3 %").
const pct = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 4 });
const factor = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 6, maximumFractionDigits: 6 });
const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });
const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export function formatValue(value: unknown, kind: ValueKind): string {
  if (value === null || value === undefined) return '—';
  switch (kind) {
    case 'brl':
      return typeof value === 'number' ? formatBRL(value) : String(value);
    case 'pct':
      return typeof value === 'number' ? `${pct.format(value)} %` : String(value);
    case 'rate':
      return typeof value === 'number' ? `${pct.format(value * 100)} %` : String(value);
    case 'factor':
      return typeof value === 'number' ? factor.format(value) : String(value);
    case 'int':
      return typeof value === 'number' ? integer.format(value) : String(value);
    case 'bool':
      return value ? 'Sim' : 'Não';
    case 'date': {
      const s = String(value);
      return ISO_DATE.test(s) ? `${s.slice(8, 10)}/${s.slice(5, 7)}/${s.slice(0, 4)}` : s;
    }
    case 'month': {
      const s = String(value);
      return ISO_MONTH.test(s) ? `${s.slice(5, 7)}/${s.slice(0, 4)}` : s;
    }
    case 'datetime':
      return value instanceof Date ? dateTime.format(value).replace(',', '') : String(value);
    default:
      return VALUE_TEXT[String(value)] ?? String(value);
  }
}
