// What a report worker does with one job: the stored result in, the PDF's bytes out. Also called
// in this thread by tests that read a report's text.
import type { AnalysisDto, CalculationDetail, ValidationDto } from '@lexato/schemas';

export type PdfJob =
  | { kind: 'calculation'; calc: CalculationDetail; generatedAt: Date }
  | { kind: 'validation'; validation: ValidationDto; generatedAt: Date }
  | { kind: 'analysis'; analysis: AnalysisDto; title: string; generatedAt: Date };
export type PdfReply = { ok: true; data: Uint8Array } | { ok: false; code: string };

/** Draws one report in the calling thread. */
export async function drawPdf(job: PdfJob): Promise<Buffer> {
  switch (job.kind) {
    case 'calculation':
      return (await import('./calculation-report.ts')).calculationReport(job.calc, job.generatedAt);
    case 'validation':
      return (await import('./validation-report.ts')).validationReport(job.validation, job.generatedAt);
    case 'analysis':
      return (await import('./analysis-report.ts')).analysisReport(
        job.analysis,
        { title: job.title },
        job.generatedAt,
      );
  }
}
