import { z } from 'zod';

/** Admin login: both fields required, no length rule. */
export const adminLoginSchema = z.strictObject({
  username: z.string({ error: 'Usuário é obrigatório' }).trim().min(1, 'Usuário é obrigatório').max(100),
  password: z.string({ error: 'Senha é obrigatória' }).min(1, 'Senha é obrigatória').max(256),
});

/** Platform login. */
export const platformLoginSchema = z.strictObject({
  username: z
    .string({ error: 'Usuário deve ter pelo menos 3 caracteres' })
    .trim()
    .min(3, 'Usuário deve ter pelo menos 3 caracteres')
    .max(100),
  password: z
    .string({ error: 'Senha deve ter pelo menos 3 caracteres' })
    .min(3, 'Senha deve ter pelo menos 3 caracteres')
    .max(256),
});

/** New passwords: 8+ characters, no composition rules, up to 256 (ASVS 6.2.1/6.2.9). */
export const newPasswordSchema = z
  .string({ error: 'A senha deve ter pelo menos 8 caracteres' })
  .min(8, 'A senha deve ter pelo menos 8 caracteres')
  .max(256, 'A senha deve ter no máximo 256 caracteres');

export const changePasswordSchema = z.strictObject({
  currentPassword: z.string().min(1, 'Informe a senha atual').max(256),
  newPassword: newPasswordSchema,
});
