// The acts that stop a period until an answer. Run on the old code, the insured's claim was taken as
// the day of the loss and a timely claim came back barred; a refusal told alone moved the start to the
// refusal's day (a year later than the loss, "dentro do prazo" where it may not be); and a complaint
// made on a period that ended on a weekend got back the day CC art. 132, § 1º had added to it.
// Every count is worked by hand in the test's comment.
import { describe, expect, it } from 'vitest';
import { assessCase } from './engine.ts';

type Input = Parameters<typeof assessCase>[0];
const assess = (caseType: Input['caseType'], description: string, dataAjuizamento: string) =>
  assessCase({ caseType, description, today: '2026-11-29', comparables: [], dates: { dataAjuizamento } });
const periods = (r: ReturnType<typeof assess>) => r.factors.filter((f) => f.kind === 'prescricao');

describe('the claim to the insurer suspends the year until the insured learns of the decision (Súmula 229 do STJ)', () => {
  // CC art. 206, § 1º, II: one year. Stolen on 01/02/2025, the year runs out on 01/02/2026 (a Sunday,
  // so 02/02/2026 without a pause). Claimed on 05/02/2025: 361 days were left (05/02/2025 → 01/02/2026).
  // Refused on 10/05/2025: 10/05/2025 + 361 days = 06/05/2026, a Wednesday.
  const theft = (filed: string) =>
    assess(
      'civil',
      'Meu carro foi roubado em 01/02/2025. Em 05/02/2025 comuniquei o sinistro à seguradora e pedi a indenização. ' +
        'A seguradora respondeu negando a cobertura em 10/05/2025. Quero cobrar a indenização da apólice.',
      filed,
    );

  it('on the last day of the resumed year the claim is in time, and the basis names the days left', () => {
    const r = theft('2026-05-06');
    expect(periods(r).map((f) => f.label)).toEqual([
      'Dentro do prazo (CC art. 206, §1º, II; Súmula 229 do STJ): ajuizar até 06/05/2026',
    ]);
    expect(periods(r)[0]?.basis).toContain('restavam 361 dias no pedido de indenização');
    expect(r.probability).toBeGreaterThan(10);
  });

  it('a day later the claim is barred, counted from the theft and not from the claim', () => {
    const r = theft('2026-05-07');
    expect(periods(r).map((f) => f.label)).toEqual([
      'Prescrição (CC art. 206, §1º, II; Súmula 229 do STJ): prazo retomado após a recusa de 10/05/2025 e encerrado em 06/05/2026',
    ]);
    expect(r.probability).toBeLessThanOrEqual(10);
  });

  // Only the refusal told: the claim was made on some day from the theft on. Made on the theft's own
  // day, the whole year (365 days) runs again from 10/05/2025: 10/05/2026, a Sunday, so 11/05/2026.
  const refusedOnly = (filed: string) =>
    assess(
      'civil',
      'Meu carro foi roubado em 01/02/2025. A seguradora negou a indenização em 10/05/2025. Quero cobrar a indenização da apólice.',
      filed,
    );

  it('a refusal without the claim’s day leaves the end uncertain, between the year alone and the longest pause', () => {
    const r = refusedOnly('2026-03-01');
    const [f] = periods(r);
    expect(f?.label).toBe(
      'Prazo incerto (CC art. 206, §1º, II; Súmula 229 do STJ): terminou em 02/02/2026 sem a suspensão; com ela, pode ir até 11/05/2026',
    );
    expect(f?.weight).toBe(-10);
    expect(f?.advice).toContain('data do aviso de sinistro');
    expect(r.probability).toBeGreaterThan(10);
  });

  it('after the longest pause it is barred on every reading, and the advice names Súmula 229', () => {
    const r = refusedOnly('2026-05-12');
    const [f] = periods(r);
    expect(f?.label).toBe('Prescrição (CC art. 206, §1º, II): prazo encerrado em 02/02/2026');
    expect(f?.advice).toContain('Súmula 229 do STJ');
    expect(r.probability).toBeLessThanOrEqual(10);
  });
});

describe('a complaint to the supplier gives back only the days that were left (CDC art. 26, § 2º, I)', () => {
  // CDC art. 26, II: 90 days for a durable product's apparent defect, from the delivery (§ 1º).
  // Delivered 08/02/2026: the 90th day is 09/05/2026, a Saturday (extended to Monday 11/05/2026).
  // Complaint on 18/02/2026: 80 days were left to 09/05/2026 — not 82 to the Monday, a day that
  // CC art. 132, § 1º gives only to the end itself. Refused on 08/09/2026: + 80 days = 27/11/2026, a Friday.
  const fridge = (filed: string) =>
    assess(
      'consumidor',
      'Comprei uma geladeira duplex na Loja Eletro Max; ela foi entregue em 08/02/2026 já com a porta amassada, ' +
        'o que vi na hora da entrega. Reclamei na loja em 18/02/2026, protocolo 8841, e guardei a nota fiscal e fotos. ' +
        'A loja negou a troca por e-mail em 08/09/2026. Quero a troca ou a devolução de R$ 4.200,00.',
      filed,
    );

  it('ends on the 80th day after the refusal', () => {
    expect(periods(fridge('2026-11-27')).map((f) => f.label)).toEqual([
      'Dentro do prazo (CDC art. 26, §2º, I): reclamar em juízo até 27/11/2026',
    ]);
  });

  it('the Monday after is too late', () => {
    const r = fridge('2026-11-30');
    expect(periods(r)[0]?.label).toBe(
      'Decadência (CDC art. 26, §2º, I): prazo retomado após a recusa de 08/09/2026 e encerrado em 27/11/2026',
    );
    expect(r.probability).toBeLessThanOrEqual(10);
  });
});
