import { anosCompletos, type Data, parseData } from './dates.ts';
import { TIPOS_AVISO, TIPOS_RESCISAO } from './opcoes.ts';

/**
 * Notice period (aviso prévio). Days: 30 + 3 per full year of service, max 90 (Lei 12.506/2011;
 * Nota Técnica CGRT/SRT/MTE nº 184/2012: the increase starts at the 1st full year, 1 year = 33
 * days; the proportional increase only favours the employee). The indemnified notice is
 * projected into the length of service (CLT art. 487 §1º; OJ 82 SDI-1 TST), which moves the end
 * date used for the 13th and vacation avos.
 */
export { TIPOS_AVISO, TIPOS_RESCISAO };
export type TipoRescisao = (typeof TIPOS_RESCISAO)[number];
export type TipoAviso = (typeof TIPOS_AVISO)[number];
export const PROJECOES_COMUM_ACORDO = ['integral', 'metade'] as const;
export type ProjecaoComumAcordo = (typeof PROJECOES_COMUM_ACORDO)[number];

export interface AvisoApurado {
  anosServico: number;
  diasAviso: number;
  /** Days paid by the employer (fraction allowed: half notice in comum acordo). */
  diasPagos: number;
  /** Days projected into the length of service. */
  diasProjetados: number;
  /** Days the employee owes (pedido de demissão without working the notice, CLT art. 487 §2º). */
  diasDevidosPeloEmpregado: number;
  explicacao: string;
  base: string;
}

/**
 * Days of notice owed to an employee dismissed without cause, from the ISO dates of admission and
 * dismissal: 30, plus 3 for each full year of service, at most 90 (Lei 12.506/2011). The
 * Analyser checks a claimed notice against it.
 */
export function diasAvisoProporcional(admissao: string, desligamento: string): number {
  return diasDeAviso(
    anosCompletos(parseData(admissao, 'dataAdmissao'), parseData(desligamento, 'dataDesligamento')),
  );
}

const diasDeAviso = (anos: number) => Math.min(90, 30 + 3 * anos);

export function apurarAviso(
  admissao: Data,
  desligamento: Data,
  tipo: TipoRescisao,
  aviso: TipoAviso,
  projecao: ProjecaoComumAcordo,
): AvisoApurado {
  const anos = anosCompletos(admissao, desligamento);
  const dias = diasDeAviso(anos);
  const base = { anosServico: anos, diasAviso: dias, diasDevidosPeloEmpregado: 0 };
  // "dispensado" for a dismissal by the employer means the employee is released from working
  // the notice, which the employer then pays (CLT art. 487 §1º).
  const indenizado = aviso !== 'trabalhado';
  const extra = dias - 30;
  switch (tipo) {
    case 'com_justa_causa':
      return {
        ...base,
        diasPagos: 0,
        diasProjetados: 0,
        explicacao: 'sem aviso prévio na justa causa',
        base: 'CLT art. 482',
      };
    case 'pedido_demissao':
      // The proportional notice of Lei 12.506/2011 is a right of the employee only: one who
      // resigns owes (or works) 30 days, never the longer notice (Nota Técnica MTE 184/2012).
      return {
        ...base,
        diasAviso: 30,
        diasPagos: 0,
        diasProjetados: 0,
        diasDevidosPeloEmpregado: aviso === 'indenizado' ? 30 : 0,
        explicacao:
          aviso === 'indenizado'
            ? 'aviso não cumprido pelo empregado: 30 dias descontáveis (a proporcionalidade da Lei 12.506/2011 só beneficia o empregado)'
            : aviso === 'dispensado'
              ? 'aviso dispensado pelo empregador: nada a pagar ou descontar'
              : 'aviso trabalhado: pago como salário',
        base: 'CLT art. 487 §2º; Nota Técnica MTE nº 184/2012',
      };
    case 'sem_justa_causa':
      return indenizado
        ? {
            ...base,
            diasPagos: dias,
            diasProjetados: dias,
            explicacao: `${dias} dias indenizados`,
            base: 'CLT art. 487 §1º; Lei 12.506/2011',
          }
        : {
            ...base,
            diasPagos: extra,
            diasProjetados: extra,
            explicacao: `30 dias trabalhados + ${extra} dias proporcionais indenizados`,
            base: 'CLT art. 488; Lei 12.506/2011; Nota Técnica MTE nº 184/2012',
          };
    case 'comum_acordo': {
      const pagos = indenizado ? dias : extra;
      const projetados = projecao === 'integral' ? pagos : Math.floor(pagos / 2);
      return {
        ...base,
        diasPagos: pagos / 2,
        diasProjetados: projetados,
        explicacao: `${pagos} dias indenizados pela metade; projeção ${projecao === 'integral' ? 'integral' : 'pela metade'} (${projetados} dias)`,
        base: 'CLT art. 484-A, I, a; CLT art. 487 §1º',
      };
    }
    case 'culpa_reciproca': {
      // Half the notice pay (CLT art. 484; Súmula 14 TST); the whole notice still counts as
      // length of service, since art. 487 §1º always integrates the period.
      const pagos = indenizado ? dias : extra;
      return {
        ...base,
        diasPagos: pagos / 2,
        diasProjetados: pagos,
        explicacao: `${pagos} dias ${indenizado ? 'indenizados' : 'proporcionais indenizados'} pela metade (culpa recíproca); projeção integral`,
        base: 'CLT art. 484; Súmula 14 TST; CLT art. 487 §1º',
      };
    }
  }
}
