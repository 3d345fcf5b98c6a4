import { describe, expect, it } from 'vitest';
import { canValidate, citationStatusView, scoreColor } from './validatorView.ts';

describe('validator screen rules', () => {
  it('colours the reliability score at 80 and 60', () => {
    expect([100, 80, 79, 60, 59, 0].map(scoreColor)).toEqual([
      'green',
      'green',
      'yellow',
      'yellow',
      'red',
      'red',
    ]);
  });

  it('needs a title and at least 50 characters', () => {
    expect(canValidate('Peça', 'x'.repeat(50))).toBe(true);
    expect(canValidate('Peça', 'x'.repeat(49))).toBe(false);
    expect(canValidate('   ', 'x'.repeat(80))).toBe(false);
  });

  it('names an unverified citation "Não verificada", in the unknown colour', () => {
    expect(citationStatusView('unverified')).toEqual({ label: 'Não verificada', color: 'gray' });
  });

  it('names a vague reference ("incompleta") "Referência vaga", in orange, apart from the unknown grey', () => {
    expect(citationStatusView('incomplete')).toEqual({ label: 'Referência vaga', color: 'orange' });
  });

  it('shows any status other than valid/suspicious/invalid as unknown', () => {
    expect(citationStatusView('invalid').label).toBe('Inválida');
    expect(citationStatusView('pending')).toEqual({ label: 'Desconhecida', color: 'gray' });
  });
});
