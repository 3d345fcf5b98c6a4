import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PiiMasker } from './masking.ts';

// CPF check digits: Receita Federal algorithm (mod 11, weights 10..2 then 11..2).
function cpfDigits(base: number[]): number[] {
  const digit = (ds: number[]) => {
    const sum = ds.reduce((acc, d, i) => acc + d * (ds.length + 1 - i), 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const first = digit(base);
  return [...base, first, digit([...base, first])];
}

const cpfArb = fc
  .tuple(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }), fc.boolean())
  .map(([base, punctuated]) => {
    const d = cpfDigits(base).join('');
    return punctuated ? `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}` : d;
  });
const cnpjArb = fc
  .tuple(fc.stringMatching(/^\d{14}$/), fc.boolean())
  .map(([d, punctuated]) =>
    punctuated ? `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}` : d,
  );
const phoneArb = fc.constantFrom(
  '(11) 91234-5678',
  '+55 11 91234-5678',
  '11 3456-7890',
  '11912345678',
  '(21)3456-7890',
  '91234-5678',
);
const emailArb = fc.emailAddress();
const piiArb = fc.oneof(cpfArb, cnpjArb, phoneArb, emailArb);
const wordArb = fc.stringMatching(/^[a-záéíóúçãõ ,;:]{0,12}$/);

describe('PiiMasker', () => {
  it('masks a CPF, CNPJ, e-mail and phone with numbered placeholders and restores them', () => {
    const masker = new PiiMasker();
    const text =
      'Contratante: Maria, CPF 123.456.789-09, empresa CNPJ 12.345.678/0001-95, ' +
      'e-mail maria.silva@exemplo.com.br, telefone (11) 91234-5678; outro CPF 98765432100.';
    const masked = masker.mask(text);
    expect(masked).toBe(
      'Contratante: Maria, CPF [CPF_1], empresa CNPJ [CNPJ_1], e-mail [EMAIL_1], telefone [TELEFONE_1]; ' +
        'outro CPF [CPF_2].',
    );
    expect(masker.restoreText(masked)).toBe(text);
  });

  it('gives the same value the same placeholder across prompts', () => {
    const masker = new PiiMasker();
    expect(masker.mask('CPF 123.456.789-09')).toBe('CPF [CPF_1]');
    expect(masker.mask('de novo 123.456.789-09 e 111.444.777-35')).toBe('de novo [CPF_1] e [CPF_2]');
  });

  it('leaves CNJ process numbers, money, dates and CEPs alone', () => {
    const masker = new PiiMasker();
    const text = 'Processo 0001234-56.2024.8.26.0100, valor R$ 12.345.678,90, em 22/11/2026, CEP 01310-100.';
    expect(masker.mask(text)).toBe(text);
  });

  it('does not reuse a placeholder that the text already contains', () => {
    const masker = new PiiMasker();
    const text = 'literal [CPF_1] e real 123.456.789-09';
    const masked = masker.mask(text);
    expect(masked).toBe('literal [CPF_1] e real [CPF_2]');
    expect(masker.restoreText(masked)).toBe(text);
  });

  it('restores every string of a nested answer, not the keys', () => {
    const masker = new PiiMasker();
    masker.mask('a@b.com.br 123.456.789-09');
    expect(masker.restore({ partes: [{ email: '[EMAIL_1]', doc: 'CPF [CPF_1]' }], n: 3, x: null })).toEqual({
      partes: [{ email: 'a@b.com.br', doc: 'CPF 123.456.789-09' }],
      n: 3,
      x: null,
    });
  });

  it('mask then restore is the identity on any text with identifiers in it (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), piiArb, wordArb), { maxLength: 12 }), (parts) => {
        const text = parts.join('');
        const masker = new PiiMasker();
        expect(masker.restoreText(masker.mask(text))).toBe(text);
      }),
      { seed: 20261122, numRuns: 500 },
    );
  });

  it('no generated CPF, CNPJ, e-mail or phone survives masking (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(wordArb, piiArb), { minLength: 1, maxLength: 6 }), (pairs) => {
        const text = pairs.map(([w, p]) => `${w} ${p} `).join('');
        const masked = new PiiMasker().mask(text);
        for (const [, pii] of pairs) expect(masked).not.toContain(pii);
      }),
      { seed: 20261122, numRuns: 500 },
    );
  });
});
