import { brlC, type Centavos, centavos, pctInteira, roundDiv, taxaInteira } from './centavos.ts';
import type { TabelaInss } from './tables/index.ts';

/**
 * Employee INSS contribution, progressive by band (EC 103/2019 art. 28; Lei 8.212/1991 art. 20).
 * Each band's share is kept exact (in thousandths of a centavo) and the sum is rounded half-up
 * once, as the Portarias' ceiling figures show (tables-br.json `_meta.rounding`).
 */
export interface FaixaAplicada {
  faixa: number;
  baseFaixa: Centavos;
  /** Rate per thousand (75 = 7,5%). */
  aliquotaMilesimos: number;
}

export interface ResultadoInss {
  base: Centavos;
  total: Centavos;
  limitadoAoTeto: boolean;
  faixas: FaixaAplicada[];
  tabela: TabelaInss;
}

interface Preparada {
  faixas: Array<{ de: Centavos; ate: Centavos; milesimos: number }>;
  teto: Centavos;
}
const cache = new WeakMap<TabelaInss, Preparada>();

function preparar(tabela: TabelaInss): Preparada {
  let hit = cache.get(tabela);
  if (!hit) {
    let de = 0;
    const faixas = tabela.faixas.map((f) => {
      const item = { de, ate: centavos(f.ate), milesimos: taxaInteira(f.aliquota, 1000) };
      de = item.ate;
      return item;
    });
    hit = { faixas, teto: centavos(tabela.teto) };
    cache.set(tabela, hit);
  }
  return hit;
}

export function calcularInss(remuneracao: Centavos, tabela: TabelaInss): ResultadoInss {
  const { faixas, teto } = preparar(tabela);
  const base = Math.min(Math.max(remuneracao, 0), teto);
  const aplicadas: FaixaAplicada[] = [];
  let milesimos = 0;
  for (let i = 0; i < faixas.length; i += 1) {
    const f = faixas[i];
    if (!f || base <= f.de) break;
    const baseFaixa = Math.min(base, f.ate) - f.de;
    milesimos += baseFaixa * f.milesimos;
    aplicadas.push({ faixa: i + 1, baseFaixa, aliquotaMilesimos: f.milesimos });
  }
  return {
    base,
    total: roundDiv(milesimos, 1000),
    limitadoAoTeto: remuneracao > teto,
    faixas: aplicadas,
    tabela,
  };
}

export function descreverInss(r: ResultadoInss, rotulo: string): string {
  const partes = r.faixas.map(
    (f) => `${f.faixa}ª faixa ${pctInteira(f.aliquotaMilesimos, 1000)} × ${brlC(f.baseFaixa)}`,
  );
  const teto = r.limitadoAoTeto ? ` (base limitada ao teto de ${brlC(centavos(r.tabela.teto))})` : '';
  return `INSS sobre ${rotulo}: ${partes.join(' + ') || 'base zero'}${teto}, soma arredondada ao centavo`;
}
