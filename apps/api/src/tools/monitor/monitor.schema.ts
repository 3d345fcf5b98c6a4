// The add schema of @lexato/schemas (number at least 10 characters, title 5, tribunal 2), plus the CNJ check digits (Res. CNJ 65/2008 Anexo VIII) that only the
// server checks too: a wrong number is a 400 'Número do processo inválido: <reason>', the reason naming
// the check digits the calculation gives.
import { validateCnj } from '@lexato/legal';
import { monitorAddSchema } from '@lexato/schemas';

export const monitorAddServerSchema = monitorAddSchema.superRefine((value, ctx) => {
  const check = validateCnj(value.processNumber);
  if (check.valid) return;
  // The first issue is the 400's message: it says what is wrong (e.g. the check digits expected).
  ctx.addIssue({
    code: 'custom',
    path: ['processNumber'],
    message: `Número do processo inválido: ${check.errors.join('; ')}`,
  });
});
