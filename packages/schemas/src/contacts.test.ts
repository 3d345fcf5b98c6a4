import { describe, expect, it } from 'vitest';
import { contactInputSchema } from './contacts.ts';

const base = {
  name: 'Maria Silva',
  email: 'maria@escritorio.adv.br',
  message: 'Gostaria de conhecer a plataforma.',
};
const phone = (value: unknown) => contactInputSchema.safeParse({ ...base, phone: value });
const PHONE_MESSAGE = 'Telefone inválido: informe DDD e número, por exemplo (11) 98888-7777.';

describe('contact phone (optional, Brazilian when given)', () => {
  // Mobile: DDD + 9 + eight digits; landline: DDD + eight digits starting 2–5 (Anatel's national
  // numbering plan). DDDs 11, 21, 61, 85, 99 exist; 20, 23, 10, 52, 90 are not assigned.
  it.each([
    '(11) 98888-7777',
    '11988887777',
    '+55 11 98888-7777',
    '55 (21) 3333-4444',
    '(61) 2222-3333',
    '85 5555 6666',
    '(99) 91234-5678',
  ])('accepts %s', (value) => {
    expect(phone(value).success).toBe(true);
  });

  it.each([
    ['(20) 98888-7777', 'DDD 20 is not assigned'],
    ['(23) 3333-4444', 'DDD 23 is not assigned'],
    ['(10) 98888-7777', 'no DDD starts with 1 then 0'],
    ['(11) 8888-777', 'seven digits'],
    ['(11) 88888-7777', 'nine digits not starting with 9'],
    ['(11) 1888-7777', 'a landline starting with 1'],
    ['(11) 6888-7777', 'eight digits starting with 6 (old mobile format, before the ninth digit)'],
    ['+1 415 555 0100', 'a US number'],
    ['ligue amanhã', 'words'],
    ['11 98888-7777 ramal 2', 'trailing text'],
  ])('refuses %s (%s) with a Portuguese message', (value) => {
    const result = phone(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(PHONE_MESSAGE);
  });

  it('stays optional: absent, null or blank is no phone', () => {
    for (const value of [undefined, null, '', '   ']) {
      const result = phone(value);
      expect(result.success).toBe(true);
      expect(result.data?.phone).toBeNull();
    }
  });
});

describe('contact e-mail', () => {
  it('asks for the e-mail when it is left empty, and calls a wrong one invalid', () => {
    const email = (value: unknown) =>
      contactInputSchema.safeParse({ ...base, email: value }).error?.issues.find((i) => i.path[0] === 'email')
        ?.message;
    expect(email('')).toBe('Informe o e-mail');
    expect(email('   ')).toBe('Informe o e-mail');
    expect(email('nao-e-email')).toBe('Email inválido');
    expect(email('maria@escritorio.adv.br')).toBeUndefined();
  });
});
