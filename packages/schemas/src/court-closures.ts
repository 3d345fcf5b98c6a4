import { findTribunal } from '@lexato/legal/cnj';
import { z } from 'zod';
import { calendarDay } from './dates.ts';
import { idInputSchema } from './ids.ts';
import { webLink } from './links.ts';

// A court's day an administrator adds from the panel, with the act that orders it and a link to
// the act: 'fechado', a day without expediente forense by the court's act (CPC art. 216), skipped in
// every count; 'parcial', a day the expediente opens late or closes early or the electronic system is
// unavailable (CPC art. 224, § 1º; Lei 11.419/2006, art. 10, § 2º; Res. CNJ 185/2013, art. 11),
// which only moves a start or a due day that falls on it.

export const COURT_CLOSURE_KINDS = ['fechado', 'parcial'] as const;
export const COURT_CLOSURE_KIND_LABELS: Record<(typeof COURT_CLOSURE_KINDS)[number], string> = {
  fechado: 'Sem expediente (CPC, art. 216)',
  parcial: 'Expediente reduzido ou sistema indisponível (CPC, art. 224, § 1º)',
};

const text = (label: string, max: number) =>
  z
    .string({ error: `${label}: informe o texto` })
    .trim()
    .min(3, `${label}: pelo menos 3 caracteres`)
    .max(max, `${label}: no máximo ${max} caracteres`);

export const courtClosureInputSchema = z.strictObject({
  court: z
    .string({ error: 'Tribunal: informe a sigla (p.ex. TJSP, TRT2, STJ)' })
    .trim()
    .max(20, 'Tribunal: sigla desconhecida')
    .refine((v) => findTribunal(v) !== undefined, 'Tribunal: sigla desconhecida (p.ex. TJSP, TRT2, STJ)')
    .transform((v) => findTribunal(v)?.acronym ?? v),
  date: calendarDay('Data do fechamento'),
  kind: z.enum(COURT_CLOSURE_KINDS, { error: "Tipo: use 'fechado' ou 'parcial'" }),
  name: text('Motivo', 200),
  act: text('Ato', 300),
  actUrl: webLink('Link do ato'),
});
export type CourtClosureFormInput = z.input<typeof courtClosureInputSchema>;

export const courtClosureRemoveSchema = idInputSchema;

export const courtClosureDtoSchema = z.object({
  id: z.string(),
  court: z.string(),
  date: z.string(),
  kind: z.enum(COURT_CLOSURE_KINDS),
  name: z.string(),
  act: z.string(),
  actUrl: z.string(),
  createdAt: z.date(),
});
export type CourtClosureDto = z.infer<typeof courtClosureDtoSchema>;
