// The Banco Central SGS JSON API: GET <baseUrl>/dados/serie/bcdata.sgs.<code>/dados?formato=json
// &dataInicial=dd/MM/yyyy&dataFinal=dd/MM/yyyy answers [{"data":"01/01/2024","valor":"0.42"}].
// Monthly series date each figure on the 1st of its month; only what that shape holds is read.
import type { PontoSerie } from '@lexato/calc';
import { z } from 'zod';

export interface SgsSettings {
  baseUrl: string;
  timeoutMs?: number;
}

/** A failure to show an admin or log: Portuguese, no secret, names the series code. */
export class SgsError extends Error {}

const DEFAULT_TIMEOUT_MS = 15_000;
/** Twelve years of a monthly series is ~7 kB; anything far larger is not what we asked for. */
const MAX_BODY_CHARS = 2_000_000;
const DATA = /^(\d{2})\/(\d{2})\/(\d{4})$/;

const rowsSchema = z.array(z.looseObject({ data: z.string(), valor: z.union([z.string(), z.number()]) }));

function dataBr(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

/** Monthly points of SGS series `code` between two ISO dates; figures dated on another day are ignored. */
export async function fetchSgsMonthly(
  settings: SgsSettings,
  code: number,
  from: string,
  to: string,
): Promise<PontoSerie[]> {
  const url =
    `${settings.baseUrl.replace(/\/+$/, '')}/dados/serie/bcdata.sgs.${code}/dados` +
    `?formato=json&dataInicial=${dataBr(from)}&dataFinal=${dataBr(to)}`;
  const timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let text: string;
  try {
    const res = await fetch(url, {
      headers: { Accept: 'application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) {
      await res.body?.cancel().catch(() => {});
      throw new SgsError(`O Banco Central (SGS ${code}) respondeu com erro (HTTP ${res.status}).`);
    }
    text = await res.text();
  } catch (error) {
    if (error instanceof SgsError) throw error;
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      throw new SgsError(
        `O Banco Central (SGS ${code}) não respondeu em ${(timeoutMs / 1000).toLocaleString('pt-BR')} s.`,
      );
    }
    throw new SgsError(`Não foi possível conectar ao Banco Central (SGS ${code}).`);
  }
  if (text.length > MAX_BODY_CHARS) throw new SgsError(`Resposta grande demais do SGS ${code}.`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new SgsError(`Resposta do SGS ${code} não é JSON válido.`);
  }
  const parsed = rowsSchema.safeParse(json);
  if (!parsed.success) throw new SgsError(`Resposta do SGS ${code} fora do formato esperado.`);
  const porMes = new Map<string, PontoSerie>();
  for (const row of parsed.data) {
    const m = DATA.exec(row.data);
    if (m?.[1] !== '01') continue;
    const percentual = typeof row.valor === 'number' ? row.valor : Number(row.valor.trim());
    if (!Number.isFinite(percentual) || (typeof row.valor === 'string' && row.valor.trim() === '')) {
      throw new SgsError(
        `Valor inválido no SGS ${code} para ${row.data}: "${String(row.valor).slice(0, 20)}".`,
      );
    }
    if (Math.abs(percentual) >= 100)
      throw new SgsError(`Valor fora do plausível no SGS ${code} para ${row.data}.`);
    const mes = `${m[3]}-${m[2]}`;
    porMes.set(mes, { mes, percentual });
  }
  return [...porMes.values()].sort((a, b) => (a.mes < b.mes ? -1 : 1));
}
