import { type Esfera, INICIO_LEI_14905, type JurosPorData, UM_POR_CENTO } from './regimes.ts';

export { LIMITES_HONORARIOS, NOME_ESFERA } from './honorarios.ts';

/**
 * The settlement rules that vary by sphere, as tables with their legal basis.
 */

/** Interest when the user picks one fixed correction index and gives no rate ("juros legais"). */
export const JUROS_LEGAIS_INDICE_FIXO: Readonly<
  Record<Esfera, { juros: JurosPorData; regra: string; base: string }>
> = {
  trabalhista: {
    juros: { antes: UM_POR_CENTO, depois: UM_POR_CENTO },
    regra: 'juros simples de 1% a.m. pro rata die (regra anterior ao ADC 58/59)',
    base: 'Lei 8.177/1991 art. 39 §1º',
  },
  civel: {
    juros: { antes: 'SELIC', apartirDe: INICIO_LEI_14905, depois: 'TAXA_LEGAL' },
    regra: 'juros legais do CC art. 406: SELIC até 29/08/2024, taxa legal (SELIC − IPCA, mínimo zero) depois',
    base: 'CC art. 406; Lei 14.905/2024',
  },
  tributaria: {
    juros: { antes: UM_POR_CENTO, depois: UM_POR_CENTO },
    regra:
      'juros de mora de 1% a.m. pro rata die, onde a lei não dispõe de outro modo (créditos federais: SELIC)',
    base: 'CTN art. 161 §1º',
  },
};

/** Interest under AUTOMATICO, described once per sphere. */
export const JUROS_AUTOMATICO: Readonly<Record<Esfera, { regra: string; base: string }>> = {
  trabalhista: {
    regra:
      'juros: TRD na fase pré-judicial; na fase judicial a SELIC já inclui os juros; a partir de 30/08/2024, taxa legal',
    base: 'STF ADC 58/59; Lei 8.177/1991 art. 39, caput; CC art. 406 (Lei 14.905/2024)',
  },
  civel: {
    regra: 'juros: SELIC até 29/08/2024 (correção e juros); a partir de 30/08/2024, IPCA + taxa legal',
    base: 'CC arts. 389 e 406 (Lei 14.905/2024); STJ REsp 1.795.982/SP',
  },
  tributaria: {
    regra: 'créditos tributários federais: SELIC, que inclui correção e juros',
    base: 'Lei 9.430/1996 art. 61 §3º; Lei 9.250/1995 art. 39 §4º',
  },
};
