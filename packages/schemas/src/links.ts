import { z } from 'zod';

/**
 * A link the product stores and later shows as a link: an http(s) address only. Any other scheme
 * (`javascript:`, `data:`, `vbscript:`, `file:`) is refused, whatever its case or the spaces and
 * control characters around it (ASVS 1.2.2, 5.1.4).
 */
export const webLink = (label?: string) => {
  const prefix = label ? `${label}: ` : '';
  return z
    .string({ error: `${prefix}informe um endereço http:// ou https://` })
    .trim()
    .max(2000, `${prefix}no máximo 2000 caracteres`)
    .pipe(
      z.url({
        protocol: /^https?$/,
        hostname: z.regexes.domain,
        error: `${prefix}use um endereço http:// ou https:// (outros esquemas, como javascript:, são recusados)`,
      }),
    );
};
