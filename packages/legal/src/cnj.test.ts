import { isValidProcessoJuridico } from '@brazilian-utils/brazilian-utils/is-valid-processo-juridico';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cnjCheckDigits,
  formatCnj,
  isValidCnj,
  maskCnjInput,
  parseCnj,
  tribunalFromCnj,
  validateCnj,
} from './cnj.ts';

// Real and synthetic numbers with their expected results: the CNJ examples set (`cnj-examples.json`).
const VALID: Array<[string, string, string | null]> = [
  ['2021437-34.2021.8.26.0000', 'TJSP', 'api_publica_tjsp'], // TJSP AI, Boletim de Direito Privado fev/2021
  ['0058967-77.2016.8.19.0000', 'TJRJ', 'api_publica_tjrj'], // Business::BR::CNJ README
  ['0000832-35.2018.4.01.3202', 'TRF1', 'api_publica_trf1'], // DataJud wiki, exemplo 1
  ['0000002-65.2005.4.05.8100', 'TRF5', 'api_publica_trf5'],
  ['0011421-85.2017.5.03.0000', 'TRT3', 'api_publica_trt3'],
  ['1000575-39.2017.5.02.0252', 'TRT2', 'api_publica_trt2'],
  ['0672962-95.2000.5.17.5555', 'TRT17', 'api_publica_trt17'], // TST legacy conversion, OOOO=5555
  ['0001234-30.2020.1.00.0000', 'STF', null], // synthetic, DV computed; STF is not in DataJud
  ['0000987-74.2024.5.00.0000', 'TST', 'api_publica_tst'],
  ['0600123-74.2024.6.26.0001', 'TRE-SP', 'api_publica_tre-sp'],
  ['7000001-37.2023.7.01.0001', '1ª CJM', null],
  ['0000045-17.2023.9.26.0001', 'TJMSP', 'api_publica_tjmsp'],
  ['1000001-56.2024.8.07.0001', 'TJDFT', 'api_publica_tjdft'],
  ['5000123-13.2024.4.06.3800', 'TRF6', 'api_publica_trf6'],
  ['0006666-50.2024.5.90.0000', 'CSJT', null],
  ['0007777-53.2024.4.90.0000', 'CJF', null],
];

const INVALID: Array<[string, RegExp]> = [
  ['2021437-35.2021.8.26.0000', /dígitos verificadores 35.*34/], // correct DD=34
  ['0000832-36.2018.4.01.3202', /dá 35/],
  ['0000277-38.2020.5.09.0084', /dá 83/], // transposed DD
  ['0001234-56.2023.8.04.0001', /dá 26/], // TJAM page placeholder
  ['0000100-23.2008.8.28.0000', /J=8 e código TR=28/], // DV right, only 27 TJs
  ['0000111-57.2023.5.25.0001', /TR=25/], // TRT1-24 only
  ['0000222-39.2024.9.19.0001', /TR=19/], // TJM only in MG, RS, SP
  ['0000832-35.2018.4.07.3202', /TR=07/],
  ['0000832-35.2018.4.01.320', /formato/], // 19 digits
  ['00008323520184013202X', /formato/],
];

describe('parseCnj', () => {
  it('reads the six fields of a masked number', () => {
    const parsed = parseCnj('0000832-35.2018.4.01.3202');
    expect(parsed).toEqual({
      ok: true,
      value: {
        sequential: '0000832',
        checkDigits: '35',
        year: '2018',
        segment: '4',
        tribunal: '01',
        origin: '3202',
        digits: '00008323520184013202',
        formatted: '0000832-35.2018.4.01.3202',
      },
    });
  });

  it('accepts 20 bare digits, the eproc J.TR style and the unpadded TST style', () => {
    expect(parseCnj('00008323520184013202').ok).toBe(true);
    const eproc = parseCnj('5035108-46.2016.404.7000'); // legal-facts.json cnj_numbering.notes
    expect(eproc.ok && eproc.value.formatted).toBe('5035108-46.2016.4.04.7000');
    const tst = parseCnj('902-05.2017.5.09.0026'); // TST RR 902-05.2017.5.09.0026
    expect(tst.ok && tst.value.formatted).toBe('0000902-05.2017.5.09.0026');
  });

  it('explains in Portuguese why a string is not a CNJ number', () => {
    expect(parseCnj('12345')).toEqual({ ok: false, error: expect.stringContaining('Res. CNJ 65/2008') });
  });
});

describe('cnjCheckDigits', () => {
  it('reproduces the Anexo VIII worked example (R3 = 63, DD = 98 − 63 = 35)', () => {
    // legal-facts.json cnj_numbering.check_digit.worked_example
    expect(
      cnjCheckDigits({ sequential: '0000832', year: '2018', segment: '4', tribunal: '01', origin: '3202' }),
    ).toBe('35');
  });

  it('zero-pads a single-digit result', () => {
    // TST RR 902-05.2017.5.09.0026: DD = 05
    expect(
      cnjCheckDigits({ sequential: '0000902', year: '2017', segment: '5', tribunal: '09', origin: '0026' }),
    ).toBe('05');
  });
});

describe('isValidCnj / validateCnj', () => {
  it.each(VALID)('accepts %s (%s)', (number) => {
    expect(isValidCnj(number)).toBe(true);
  });

  it.each(INVALID)('refuses %s', (number, reason) => {
    const result = validateCnj(number);
    expect(result.valid).toBe(false);
    expect(result.errors.join('; ')).toMatch(reason);
  });

  it('refuses DD = 01 where the Anexo VIII formula gives 98, although both leave remainder 1', () => {
    // synthetic: 0000010 2024 8 26 0100 00 mod 97 = 0, so DD = 98 − 0 = 98
    expect(isValidCnj('0000010-98.2024.8.26.0100')).toBe(true);
    expect(isValidCnj('0000010-01.2024.8.26.0100')).toBe(false);
  });

  it('refuses a filing year after the injected today', () => {
    // synthetic: DV computed for year 2031
    const future = formatCnj({
      sequential: '0000001',
      year: '2031',
      segment: '8',
      tribunal: '26',
      origin: '0100',
    });
    expect(validateCnj(future, { today: '2026-11-22' }).errors).toEqual([
      'ano de ajuizamento 2031 é posterior ao ano corrente (2026)',
    ]);
    expect(isValidCnj(future)).toBe(true);
  });
});

describe('tribunalFromCnj', () => {
  it.each(VALID)('derives %s → %s with DataJud alias %s', (number, acronym, alias) => {
    const tribunal = tribunalFromCnj(number);
    expect(tribunal?.acronym).toBe(acronym);
    expect(tribunal?.datajudAlias).toBe(alias);
  });

  it('names the segment (Res. CNJ 65/2008 art. 1º § 4º: J=5 is Justiça do Trabalho)', () => {
    expect(tribunalFromCnj('0011421-85.2017.5.03.0000')?.segmentName).toBe('Justiça do Trabalho');
  });

  it('returns undefined for a J.TR pair that does not exist', () => {
    expect(tribunalFromCnj('0000100-23.2008.8.28.0000')).toBeUndefined();
  });
});

describe('formatCnj', () => {
  it('masks 20 bare digits', () => {
    expect(formatCnj('20214373420218260000')).toBe('2021437-34.2021.8.26.0000');
  });

  it('throws on something that is not a CNJ number', () => {
    expect(() => formatCnj('abc')).toThrow(RangeError);
  });
});

const existingPair = fc.constantFrom(
  ['1', '00'],
  ['3', '00'],
  ['4', '01'],
  ['4', '06'],
  ['5', '00'],
  ['5', '15'],
  ['5', '24'],
  ['6', '27'],
  ['7', '12'],
  ['8', '01'],
  ['8', '26'],
  ['9', '21'],
);
const digits = (n: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));
const cnjFields = fc.record({
  sequential: digits(7),
  year: fc.integer({ min: 1900, max: 2099 }).map(String),
  pair: existingPair,
  origin: digits(4),
});

describe('check digits (property tests, seeded)', () => {
  const params = { seed: 65_2008, numRuns: 500 };

  it('every number formatCnj builds validates', () => {
    fc.assert(
      fc.property(cnjFields, ({ sequential, year, pair: [segment = '', tribunal = ''], origin }) => {
        expect(isValidCnj(formatCnj({ sequential, year, segment, tribunal, origin }))).toBe(true);
      }),
      params,
    );
  });

  it('changing any single digit makes the number fail', () => {
    fc.assert(
      fc.property(
        cnjFields,
        fc.integer({ min: 0, max: 19 }),
        fc.integer({ min: 1, max: 9 }),
        ({ sequential, year, pair: [segment = '', tribunal = ''], origin }, position, delta) => {
          const bare = parseCnj(formatCnj({ sequential, year, segment, tribunal, origin }));
          if (!bare.ok) throw new Error('formatCnj produced an unparsable number');
          const original = bare.value.digits;
          const changed = (Number(original[position]) + delta) % 10;
          const mutated = `${original.slice(0, position)}${changed}${original.slice(position + 1)}`;
          expect(isValidCnj(mutated)).toBe(false);
        },
      ),
      params,
    );
  });
});

describe('agreement with @brazilian-utils isValidProcessoJuridico', () => {
  it('agrees on every masked fixture of cnj-examples.json', () => {
    const masked = [...VALID.map(([n]) => n), ...INVALID.map(([n]) => n)].filter((n) => n.includes('-'));
    for (const number of masked) expect(isValidCnj(number), number).toBe(isValidProcessoJuridico(number));
  });

  it('agrees on random numbers with existing J.TR pairs (seeded)', () => {
    fc.assert(
      fc.property(
        cnjFields,
        digits(2),
        ({ sequential, year, pair: [segment = '', tribunal = ''], origin }, dd) => {
          const number = `${sequential}-${dd}.${year}.${segment}.${tribunal}.${origin}`;
          expect(isValidCnj(number)).toBe(isValidProcessoJuridico(number));
        },
      ),
      { seed: 2008, numRuns: 500 },
    );
  });
});

describe('maskCnjInput', () => {
  it('masks the digits as they are typed, NNNNNNN-DD.AAAA.J.TR.OOOO (Res. CNJ 65/2008, art. 1º)', () => {
    expect(maskCnjInput('0011421')).toBe('0011421');
    expect(maskCnjInput('00114218')).toBe('0011421-8');
    expect(maskCnjInput('001142185')).toBe('0011421-85');
    expect(maskCnjInput('0011421852')).toBe('0011421-85.2');
    expect(maskCnjInput('00114218520175')).toBe('0011421-85.2017.5');
    expect(maskCnjInput('001142185201750')).toBe('0011421-85.2017.5.0');
    expect(maskCnjInput('00114218520175030')).toBe('0011421-85.2017.5.03.0');
    expect(maskCnjInput('00114218520175030000')).toBe('0011421-85.2017.5.03.0000');
  });

  it('keeps typed separators idempotent, drops letters and stops at 20 digits', () => {
    expect(maskCnjInput('0011421-85.2017.5.03.0000')).toBe('0011421-85.2017.5.03.0000');
    expect(maskCnjInput('0011421-85.2017.5.03.00009')).toBe('0011421-85.2017.5.03.0000');
    expect(maskCnjInput('ab0011421-8')).toBe('0011421-8');
  });
});

describe('a wrong check digit says which digits were expected', () => {
  it('names the computed DD (ISO 7064 MOD 97-10, Anexo VIII)', () => {
    // DataJud wiki example 0000832-35.2018.4.01.3202: 8322018401320200 mod 97 = 63 → 98 − 63 = 35.
    const errors = validateCnj('0000832-53.2018.4.01.3202').errors.join('; ');
    expect(errors).toContain('dígitos verificadores 53 não conferem');
    expect(errors).toContain('dá 35');
  });
});
