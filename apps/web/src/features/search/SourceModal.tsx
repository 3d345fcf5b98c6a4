import { RESULT_KIND_LABELS } from '@lexato/schemas';
import { Alert, Anchor, Badge, Center, Group, Loader, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../lib/errors.ts';
import { formatDate } from '../../lib/format.ts';
import { trpc } from '../../lib/trpc.ts';
import { officialLinkLabel, STATUS_LABELS } from './labels.ts';

/** The full text of one result (article, súmula, tema or the user's own document). */
export function SourceModal({ sourceId, onClose }: { sourceId: string | null; onClose: () => void }) {
  const source = useQuery({
    ...trpc.search.source.queryOptions({ id: sourceId ?? '' }),
    enabled: sourceId !== null,
  });
  const data = source.data;
  return (
    <Modal
      opened={sourceId !== null}
      onClose={onClose}
      size="xl"
      title={data?.title ?? 'Texto integral'}
      scrollAreaComponent={ScrollArea.Autosize}
    >
      {source.isPending ? (
        <Center py="xl">
          <Loader aria-label="Carregando o texto integral" />
        </Center>
      ) : source.isError ? (
        <Alert color="red">
          Não foi possível abrir o texto: {errorMessage(source.error, 'tente novamente.')}
        </Alert>
      ) : data ? (
        <Stack gap="sm" data-testid="source-text">
          <Group gap="xs">
            <Badge variant="light">{RESULT_KIND_LABELS[data.kind]}</Badge>
            {data.actName && <Badge variant="outline">{data.actName}</Badge>}
            {data.court && <Badge variant="outline">{data.court}</Badge>}
            {data.status && data.status !== 'vigente' && (
              <Badge color="red" variant="light">
                {STATUS_LABELS[data.status] ?? data.status}
                {data.revokedBy ? ` (${data.revokedBy})` : ''}
              </Badge>
            )}
            {data.date && (
              <Text size="xs" c="dimmed">
                {formatDate(`${data.date}T12:00:00Z`)}
              </Text>
            )}
          </Group>
          {data.headingPath.length > 0 && (
            <Text size="xs" c="dimmed">
              {data.headingPath.join(' › ')}
            </Text>
          )}
          {data.reference && <Text size="sm">{data.reference}</Text>}
          {data.subjects.length > 0 && (
            <Text size="xs" c="dimmed" data-testid="source-subjects">
              Assuntos no índice remissivo do Lexato (não é texto de lei): {data.subjects.join('; ')}
            </Text>
          )}
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {data.text}
          </Text>
          {data.url && (
            <Anchor href={data.url} target="_blank" rel="noopener noreferrer" size="sm">
              {officialLinkLabel(data.kind, data.court)}
            </Anchor>
          )}
        </Stack>
      ) : null}
    </Modal>
  );
}
