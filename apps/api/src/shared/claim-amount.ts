// The amount in dispute, read from a description: the one the user calls claimed, owed, in dispute
// or a penalty, never a salary (which sets neither the rito nor the value of the claims, CLT art.
// 852-A and CPC art. 292) and, failing those words, the largest amount written. Shared by Predict
// (rito) and Strategy (litigate versus settle); the answer says which amount it took and why.
import { type FoundAmount, findAmounts } from './case-text.ts';

export interface ClaimAmount {
  amount: FoundAmount;
  /** Why this amount: "descrito como valor em disputa", "o maior valor mencionado"… */
  reason: string;
}

/** Words just before (or just after) an amount, strongest first. Accent-free, lower case. */
const ROLES: Array<{ re: RegExp; score: number; reason: string }> = [
  {
    re: /\b(?:em disputa|em discussao|valor da causa|da-se a causa|valor (?:total )?dos pedidos|pedidos? (?:somam|totalizam)|total dos pedidos|valor pleiteado|valor reclamado)\b/,
    score: 4,
    reason: 'descrito como valor em disputa ou da causa',
  },
  {
    re: /\b(?:multa|penalidade|clausula penal|cobra\w*|exige\w*|devid\w*|deve\w*|divida|debito|em aberto|em atraso|pede\w*|pedimos|pleite\w*|indeniza\w*|reembolso|restituic\w*|devoluc\w*|ressarc\w*|auto de infracao|autuad\w*|lancad\w*)\b/,
    score: 2,
    reason: 'descrito como valor cobrado, devido, pedido ou multa',
  },
];
const SALARY = /\b(?:salario|remuneracao|ganhava|recebia|ganho|recebo|ordenado)\b[^.;]{0,40}$/;
/** Amounts that describe the contract, not the dispute ("valor restante do contrato"). */
const CONTEXT_ONLY =
  /\b(?:valor (?:restante|remanescente|total|global) do contrato|contrato (?:de|no valor de)|preco do contrato|restavam|restante)\b[^.;]{0,30}$/;

function roleOf(folded: string, a: FoundAmount): { score: number; reason: string } {
  const before = folded.slice(Math.max(0, a.start - 70), a.start);
  const clauseBefore = before.slice(Math.max(before.lastIndexOf('. '), before.lastIndexOf('; ')) + 1);
  const after = folded.slice(a.end, Math.min(folded.length, a.end + 40)).split(/[.;]/)[0] ?? '';
  if (SALARY.test(clauseBefore)) return { score: -2, reason: 'salário' };
  if (CONTEXT_ONLY.test(clauseBefore)) return { score: -1, reason: 'valor do contrato' };
  for (const role of ROLES) {
    if (role.re.test(clauseBefore) || role.re.test(after)) return { score: role.score, reason: role.reason };
  }
  return { score: 0, reason: 'o maior valor mencionado' };
}

/** The amount in dispute, or null when the description names none (salaries never count). */
export function claimAmount(text: string, folded: string): ClaimAmount | null {
  let best: { amount: FoundAmount; score: number; reason: string } | null = null;
  for (const amount of findAmounts(text, folded)) {
    const { score, reason } = roleOf(folded, amount);
    if (score === -2) continue;
    if (!best || score > best.score || (score === best.score && amount.value > best.amount.value)) {
      best = { amount, score, reason };
    }
  }
  if (!best) return null;
  return {
    amount: best.amount,
    reason: best.score < 0 ? 'o único valor mencionado, que descreve o contrato e não o pedido' : best.reason,
  };
}
