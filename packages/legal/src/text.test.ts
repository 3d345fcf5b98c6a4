import { describe, expect, it } from 'vitest';
import { foldAccents } from './text.ts';

describe('foldAccents', () => {
  it('drops every accent Portuguese writes and lowers the case', () => {
    // The five Portuguese diacritics (acute, grave, circumflex, tilde, cedilla) and the diaeresis
    // of pre-1990 spelling ("lingüiça", Acordo Ortográfico de 1990, Base XIV).
    expect(foldAccents('AÇÃO CÍVEL À VISTA, ÊXITO, PÔR, LINGÜIÇA')).toBe(
      'acao civel a vista, exito, por, linguica',
    );
  });

  it('gives the same text whether the accents came composed or decomposed', () => {
    expect(foldAccents('Sa\u0303o Paulo')).toBe(foldAccents('São Paulo'));
  });

  it('keeps ordinal indicators and punctuation, which are not accents', () => {
    expect(foldAccents('1ª Vara, art. 5º, § 2º')).toBe('1ª vara, art. 5º, § 2º');
  });
});
