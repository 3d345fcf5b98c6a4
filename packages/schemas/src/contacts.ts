import { z } from 'zod';

/**
 * Area codes (DDD) assigned by Anatel's Plano Geral de Códigos Nacionais, by first digit: the
 * second digits in use after it.
 */
const DDD_SECOND_DIGITS: Record<string, string> = {
  '1': '123456789',
  '2': '12478',
  '3': '1234578',
  '4': '123456789',
  '5': '1345',
  '6': '123456789',
  '7': '134579',
  '8': '123456789',
  '9': '123456789',
};

// Optional +55/55, the DDD, then a mobile (9 + eight digits) or a landline (2–5 + seven digits).
const BRAZILIAN_PHONE = /^(?:55)?(\d)(\d)(?:9\d{8}|[2-5]\d{7})$/;

/** True for a Brazilian phone number as people write it: "(11) 98888-7777", "+55 61 2222-3333". */
export function isBrazilianPhone(text: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(text)) return false;
  const match = BRAZILIAN_PHONE.exec(text.replace(/\D/g, ''));
  return match !== null && (DDD_SECOND_DIGITS[match[1] ?? ''] ?? '').includes(match[2] ?? '-');
}

export const PHONE_MESSAGE = 'Telefone inválido: informe DDD e número, por exemplo (11) 98888-7777.';

/** Contact form rules, with their Portuguese messages. Sizes capped for abuse. */
export const contactInputSchema = z.strictObject({
  name: z
    .string({ error: 'Nome é obrigatório' })
    .trim()
    .min(2, 'Nome deve ter pelo menos 2 caracteres')
    .max(120, 'Nome deve ter no máximo 120 caracteres'),
  email: z
    .string({ error: 'Informe o e-mail' })
    .trim()
    .min(1, 'Informe o e-mail')
    .max(254, 'Email inválido')
    .pipe(z.email('Email inválido')),
  company: z
    .string()
    .trim()
    .max(160, 'Empresa deve ter no máximo 160 caracteres')
    .optional()
    .nullable()
    .transform((v) => v || null),
  phone: z
    .string()
    .trim()
    .max(40, 'Telefone deve ter no máximo 40 caracteres')
    .refine((v) => v === '' || isBrazilianPhone(v), PHONE_MESSAGE)
    .optional()
    .nullable()
    .transform((v) => v || null),
  message: z
    .string({ error: 'Mensagem deve ter pelo menos 10 caracteres' })
    .trim()
    .min(10, 'Mensagem deve ter pelo menos 10 caracteres')
    .max(5000, 'Mensagem deve ter no máximo 5000 caracteres'),
  /**
   * A honeypot: the web form hides this field from people (and from assistive technology), so
   * only a bot fills it in. Anything in it means the contact is answered but not stored.
   */
  website: z
    .string()
    .max(500)
    .optional()
    .describe('Deixe em branco: campo de verificação contra robôs. Preenchido, o contato não é guardado.'),
});
export type ContactInput = z.input<typeof contactInputSchema>;
export type ContactInputData = z.output<typeof contactInputSchema>;

export const contactListInputSchema = z
  .strictObject({
    limit: z.number().int().min(1).max(200).default(50),
    /** Keyset cursor: the last row of the previous page. */
    cursor: z.strictObject({ createdAt: z.date(), id: z.uuid() }).optional(),
  })
  .default({ limit: 50 });
