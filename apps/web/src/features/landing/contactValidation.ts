// Loaded on demand: zod and the shared schema stay out of the landing page's first load.
import { contactInputSchema } from '@lexato/schemas';

export type ContactValues = { name: string; email: string; company: string; phone: string; message: string };

export type ContactValidation =
  | { ok: true; data: ReturnType<typeof contactInputSchema.parse> }
  | { ok: false; errors: Partial<Record<keyof ContactValues, string>> };

export function validateContact(values: ContactValues): ContactValidation {
  const result = contactInputSchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: Partial<Record<keyof ContactValues, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ContactValues;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
