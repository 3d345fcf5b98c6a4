// The documented download paths of the PDF reports.

import type { PdfFile } from '@lexato/schemas';
import type { FastifyReply } from 'fastify';
import { idFromPath, type ProcedureRef, type RestRow } from './route.ts';

function sendPdf(result: unknown, reply: FastifyReply) {
  const file = result as PdfFile;
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', file.contentDisposition)
    .header('cache-control', 'private, no-store');
  return file.data;
}

const pdfRoute = (path: string, procedure: ProcedureRef, summary: string): RestRow => ({
  method: 'GET',
  path,
  procedure,
  access: 'platform',
  summary,
  input: idFromPath,
  respond: sendPdf,
});

export const reportRoutes: RestRow[] = [
  pdfRoute(
    '/api/platform/calculations/:id/pdf',
    (c) => c.reports.calculationPdf,
    'Baixa a memória de cálculo em PDF (dados, passos com a base legal, tabela mês a mês, séries usadas)',
  ),
  pdfRoute(
    '/api/platform/validators/:id/pdf',
    (c) => c.reports.validationPdf,
    'Baixa o relatório de validação de citações em PDF',
  ),
  pdfRoute(
    '/api/platform/analyses/:id/pdf',
    (c) => c.reports.analysisPdf,
    'Baixa o relatório de análise em PDF',
  ),
];
