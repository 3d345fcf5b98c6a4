// The verbas of a liquidação as the form holds them (text as typed, amounts through the money
// field) and as the API takes them (@lexato/schemas liquidacaoSentencaInputsSchema.verbas).
import type { CalculationRequestInput } from '@lexato/schemas';
import { amountError, type MoneyValue } from '../../components/MoneyField.tsx';
import { brDateToIso, brMonthToIso, isoToBrMonth } from '../../lib/format.ts';

type LiquidacaoInputs = Extract<CalculationRequestInput, { type: 'liquidacao_sentenca' }>['inputs'];
export type VerbaRequest = NonNullable<LiquidacaoInputs['verbas']>[number];

export interface MesForm {
  key: number;
  /** mm/aaaa as typed. */
  competencia: string;
  valor: MoneyValue;
}

export interface VerbaForm {
  key: number;
  descricao: string;
  /** Month by month, or one total spread evenly over its period. */
  forma: 'mensal' | 'total';
  valores: MesForm[];
  valorTotal: MoneyValue;
  competenciaInicial: string;
  competenciaFinal: string;
  /** Súmula 381 TST (1st day of the month after the work) or a due date the user gives. */
  vencimentoRegra: 'sumula381' | 'data';
  vencimento: string;
  incideFGTS: boolean;
  incideINSS: boolean;
  incideIR: boolean;
}

let nextKey = 1;
const key = () => nextKey++;

export const novoMes = (competencia = ''): MesForm => ({ key: key(), competencia, valor: '' });

export const novaVerba = (): VerbaForm => ({
  key: key(),
  descricao: '',
  forma: 'mensal',
  valores: [novoMes()],
  valorTotal: '',
  competenciaInicial: '',
  competenciaFinal: '',
  vencimentoRegra: 'sumula381',
  vencimento: '',
  incideFGTS: true,
  incideINSS: true,
  incideIR: true,
});

/** The month after a typed mm/aaaa (for 'Adicionar mês'); '' when the text is not a month. */
export function mesSeguinte(text: string): string {
  const read = brMonthToIso(text);
  if (read.kind !== 'month') return '';
  const y = Number(read.iso.slice(0, 4));
  const m = Number(read.iso.slice(5, 7));
  return isoToBrMonth(m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`);
}

const OBRIGATORIO = 'Campo obrigatório';
const MES_INVALIDO = 'Competência inválida: use mm/aaaa';

/**
 * The verbas as the API takes them, or the errors under each field, keyed
 * `<verba>.<field>` / `<verba>.valores.<month>.<field>` (the schema's own paths under `verbas`).
 */
export function verbasRequest(verbas: readonly VerbaForm[]): {
  verbas: VerbaRequest[];
  errors: Record<string, string>;
} {
  const errors: Record<string, string> = {};
  const mes = (text: string, path: string): string | undefined => {
    const read = brMonthToIso(text);
    if (read.kind === 'month') return read.iso;
    errors[path] = read.kind === 'empty' ? OBRIGATORIO : MES_INVALIDO;
    return undefined;
  };
  const valor = (value: MoneyValue, path: string): number | undefined => {
    if (typeof value === 'number') return value;
    errors[path] = amountError(value) ?? OBRIGATORIO;
    return undefined;
  };
  const out = verbas.map((v, i): VerbaRequest => {
    const descricao = v.descricao.trim();
    if (!descricao) errors[`${i}.descricao`] = OBRIGATORIO;
    const verba: VerbaRequest = {
      descricao,
      incideFGTS: v.incideFGTS,
      incideINSS: v.incideINSS,
      incideIR: v.incideIR,
    };
    if (v.forma === 'mensal') {
      verba.valores = v.valores.map((m, j) => ({
        competencia: mes(m.competencia, `${i}.valores.${j}.competencia`) ?? '',
        valor: valor(m.valor, `${i}.valores.${j}.valor`) ?? 0,
      }));
      if (v.valores.length === 0) errors[`${i}.valores`] = 'Informe ao menos um mês';
    } else {
      verba.valorTotal = valor(v.valorTotal, `${i}.valorTotal`);
      verba.competenciaInicial = mes(v.competenciaInicial, `${i}.competenciaInicial`);
      const final = v.competenciaFinal.trim()
        ? mes(v.competenciaFinal, `${i}.competenciaFinal`)
        : verba.competenciaInicial;
      if (final && verba.competenciaInicial && final < verba.competenciaInicial) {
        errors[`${i}.competenciaFinal`] = 'Deve ser igual ou posterior à competência inicial';
      }
      verba.competenciaFinal = final;
    }
    if (v.vencimentoRegra === 'data') {
      const read = brDateToIso(v.vencimento);
      if (read.kind === 'date') verba.vencimento = read.iso;
      else if (/^\d{4}-\d{2}-\d{2}$/.test(v.vencimento)) verba.vencimento = v.vencimento;
      else errors[`${i}.vencimento`] = v.vencimento ? 'Data inválida: use dd/mm/aaaa' : OBRIGATORIO;
    }
    return verba;
  });
  return { verbas: out, errors };
}

/** The verbas of a request (an imported file) as the form holds them. */
export function verbasForm(verbas: readonly VerbaRequest[]): VerbaForm[] {
  return verbas.map((v) => ({
    ...novaVerba(),
    descricao: v.descricao,
    forma: v.valores?.length ? 'mensal' : 'total',
    valores: v.valores?.length
      ? v.valores.map((m) => ({ key: key(), competencia: isoToBrMonth(m.competencia), valor: m.valor }))
      : [novoMes()],
    valorTotal: v.valorTotal ?? '',
    competenciaInicial: v.competenciaInicial ? isoToBrMonth(v.competenciaInicial) : '',
    competenciaFinal: v.competenciaFinal ? isoToBrMonth(v.competenciaFinal) : '',
    vencimentoRegra: v.vencimento ? 'data' : 'sumula381',
    vencimento: v.vencimento ?? '',
    incideFGTS: v.incideFGTS ?? true,
    incideINSS: v.incideINSS ?? true,
    incideIR: v.incideIR ?? true,
  }));
}
