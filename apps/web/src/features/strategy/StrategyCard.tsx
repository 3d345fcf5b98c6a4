import { CONFLICT_TYPE_LABELS, type ConflictType, type StrategyDto, strategyColor } from '@lexato/schemas';
import { Badge, Card, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import type { Ref } from 'react';
import { RiskList } from '../../components/RiskList.tsx';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { StrategyOptions } from './StrategyOptions.tsx';

/** One analysis from the history, in three tabs: Estratégias, Plano de Ação, Riscos. */
export function StrategyCard({
  strategy: s,
  revealRef,
}: {
  strategy: StrategyDto;
  /** Brings the card into view with focus once it is shown (lib/use-reveal.ts). */
  revealRef?: Ref<HTMLDivElement> | undefined;
}) {
  const probability = s.successProbability;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      data-testid="strategy-card"
      aria-label={s.caseTitle}
      ref={revealRef}
      tabIndex={-1}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Title order={3} size="h5">
              {s.caseTitle}
            </Title>
            <Text size="xs" c="dimmed">
              {CONFLICT_TYPE_LABELS[s.conflictType as ConflictType] ?? s.conflictType} ·{' '}
              {formatDateTime(s.createdAt)}
            </Text>
          </div>
          {s.analysisStatus !== 'completed' ? (
            <Badge color={s.analysisStatus === 'failed' ? 'red' : 'gray'}>
              {s.analysisStatus === 'failed' ? 'Falhou' : 'Processando'}
            </Badge>
          ) : (
            probability !== null && (
              <Badge size="xl" color={strategyColor(probability)} data-color={strategyColor(probability)}>
                {probability}%
              </Badge>
            )
          )}
        </Group>
        {s.recommendedStrategy && (
          <Group gap="lg" wrap="wrap">
            <Text size="sm">
              <Text span c="dimmed">
                Recomendada:{' '}
              </Text>
              <Text span fw={700}>
                {s.recommendedStrategy}
              </Text>
            </Text>
            <Text size="sm">
              <Text span c="dimmed">
                Custo:{' '}
              </Text>
              {s.estimatedCost}
            </Text>
            <Text size="sm">
              <Text span c="dimmed">
                Tempo:{' '}
              </Text>
              {s.estimatedTime}
            </Text>
          </Group>
        )}
        <Tabs defaultValue="estrategias" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="estrategias">Estratégias</Tabs.Tab>
            <Tabs.Tab value="plano">Plano de Ação</Tabs.Tab>
            <Tabs.Tab value="riscos">Riscos</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="estrategias" pt="sm">
            <StrategyOptions strategy={s} />
          </Tabs.Panel>
          <Tabs.Panel value="plano" pt="sm">
            <Stack gap="xs">
              {s.actionPlan.map((a) => (
                <Group key={a.step} align="flex-start" wrap="nowrap" gap="sm">
                  <Badge variant="light" miw={28}>
                    {a.step}
                  </Badge>
                  <div>
                    <Text fw={600} size="sm">
                      {a.title} — até {formatDate(`${a.deadline}T12:00:00-03:00`)}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {a.description}
                    </Text>
                  </div>
                </Group>
              ))}
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="riscos" pt="sm">
            {s.risks.length === 0 ? (
              <Text size="sm" c="dimmed">
                Nenhum risco identificado.
              </Text>
            ) : (
              <RiskList risks={s.risks} />
            )}
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Card>
  );
}
