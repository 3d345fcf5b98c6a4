import type { StrategyInput } from '@lexato/schemas';
import { useHead } from '@unhead/react';
import { useState } from 'react';
import { ListSection } from '../../components/ListSection.tsx';
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
      <ListSection
        title="Histórico de análises"
        query={api.list}
        items={api.strategies}
        noun={['análise', 'análises']}
        loadingLabel="Carregando análises"
        errorLabel="Não foi possível carregar as análises"
        empty="Nenhuma análise ainda. Descreva um conflito acima."
      >
        {(strategies) =>
          strategies.map((s) => (
            <StrategyCard key={s.id} strategy={s} revealRef={s.id === made ? revealRef : undefined} />
          ))
        }
      </ListSection>
    </ToolFrame>
  );
}
