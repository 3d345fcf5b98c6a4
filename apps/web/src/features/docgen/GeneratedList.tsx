import { displayFileName, type GeneratedDocumentSummaryDto } from '@lexato/schemas';
import { Button, Card, Code, Collapse, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconEye } from '@tabler/icons-react';
import { type Ref, useEffect, useState } from 'react';
import { DeleteButton } from '../../components/DeleteButton.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { downloadGenerated } from './useDocgen.ts';

/**
 * Generated documents, each downloadable as plain text and as Word. The one just generated opens
 * its preview and comes into view with focus (lib/use-reveal.ts).
 */
export function GeneratedList({
  documents,
  onDelete,
  deletingId,
  made = null,
  revealRef,
}: {
  documents: GeneratedDocumentSummaryDto[];
  onDelete(id: string): void;
  /** The document being deleted. */
  deletingId?: string | undefined;
  /** The document just generated. */
  made?: string | null;
  revealRef?: Ref<HTMLDivElement> | undefined;
}) {
  const [open, setOpen] = useState<string | null>(made);
  useEffect(() => {
    if (made) setOpen(made);
  }, [made]);
  return (
    <Stack gap="sm">
      {documents.map((d) => (
        <Card
          key={d.id}
          withBorder
          radius="md"
          padding="md"
          data-testid="generated-document"
          aria-label={d.title}
          ref={d.id === made ? revealRef : undefined}
          tabIndex={-1}
        >
          <Group justify="space-between" wrap="wrap">
            <div>
              <Text fw={700}>{d.title}</Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(d.createdAt)}
              </Text>
            </div>
            <Group gap="xs">
              <Button
                variant="default"
                size="xs"
                leftSection={<IconEye size={14} />}
                onClick={() => setOpen(open === d.id ? null : d.id)}
              >
                {open === d.id ? 'Ocultar' : 'Visualizar'}
              </Button>
              <Button
                size="xs"
                leftSection={<IconDownload size={14} />}
                onClick={() => downloadGenerated(d, displayFileName(d.title, 'txt'))}
              >
                Baixar .txt
              </Button>
              <Button
                size="xs"
                variant="light"
                component="a"
                href={`/api/platform/generated-documents/${d.id}/docx`}
                download={displayFileName(d.title, 'docx')}
                leftSection={<IconDownload size={14} />}
              >
                Baixar .docx
              </Button>
              <DeleteButton
                kind="documento gerado"
                title={d.title}
                loading={deletingId === d.id}
                onConfirm={() => onDelete(d.id)}
              />
            </Group>
          </Group>
          <Collapse expanded={open === d.id}>
            <Code block mt="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {d.content}
            </Code>
            {d.contentTruncated && (
              <Text size="xs" c="dimmed" mt="xs">
                Prévia do início do documento. Baixe o arquivo para ver o texto completo.
              </Text>
            )}
          </Collapse>
        </Card>
      ))}
    </Stack>
  );
}
