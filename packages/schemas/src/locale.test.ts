import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminLoginSchema, contactListInputSchema } from './index.ts';

const messages = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe('zod messages in Brazilian Portuguese', () => {
  it('names a missing field and a wrong type', () => {
    const schema = z.object({ nome: z.string(), idade: z.number() });
    expect(messages(schema, { idade: '1e309' })).toEqual([
      'Campo obrigatório.',
      'Tipo inválido: esperava número, recebeu texto.',
    ]);
    expect(messages(z.number(), Number.POSITIVE_INFINITY)).toEqual([
      'Tipo inválido: esperava número, recebeu número infinito.',
    ]);
  });

  it('refuses unknown keys, quoting them short', () => {
    expect(messages(z.strictObject({}), JSON.parse('{"__proto__":1}'))).toEqual([
      'Campo não permitido: "__proto__".',
    ]);
    const long = 'x'.repeat(500);
    expect(messages(z.strictObject({}), { [long]: 1, b: 2 })).toEqual([
      `Campos não permitidos: "${'x'.repeat(40)}…", "b".`,
    ]);
  });

  it('states size limits with pt-BR numbers', () => {
    expect(messages(z.string().max(20_000), 'a'.repeat(20_001))).toEqual([
      'Deve ter no máximo 20.000 caracteres.',
    ]);
    expect(messages(z.number().int().min(1).max(200), 0)).toEqual(['Deve ser no mínimo 1.']);
    expect(messages(z.array(z.string()).max(2), ['a', 'b', 'c'])).toEqual(['Deve ter no máximo 2 itens.']);
    expect(messages(z.string().min(1), '')).toEqual(['Campo obrigatório.']);
  });

  it('keeps the messages the schemas set themselves', () => {
    expect(messages(adminLoginSchema, { username: '', password: 'x' })).toEqual(['Usuário é obrigatório']);
    // No message of its own for the limit: the locale's.
    expect(messages(contactListInputSchema, { limit: 1000 })).toEqual(['Deve ser no máximo 200.']);
  });

  it('names formats and options', () => {
    expect(messages(z.email(), 'x')).toEqual(['E-mail inválido.']);
    expect(messages(z.uuid(), 'x')).toEqual(['Identificador inválido.']);
    expect(messages(z.enum(['a', 'b']), 'c')).toEqual(['Opção inválida: use a, b.']);
  });
});
