// What the auth procedures return (their `.output()`); see analyser.output.ts.
import { z } from 'zod';

/** login, logout, changePassword: the session cookie is the answer. */
export const okSchema = z.object({ ok: z.literal(true) });

export const authCheckDtoSchema = z.object({ isAuthenticated: z.boolean() });
export type AuthCheckDto = z.infer<typeof authCheckDtoSchema>;

export const meDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  hasActiveContract: z.boolean(),
});
export type MeDto = z.infer<typeof meDtoSchema>;
