import { DOCUMENT_STATUS_LABELS, DOCUMENT_TYPE_LABELS, type DocumentDto } from '@lexato/schemas';
import { Badge } from '@mantine/core';
import { DeleteButton } from '../../components/DeleteButton.tsx';
import { HistoryList } from '../../components/HistoryList.tsx';
import { PdfDownloadButton } from '../../components/PdfDownloadButton.tsx';
import { formatDate } from '../../lib/format.ts';

interface Props {
  documents: DocumentDto[] | undefined;
  loading: boolean;
  selectedId: string | null;
  onSelect(id: string): void;
  /** The document's analysis, for its PDF report. */
  analysisIdOf?(documentId: string): string | undefined;
  onDelete(id: string): void;
  /** The document being deleted. */
  deletingId?: string | undefined;
}

/** The user's documents with their Pendente/Analisado badge; a click selects one. */
export function DocumentList({
  documents,
  loading,
  selectedId,
  onSelect,
  analysisIdOf,
  onDelete,
  deletingId,
}: Props) {
  return (
    <HistoryList
      heading="Documentos"
      label="Documentos registrados"
      empty="Nenhum documento ainda. Cole um texto ou anexe um arquivo para começar."
      items={documents}
      loading={loading}
      selectedId={selectedId}
      onSelect={onSelect}
      entry={(doc) => {
        const analysisId = analysisIdOf?.(doc.id);
        return {
          title: doc.title,
          meta: `${DOCUMENT_TYPE_LABELS[doc.type]} · ${formatDate(doc.createdAt)}`,
          badge: (
            <Badge
              color={doc.status === 'analyzed' ? 'teal' : 'gray'}
              variant={doc.status === 'analyzed' ? 'filled' : 'outline'}
            >
              {DOCUMENT_STATUS_LABELS[doc.status]}
            </Badge>
          ),
          action: (
            <>
              {analysisId && (
                <PdfDownloadButton
                  compact
                  href={`/api/platform/analyses/${analysisId}/pdf`}
                  title={`Análise — ${doc.title}`}
                />
              )}
              <DeleteButton
                kind="documento"
                title={doc.title}
                loading={deletingId === doc.id}
                onConfirm={() => onDelete(doc.id)}
              />
            </>
          ),
        };
      }}
    />
  );
}
