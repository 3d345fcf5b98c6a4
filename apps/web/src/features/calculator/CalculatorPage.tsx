import type { CalculationType } from '@lexato/schemas';
import { Card, Stack, Tabs } from '@mantine/core';
import { useHead } from '@unhead/react';
import { useState } from 'react';
import { errorMessage } from '../../lib/errors.ts';
import { queryClient } from '../../lib/query-client.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { useReveal } from '../../lib/use-reveal.ts';
import { ToolFrame } from '../platform/ToolFrame.tsx';
import { CalculationForm } from './CalculationForm.tsx';
import { TABS } from './fields.ts';
import { HistoryCard } from './HistoryCard.tsx';
import { ResultCard } from './ResultCard.tsx';
import type { CalculationOutcome } from './useCalculate.ts';

type Shown = Omit<CalculationOutcome, 'type'>;

const isType = (value: string | null): value is CalculationType => TABS.some((t) => t.type === value);

/** Calculator: seven tabs (rescisão first), a result card per tab, and the history. */
export function CalculatorPage() {
  useHead({ title: 'Calculadora — Lexato' });
  const [active, setActive] = useState<CalculationType>('rescisao');
  const [shown, setShown] = useState<Partial<Record<CalculationType, Shown>>>({});
  const [opening, setOpening] = useState<string | null>(null);
  const [revealed, setRevealed] = useState<string | null>(null);
  const revealRef = useReveal<HTMLElement>(revealed);

  const show = (outcome: CalculationOutcome) => {
    setShown((s) => ({
      ...s,
      [outcome.type]: { id: outcome.id, title: outcome.title, results: outcome.results },
    }));
    setRevealed(outcome.id);
  };

  const reopen = async (id: string) => {
    setOpening(id);
    try {
      const calc = await queryClient.fetchQuery(trpc.calculations.get.queryOptions({ id }));
      show({ id: calc.id, type: calc.type, title: calc.title, results: calc.results });
      setActive(calc.type);
    } catch (error) {
      toast.error('Erro', errorMessage(error, 'Não foi possível abrir o cálculo'));
    } finally {
      setOpening(null);
    }
  };

  const current = shown[active];

  return (
    <ToolFrame
      title="Calculadora"
      description="Cálculos trabalhistas, cíveis e tributários com memória de cálculo"
    >
      <Card withBorder radius="md" padding="lg">
        <Tabs value={active} onChange={(v) => isType(v) && setActive(v)} keepMounted>
          <Tabs.List mb="md">
            {TABS.map((t) => (
              <Tabs.Tab key={t.type} value={t.type}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {TABS.map((t) => (
            <Tabs.Panel key={t.type} value={t.type}>
              <CalculationForm tab={t} onResult={show} />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Card>
      <Stack gap="lg">
        {current && (
          <ResultCard
            key={current.id}
            id={current.id}
            type={active}
            title={current.title}
            result={current.results}
            revealRef={current.id === revealed ? revealRef : undefined}
          />
        )}
        <HistoryCard
          onOpen={(id) => void reopen(id)}
          opening={opening}
          onDeleted={(id) =>
            setShown((s) => Object.fromEntries(Object.entries(s).filter(([, result]) => result.id !== id)))
          }
        />
      </Stack>
    </ToolFrame>
  );
}
