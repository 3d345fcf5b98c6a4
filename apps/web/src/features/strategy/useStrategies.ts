import type { StrategyInput } from '@lexato/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toastActionError } from '../../lib/action-errors.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';

/** The Strategy screen's calls; a successful analysis reloads the history (no polling: results never go stale, lib/query-client.ts). */
export function useStrategies() {
  const queryClient = useQueryClient();
  const list = useQuery(trpc.strategy.list.queryOptions());
  const predictions = useQuery(trpc.predict.list.queryOptions());
  const analyze = useMutation(
    trpc.strategy.analyze.mutationOptions({
      onSuccess: (s) => {
        toast.success(
          'Análise Concluída',
          s.recommendedStrategy ? `Recomendada: ${s.recommendedStrategy}` : undefined,
        );
        return queryClient.invalidateQueries({ queryKey: trpc.strategy.list.queryKey() });
      },
      onError: (error) => toastActionError(error, 'Erro ao analisar estratégia', 'Tente novamente.'),
    }),
  );
  return {
    list,
    strategies: list.data ?? [],
    predictions: predictions.data ?? [],
    analyze: (input: StrategyInput) => analyze.mutateAsync(input),
    analyzing: analyze.isPending,
  };
}
