import type { ValidationDto } from '@lexato/schemas';
import { Alert, Badge, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { PdfDownloadButton } from '../../components/PdfDownloadButton.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { citationStatusView, scoreColor } from './validatorView.ts';

/**
 * Validation: score (colours 80/60), counts, warnings, each citation, recommendations. `revealRef`
 * (lib/use-reveal.ts) brings a new result into view with focus.
 */
export function ValidationResult({
  validation: v,
  revealRef,
}: {
  validation: ValidationDto;
  revealRef?: (el: HTMLDivElement | null) => void;
}) {
  const score = v.reliabilityScore;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      aria-label="Resultado da validação"
      ref={revealRef}
      tabIndex={-1}
      data-testid="validation-result"
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h4">
              {v.documentTitle}
            </Title>
            <Text size="sm" c="dimmed">
              {formatDateTime(v.createdAt)}
            </Text>
          </div>
          {score === null ? (
            <Badge size="xl" color="gray" data-testid="reliability-score">
              {v.validationStatus === 'completed' ? 'Sem citações para conferir' : '—'}
            </Badge>
          ) : (
            <Badge size="xl" color={scoreColor(score)} data-testid="reliability-score">
              {score}% confiável
            </Badge>
          )}
        </Group>
        {v.validationStatus === 'failed' && <Alert color="red">A validação falhou. Tente novamente.</Alert>}
        {v.validationStatus === 'completed' && (
          <PdfDownloadButton href={`/api/platform/validators/${v.id}/pdf`} title={v.documentTitle} />
        )}
        <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }}>
          <Count label="Citações" value={v.totalCitations} color="blue" />
          <Count label="Válidas" value={v.validCitations} color="green" />
          <Count label="Suspeitas" value={v.suspiciousCitations} color="yellow" />
          <Count label="Inválidas" value={v.invalidCitations} color="red" />
          <Count label="Não verificadas" value={v.unverifiedCitations} color="gray" />
          <Count label="Referências vagas" value={v.incompleteCitations} color="orange" />
        </SimpleGrid>
        {v.warnings.length > 0 && (
          <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title="Alertas">
            <List size="sm" spacing={4}>
              {v.warnings.map((w) => (
                <List.Item key={w}>{w}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {v.citationDetails.length > 0 && (
          <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {v.citationDetails.map((d) => {
              const status = citationStatusView(d.status);
              return (
                <Card component="li" key={`${d.start}-${d.end}`} withBorder radius="sm" padding="sm">
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Text fw={600} style={{ wordBreak: 'break-word' }}>
                      {d.citation}
                    </Text>
                    <Group gap={6} wrap="nowrap">
                      <Badge color={status.color}>{status.label}</Badge>
                      <Badge variant="outline" color="gray">
                        {d.confidence}%
                      </Badge>
                    </Group>
                  </Group>
                  <Text size="sm" mt={4}>
                    {d.details}
                  </Text>
                  {d.explanation && (
                    <Text size="sm" c="dimmed" mt={4}>
                      <strong>Explicação (IA):</strong> {d.explanation}
                    </Text>
                  )}
                </Card>
              );
            })}
          </Stack>
        )}
        {v.recommendations.length > 0 && (
          <>
            <Title order={3} size="h5">
              Recomendações
            </Title>
            <List size="sm" spacing={4}>
              {v.recommendations.map((r) => (
                <List.Item key={r}>{r}</List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    </Card>
  );
}

function Count({ label, value, color }: { label: string; value: number; color: string }) {
  return (
    <Card withBorder radius="sm" padding="xs">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl" c={color}>
        {value}
      </Text>
    </Card>
  );
}
