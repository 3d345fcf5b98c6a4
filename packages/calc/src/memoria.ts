import type { Centavos } from './centavos.ts';

/**
 * One line of the calculation memo: what was done (`passo`, pt-BR, with the figures used),
 * the resulting amount when the step produces money (`valor`, in reais rounded to cents) and
 * the legal or official basis of the step (`base`).
 */
export interface MemoriaPasso {
  passo: string;
  valor?: number;
  base: string;
}

export type Memoria = MemoriaPasso[];

export function passo(memoria: Memoria, texto: string, base: string, valor?: Centavos): void {
  memoria.push(valor === undefined ? { passo: texto, base } : { passo: texto, valor: valor / 100, base });
}
