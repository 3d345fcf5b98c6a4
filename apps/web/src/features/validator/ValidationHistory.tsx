import { pluralize, type ValidationDto } from '@lexato/schemas';
import { Badge } from '@mantine/core';
import { DeleteButton } from '../../components/DeleteButton.tsx';
import { HistoryList } from '../../components/HistoryList.tsx';
import { PdfDownloadButton } from '../../components/PdfDownloadButton.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { scoreColor } from './validatorView.ts';

interface Props {
  validations: ValidationDto[] | undefined;
  loading: boolean;
  selectedId: string | undefined;
  onSelect(id: string): void;
  onDelete(id: string): void;
  /** The validation being deleted. */
  deletingId?: string | undefined;
}

/** Validation history; a click shows that validation. */
export function ValidationHistory({
  validations,
  loading,
  selectedId,
  onSelect,
  onDelete,
  deletingId,
}: Props) {
  return (
    <HistoryList
      heading="Histórico de validações"
      label="Validações anteriores"
      empty="Nenhuma validação ainda."
      items={validations}
      loading={loading}
      selectedId={selectedId}
      onSelect={onSelect}
      entry={(v) => ({
        title: v.documentTitle,
        meta: `${formatDateTime(v.createdAt)} · ${pluralize(v.totalCitations, 'citação', 'citações')}`,
        badge:
          v.reliabilityScore === null ? (
            <Badge color="gray">
              {v.validationStatus === 'failed'
                ? 'Falhou'
                : v.validationStatus === 'completed'
                  ? 'Sem citações'
                  : 'Processando'}
            </Badge>
          ) : (
            <Badge color={scoreColor(v.reliabilityScore)}>{v.reliabilityScore}%</Badge>
          ),
        action: (
          <>
            {v.validationStatus === 'completed' && (
              <PdfDownloadButton
                compact
                href={`/api/platform/validators/${v.id}/pdf`}
                title={v.documentTitle}
              />
            )}
            <DeleteButton
              kind="validação"
              title={v.documentTitle}
              loading={deletingId === v.id}
              onConfirm={() => onDelete(v.id)}
            />
          </>
        ),
      })}
    />
  );
}
