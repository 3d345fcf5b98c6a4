// An admin's month,percent CSV (the format of the shipped data: "2026-09,0.48"), checked whole:
// any bad line refuses the file, and a gap between months refuses it too (a gap is never a zero).
import { mesSeguinte, type PontoSerie } from '@lexato/calc';
import { AppError } from '../errors.ts';

export const MAX_CSV_LINES = 2000;

export class SeriesCsvError extends AppError {
  constructor(message: string) {
    super('invalid', message);
    this.name = 'SeriesCsvError';
  }
}

export function parseSeriesCsv(text: string): PontoSerie[] {
  const linhas = text.split(/\r?\n/).map((l) => l.trim());
  const pontos: PontoSerie[] = [];
  const erros: string[] = [];
  linhas.forEach((linha, i) => {
    if (!linha || (i === 0 && /^m[eê]s|^month/i.test(linha))) return;
    const m = /^(\d{4}-(?:0[1-9]|1[0-2]))[,;]\s*(-?\d{1,2}(?:[.,]\d{1,8})?)$/.exec(linha);
    if (!m?.[1] || !m[2]) {
      if (erros.length < 10) erros.push(`linha ${i + 1}: use AAAA-MM,percentual (ex.: 2026-09,0.48)`);
      return;
    }
    pontos.push({ mes: m[1], percentual: Number(m[2].replace(',', '.')) });
  });
  if (erros.length) throw new SeriesCsvError(`CSV inválido: ${erros.join('; ')}`);
  if (pontos.length === 0) throw new SeriesCsvError('CSV sem nenhum mês.');
  if (pontos.length > MAX_CSV_LINES) throw new SeriesCsvError(`CSV com mais de ${MAX_CSV_LINES} meses.`);
  pontos.sort((a, b) => (a.mes < b.mes ? -1 : 1));
  for (let i = 1; i < pontos.length; i++) {
    const anterior = pontos[i - 1]?.mes ?? '';
    const atual = pontos[i]?.mes ?? '';
    if (atual === anterior) throw new SeriesCsvError(`CSV inválido: o mês ${atual} aparece duas vezes.`);
    if (atual !== mesSeguinte(anterior)) {
      throw new SeriesCsvError(
        `CSV inválido: falta o mês seguinte a ${anterior} (uma lacuna nunca vale zero).`,
      );
    }
  }
  return pontos;
}
