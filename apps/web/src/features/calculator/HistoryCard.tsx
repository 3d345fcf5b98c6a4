import { Badge, Card, Group, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DeleteButton } from '../../components/DeleteButton.tsx';
import { PdfDownloadButton } from '../../components/PdfDownloadButton.tsx';
import { toastActionError } from '../../lib/action-errors.ts';
import { formatDate } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { historyTypeLabel } from './fields.ts';

export const HISTORY_SHOWN = 5;

interface Props {
  onOpen(id: string): void;
  opening: string | null;
  /** A calculation was deleted: its result, if shown, goes too. */
  onDeleted(id: string): void;
}

/** Shown only when there is history, with its first 5 items; an item reopens its result or is deleted. */
export function HistoryCard({ onOpen, opening, onDeleted }: Props) {
  const queryClient = useQueryClient();
  const history = useQuery(trpc.calculations.list.queryOptions());
  const remove = useMutation(
    trpc.calculations.remove.mutationOptions({
      onSuccess: ({ id }) => {
        toast.success('Cálculo excluído');
        onDeleted(id);
        return Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.calculations.list.queryKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.dashboard.stats.queryKey() }),
        ]);
      },
      onError: (error) => toastActionError(error, 'Não foi possível excluir o cálculo', 'Tente novamente.'),
    }),
  );
  const items = history.data ?? [];
  if (items.length === 0) return null;

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="historico-calculos">
      <Title order={2} size="h4" id="historico-calculos">
        Histórico de Cálculos
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Seus últimos cálculos realizados
      </Text>
      <Stack gap="xs">
        {items.slice(0, HISTORY_SHOWN).map((item) => (
          <Group key={item.id} wrap="nowrap" gap="xs">
            <UnstyledButton
              style={{ flex: 1, minWidth: 0 }}
              onClick={() => onOpen(item.id)}
              aria-busy={opening === item.id}
              data-testid="history-item"
            >
              <Group justify="space-between" wrap="nowrap" gap="md">
                <div>
                  {/* The name is the visible text after the action, never another text (WCAG 2.5.3). */}
                  <VisuallyHidden>Abrir </VisuallyHidden>
                  <Text fw={600} size="sm">
                    {item.title}
                  </Text>
                  <Badge variant="light" size="sm">
                    {historyTypeLabel(item.type)}
                  </Badge>
                </div>
                <Text size="xs" c="dimmed">
                  {formatDate(item.createdAt)}
                </Text>
              </Group>
            </UnstyledButton>
            <PdfDownloadButton
              compact
              href={`/api/platform/calculations/${item.id}/pdf`}
              title={`Memória de cálculo — ${item.title}`}
            />
            <DeleteButton
              kind="cálculo"
              title={item.title}
              loading={remove.isPending && remove.variables?.id === item.id}
              onConfirm={() => remove.mutate({ id: item.id })}
            />
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
