// The documented download paths of the PDF reports, as rows of the REST adapter (rest/routes.ts).

import type { PdfFile } from '@lexato/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RestRoute } from '../rest/routes.ts';

const idOf = (req: FastifyRequest) => ({ id: (req.params as Record<string, string>).id });

function sendPdf(result: unknown, reply: FastifyReply) {
  const file = result as PdfFile;
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', file.contentDisposition)
    .header('cache-control', 'private, no-store');
  return file.data;
}

const pdfRoute = (path: string, procedure: string, summary: string): RestRoute => ({
  method: 'GET',
  path,
  procedure,
  access: 'platform',
  summary,
  input: idOf,
  respond: sendPdf,
});

export const pdfReportRoutes: RestRoute[] = [
  pdfRoute(
    '/api/platform/calculations/:id/pdf',
    'reports.calculationPdf',
    'Baixa a memória de cálculo em PDF (dados, passos com a base legal, tabela mês a mês, séries usadas)',
  ),
  pdfRoute(
    '/api/platform/validators/:id/pdf',
    'reports.validationPdf',
    'Baixa o relatório de validação de citações em PDF',
  ),
  pdfRoute('/api/platform/analyses/:id/pdf', 'reports.analysisPdf', 'Baixa o relatório de análise em PDF'),
];
