// The three engines that read a user's own words (Predict, Strategy, the Analyser) answer, and never
// throw, on any mix of the sentences below with dates anywhere in the range the forms accept
// (01/01/1900 to 31/12/2100, written every way the case text reads) and amounts from one cent to a
// billion. Seeded, so a failure repeats. It found a filing before the first minimum-wage table and a
// period ending after 2099 (the holiday list stopped there), both 500s.
import { CASE_TYPES, CONFLICT_TYPES } from '@lexato/schemas';
import { expect, it } from 'vitest';
import { assessCase } from '../src/shared/merits/engine.ts';
import { analyseText } from '../src/tools/analyser/engine/index.ts';
import { analyzeStrategy } from '../src/tools/strategy/engine/strategy.ts';

let seed = 7;
const rnd = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const pick = <T>(a: readonly T[]) => a[Math.floor(rnd() * a.length)] as T;
const pad = (n: number) => String(n).padStart(2, '0');
const year = () =>
  pick([
    1900, 1901, 1950, 1973, 1988, 1995, 2002, 2008, 2013, 2016, 2019, 2021, 2022, 2023, 2024, 2025, 2026,
    2027, 2035, 2099, 2100,
  ]);
const date = () => {
  const y = year();
  const m = 1 + Math.floor(rnd() * 12);
  const d = 1 + Math.floor(rnd() * 28);
  return pick([
    `${pad(d)}/${pad(m)}/${y}`,
    `${pad(m)}/${y}`,
    `${d} de março de ${y}`,
    `janeiro de ${y}`,
    `${y}`,
    `${y}-${pad(m)}-${pad(d)}`,
  ]);
};
const iso = () => {
  const y = year();
  return `${y}-${pad(1 + Math.floor(rnd() * 12))}-${pad(1 + Math.floor(rnd() * 28))}`;
};
const money = () =>
  pick(['R$ 4.850,00', 'R$ 30 mil', 'R$ 1,5 milhão', 'R$ 0,01', 'R$ 999.999.999,99', 'R$ 12.500']);
const S = [
  () => `Fui demitido sem justa causa em ${date()} e não recebi as verbas rescisórias de ${money()}.`,
  () => `Trabalhei de ${date()} a ${date()} fazendo horas extras sem pagamento.`,
  () => `Emprestei ${money()} ao meu irmão em ${date()}, sem prazo para devolver.`,
  () => `A seguradora negou a indenização em ${date()}; o carro foi roubado em ${date()}.`,
  () => `Comprei uma geladeira em ${date()} que parou de funcionar em ${date()}. Reclamei em ${date()}.`,
  () => `O voo internacional atrasou em ${date()} e a bagagem foi extraviada.`,
  () => `Recebi um auto de infração em ${date()} cobrando ICMS do exercício de ${year()}.`,
  () => `O pai não paga a pensão alimentícia do filho desde ${date()}, valor de ${money()}.`,
  () => `Meu nome foi negativado em ${date()} por uma dívida que não reconheço.`,
  () => `O inquilino deixou de pagar os aluguéis de ${date()} a ${date()}.`,
  () => `Ajuizei a ação em ${date()}. Fui processado em ${date()}.`,
  () => `Sou síndico e o condômino deve as taxas de ${year()} e ${year()}.`,
  () => `Grávida, fui mandada embora em ${date()} quando estava no ${pick(['terceiro', '5º'])} mês.`,
  () => 'Não sei a data.',
  () =>
    `Contrato assinado em ${date()}, multa de ${pick(['10%', '100%', '2 %', '0%'])} e juros de ${pick(['1% ao mês', '12% ao ano', '30% ao mês'])}.`,
  () => `Art. 477 da CLT; Súmula 331 do TST; REsp 1.632.479/RJ; Lei nº 8.078, de ${date()}.`,
  () => `Valor da causa: ${money()}. ${pick(['São Paulo', 'Rio de Janeiro', 'Brasília'])}, ${date()}.`,
  () => `Salário de ${money()} por ${pick(['44', '60', '0', '200'])} horas semanais, admissão em ${date()}.`,
];
const text = (n: number) => Array.from({ length: n }, () => pick(S)()).join(' ');

it('answers every mix of sentences, dates and amounts without throwing', () => {
  const errors: string[] = [];
  for (let i = 0; i < 600; i++) {
    const description = text(1 + Math.floor(rnd() * 6));
    const dates: Record<string, string> = {};
    if (rnd() < 0.5) dates.dataAjuizamento = iso();
    if (rnd() < 0.3) dates.dataFato = iso();
    if (rnd() < 0.3) dates.fimContrato = iso();
    try {
      assessCase({ caseType: pick(CASE_TYPES), description, today: '2026-11-29', comparables: [], dates });
    } catch (e) {
      errors.push(
        `predict ${JSON.stringify(dates)} ${description}\n  ${(e as Error).stack?.split('\n').slice(0, 9).join(' | ')}`,
      );
    }
    try {
      analyzeStrategy({
        conflictType: pick(CONFLICT_TYPES),
        caseDescription: description,
        desiredOutcome: pick(['Receber o que me devem', 'Cancelar a cobrança', 'Reintegração']),
        budget: pick([null, 0, 500, 1e9]),
        disputedAmount: pick([null, 0, 1, 1e12]),
        timeframe: pick([null, 'rapido', 'urgente', 'normal', 'flexivel'] as const) as never,
        today: '2026-11-29',
        linkedPrediction: null,
        linkedSearch: null,
      });
    } catch (e) {
      errors.push(`strategy ${description}\n  ${(e as Error).stack?.split('\n').slice(0, 9).join(' | ')}`);
    }
    try {
      analyseText(description, pick(['contract', 'lawsuit'] as const), { today: '2026-11-29' });
    } catch (e) {
      errors.push(`analyser ${description}\n  ${(e as Error).stack?.split('\n').slice(0, 9).join(' | ')}`);
    }
  }
  expect(errors.slice(0, 3)).toEqual([]);
});
