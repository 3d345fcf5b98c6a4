import type { StrategyInput } from '@lexato/schemas';
import { Alert, Badge, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useHead } from '@unhead/react';
import { useState } from 'react';
import { pluralize } from '../../lib/format.ts';
import { useReveal } from '../../lib/use-reveal.ts';
import { ToolFrame } from '../platform/ToolFrame.tsx';
import { StrategyCard } from './StrategyCard.tsx';
import { StrategyForm } from './StrategyForm.tsx';
import { useStrategies } from './useStrategies.ts';

/** Strategy: the analysis form plus the history with tabs Estratégias, Plano de Ação, Riscos. */
export function StrategyPage() {
  useHead({ title: 'Strategy — Lexato' });
  const api = useStrategies();
  const [made, setMade] = useState<string | null>(null);
  const revealRef = useReveal<HTMLDivElement>(made);
  const analyze = async (input: StrategyInput) => {
    const strategy = await api.analyze(input);
    setMade(strategy.id);
    return strategy;
  };
  return (
    <ToolFrame title="Strategy" description="Estratégias de resolução de conflitos">
      <StrategyForm onSubmit={analyze} pending={api.analyzing} predictions={api.predictions} />
      <Stack gap="md">
        <Group gap="sm">
          <Title order={2} size="h4">
            Histórico de análises
          </Title>
          <Badge variant="light">{pluralize(api.strategies.length, 'análise', 'análises')}</Badge>
        </Group>
        {api.list.isPending ? (
          <Center py="xl">
            <Loader aria-label="Carregando análises" />
          </Center>
        ) : api.list.isError ? (
          <Alert color="red">Não foi possível carregar as análises: {api.list.error.message}</Alert>
        ) : api.strategies.length === 0 ? (
          <Text c="dimmed">Nenhuma análise ainda. Descreva um conflito acima.</Text>
        ) : (
          api.strategies.map((s) => (
            <StrategyCard key={s.id} strategy={s} revealRef={s.id === made ? revealRef : undefined} />
          ))
        )}
      </Stack>
    </ToolFrame>
  );
}
