import type { PredictInput } from '@lexato/schemas';
import { Alert, Badge, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useHead } from '@unhead/react';
import { useState } from 'react';
import { pluralize } from '../../lib/format.ts';
import { useReveal } from '../../lib/use-reveal.ts';
import { ReliabilityChart } from '../ChartsLazy.tsx';
import { ToolFrame } from '../platform/ToolFrame.tsx';
import { PredictForm } from './PredictForm.tsx';
import { PredictionCard } from './PredictionCard.tsx';
import { brierText } from './predictView.ts';
import { usePredictions } from './usePredictions.ts';

/** Predict: case form plus the list of previous predictions, each explained factor by factor. */
export function PredictPage() {
  useHead({ title: 'Predict — Lexato' });
  const api = usePredictions();
  const cal = api.calibration;
  const [made, setMade] = useState<string | null>(null);
  const revealRef = useReveal<HTMLDivElement>(made);
  const create = async (input: PredictInput) => {
    const prediction = await api.create(input);
    setMade(prediction.id);
    return prediction;
  };

  return (
    <ToolFrame title="Predict" description="Análise preditiva de casos, explicada fator por fator">
      <PredictForm onSubmit={create} pending={api.creating} />
      {cal && cal.brierScore !== null && (
        <Alert color="blue" title="Acerto das predições anteriores" data-testid="calibration">
          {pluralize(cal.recordedOutcomes, 'resultado registrado', 'resultados registrados')}:{' '}
          {brierText(cal.brierScore)}.
        </Alert>
      )}
      <ReliabilityChart calibration={cal} />
      <Stack gap="md">
        <Group gap="sm">
          <Title order={2} size="h4">
            Predições anteriores
          </Title>
          <Badge variant="light">{pluralize(api.predictions.length, 'predição', 'predições')}</Badge>
        </Group>
        {api.list.isPending ? (
          <Center py="xl">
            <Loader aria-label="Carregando predições" />
          </Center>
        ) : api.list.isError ? (
          <Alert color="red">Não foi possível carregar as predições: {api.list.error.message}</Alert>
        ) : api.predictions.length === 0 ? (
          <Text c="dimmed">Nenhuma predição ainda. Descreva um caso acima.</Text>
        ) : (
          api.predictions.map((p) => (
            <PredictionCard
              key={p.id}
              prediction={p}
              recording={api.recordingId === p.id}
              onOutcome={(value) => api.recordOutcome(p.id, value)}
              revealRef={p.id === made ? revealRef : undefined}
            />
          ))
        )}
      </Stack>
    </ToolFrame>
  );
}
