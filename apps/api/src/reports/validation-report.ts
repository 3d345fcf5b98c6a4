// The Validator's report as a PDF: the score, the counts and every citation with its status and
// the reason for it, as stored. A citation the checks could not confirm keeps the stored reason
// ("não verificado" and the like); the report never upgrades a status.
import {
  CITATION_STATUS_LABELS,
  type CitationDetailDto,
  type CitationStatusValue,
  type ValidationDto,
} from '@lexato/schemas';
import { formatValue } from './labels.ts';
import { PdfReport } from './pdf-report.ts';

const RUN_LABELS: Record<string, string> = {
  processing: 'Em processamento',
  completed: 'Concluída',
  failed: 'Falhou',
};

function citationRow(c: CitationDetailDto): string[] {
  const reason = c.explanation
    ? `${c.details}\nExplicação do modelo (não altera o status): ${c.explanation}`
    : c.details;
  return [
    c.citation,
    CITATION_STATUS_LABELS[c.status as CitationStatusValue] ?? 'Não verificada',
    `${c.confidence} %`,
    reason,
  ];
}

export function validationReport(v: ValidationDto, generatedAt: Date): Promise<Buffer> {
  const pdf = new PdfReport({
    kind: 'Relatório de validação de citações',
    title: v.documentTitle,
    generatedAt,
  });
  pdf.fields([
    ['Validado em', formatValue(v.createdAt, 'datetime')],
    ['Situação', RUN_LABELS[v.validationStatus] ?? v.validationStatus],
    [
      'Confiabilidade',
      v.reliabilityScore === null
        ? v.validationStatus === 'completed'
          ? 'sem citações para conferir'
          : '—'
        : `${v.reliabilityScore}/100`,
    ],
    ['Citações', String(v.totalCitations)],
    ['Válidas', String(v.validCitations)],
    ['Suspeitas', String(v.suspiciousCitations)],
    ['Inválidas', String(v.invalidCitations)],
    ['Não verificadas', String(v.unverifiedCitations)],
    ['Referências vagas', String(v.incompleteCitations)],
  ]);
  if (v.citationDetails.length > 0) {
    pdf.section('Citações verificadas').table(
      [
        { header: 'Citação', width: 0.3 },
        { header: 'Status', width: 0.11 },
        { header: 'Confiança', width: 0.1, align: 'right' },
        { header: 'Motivo', width: 0.49 },
      ],
      v.citationDetails.map(citationRow),
    );
  }
  if (v.warnings.length > 0) pdf.section('Alertas').bullets(v.warnings);
  if (v.recommendations.length > 0) pdf.section('Recomendações').bullets(v.recommendations);
  pdf
    .section('Observação')
    .paragraph(
      'Relatório gerado automaticamente a partir das fontes consultadas pela Lexato. Uma citação marcada como ' +
        'suspeita ou não verificada deve ser conferida na fonte oficial antes do protocolo.',
      { muted: true },
    );
  return pdf.finish();
}
