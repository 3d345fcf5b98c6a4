import {
  CASE_TYPE_LABELS,
  type CaseType,
  PREDICTION_OUTCOME_LABELS,
  PREDICTION_OUTCOMES,
  type PredictionDto,
  type PredictionOutcomeValue,
} from '@lexato/schemas';
import { Badge, Card, Group, List, Select, Stack, Table, Text, Title } from '@mantine/core';
import type { Ref } from 'react';
import { RiskList } from '../../components/RiskList.tsx';
import stacked from '../../components/StackedTable.module.css';
import { formatDateTime } from '../../lib/format.ts';
import { probabilityBadgeVariant } from '../dashboard/probability.ts';
import { basedOnText, formatWeight } from './predictView.ts';

const OUTCOME_OPTIONS = PREDICTION_OUTCOMES.map((value) => ({
  value,
  label: PREDICTION_OUTCOME_LABELS[value],
}));

/** One prediction: badge, the factor table that explains it, risks, recommendations, similar cases, outcome. */
export function PredictionCard({
  prediction: p,
  recording,
  onOutcome,
  revealRef,
}: {
  prediction: PredictionDto;
  recording: boolean;
  onOutcome: (value: PredictionOutcomeValue) => void;
  /** Brings the card into view with focus once it is shown (lib/use-reveal.ts). */
  revealRef?: Ref<HTMLDivElement> | undefined;
}) {
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      data-testid="prediction-card"
      aria-label={p.caseTitle}
      ref={revealRef}
      tabIndex={-1}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Title order={3} size="h5">
              {p.caseTitle}
            </Title>
            <Text size="xs" c="dimmed">
              {CASE_TYPE_LABELS[p.caseType as CaseType] ?? p.caseType} · {formatDateTime(p.createdAt)}
            </Text>
          </div>
          <Badge
            size="xl"
            variant={probabilityBadgeVariant(p.probability)}
            aria-label={`Probabilidade ${p.probability}%`}
          >
            {p.probability}%
          </Badge>
        </Group>
        <Text size="sm" c={p.basedOn.comparableRecords < 10 ? 'yellow.4' : 'dimmed'} data-testid="based-on">
          {basedOnText(p.basedOn.comparableRecords)}
        </Text>

        <div>
          <Text fw={600} size="sm" mb={4}>
            Como chegamos a {p.probability}%
          </Text>
          <Table withTableBorder striped fz="sm" aria-label="Fatores da predição" className={stacked.stacked}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Fator</Table.Th>
                <Table.Th ta="right">Peso</Table.Th>
                <Table.Th>Trecho do relato</Table.Th>
                <Table.Th>Fundamento</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <Table.Tr>
                <Table.Td data-label="Fator">Ponto de partida neutro</Table.Td>
                <Table.Td data-label="Peso" ta="right">
                  50
                </Table.Td>
                <Table.Td data-label="Trecho do relato">—</Table.Td>
                <Table.Td data-label="Fundamento">
                  Sem fatores, ganhar e perder são igualmente prováveis
                </Table.Td>
              </Table.Tr>
              {p.factors.map((f) => (
                <Table.Tr key={f.label}>
                  <Table.Td data-label="Fator">{f.label}</Table.Td>
                  <Table.Td
                    data-label="Peso"
                    ta="right"
                    c={f.weight > 0 ? 'green.4' : f.weight < 0 ? 'red.4' : undefined}
                  >
                    {formatWeight(f.weight)}
                  </Table.Td>
                  <Table.Td data-label="Trecho do relato">{f.evidence || '—'}</Table.Td>
                  <Table.Td data-label="Fundamento">{f.basis}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>

        {p.risks.length > 0 && (
          <div>
            <Text fw={600} size="sm">
              Riscos
            </Text>
            <RiskList risks={p.risks} />
          </div>
        )}
        {p.recommendations.length > 0 && (
          <div>
            <Text fw={600} size="sm">
              Recomendações
            </Text>
            <List size="sm" spacing={2}>
              {p.recommendations.map((r) => (
                <List.Item key={r}>{r}</List.Item>
              ))}
            </List>
          </div>
        )}
        <div>
          <Text fw={600} size="sm">
            Casos semelhantes
          </Text>
          {p.similarCases.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nenhum caso semelhante registrado (mesmo tipo de caso e mesma questão jurídica).
            </Text>
          ) : (
            <List size="sm" spacing={2}>
              {p.similarCases.map((c) => (
                <List.Item key={c.number}>
                  {c.number} — {c.similarity}% semelhante — resultado: {c.result}
                </List.Item>
              ))}
            </List>
          )}
        </div>
        <Group gap="sm" align="flex-end">
          <Select
            label="Resultado real"
            placeholder="Ainda sem resultado"
            data={OUTCOME_OPTIONS}
            value={p.outcome}
            onChange={(v) => v && onOutcome(v as PredictionOutcomeValue)}
            disabled={recording}
            allowDeselect={false}
            w={220}
          />
          {p.outcomeRecordedAt && (
            <Text size="xs" c="dimmed">
              registrado em {formatDateTime(p.outcomeRecordedAt)}
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
