import { foldAccents } from '@lexato/legal/text';
import { z } from 'zod';
import { idField } from './ids.ts';

/** Field types of a template. Textarea, date, anything else shown as text. */
export const FIELD_TYPES = ['text', 'textarea', 'date', 'money', 'cpf', 'cnpj', 'cpf_cnpj'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const FIELD_TYPE_LABELS: Record<FieldType, string> = {
  text: 'Texto',
  textarea: 'Texto longo',
  date: 'Data',
  money: 'Valor (R$)',
  cpf: 'CPF',
  cnpj: 'CNPJ',
  cpf_cnpj: 'CPF ou CNPJ',
};

const fieldName = z
  .string()
  .regex(/^[\p{L}_][\p{L}\p{N}_]{0,59}$/u, 'Nome de campo inválido (letras, números e _)');

export const templateFieldSchema = z.strictObject({
  name: fieldName,
  label: z
    .string()
    .trim()
    .min(1, 'Rótulo é obrigatório')
    .max(120, 'Rótulo deve ter no máximo 120 caracteres'),
  type: z.enum(FIELD_TYPES, { error: 'Tipo de campo inválido' }),
});
export type TemplateFieldDto = z.infer<typeof templateFieldSchema>;

export const MAX_TEMPLATE_FIELDS = 100;
/** Placeholders a template may hold, counting repeats: a long contract uses a few dozen. */
export const MAX_TEMPLATE_PLACEHOLDERS = 1_000;
export const MAX_TEMPLATE_CHARS = 100_000;
/** A generated document's size in UTF-8 bytes: about 300 pages of running text. */
export const MAX_GENERATED_BYTES = 1_000_000;
export const GENERATED_TOO_LARGE =
  'O documento gerado ficaria maior que 1 MB. Encurte os valores dos campos ou o modelo.';
/** The generated-documents list sends at most this much of each text; the rest is downloaded. */
export const GENERATED_PREVIEW_CHARS = 20_000;
/** The values of one generation together: every kept value is written into the document. */
export const MAX_GENERATE_DATA_CHARS = 200_000;

const PLACEHOLDER = /\{\{\s*([\p{L}_][\p{L}\p{N}_]*)\s*\}\}/gu;

/** The template text's placeholders, counting repeats, stopping once past `limit`. */
function countPlaceholders(content: string, limit: number): number {
  let count = 0;
  for (const _ of content.matchAll(PLACEHOLDER)) if (++count > limit) break;
  return count;
}

/** Template name min 3, content min 10. Fields absent → inferred from {{campo}}. */
export const templateCreateSchema = z.strictObject({
  name: z
    .string({ error: 'Nome deve ter pelo menos 3 caracteres' })
    .trim()
    .min(3, 'Nome deve ter pelo menos 3 caracteres')
    .max(160, 'Nome deve ter no máximo 160 caracteres'),
  category: z.string().trim().max(80).default('Personalizado'),
  description: z.string().trim().max(1000).default(''),
  content: z
    .string({ error: 'Conteúdo deve ter pelo menos 10 caracteres' })
    .trim()
    .min(10, 'Conteúdo deve ter pelo menos 10 caracteres')
    .max(MAX_TEMPLATE_CHARS, 'Conteúdo deve ter no máximo 100.000 caracteres')
    .refine(
      (content) => countPlaceholders(content, MAX_TEMPLATE_PLACEHOLDERS) <= MAX_TEMPLATE_PLACEHOLDERS,
      'O modelo deve ter no máximo 1.000 marcadores {{campo}}',
    )
    .refine(
      (content) => placeholderNames(content).length <= MAX_TEMPLATE_FIELDS,
      'O modelo deve ter no máximo 100 campos diferentes',
    ),
  fields: z.array(templateFieldSchema).max(MAX_TEMPLATE_FIELDS).optional(),
});
export type TemplateCreateInput = z.input<typeof templateCreateSchema>;

/** Generated document title min 3; field values optional (blank → a line to fill). */
export const generateInputSchema = z.strictObject({
  templateId: idField('Selecione um modelo'),
  title: z
    .string({ error: 'Título deve ter pelo menos 3 caracteres' })
    .trim()
    .min(3, 'Título deve ter pelo menos 3 caracteres')
    .max(200, 'Título deve ter no máximo 200 caracteres'),
  data: z
    .record(z.string().max(100, 'Nome de campo longo demais'), z.string().max(20_000, 'Valor muito longo'))
    .refine((data) => Object.keys(data).length <= MAX_TEMPLATE_FIELDS, 'No máximo 100 campos')
    .refine(
      (data) => Object.values(data).reduce((sum, v) => sum + v.length, 0) <= MAX_GENERATE_DATA_CHARS,
      'Os valores dos campos somam mais de 200.000 caracteres',
    )
    .default({}),
});
export type GenerateInput = z.input<typeof generateInputSchema>;

/** The placeholder names of a template text, in order of first appearance. */
export function placeholderNames(content: string): string[] {
  return [...new Set([...content.matchAll(PLACEHOLDER)].map((m) => m[1] ?? ''))].filter(Boolean);
}

/** A type guessed from the field name; the user can change it. */
export function guessFieldType(name: string): FieldType {
  const n = foldAccents(name);
  if (/cpf_?cnpj|documento/.test(n)) return 'cpf_cnpj';
  if (/cnpj/.test(n)) return 'cnpj';
  if (/cpf/.test(n)) return 'cpf';
  if (/^data|_data|data_|^dt_|vencimento|prazo_final/.test(n)) return 'date';
  if (/valor|preco|honorario|quantia|montante|multa|salario/.test(n)) return 'money';
  if (/descricao|clausula|objeto|observac|texto|fatos|condicoes|historico/.test(n)) return 'textarea';
  return 'text';
}

/** 'nome_do_cliente' → 'Nome do cliente'. */
export function labelFromName(name: string): string {
  const words = name.replace(/_+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The field list of a template text: one field per distinct placeholder, keeping the label and
 * type the user chose for names that already had one.
 */
export function inferTemplateFields(content: string, edited: TemplateFieldDto[] = []): TemplateFieldDto[] {
  const byName = new Map(edited.map((f) => [f.name, f]));
  return placeholderNames(content).map(
    (name) => byName.get(name) ?? { name, label: labelFromName(name), type: guessFieldType(name) },
  );
}

/**
 * The file name a person sees, accents kept ('Procuração — Ana.txt'): only the characters no
 * file system accepts (\\ / : * ? " < > |, control characters) become spaces.
 */
export function displayFileName(title: string, extension: string): string {
  const base =
    title
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
      .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 120) || 'documento';
  return `${base}.${extension}`;
}

/**
 * The ASCII fallback of a file name, for the plain `filename=` of a Content-Disposition header
 * (RFC 6266 §4.3; the accented name goes in `filename*`, RFC 5987): 'Procuração — Ana' →
 * 'Procuracao - Ana'.
 */
export function fileNameFromTitle(title: string, extension: string): string {
  const base =
    title
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .replace(/[—–]/g, '-')
      .replace(/[^\w .-]+/g, '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 120) || 'documento';
  return `${base}.${extension}`;
}
