import type { PredictInput, PredictionOutcomeValue } from '@lexato/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toastActionError } from '../../lib/action-errors.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';

/** The Predict screen's calls; each successful mutation reloads the list, calibration and dashboard. */
export function usePredictions() {
  const queryClient = useQueryClient();
  const list = useQuery(trpc.predict.list.queryOptions());
  const calibration = useQuery(trpc.predict.calibration.queryOptions());
  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.predict.list.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.predict.calibration.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.dashboard.stats.queryKey() }),
    ]);

  const create = useMutation(
    trpc.predict.create.mutationOptions({
      onSuccess: (p) => {
        toast.success('Predição gerada', `${p.caseTitle}: ${p.probability}%`);
        return reload();
      },
      onError: (error) => toastActionError(error, 'Não foi possível gerar a predição', 'Tente novamente.'),
    }),
  );
  const outcome = useMutation(
    trpc.predict.recordOutcome.mutationOptions({
      onSuccess: () => {
        toast.success('Resultado registrado');
        return reload();
      },
      onError: (error) =>
        toastActionError(error, 'Não foi possível registrar o resultado', 'Tente novamente.'),
    }),
  );

  return {
    list,
    predictions: list.data ?? [],
    calibration: calibration.data ?? null,
    create: (input: PredictInput) => create.mutateAsync(input),
    creating: create.isPending,
    recordOutcome: (id: string, value: PredictionOutcomeValue) => outcome.mutate({ id, outcome: value }),
    recordingId: outcome.isPending ? outcome.variables?.id : undefined,
  };
}
