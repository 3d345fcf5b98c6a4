// The calculation memo as a PDF, built from the stored JSON alone: first the result block exactly
// as the screen shows it (@lexato/schemas resultLines: same lines, order, labels and units), then
// the criteria (inputs, interest rule, warnings), then every memo step with its legal basis, the
// regimes, every month-by-month table and the series used. Input labels come from a table; an
// unknown input key is still printed, under a label derived from its name.
import { type NomeSerie, SERIES_INFO } from '@lexato/calc';
import {
  type CalculationDetail,
  type LinesTable,
  readableMemoText,
  resultLines,
  verbasBlock,
} from '@lexato/schemas';
import { CALCULATION_LABELS } from '../tools/calculator/engine/run.ts';
import { formatValue, labelOf, type ValueKind, valueKindOf } from './labels.ts';
import { PdfReport, type TableColumn } from './pdf-report.ts';

/** Keys naming the parties, when a calculation carries them (inputs or results). */
const PARTY_KEYS = [
  'partes',
  'reclamante',
  'reclamada',
  'reclamado',
  'autor',
  'reu',
  'exequente',
  'executado',
];

type Bag = Record<string, unknown>;
const isBag = (v: unknown): v is Bag => typeof v === 'object' && v !== null && !Array.isArray(v);
const isRowList = (v: unknown): v is Bag[] => Array.isArray(v) && v.length > 0 && v.every(isBag);

/** Scalars of an object, nested objects flattened as "parent.child". */
function flatten(bag: Bag, prefix = ''): Array<[string, unknown]> {
  const out: Array<[string, unknown]> = [];
  for (const [key, value] of Object.entries(bag)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isBag(value)) out.push(...flatten(value, path));
    else if (!Array.isArray(value) && value !== null && value !== undefined) out.push([path, value]);
  }
  return out;
}

function fieldRows(entries: Array<[string, unknown]>): Array<[string, string]> {
  return entries.map(([path, value]) => [
    labelOf(path),
    readableMemoText(formatValue(value, valueKindOf(path, value))),
  ]);
}

function partyRows(inputs: Bag, results: Bag): Array<[string, string]> {
  const rows: Array<[string, string]> = [];
  for (const source of [inputs, results]) {
    for (const key of PARTY_KEYS) {
      const value = source[key];
      if (typeof value === 'string' && value.trim()) rows.push([labelOf(key), value.trim()]);
      else if (isBag(value)) rows.push(...fieldRows(flatten(value, key)));
      else if (isRowList(value)) for (const party of value) rows.push(...fieldRows(flatten(party, key)));
    }
  }
  return rows;
}

/** A memo step, whatever its keys: the engine's {passo, base, valor} or a later {label, legalBasis, value}. */
function memoStep(step: Bag): [string, string, string] {
  const text = step.passo ?? step.label ?? step.descricao ?? step.description ?? '';
  const basis = step.base ?? step.baseLegal ?? step.legalBasis ?? '';
  const value = step.valor ?? step.value;
  return [
    readableMemoText(String(text)),
    readableMemoText(String(basis)),
    typeof value === 'number' ? formatValue(value, 'brl') : '',
  ];
}

/** Columns of a month-by-month table: every key its rows have, the long legal basis left to its own section. */
/** The month-by-month columns a lawyer checks, in reading order. */
const MONTHLY_COLUMNS = [
  'mes',
  'dias',
  'indice',
  'taxaPercentual',
  'fatorAcumulado',
  'valorCorrigido',
  'jurosPercentual',
  'valorAtualizado',
];

function monthlyColumns(rows: Bag[]): Array<TableColumn & { key: string; kind: ValueKind }> {
  const present = [...new Set(rows.flatMap((r) => Object.keys(r)))].filter((k) => k !== 'base');
  // A page holds eight columns of figures without splitting one over two lines; the regime of
  // each stretch is in the "Regimes aplicados" table above, its days in "Dias".
  const chosen = MONTHLY_COLUMNS.filter((k) => present.includes(k));
  const keys = chosen.length >= 3 ? chosen : present;
  const first = rows[0] ?? {};
  return keys.map((key) => {
    const kind = valueKindOf(key, first[key]);
    const figure = kind !== 'text' && kind !== 'month';
    // Figures never wrap (a value split over two lines misreads); text columns share the rest.
    return {
      key,
      kind,
      header: labelOf(key),
      width: 1,
      nowrap: true,
      align: figure ? 'right' : 'left',
    };
  });
}

/** The index series a result used (correction and interest), by name, as the engine ships them. */
function seriesUsed(results: Bag): NomeSerie[] {
  const names = new Set<string>();
  for (const value of Object.values(results)) {
    if (!isRowList(value)) continue;
    for (const row of value) {
      for (const key of ['indice', 'jurosSerie']) if (typeof row[key] === 'string') names.add(row[key]);
    }
  }
  for (const key of ['indice', 'indiceCorrecao'])
    if (typeof results[key] === 'string') names.add(results[key]);
  return [...names].filter((n): n is NomeSerie => n in SERIES_INFO);
}

/**
 * What the memo says of a series: the engine writes one line per series used, "Série IPCA-E
 * (BCB SGS 10764): 01/2015 a 07/2026, obtida em 22/11/2026", with the copy it read as the basis.
 */
function seriesLine(memo: unknown, name: NomeSerie): { period: string; source: string } | null {
  if (!isRowList(memo)) return null;
  const prefix = `Série ${name} (`;
  const step = memo.find((m) => typeof m.passo === 'string' && m.passo.startsWith(prefix));
  const text = typeof step?.passo === 'string' ? step.passo : '';
  const period = text.slice(text.indexOf('): ') + 3);
  if (!step || !text.includes('): ')) return null;
  return { period: readableMemoText(period), source: typeof step.base === 'string' ? step.base : '' };
}

function grid(pdf: PdfReport, table: LinesTable): void {
  pdf.section(table.title).table(
    table.header.map((header, i) => ({
      header,
      width: i === 0 ? 2 : 1,
      ...(i === 0 ? {} : { align: 'right' as const, nowrap: true }),
    })),
    table.total ? [...table.rows, table.total] : table.rows,
  );
}

export function calculationReport(calc: CalculationDetail, generatedAt: Date): Promise<Buffer> {
  const results = calc.results as unknown as Bag;
  const inputs = calc.inputs;
  const pdf = new PdfReport({
    kind: `Memória de cálculo — ${CALCULATION_LABELS[calc.type] ?? calc.type}`,
    title: calc.title,
    generatedAt,
  });
  pdf.fields([
    ['Tipo de cálculo', CALCULATION_LABELS[calc.type] ?? calc.type],
    ['Calculado em', formatValue(calc.createdAt, 'datetime')],
    ...(typeof results.referenceDate === 'string'
      ? [['Data de referência', formatValue(results.referenceDate, 'date')] as [string, string]]
      : []),
  ]);

  const parties = partyRows(inputs, results);
  if (parties.length > 0) pdf.section('Partes').fields(parties);

  // Summary first: the result block of the screen, its lines, labels and units in its order.
  pdf.section('Resultado').fields(resultLines(calc.type, results).map((l) => [l.label, l.value]));
  // A liquidação por verbas: the summary by verba and the demonstratives, as on screen.
  const verbas = verbasBlock(results);
  if (verbas) {
    grid(pdf, verbas.resumo);
    for (const d of [verbas.fgts, verbas.irrf]) {
      if (!d) continue;
      pdf.section(d.title).fields(d.lines.map((l) => [l.label, l.value]));
      if (d.note) pdf.paragraph(d.note);
    }
    if (verbas.inss) grid(pdf, verbas.inss);
  }

  // Then the criteria: what was informed, the rules chosen and what the lawyer must read.
  const inputEntries = flatten(inputs).filter(([path]) => !PARTY_KEYS.includes(path.split('.')[0] ?? ''));
  const criterios: Array<[string, string]> = fieldRows(inputEntries);
  if (typeof results.regraJuros === 'string') {
    criterios.push(['Regra de juros', readableMemoText(results.regraJuros)]);
  }
  for (const key of ['avisos', 'observacoes'] as const) {
    const list = results[key];
    if (Array.isArray(list)) {
      for (const item of list) criterios.push([key === 'avisos' ? 'Atenção' : 'Observação', String(item)]);
    }
  }
  if (criterios.length > 0) pdf.section('Critérios e dados informados').fields(criterios);

  const memo = results.memoria;
  if (isRowList(memo)) {
    pdf.section('Memória de cálculo (passo a passo, com a base legal)').table(
      [
        { header: 'Passo', width: 0.5 },
        { header: 'Base legal', width: 0.32 },
        { header: 'Valor', width: 0.18, align: 'right' },
      ],
      memo.map(memoStep),
    );
  }

  const regimes = results.regimes;
  if (isRowList(regimes)) {
    pdf.section('Regimes aplicados').table(
      [
        { header: 'Regime', width: 0.28 },
        { header: 'De', width: 0.13, nowrap: true },
        { header: 'Até', width: 0.13, nowrap: true },
        { header: 'Base legal', width: 0.46 },
      ],
      regimes.map((r) => [
        String(r.regime ?? ''),
        formatValue(r.de, valueKindOf('de', r.de)),
        formatValue(r.ate, valueKindOf('ate', r.ate)),
        String(r.base ?? ''),
      ]),
    );
  }

  for (const [key, value] of Object.entries(results)) {
    if (!isRowList(value) || !value.some((row) => typeof row.mes === 'string')) continue;
    // Printed above as the INSS demonstrative.
    if (key === 'inssPorCompetencia' && verbas?.inss) continue;
    const columns = monthlyColumns(value);
    pdf.section(key === 'mensal' ? 'Evolução mês a mês' : `Evolução mês a mês — ${labelOf(key)}`).table(
      columns,
      value.map((row) => columns.map((c) => formatValue(row[c.key], c.kind))),
    );
  }

  const series = seriesUsed(results);
  if (series.length > 0) {
    pdf.section('Séries de índices usadas');
    for (const name of series) {
      const s = SERIES_INFO[name];
      const used = seriesLine(memo, name);
      pdf
        .ensureRoom(40)
        .paragraph(s.descricao, { bold: true })
        .fields([
          ['Fonte', `Banco Central do Brasil, SGS, série ${s.codigoSGS}`],
          ...(used ? [['Meses e obtenção', used.period] as [string, string]] : []),
          ...(used?.source ? [['Cópia usada', used.source] as [string, string]] : []),
        ])
        .space(0.4);
    }
  }
  return pdf.finish();
}
