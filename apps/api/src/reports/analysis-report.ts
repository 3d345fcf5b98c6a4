// The Analyser's report as a PDF: score, risk level, summary, every finding with its excerpt,
// legal basis and recommendation, and the suggestions, as stored.
import { type AnalysisDto, FINDING_TYPE_LABELS } from '@lexato/schemas';
import { formatValue } from './labels.ts';
import { PdfReport } from './pdf-report.ts';

const RISK_LABELS: Record<string, string> = {
  baixo: 'Risco baixo',
  médio: 'Risco médio',
  alto: 'Risco alto',
};
const SOURCE_LABELS: Record<string, string> = {
  motor: 'regra da Lexato',
  ia: 'modelo de IA (trecho conferido no texto)',
};

export function analysisReport(
  analysis: AnalysisDto,
  document: { title: string },
  generatedAt: Date,
): Promise<Buffer> {
  const pdf = new PdfReport({
    kind: 'Relatório de análise de documento',
    title: document.title,
    generatedAt,
  });
  pdf.fields([
    ['Analisado em', formatValue(analysis.createdAt, 'datetime')],
    ['Pontuação', `${analysis.score}/100`],
    ['Nível de risco', RISK_LABELS[analysis.riskLevel] ?? analysis.riskLevel],
  ]);
  if (analysis.summary) pdf.section('Resumo').paragraph(analysis.summary);
  if (analysis.findings.length > 0) {
    pdf.section('Achados');
    analysis.findings.forEach((f, i) => {
      // A finding's heading never ends a page: it starts with at least its first three lines.
      pdf
        .ensureRoom(48)
        .paragraph(`${i + 1}. ${FINDING_TYPE_LABELS[f.type] ?? f.type} — severidade ${f.severity}`, {
          bold: true,
        });
      pdf.fields([
        ['Descrição', f.description],
        ...(f.clause ? [['Trecho', `“${f.clause}”`] as [string, string]] : []),
        ['Base legal', f.legalBasis],
        ['Recomendação', f.recommendation],
        ['Origem', SOURCE_LABELS[f.source] ?? f.source],
      ]);
      pdf.space(0.6);
    });
  }
  if (analysis.suggestions.length > 0) pdf.section('Sugestões').bullets(analysis.suggestions);
  return pdf.finish();
}
