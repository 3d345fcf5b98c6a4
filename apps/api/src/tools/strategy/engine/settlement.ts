// Litigate versus settle: the expected net value of each adjudicative route beside a settlement
// paid now. Interest the claim accrues while the case runs comes from @lexato/calc (SELIC).
import { calculate, SERIES } from '@lexato/calc';
import type { ConflictType, LitigateVsSettle, StrategySettlementRow } from '@lexato/schemas';
import { formatBRL } from '@lexato/schemas';
import { addYears } from '../../../shared/case-text.ts';
import type { RouteDef } from './routes-catalogue.ts';
import type { RankedRoute } from './strategy.ts';

const MONEY_CLAIMS: ReadonlySet<ConflictType> = new Set([
  'civil',
  'consumidor',
  'empresarial',
  'trabalhista',
]);

/**
 * SELIC accrued over the `months` before the last month the shipped series covers: the real
 * figure of the most recent equal period, used as the projection (EC 113/2021; ADC 58 in labour;
 * CC art. 406 as amended by Lei 14.905/2024 in civil matters).
 */
export function accruedInterest(claim: number, months: number): { value: number; basis: string } {
  const end = `${SERIES.SELIC.fim}-01`;
  const whole = Math.max(1, Math.round(months));
  const start = addYears(end, 0, -whole);
  const result = calculate({
    type: 'correcao_monetaria',
    inputs: { valorInicial: claim, dataInicial: start, dataFinal: end, indice: 'SELIC' },
  });
  const value = 'diferenca' in result ? result.diferenca : 0;
  return {
    value,
    basis: `SELIC acumulada em ${whole} meses (${start.slice(5, 7)}/${start.slice(0, 4)} a ${end.slice(5, 7)}/${end.slice(0, 4)}, série SGS 4390 do Banco Central) como projeção; EC 113/2021, ADC 58 (trabalhista) e CC art. 406 (Lei 14.905/2024)`,
  };
}

interface RouteCosts {
  courtCosts: number;
  courtCostsBasis: string;
  feeRate: number;
  feeRiskBasis: string;
}

function costsOf(
  route: RouteDef,
  conflictType: ConflictType,
  claim: number,
  p: number,
  cost: { min: number; max: number },
): RouteCosts {
  if (route.key === 'juizado_especial') {
    // Lei 9.099/1995 art. 54 (no costs at first instance) and art. 55 (no loss-of-suit fees there).
    return {
      courtCosts: 0,
      courtCostsBasis: 'Lei 9.099/1995, art. 54: sem custas no 1º grau',
      feeRate: 0,
      feeRiskBasis: 'Lei 9.099/1995, art. 55: sem honorários de sucumbência no 1º grau',
    };
  }
  if (route.key === 'arbitragem') {
    return {
      courtCosts: Math.round((cost.min + cost.max) / 2),
      courtCostsBasis: 'Ponto médio da faixa de custos da câmara (Lei 9.307/1996, art. 27)',
      feeRate: 0.15,
      feeRiskBasis:
        'Se vencido, honorários conforme o regulamento da câmara; estimados como no CPC art. 85, §2º (ponto médio de 10% a 20%)',
    };
  }
  if (conflictType === 'trabalhista') {
    // CLT art. 789: 2% costs paid by the loser; CLT art. 791-A: fees of 5-15% (midpoint 10%).
    return {
      courtCosts: Math.round(claim * 0.02 * (1 - p)),
      courtCostsBasis: 'CLT art. 789: custas de 2% pagas ao final por quem perde (× chance de perder)',
      feeRate: 0.1,
      feeRiskBasis:
        'CLT art. 791-A: honorários de sucumbência de 5% a 15% (ponto médio, 10%) × chance de perder',
    };
  }
  // About 1% initial costs (TJ-SP, Lei estadual 11.608/2003 art. 4º, I); CPC art. 85 §2º: fees of
  // 10-20% of the value when the suit is lost (midpoint 15%).
  return {
    courtCosts: Math.round(claim * 0.01),
    courtCostsBasis:
      'Custas iniciais de cerca de 1% do valor da causa (ex.: TJ-SP, Lei estadual 11.608/2003, art. 4º, I)',
    feeRate: 0.15,
    feeRiskBasis: 'CPC art. 85, §2º: honorários de 10% a 20% (ponto médio, 15%) × chance de perder',
  };
}

export function litigateVsSettle(input: {
  conflictType: ConflictType;
  claim: number | null;
  claimEvidence: string;
  probability: number;
  probabilityBasis: string;
  routes: RankedRoute[];
}): LitigateVsSettle | null {
  const { claim, conflictType } = input;
  if (claim === null || claim <= 0 || !MONEY_CLAIMS.has(conflictType)) return null;
  const p = input.probability / 100;
  const rows: StrategySettlementRow[] = input.routes
    .filter((r) => r.def.nature === 'adjudicativa')
    .map((r) => {
      const months = (r.time.minMonths + r.time.maxMonths) / 2;
      const interest = accruedInterest(claim, months);
      const costs = costsOf(r.def, conflictType, claim, p, r.cost);
      const feeRisk = Math.round(claim * costs.feeRate * (1 - p));
      const expectedNet = Math.round(p * (claim + interest.value) - costs.courtCosts - feeRisk);
      return {
        route: r.name,
        claimValue: claim,
        probability: input.probability,
        courtCosts: costs.courtCosts,
        courtCostsBasis: costs.courtCostsBasis,
        feeRisk,
        feeRiskBasis: costs.feeRiskBasis,
        months,
        interest: Math.round(interest.value * 100) / 100,
        interestBasis: interest.basis,
        expectedNet,
      };
    });
  if (rows.length === 0) return null;
  const best = Math.max(...rows.map((r) => r.expectedNet));
  return {
    claimValue: claim,
    claimEvidence: input.claimEvidence,
    probability: input.probability,
    probabilityBasis: input.probabilityBasis,
    rows,
    breakEvenSettlement: Math.max(0, best),
    note:
      `Valor esperado = probabilidade × (valor + juros do período) − custas − probabilidade de perder × honorários de sucumbência. ` +
      `Um acordo pago agora acima de ${formatBRL(Math.max(0, best))} supera, em valor esperado, a melhor via judicial; ` +
      'não inclui os honorários contratuais do seu advogado nem o custo do tempo e do desgaste.',
  };
}
