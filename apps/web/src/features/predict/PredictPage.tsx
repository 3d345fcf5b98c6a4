import type { PredictInput } from '@lexato/schemas';
import { Alert } from '@mantine/core';
import { useHead } from '@unhead/react';
import { useState } from 'react';
import { ListSection } from '../../components/ListSection.tsx';
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
      <ListSection
        title="Predições anteriores"
        query={api.list}
        items={api.predictions}
        noun={['predição', 'predições']}
        loadingLabel="Carregando predições"
        errorLabel="Não foi possível carregar as predições"
        empty="Nenhuma predição ainda. Descreva um caso acima."
      >
        {(predictions) =>
          predictions.map((p) => (
            <PredictionCard
              key={p.id}
              prediction={p}
              recording={api.recordingId === p.id}
              onOutcome={(value) => api.recordOutcome(p.id, value)}
              revealRef={p.id === made ? revealRef : undefined}
            />
          ))
        }
      </ListSection>
    </ToolFrame>
  );
}
