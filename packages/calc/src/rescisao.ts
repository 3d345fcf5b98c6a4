import {
  apurarAviso,
  PROJECOES_COMUM_ACORDO,
  type ProjecaoComumAcordo,
  TIPOS_AVISO,
  TIPOS_RESCISAO,
  type TipoAviso,
  type TipoRescisao,
} from './aviso-previo.ts';
import { brlC, mulDiv, reais, roundDiv } from './centavos.ts';
import { addDays, anosCompletos, parseData } from './dates.ts';
import { opcoes13, tributarDecimoTerceiro } from './decimo-terceiro.ts';
import { CalcError } from './errors.ts';
import { dataPorExtenso } from './indices/index.ts';
import { calcularInss, descreverInss } from './inss.ts';
import { calcularIrrf, descreverIrrf } from './irrf.ts';
import { LIMITES } from './limites.ts';
import { type Memoria, passo } from './memoria.ts';
import { dataReferencia } from './referencia.ts';
import { proporcionais, saldoDeSalario } from './rescisao-proporcionais.ts';
import {
  FGTS_ALIQUOTA,
  MULTA_FGTS,
  MULTA_FGTS_COMUM_ACORDO,
  MULTA_FGTS_CULPA_RECIPROCA,
  SAQUE_FGTS_COMUM_ACORDO,
  tabelaInss,
  tabelaIrrf,
} from './tables/index.ts';
import { asObject, booleano, centavosDe, numero, opcao } from './validate.ts';

/**
 * Termination pay (verbas rescisórias). What each type forfeits: com justa causa keeps only the
 * salary balance and vacation already due (CLT art. 146; Súmula 171 TST); pedido de demissão
 * loses the notice pay and the FGTS fine; comum acordo halves the indemnified notice and the
 * FGTS fine (CLT art. 484-A); culpa recíproca, recognised by the Justiça do Trabalho, halves the
 * notice pay, the proportional 13th and the proportional vacation (CLT art. 484; Súmula 14 TST)
 * and the fine is 20% (Lei 8.036/1990 art. 18 §2º), the FGTS account being freed whole (art. 20,
 * I); salary balance and vacation already due are paid whole. Indemnified notice and indemnified vacation + 1/3 are exempt from
 * INSS (STJ REsp 1.230.957/RS, Tema 478; Lei 8.212/1991 art. 28 §9º, d) and IRRF (Lei
 * 7.713/1988 art. 6º, V; Súmulas 125 and 386 STJ). FGTS: the employer deposits 8% of the salary
 * balance, the 13th and the notice pay, worked or indemnified (Lei 8.036/1990 art. 15; Súmula 305
 * TST), not of indemnified vacation (OJ 195 SDI-1 TST); the fine is 40% (20% in comum acordo) of
 * all deposits of the contract, these included (art. 18 §1º): of `saldoFGTS` + that deposit. Both
 * go into the FGTS account and are not part of valorBrutoTotal.
 */
export interface RescisaoInput {
  salarioBruto: number;
  dataAdmissao: string;
  dataDesligamento: string;
  tipoRescisao?: TipoRescisao;
  avisoPrevio?: TipoAviso;
  saldoFGTS?: number;
  dependentes?: number;
  feriasVencidas?: boolean;
  /** Comum acordo: project the full notice (default) or only the paid half. */
  projecaoAvisoComumAcordo?: ProjecaoComumAcordo;
  reducaoLei15270No13?: boolean;
  descontoSimplificadoNo13?: boolean;
}

export interface RescisaoResult {
  saldoSalario: number;
  diasSaldoSalario: number;
  avisoPrevioValor: number;
  diasAvisoPrevio: number;
  dataProjetada: string;
  feriasProporcionais: number;
  tercoFeriasProporcionais: number;
  avosFerias: number;
  feriasVencidas: number;
  tercoFeriasVencidas: number;
  decimoTerceiroProporcion: number;
  avosDecimoTerceiro: number;
  /** FGTS deposit (8%) on the termination items: saldo, 13th, notice (Súmula 305 TST). */
  depositoFGTSRescisorio: number;
  /** Base of the fine: saldoFGTS + depositoFGTSRescisorio (Lei 8.036/1990 art. 18 §1º). */
  baseMultaFGTS: number;
  multaFGTS: number;
  /** Comum acordo: the most the employee may withdraw, 80% of the deposits (CLT art. 484-A §1º). */
  saqueFGTSMaximo: number | null;
  /** What the employee must know about this termination (comum acordo: CLT art. 484-A §§1º-2º). */
  observacoes: string[];
  descontoINSS: number;
  descontoIRRF: number;
  descontoAvisoPrevio: number;
  valorBrutoTotal: number;
  valorLiquido: number;
  referenceDate: string;
  memoria: Memoria;
}

/** The FGTS fine by termination type (Lei 8.036/1990 art. 18 §§1º-2º; CLT art. 484-A, I, b). */
const MULTAS_FGTS: Record<TipoRescisao, { valor: number; fonte: string } | null> = {
  sem_justa_causa: MULTA_FGTS,
  com_justa_causa: null,
  pedido_demissao: null,
  comum_acordo: MULTA_FGTS_COMUM_ACORDO,
  culpa_reciproca: MULTA_FGTS_CULPA_RECIPROCA,
};

export function calcularRescisao(input: RescisaoInput, referenceDate?: string): RescisaoResult {
  const bag = asObject(input);
  const salario = centavosDe(bag, 'salarioBruto');
  const admissao = parseData(bag.dataAdmissao, 'dataAdmissao');
  const deslig = parseData(bag.dataDesligamento, 'dataDesligamento');
  if (deslig.serial < admissao.serial) {
    throw new CalcError(
      'dataDesligamento',
      'Data de desligamento: deve ser igual ou posterior à data de admissão',
    );
  }
  const tipo = opcao(bag, 'tipoRescisao', TIPOS_RESCISAO, 'sem_justa_causa');
  const tipoAviso = opcao(bag, 'avisoPrevio', TIPOS_AVISO, 'indenizado');
  const saldoFGTS = centavosDe(bag, 'saldoFGTS', 0);
  const dependentes = numero(bag, 'dependentes', LIMITES.dependentes);
  const temVencidas = booleano(bag, 'feriasVencidas', false);
  const projecao = opcao(bag, 'projecaoAvisoComumAcordo', PROJECOES_COMUM_ACORDO, 'integral');
  if (temVencidas && anosCompletos(admissao, deslig) < 1) {
    throw new CalcError(
      'feriasVencidas',
      'Possui férias vencidas: não há período aquisitivo completo (menos de 12 meses)',
    );
  }
  const ref = dataReferencia(referenceDate, deslig);
  const memoria: Memoria = [];
  const justaCausa = tipo === 'com_justa_causa';

  const { dias: diasSaldo, valor: saldo } = saldoDeSalario(salario, admissao, deslig, memoria);

  const aviso = apurarAviso(admissao, deslig, tipo, tipoAviso, projecao);
  // diasPagos may be a half day (comum acordo): work in half days to stay exact.
  const avisoValor = mulDiv([salario, Math.round(aviso.diasPagos * 2)], 60);
  passo(
    memoria,
    `Aviso prévio: ${aviso.anosServico} ${aviso.anosServico === 1 ? 'ano completo' : 'anos completos'} → ${aviso.diasAviso} dias; ${aviso.explicacao}`,
    `Lei 12.506/2011; ${aviso.base}`,
    avisoValor,
  );
  const projetada = addDays(deslig, aviso.diasProjetados);
  if (aviso.diasProjetados > 0) {
    passo(
      memoria,
      `Data projetada pelo aviso indenizado: ${dataPorExtenso(projetada.iso)}`,
      'CLT art. 487 §1º; OJ 82 SDI-1 TST; Súmula 380 TST',
    );
  }

  const { decimo, avos13, ferias, avosFerias, tercoFerias } = proporcionais(
    salario,
    {
      admissao,
      deslig,
      projetada,
      anos: aviso.anosServico,
      justaCausa,
      metade: tipo === 'culpa_reciproca',
    },
    memoria,
  );

  const vencidas = temVencidas ? salario : 0;
  const tercoVencidas = roundDiv(vencidas, 3);
  if (temVencidas) {
    passo(
      memoria,
      'Férias vencidas (30 dias) + 1/3, devidas em qualquer rescisão',
      'CLT art. 146 caput; CF art. 7º, XVII',
      vencidas + tercoVencidas,
    );
  }

  // FGTS on the termination items (Lei 8.036/1990 art. 15; Súmula 305 TST; OJ 195 SDI-1 TST).
  const baseDeposito = saldo + avisoValor + decimo;
  const deposito = mulDiv([baseDeposito, Math.round(FGTS_ALIQUOTA.valor * 100)], 100);
  passo(
    memoria,
    `Depósito do FGTS sobre as verbas rescisórias: 8% de ${brlC(baseDeposito)} (saldo de salário + aviso prévio + 13º; férias indenizadas não incidem)`,
    `${FGTS_ALIQUOTA.fonte}; Súmula 305 TST; OJ 195 SDI-1 TST`,
    deposito,
  );
  const multa = MULTAS_FGTS[tipo];
  const baseMulta = saldoFGTS + deposito;
  const multaFGTS = multa ? mulDiv([baseMulta, Math.round(multa.valor * 100)], 100) : 0;
  passo(
    memoria,
    multa
      ? `Multa do FGTS: ${multa.valor * 100}% de ${brlC(baseMulta)} (saldo informado ${brlC(saldoFGTS)} + depósito rescisório ${brlC(deposito)}; depositada na conta vinculada, fora do bruto)`
      : 'Multa do FGTS: não devida neste tipo de rescisão',
    multa ? `${multa.fonte}; Lei 8.036/1990 art. 18 §1º` : 'Lei 8.036/1990 art. 18 §1º',
    multaFGTS,
  );
  const observacoes: string[] = [];
  let saque: number | null = null;
  if (tipo === 'comum_acordo') {
    saque = mulDiv([baseMulta, Math.round(SAQUE_FGTS_COMUM_ACORDO.valor * 100)], 100);
    observacoes.push(
      `Saque do FGTS limitado a 80% dos depósitos: até ${brlC(saque)} de ${brlC(baseMulta)} (CLT art. 484-A §1º; Lei 8.036/1990 art. 20, I-A).`,
      'Não dá direito ao seguro-desemprego (CLT art. 484-A §2º).',
    );
    passo(memoria, `Comum acordo: ${observacoes[0]}`, SAQUE_FGTS_COMUM_ACORDO.fonte, saque);
    passo(memoria, `Comum acordo: ${observacoes[1]}`, 'CLT art. 484-A §2º');
  }
  if (tipo === 'culpa_reciproca') {
    observacoes.push(
      'Culpa recíproca: aviso prévio, 13º e férias proporcionais pela metade; saldo de salário e férias vencidas integrais (CLT art. 484; Súmula 14 TST).',
      'Multa do FGTS de 20%, se a culpa recíproca for reconhecida pela Justiça do Trabalho (Lei 8.036/1990 art. 18 §2º); a conta vinculada pode ser movimentada (art. 20, I).',
    );
    for (const o of observacoes) passo(memoria, o, 'CLT art. 484; Lei 8.036/1990 arts. 18 §2º e 20, I');
  }

  // Only the salary balance is taxed with the month; the 13th apart; indemnities exempt.
  const tInss = tabelaInss(ref.iso);
  const tIrrf = tabelaIrrf(ref.iso);
  const inss = calcularInss(saldo, tInss);
  passo(
    memoria,
    descreverInss(inss, 'o saldo de salário (aviso e férias indenizados isentos)'),
    tInss.fonte,
    inss.total,
  );
  const irrf = calcularIrrf(
    { rendimento: saldo, inss: inss.total, dependentes, permitirSimplificado: true, aplicarReducao: true },
    tIrrf,
  );
  passo(memoria, descreverIrrf(irrf, 'o saldo de salário'), tIrrf.fonte, irrf.valorImposto);
  const t13 = tributarDecimoTerceiro(decimo, dependentes, ref.iso, opcoes13(bag), memoria);

  const bruto = saldo + avisoValor + ferias + tercoFerias + vencidas + tercoVencidas + decimo;
  passo(memoria, 'Valor bruto total (sem a multa do FGTS)', 'CLT art. 477', bruto);
  const descontoINSS = inss.total + t13.inss.total;
  const descontoIRRF = irrf.valorImposto + t13.irrf.valorImposto;
  const disponivel = bruto - descontoINSS - descontoIRRF;
  const descontoAviso = Math.min(mulDiv([salario, aviso.diasDevidosPeloEmpregado], 30), disponivel);
  if (descontoAviso !== 0) {
    passo(
      memoria,
      'Desconto do aviso prévio não cumprido pelo empregado (até o valor disponível)',
      'CLT art. 487 §2º; art. 477 §5º',
      descontoAviso,
    );
  }
  const liquido = disponivel - descontoAviso;
  passo(memoria, 'Valor líquido = bruto − INSS − IRRF − descontos', 'CLT art. 477 §§4º a 6º', liquido);

  return {
    saldoSalario: reais(saldo),
    diasSaldoSalario: diasSaldo,
    avisoPrevioValor: reais(avisoValor),
    diasAvisoPrevio: aviso.diasAviso,
    dataProjetada: projetada.iso,
    feriasProporcionais: reais(ferias),
    tercoFeriasProporcionais: reais(tercoFerias),
    avosFerias,
    feriasVencidas: reais(vencidas),
    tercoFeriasVencidas: reais(tercoVencidas),
    decimoTerceiroProporcion: reais(decimo),
    avosDecimoTerceiro: avos13,
    depositoFGTSRescisorio: reais(deposito),
    baseMultaFGTS: reais(baseMulta),
    multaFGTS: reais(multaFGTS),
    saqueFGTSMaximo: saque === null ? null : reais(saque),
    observacoes,
    descontoINSS: reais(descontoINSS),
    descontoIRRF: reais(descontoIRRF),
    descontoAvisoPrevio: reais(descontoAviso),
    valorBrutoTotal: reais(bruto),
    valorLiquido: reais(liquido),
    referenceDate: ref.iso,
    memoria,
  };
}
