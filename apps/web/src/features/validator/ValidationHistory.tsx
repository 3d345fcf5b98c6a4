import type { ValidationDto } from '@lexato/schemas';
import { Badge, Card, Group, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { formatDateTime } from '../../lib/format.ts';
import classes from '../analyser/Analyser.module.css';
import { scoreColor } from './validatorView.ts';

interface Props {
  validations: ValidationDto[] | undefined;
  loading: boolean;
  selectedId: string | undefined;
  onSelect(id: string): void;
}

/** Spec §2 validation history; a click shows that validation. */
export function ValidationHistory({ validations, loading, selectedId, onSelect }: Props) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Histórico de validações
        </Title>
        {loading ? (
          <Skeleton h={52} />
        ) : !validations || validations.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nenhuma validação ainda.
          </Text>
        ) : (
          <Stack gap={6} component="ul" className={classes.list} aria-label="Validações anteriores">
            {validations.map((v) => (
              <li key={v.id}>
                <UnstyledButton
                  className={classes.item}
                  data-selected={v.id === selectedId || undefined}
                  aria-pressed={v.id === selectedId}
                  onClick={() => onSelect(v.id)}
                >
                  <Group justify="space-between" wrap="nowrap">
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600} truncate>
                        {v.documentTitle}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {formatDateTime(v.createdAt)} · {v.totalCitations} citação(ões)
                      </Text>
                    </div>
                    {v.reliabilityScore === null ? (
                      <Badge color="gray">{v.validationStatus === 'failed' ? 'Falhou' : 'Processando'}</Badge>
                    ) : (
                      <Badge color={scoreColor(v.reliabilityScore)}>{v.reliabilityScore}%</Badge>
                    )}
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
