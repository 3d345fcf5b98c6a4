// What the calculator's and the index series' procedures return (their `.output()`); see
// analyser.output.ts.
import type { CalcResult } from '@lexato/calc';
import { z } from 'zod';
import { CALCULATION_TYPES } from './calculations.ts';

/**
 * An engine result. Its seven shapes are typed in @lexato/calc (CalcResult), the single source of
 * them; restating each here would be a twin to keep in step. The schema checks the discriminant
 * and keeps every other key (a loose object), so nothing the result card reads is dropped.
 */
export const calcResultSchema = z.looseObject({
  type: z.enum(CALCULATION_TYPES),
  referenceDate: z.string().optional(),
}) as unknown as z.ZodType<CalcResult>;

export const calculationHistoryItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(CALCULATION_TYPES),
  createdAt: z.date(),
});
export type CalculationHistoryItem = z.infer<typeof calculationHistoryItemSchema>;

export const calculationDetailSchema = calculationHistoryItemSchema.extend({
  /** The inputs as stored (the request's inputs plus referenceDate): open, read back as sent. */
  inputs: z.record(z.string(), z.unknown()),
  results: calcResultSchema,
  attachment: z.object({ filename: z.string(), mime: z.string(), size: z.number() }).nullable(),
});
export type CalculationDetail = z.infer<typeof calculationDetailSchema>;

export const createdCalculationSchema = z.object({
  id: z.string(),
  type: z.enum(CALCULATION_TYPES),
  title: z.string(),
  results: calcResultSchema,
  createdAt: z.date(),
});
export type CreatedCalculation = z.infer<typeof createdCalculationSchema>;

/** What each index series covers now (admin screen, calculator hint). */
export const serieCoberturaSchema = z.object({
  /** A name of NOMES_SERIE (@lexato/calc). */
  serie: z.string(),
  codigoSGS: z.number(),
  inicio: z.string().nullable(),
  fim: z.string().nullable(),
  fonte: z.string().nullable(),
  obtidoEm: z.string().nullable(),
});

const revisados = z.array(z.object({ mes: z.string(), antes: z.number(), depois: z.number() }));

/** What a CSV upload changed: months added and months revised. */
export const upsertReportSchema = z.object({ novos: z.array(z.string()), revisados });

/** What a refresh from the Banco Central did to one series. */
export const serieRefreshReportSchema = z.object({
  serie: z.string(),
  codigoSGS: z.number(),
  ok: z.boolean(),
  novos: z.array(z.string()),
  revisados,
  erro: z.string().optional(),
});
