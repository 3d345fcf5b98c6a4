import { z } from 'zod';
import { newPasswordSchema } from './auth.ts';

const name = z
  .string({ error: 'Nome deve ter pelo menos 2 caracteres' })
  .trim()
  .min(2, 'Nome deve ter pelo menos 2 caracteres')
  .max(120);
const email = z.string({ error: 'Email inválido' }).trim().max(254).pipe(z.email('Email inválido'));
const company = z
  .string()
  .trim()
  .max(160)
  .nullable()
  .optional()
  .transform((v) => v || null);

export const createUserSchema = z.strictObject({
  username: z
    .string({ error: 'Usuário deve ter pelo menos 3 caracteres' })
    .trim()
    .min(3, 'Usuário deve ter pelo menos 3 caracteres')
    .max(60, 'Usuário deve ter no máximo 60 caracteres')
    .regex(/^[a-zA-Z0-9._-]+$/, 'Usuário deve ter apenas letras, números, ponto, hífen ou sublinhado'),
  name,
  email,
  company,
  password: newPasswordSchema,
  hasActiveContract: z.boolean().default(false),
});
export type CreateUserInput = z.input<typeof createUserSchema>;

export const updateUserSchema = z.strictObject({
  name: name.optional(),
  email: email.optional(),
  company,
  hasActiveContract: z.boolean().optional(),
  password: newPasswordSchema.optional(),
  disabled: z.boolean().optional(),
});
export type UpdateUserInput = z.input<typeof updateUserSchema>;
