// Insurance claims by the law of their facts. Until 10/12/2025: the insured's one year (CC art. 206,
// § 1º, II, with Súmula 229 do STJ, in suspension.test.ts) and the beneficiary who is not the
// insured's ten (CC art. 205; STJ, AgInt no REsp 1.646.221/PE). From 11/12/2025, when Lei 15.040/2024
// took effect (art. 134: one year after the DOU of 10/12/2024) and revoked art. 206, § 1º, II (art.
// 133): the insured's one year from the knowledge of the insurer's express and reasoned refusal (art.
// 126, II) and the beneficiary's three years from the fact (art. 126, III). Each end counted by CC
// art. 132 (the start excluded, the end on the same day of the last year, moved past a weekend).
import { describe, expect, it } from 'vitest';
import { assessOn, periodLabels } from './testing.ts';

const assess = assessOn('civil');
const first = (r: ReturnType<typeof assess>) => periodLabels(r)[0];

const OLD_HEIR = 'CC art. 205; STJ, AgInt no REsp 1.646.221/PE';
const NEW_HEIR = 'Lei 15.040/2024, art. 126, III';
const NEW_INSURED = 'Lei 15.040/2024, art. 126, II';

describe('the beneficiary who is not the insured', () => {
  const widow = (death: string) =>
    `Meu marido morreu em ${death}. Ele tinha seguro de vida em grupo pela empresa e eu sou a beneficiária. A seguradora negou o pagamento três meses depois.`;

  it('has ten years from a death before 11/12/2025, counted from the death, not the refusal', () => {
    // Death on Friday 10/03/2023: ten years to Thursday 10/03/2033.
    expect(first(assess(widow('10/03/2023'), '2026-11-29'))).toBe(
      `Dentro do prazo (${OLD_HEIR}): ajuizar até 10/03/2033`,
    );
    expect(first(assess(widow('10/03/2023'), '2033-03-11'))).toBe(
      `Prescrição (${OLD_HEIR}): prazo encerrado em 10/03/2033`,
    );
  });

  it('has three years from a death on or after 11/12/2025 (Lei 15.040/2024, art. 126, III)', () => {
    // The day before the law: ten years, to Monday 10/12/2035. Its first day: three, to Monday 11/12/2028.
    expect(first(assess(widow('10/12/2025'), '2026-11-29'))).toBe(
      `Dentro do prazo (${OLD_HEIR}): ajuizar até 10/12/2035`,
    );
    expect(first(assess(widow('11/12/2025'), '2026-11-29'))).toBe(
      `Dentro do prazo (${NEW_HEIR}): ajuizar até 11/12/2028`,
    );
    expect(first(assess(widow('11/12/2025'), '2028-12-12'))).toBe(
      `Prescrição (${NEW_HEIR}): prazo encerrado em 11/12/2028`,
    );
  });

  it('keeps the insured’s one year for the one who took out the policy and claims on a spouse’s death', () => {
    // STJ, AREsp 2.323.675/SC: the beneficiary who is the insured has the insured's year. 10/04/2023
    // (the refusal, the fact the text dates last before filing) + 1 year = Wednesday 10/04/2024.
    const r = assess(
      'Eu contratei um seguro de vida e incluí meu marido como segurado adicional. Ele morreu em 10/03/2023 e a seguradora negou em 10/04/2023.',
      '2026-11-29',
    );
    expect(first(r)).toMatch(/^Prescrição \(CC art\. 206, §1º, II/);
  });
});

it('reads no insurance claim from a beneficiary of the INSS', () => {
  const r = assess(
    'Sou beneficiária do INSS e em 10/03/2021 o banco descontou da minha aposentadoria um empréstimo que não fiz. Quero indenização.',
    '2026-11-29',
  );
  expect(periodLabels(r).join(' ')).not.toMatch(/AgInt no REsp 1\.646\.221|15\.040|morte do segurado/);
  expect(r.factors.map((f) => f.basis).join(' ')).not.toContain('morte do segurado');
});

it('reads no insurance claim where the text says there was none', () => {
  const r = assess(
    'Meu pai faleceu em 10/03/2023 e não tinha seguro de vida. Ele me devia R$ 20.000,00 por um contrato escrito com vencimento em 10/01/2023.',
    '2026-11-29',
  );
  expect(first(r) ?? '').not.toMatch(/AgInt no REsp 1\.646\.221|15\.040/);
});

describe('the insured, for a loss on or after 11/12/2025 (Lei 15.040/2024, art. 126, II)', () => {
  const theft =
    'Meu carro foi furtado em 10/01/2026. Avisei a seguradora em 12/01/2026 e ela recusou a indenização em 20/02/2026, por escrito e com os motivos.';

  it('runs one year from the refusal, moved past the weekend', () => {
    // Refusal on 20/02/2026: one year to Saturday 20/02/2027, moved to Monday 22/02/2027.
    expect(first(assess(theft, '2027-02-22'))).toBe(
      `Dentro do prazo (${NEW_INSURED}): ajuizar até 22/02/2027`,
    );
    expect(first(assess(theft, '2027-02-23'))).toBe(
      `Prescrição (${NEW_INSURED}): prazo encerrado em 22/02/2027`,
    );
  });

  it('asks for the day of the refusal instead of counting from the loss', () => {
    const r = assess(
      'Meu carro foi furtado em 10/01/2026 e a seguradora não quer pagar a indenização.',
      '2026-11-29',
    );
    expect(r.factors.find((f) => f.label.startsWith('Prazo de prescrição não verificado'))?.basis).toContain(
      'recusa expressa e motivada',
    );
  });
});
