// The add schema of @lexato/schemas (number at least 10 characters, title 5, tribunal 2), plus the CNJ check digits (Res. CNJ 65/2008 Anexo VIII) that only the
// server checks: a wrong number is a 400 'Número do processo inválido' with the reason as a second issue.
import { validateCnj } from '@lexato/legal';
import { monitorAddSchema } from '@lexato/schemas';

export const monitorAddServerSchema = monitorAddSchema.superRefine((value, ctx) => {
  const check = validateCnj(value.processNumber);
  if (check.valid) return;
  ctx.addIssue({ code: 'custom', path: ['processNumber'], message: 'Número do processo inválido' });
  for (const reason of check.errors)
    ctx.addIssue({ code: 'custom', path: ['processNumber'], message: reason });
});
