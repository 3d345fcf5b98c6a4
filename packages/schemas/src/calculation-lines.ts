// The result block of each calculation: which fields @lexato/calc returns are shown, in which
// order, under which label and as which unit (money, rate, count, text). One definition read by
// the calculator screen and by the printed memo, so both show the same lines in the same order.
import { NOMES_CONVENCAO, NOMES_ESFERA, NOMES_TIPO_JUROS } from '@lexato/calc/opcoes';
import type { CalculationType } from './calculations.ts';
import { formatBRL } from './format.ts';
import { readableMemoText } from './memo-text.ts';

/** An engine result as stored (any of the seven shapes). */
export type ResultBag = Readonly<Record<string, unknown>>;

export interface ResultLine {
  label: string;
  value: string;
  /** The headline figure (net or final value). */
  emphasis?: boolean;
}

const percent = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 4 });
const integer = new Intl.NumberFormat('pt-BR');
const factor = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 8, maximumFractionDigits: 8 });

export const formatPercent = (n: number) => `${percent.format(n)}%`;

function read(r: ResultBag, path: string): unknown {
  let node: unknown = r;
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  return node;
}
const num = (r: ResultBag, path: string) => Number(read(r, path) ?? 0);

type Spec = [
  label: string,
  path: string,
  format: 'brl' | 'pct' | 'int' | 'text' | 'rate' | 'factor',
  when?: (r: ResultBag) => boolean,
];

// The labels of the engine's choices, written once in @lexato/calc (opcoes.ts).
const ESFERAS: Readonly<Record<string, string>> = NOMES_ESFERA;
const JUROS: Readonly<Record<string, string>> = NOMES_TIPO_JUROS;
const CONVENCOES_TEXTO: Readonly<Record<string, string>> = NOMES_CONVENCAO;

export const RESULT_SPECS: Readonly<Record<CalculationType, { lines: readonly Spec[]; headline: string }>> = {
  rescisao: {
    headline: 'valorLiquido',
    lines: [
      [
        'Dias de saldo de salário',
        'diasSaldoSalario',
        'int',
        (r) => read(r, 'diasSaldoSalario') !== undefined,
      ],
      ['Saldo de salário', 'saldoSalario', 'brl'],
      ['Dias de aviso prévio', 'diasAvisoPrevio', 'int', (r) => read(r, 'diasAvisoPrevio') !== undefined],
      ['Aviso prévio', 'avisoPrevioValor', 'brl'],
      ['Avos de férias', 'avosFerias', 'int', (r) => read(r, 'avosFerias') !== undefined],
      ['Férias proporcionais', 'feriasProporcionais', 'brl'],
      ['1/3 de férias proporcionais', 'tercoFeriasProporcionais', 'brl'],
      ['Férias vencidas', 'feriasVencidas', 'brl', (r) => num(r, 'feriasVencidas') > 0],
      ['1/3 de férias vencidas', 'tercoFeriasVencidas', 'brl', (r) => num(r, 'tercoFeriasVencidas') > 0],
      ['Avos de 13º', 'avosDecimoTerceiro', 'int', (r) => read(r, 'avosDecimoTerceiro') !== undefined],
      ['13º proporcional', 'decimoTerceiroProporcion', 'brl'],
      ['Depósito do FGTS sobre a rescisão (8%)', 'depositoFGTSRescisorio', 'brl'],
      ['Multa do FGTS (depositada na conta do FGTS)', 'multaFGTS', 'brl'],
      ['Saque máximo do FGTS (80%)', 'saqueFGTSMaximo', 'brl', (r) => read(r, 'saqueFGTSMaximo') != null],
      ['Desconto INSS', 'descontoINSS', 'brl'],
      ['Desconto IRRF', 'descontoIRRF', 'brl'],
      [
        'Desconto do aviso não cumprido',
        'descontoAvisoPrevio',
        'brl',
        (r) => num(r, 'descontoAvisoPrevio') > 0,
      ],
      ['Valor bruto total', 'valorBrutoTotal', 'brl'],
      ['Valor líquido', 'valorLiquido', 'brl'],
    ],
  },
  salario_liquido: {
    headline: 'salarioLiquido',
    lines: [
      ['Salário bruto', 'salarioBruto', 'brl'],
      ['Adicionais', 'adicionais', 'brl'],
      ['INSS', 'inss.total', 'brl'],
      ['IRRF', 'irrf.valorImposto', 'brl'],
      ['Outros descontos', 'outrosDescontos', 'brl'],
      ['Salário líquido', 'salarioLiquido', 'brl'],
    ],
  },
  ferias: {
    headline: 'totalLiquido',
    lines: [
      ['Valor das férias', 'valorFerias', 'brl'],
      ['1/3 constitucional', 'tercoConstitucional', 'brl'],
      ['Venda de dias (abono pecuniário)', 'valorVendaDias', 'brl', (r) => num(r, 'valorVendaDias') > 0],
      ['Dias vendidos', 'diasVendidos', 'int', (r) => num(r, 'valorVendaDias') > 0],
      ['Desconto INSS', 'descontoINSS', 'brl'],
      ['Desconto IRRF', 'descontoIRRF', 'brl'],
      ['Total bruto', 'totalBruto', 'brl'],
      ['Total líquido', 'totalLiquido', 'brl'],
    ],
  },
  decimo_terceiro: {
    headline: 'valorLiquido',
    lines: [
      ['Salário bruto', 'salarioBruto', 'brl'],
      ['Meses', 'meses', 'int'],
      ['13º salário', 'valorDecimoTerceiro', 'brl'],
      ['1ª parcela (até 30/11)', 'primeiraParcela', 'brl'],
      ['Desconto INSS', 'descontoINSS', 'brl'],
      ['Desconto IRRF', 'descontoIRRF', 'brl'],
      ['2ª parcela (até 20/12)', 'segundaParcela', 'brl'],
      ['Valor líquido', 'valorLiquido', 'brl'],
    ],
  },
  correcao_monetaria: {
    headline: 'valorFinal',
    lines: [
      ['Valor inicial', 'valorInicial', 'brl'],
      ['Índice', 'indice', 'text'],
      ['Contagem dos meses', 'convencao', 'text', (r) => read(r, 'convencao') !== undefined],
      ['Meses', 'meses', 'int'],
      ['Fator de correção', 'fatorCorrecao', 'factor'],
      ['Correção', 'percentualCorrecao', 'pct'],
      ['Valor corrigido', 'valorCorrigido', 'brl'],
      ['Juros', 'juros', 'brl', (r) => num(r, 'juros') > 0],
      ['Valor final', 'valorFinal', 'brl'],
      ['Diferença', 'diferenca', 'brl'],
    ],
  },
  horas_extras: {
    headline: 'totalComExtras',
    lines: [
      ['Salário bruto', 'salarioBruto', 'brl'],
      ['Valor da hora normal', 'valorHoraNormal', 'brl'],
      ['Adicional', 'percentualAdicional', 'pct'],
      ['Valor da hora extra', 'valorHoraExtra', 'brl'],
      ['Horas extras', 'horasExtras', 'text'],
      ['Divisor (jornada semanal)', 'divisor', 'int', (r) => read(r, 'divisor') !== undefined],
      ['Total de horas extras', 'totalHorasExtras', 'brl'],
      ['Reflexo no DSR (Súmula 172 TST)', 'reflexoDSR', 'brl', (r) => read(r, 'reflexoDSR') !== undefined],
      ['FGTS (8%) sobre as horas extras', 'fgtsHorasExtras', 'brl'],
      ['FGTS (8%) sobre o reflexo no DSR', 'fgtsReflexoDSR', 'brl', (r) => num(r, 'fgtsReflexoDSR') > 0],
      ['Total com extras', 'totalComExtras', 'brl'],
    ],
  },
  liquidacao_sentenca: {
    headline: 'valorLiquido',
    lines: [
      ['Esfera', 'esfera', 'text'],
      ['Valor principal', 'valorPrincipal', 'brl'],
      ['Meses decorridos', 'mesesDecorridos', 'int'],
      ['Contagem dos meses', 'convencao', 'text', (r) => read(r, 'convencao') !== undefined],
      [
        'Dias corridos (pro rata die)',
        'diasDecorridos',
        'int',
        (r) => read(r, 'diasDecorridos') !== undefined && read(r, 'convencao') !== 'meses_cheios',
      ],
      ['Índice de correção', 'indiceCorrecao', 'text'],
      ['Correção', 'percentualCorrecao', 'pct'],
      ['Correção monetária', 'breakdown.correcaoMonetaria', 'brl'],
      ['Valor corrigido', 'valorCorrigido', 'brl'],
      ['Tipo de juros', 'tipoJuros', 'text'],
      ['Regra de juros', 'regraJuros', 'text', (r) => read(r, 'regraJuros') !== undefined],
      ['Taxa de juros', 'taxaJurosMensal', 'rate', (r) => num(r, 'taxaJurosMensal') > 0],
      ['Juros totais', 'jurosTotais', 'brl'],
      ['Valor com juros', 'valorComJuros', 'brl'],
      ['Honorários', 'honorarios', 'brl', (r) => read(r, 'incluirHonorarios') === true],
      [
        'Valor total bruto (com honorários)',
        'valorTotal',
        'brl',
        (r) => read(r, 'incluirHonorarios') === true,
      ],
      [
        'Desconto INSS (estimativa por competência; Súmula 368 TST)',
        'descontoINSS',
        'brl',
        (r) => read(r, 'esfera') === 'trabalhista',
      ],
      [
        'Desconto IRRF (estimativa RRA; Lei 7.713/1988 art. 12-A)',
        'descontoIRRF',
        'brl',
        (r) => read(r, 'esfera') === 'trabalhista',
      ],
      ['Valor líquido do credor', 'valorLiquido', 'brl'],
    ],
  },
};

function format(value: unknown, kind: Spec[2], path: string, r: ResultBag): string {
  const n = Number(value ?? 0);
  switch (kind) {
    case 'brl':
      return formatBRL(n);
    case 'pct':
      return formatPercent(n);
    case 'int':
      return integer.format(n);
    case 'factor':
      return factor.format(n);
    case 'rate':
      return `${formatPercent(n * 100)} ao mês`;
    case 'text':
      if (path === 'esfera') return ESFERAS[String(value)] ?? String(value);
      if (path === 'tipoJuros') return JUROS[String(value)] ?? String(value);
      if (path === 'convencao') return CONVENCOES_TEXTO[String(value)] ?? String(value);
      if (path === 'horasExtras') return `${integer.format(n)} h`;
      if (path === 'indiceCorrecao' && value === 'AUTOMATICO') {
        const regimes = read(r, 'regimes') as Array<{ regime: string }> | undefined;
        return `Automático (${regimes?.length === 1 ? '1 regime' : `${regimes?.length ?? 0} regimes`})`;
      }
      return value === undefined || value === null ? '—' : readableMemoText(String(value));
  }
}

/** The lines to show for a result, with the condition of each applied. */
export function resultLines(type: CalculationType, r: ResultBag): ResultLine[] {
  const spec = RESULT_SPECS[type];
  return spec.lines
    .filter(([, , , when]) => when?.(r) ?? true)
    .map(([label, path, kind]) => ({
      label,
      value: format(read(r, path), kind, path, r),
      ...(path === spec.headline ? { emphasis: true } : {}),
    }));
}

/** A table of the verbas block: its title, column headers, rows and (for the summary) a total row. */
export interface LinesTable {
  title: string;
  header: string[];
  rows: string[][];
  total?: string[];
}

/** A demonstrative as label/value lines, with the table it used. */
export interface Demonstrativo {
  title: string;
  lines: ResultLine[];
  note?: string;
}

/**
 * A liquidação por verbas, after its result lines: the summary by verba with its totals, then the
 * FGTS, INSS and IRRF demonstratives — one definition for the screen and the printed memo.
 */
export interface VerbasBlock {
  resumo: LinesTable;
  fgts: Demonstrativo | null;
  inss: LinesTable | null;
  irrf: Demonstrativo | null;
}

type VerbaRow = { descricao: string; principal: number; correcao: number; juros: number; total: number };
const mesBr = (mes: string) => `${mes.slice(5, 7)}/${mes.slice(0, 4)}`;
const rows = (v: unknown): Array<Record<string, unknown>> =>
  Array.isArray(v) ? v.filter((x): x is Record<string, unknown> => typeof x === 'object' && x !== null) : [];

export function verbasBlock(r: ResultBag): VerbasBlock | null {
  const verbas = rows(read(r, 'verbas')) as unknown as VerbaRow[];
  if (verbas.length === 0) return null;
  const soma = (k: keyof Omit<VerbaRow, 'descricao'>) =>
    formatBRL(Math.round(verbas.reduce((s, v) => s + Number(v[k]) * 100, 0)) / 100);
  const fgts = read(r, 'fgts') as Record<string, number> | undefined;
  const inss = rows(read(r, 'inssPorCompetencia'));
  const irrf = read(r, 'irrf') as Record<string, unknown> | null | undefined;
  return {
    resumo: {
      title: 'Resumo por verba',
      header: ['Verba', 'Principal', 'Correção', 'Juros', 'Total'],
      rows: verbas.map((v) => [
        v.descricao,
        formatBRL(v.principal),
        formatBRL(v.correcao),
        formatBRL(v.juros),
        formatBRL(v.total),
      ]),
      total: ['Total', soma('principal'), soma('correcao'), soma('juros'), soma('total')],
    },
    fgts: fgts
      ? {
          title: 'Demonstrativo do FGTS (8%, Lei 8.036/1990 art. 15)',
          lines: [
            { label: 'Depósitos devidos', value: formatBRL(fgts.deposito ?? 0) },
            { label: 'Correção', value: formatBRL(fgts.correcao ?? 0) },
            { label: 'Juros', value: formatBRL(fgts.juros ?? 0) },
            { label: 'Total a depositar', value: formatBRL(fgts.total ?? 0), emphasis: true },
          ],
        }
      : null,
    inss:
      inss.length > 0
        ? {
            title: 'Demonstrativo do INSS por competência (Súmula 368 TST)',
            header: ['Competência', 'Base', 'INSS'],
            rows: inss.map((c) => [
              mesBr(String(c.mes)),
              formatBRL(Number(c.base)),
              formatBRL(Number(c.inss)),
            ]),
          }
        : null,
    irrf: irrf
      ? {
          title: 'Demonstrativo do IRRF (RRA, Lei 7.713/1988 art. 12-A)',
          lines: [
            {
              label: 'Rendimentos tributáveis corrigidos',
              value: formatBRL(Number(irrf.tributavelCorrigido)),
            },
            { label: '(−) INSS', value: formatBRL(Number(irrf.inss)) },
            { label: 'Base de cálculo', value: formatBRL(Number(irrf.base)) },
            { label: 'Meses a que se referem', value: integer.format(Number(irrf.meses)) },
            { label: 'IRRF', value: formatBRL(Number(irrf.imposto)), emphasis: true },
          ],
          ...(typeof irrf.tabela === 'string' ? { note: irrf.tabela } : {}),
        }
      : null,
  };
}
