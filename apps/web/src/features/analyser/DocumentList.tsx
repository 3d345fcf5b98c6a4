import { DOCUMENT_STATUS_LABELS, DOCUMENT_TYPE_LABELS, type DocumentDto } from '@lexato/schemas';
import { Badge, Card, Group, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { formatDate } from '../../lib/format.ts';
import classes from './Analyser.module.css';

interface Props {
  documents: DocumentDto[] | undefined;
  loading: boolean;
  selectedId: string | null;
  onSelect(id: string): void;
}

/** The user's documents with their pending/analyzed badge (spec §2, §4); a click selects one. */
export function DocumentList({ documents, loading, selectedId, onSelect }: Props) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Documentos
        </Title>
        {loading ? (
          <>
            <Skeleton h={52} />
            <Skeleton h={52} />
          </>
        ) : !documents || documents.length === 0 ? (
          <Text c="dimmed" size="sm">
            Nenhum documento ainda. Cole um texto ou anexe um arquivo para começar.
          </Text>
        ) : (
          <Stack gap={6} component="ul" className={classes.list} aria-label="Documentos registrados">
            {documents.map((doc) => (
              <li key={doc.id}>
                <UnstyledButton
                  className={classes.item}
                  data-selected={doc.id === selectedId || undefined}
                  aria-pressed={doc.id === selectedId}
                  onClick={() => onSelect(doc.id)}
                >
                  <Group justify="space-between" wrap="nowrap" gap="sm">
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600} truncate>
                        {doc.title}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {DOCUMENT_TYPE_LABELS[doc.type]} · {formatDate(doc.createdAt)}
                      </Text>
                    </div>
                    <Badge
                      color={doc.status === 'analyzed' ? 'teal' : 'gray'}
                      variant={doc.status === 'analyzed' ? 'filled' : 'outline'}
                    >
                      {DOCUMENT_STATUS_LABELS[doc.status]}
                    </Badge>
                  </Group>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
