import { type Atualizacao, atualizar, type Convencao, type Regimes } from './atualizacao.ts';
import { brlC, type Centavos, centavos, mulDiv } from './centavos.ts';
import { type Data, makeData, mesesEntre, parseData } from './dates.ts';
import { CalcError } from './errors.ts';
import type { SeriesIndices } from './indices/index.ts';
import type { CompetenciaInss } from './liquidacao-descontos.ts';
import { type Memoria, passo } from './memoria.ts';
import { dec, emCentavos } from './money.ts';
import { FGTS_ALIQUOTA } from './tables/index.ts';
import { asObject, booleano, dinheiro } from './validate.ts';

/**
 * Several claims (verbas), each month corrected from its own época própria: the salary of a month
 * falls due in the next (Súmula 381 TST), so a month's amount is due on the 1st of the following
 * month unless the verba gives its own due date (`vencimento`). Correction and interest are linear
 * in the amount, so each distinct due date is updated once and its factor applied to every amount
 * due on it. FGTS: 8% of the amounts that bear it (Lei 8.036/1990 art. 15), corrected as the labour
 * debts (OJ 302 SDI-1 TST). INSS by competência and IRRF as RRA over the months of the verbas that
 * bear them (liquidacao-descontos.ts).
 */
export interface VerbaInput {
  descricao: string;
  /** Monthly amounts by month of work. */
  valores?: Array<{ competencia: string; valor: number }>;
  /** Or a total spread evenly over competenciaInicial..competenciaFinal. */
  valorTotal?: number;
  competenciaInicial?: string;
  competenciaFinal?: string;
  /** A due date for the whole verba (ISO), in place of Súmula 381's month after the work. */
  vencimento?: string;
  incideFGTS?: boolean;
  incideINSS?: boolean;
  incideIR?: boolean;
}

export interface ResumoVerba {
  descricao: string;
  principal: number;
  correcao: number;
  juros: number;
  total: number;
  incideFGTS: boolean;
  incideINSS: boolean;
  incideIR: boolean;
}

export interface DemonstrativoFgts {
  /** 8% of the historical amounts that bear FGTS. */
  deposito: number;
  correcao: number;
  juros: number;
  total: number;
}

export interface LiquidacaoVerbas {
  resumo: ResumoVerba[];
  principal: Centavos;
  corrigido: Centavos;
  juros: Centavos;
  fgts: DemonstrativoFgts;
  competenciasInss: CompetenciaInss[];
  tributavelCorrigido: Centavos;
  mesesIr: number;
  /** The update of the earliest due date (its month-by-month table). */
  primeira: Atualizacao;
  primeiroVencimento: string;
}

export const MAX_VERBAS = 50;
const MES_RE = /^\d{4}-(0[1-9]|1[0-2])$/;

function mes(raw: unknown, field: string, descricao: string): string {
  if (typeof raw !== 'string' || !MES_RE.test(raw)) {
    throw new CalcError(field, `Verba "${descricao}": competência inválida, use o formato AAAA-MM`);
  }
  return raw;
}

function vencimentoDe(competencia: string): Data {
  const y = Number(competencia.slice(0, 4));
  const m = Number(competencia.slice(5, 7));
  return m === 12 ? makeData(y + 1, 1, 1) : makeData(y, m + 1, 1);
}

interface Item {
  verba: number;
  competencia: string;
  vencimento: Data;
  valor: Centavos;
}

function lerVerba(raw: unknown, i: number): { verba: ResumoVerba; itens: Omit<Item, 'verba'>[] } {
  const bag = asObject(raw, 'verbas');
  const descricao = typeof bag.descricao === 'string' && bag.descricao.trim() ? bag.descricao.trim() : '';
  if (!descricao) throw new CalcError('verbas', `Verbas: informe a descrição da verba ${i + 1}`);
  const proprio =
    bag.vencimento === undefined || bag.vencimento === null || bag.vencimento === ''
      ? null
      : parseData(bag.vencimento, 'verbas');
  const meses: Array<{ competencia: string; valor: Centavos }> = [];
  if (Array.isArray(bag.valores) && bag.valores.length > 0) {
    for (const v of bag.valores) {
      const linha = asObject(v, 'verbas');
      meses.push({
        competencia: mes(linha.competencia, 'verbas', descricao),
        valor: centavos(dinheiro(linha, 'valor'), 'verbas'),
      });
    }
  } else {
    const total = centavos(dinheiro(bag, 'valorTotal'), 'verbas');
    const de = mes(bag.competenciaInicial, 'verbas', descricao);
    const ate = mes(bag.competenciaFinal ?? bag.competenciaInicial, 'verbas', descricao);
    if (ate < de) {
      throw new CalcError('verbas', `Verba "${descricao}": a competência final é anterior à inicial`);
    }
    const lista = mesesEntre(parseData(`${de}-01`, 'verbas'), parseData(`${ate}-01`, 'verbas'));
    const cada = Math.floor(total / lista.length);
    lista.forEach((competencia, k) => {
      meses.push({ competencia, valor: k === lista.length - 1 ? total - cada * (lista.length - 1) : cada });
    });
  }
  return {
    verba: {
      descricao,
      principal: 0,
      correcao: 0,
      juros: 0,
      total: 0,
      incideFGTS: booleano(bag, 'incideFGTS', true),
      incideINSS: booleano(bag, 'incideINSS', true),
      incideIR: booleano(bag, 'incideIR', true),
    },
    itens: meses.map((m) => ({ ...m, vencimento: proprio ?? vencimentoDe(m.competencia) })),
  };
}

export function liquidarVerbas(
  raw: unknown,
  fim: Data,
  regimes: Regimes,
  series: SeriesIndices,
  convencao: Convencao,
  memoria: Memoria,
): LiquidacaoVerbas {
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_VERBAS) {
    throw new CalcError('verbas', `Verbas: informe de 1 a ${MAX_VERBAS} verbas`);
  }
  const resumo: ResumoVerba[] = [];
  const itens: Item[] = [];
  raw.forEach((v, i) => {
    const lida = lerVerba(v, i);
    resumo.push(lida.verba);
    for (const item of lida.itens) itens.push({ ...item, verba: i });
  });
  const porVencimento = new Map<string, Atualizacao>();
  for (const item of itens) {
    if (item.vencimento.serial > fim.serial) {
      throw new CalcError(
        'dataFinal',
        `Data final: anterior ao vencimento de ${item.competencia.slice(5, 7)}/${item.competencia.slice(0, 4)} (${item.vencimento.iso.split('-').reverse().join('/')})`,
      );
    }
    if (!porVencimento.has(item.vencimento.iso)) {
      porVencimento.set(
        item.vencimento.iso,
        atualizar(dec(1), item.vencimento, fim, regimes, series, 'dataFinal', convencao, false),
      );
    }
  }
  const inss = new Map<string, Centavos>();
  const mesesIr = new Set<string>();
  const fgtsFator = { deposito: 0, corrigido: 0, juros: 0 };
  let tributavel = 0;
  for (const item of itens) {
    const a = porVencimento.get(item.vencimento.iso);
    const verba = resumo[item.verba];
    if (!a || !verba) continue;
    const valor = dec(item.valor).div(100);
    const corrigido = emCentavos(valor.times(a.fator));
    const juros = emCentavos(valor.times(a.fator).times(a.jurosFracao));
    verba.principal += item.valor;
    verba.correcao += corrigido - item.valor;
    verba.juros += juros;
    if (verba.incideINSS) inss.set(item.competencia, (inss.get(item.competencia) ?? 0) + item.valor);
    if (verba.incideIR) {
      tributavel += corrigido;
      mesesIr.add(item.competencia);
    }
    if (verba.incideFGTS) {
      const deposito = dec(mulDiv([item.valor, 8], 100)).div(100);
      fgtsFator.deposito += emCentavos(deposito);
      fgtsFator.corrigido += emCentavos(deposito.times(a.fator));
      fgtsFator.juros += emCentavos(deposito.times(a.fator).times(a.jurosFracao));
    }
  }
  let principal = 0;
  let corrigido = 0;
  let juros = 0;
  for (const v of resumo) {
    v.total = v.principal + v.correcao + v.juros;
    principal += v.principal;
    corrigido += v.principal + v.correcao;
    juros += v.juros;
    passo(
      memoria,
      `Verba "${v.descricao}": principal ${brlC(v.principal)} + correção ${brlC(v.correcao)} + juros ${brlC(v.juros)}`,
      'Súmula 381 TST (época própria: mês seguinte ao trabalhado); correção e juros de cada mês desde o seu vencimento',
      v.total,
    );
    v.principal /= 100;
    v.correcao /= 100;
    v.juros /= 100;
    v.total /= 100;
  }
  const fgts: DemonstrativoFgts = {
    deposito: fgtsFator.deposito / 100,
    correcao: (fgtsFator.corrigido - fgtsFator.deposito) / 100,
    juros: fgtsFator.juros / 100,
    total: (fgtsFator.corrigido + fgtsFator.juros) / 100,
  };
  passo(
    memoria,
    `FGTS: ${Math.round(FGTS_ALIQUOTA.valor * 100)}% das verbas que o têm por base, ${brlC(fgtsFator.deposito)}, corrigidos e com juros como os débitos trabalhistas (depósito na conta vinculada)`,
    `${FGTS_ALIQUOTA.fonte}; OJ 302 SDI-1 TST`,
    fgtsFator.corrigido + fgtsFator.juros,
  );
  const vencimentos = [...porVencimento.keys()].sort();
  const primeiroVencimento = vencimentos[0] ?? fim.iso;
  const inicial = itens.find((i) => i.vencimento.iso === primeiroVencimento)?.vencimento;
  if (!inicial) throw new CalcError('verbas', 'Verbas: informe ao menos um valor');
  // The month-by-month table of the amounts due on the earliest date, for the memo and the screen
  // (its amounts are a lawyer's to check, so never a factor applied to R$ 1).
  const devidoPrimeiro = itens
    .filter((i) => i.vencimento.iso === primeiroVencimento)
    .reduce((s, i) => s + i.valor, 0);
  const primeira = atualizar(
    dec(devidoPrimeiro).div(100),
    inicial,
    fim,
    regimes,
    series,
    'dataFinal',
    convencao,
  );
  return {
    resumo,
    principal,
    corrigido,
    juros,
    fgts,
    competenciasInss: [...inss.entries()]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([m, valor]) => ({ mes: m, valor })),
    tributavelCorrigido: tributavel,
    mesesIr: mesesIr.size,
    primeira,
    primeiroVencimento,
  };
}
