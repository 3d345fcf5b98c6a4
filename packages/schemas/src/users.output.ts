// What the admin's user procedures return (their `.output()`); see analyser.output.ts.
import { z } from 'zod';

export const adminUserDtoSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  role: z.enum(['admin', 'user']),
  hasActiveContract: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.date(),
});
export type AdminUserDto = z.infer<typeof adminUserDtoSchema>;
