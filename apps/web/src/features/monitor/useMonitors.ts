import type { MonitorAddInput, MonitorDeadlineInput, MonitorDto } from '@lexato/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toastActionError } from '../../lib/action-errors.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';

/** The Monitor screen's calls; every successful mutation reloads the list (no polling: results never go stale, lib/query-client.ts). */
export function useMonitors() {
  const queryClient = useQueryClient();
  const list = useQuery(trpc.monitor.list.queryOptions());
  const reload = () => queryClient.invalidateQueries({ queryKey: trpc.monitor.list.queryKey() });
  const reloadAll = () =>
    Promise.all([reload(), queryClient.invalidateQueries({ queryKey: trpc.dashboard.stats.queryKey() })]);
  const failed = (title: string) => (error: unknown) => toastActionError(error, title, 'Tente novamente.');

  const add = useMutation(
    trpc.monitor.add.mutationOptions({
      onSuccess: (m) => {
        toast.success(
          'Monitoramento Adicionado',
          m.tribunalInformed
            ? `${m.processNumber}: o número indica ${m.tribunal}, não ${m.tribunalInformed}.`
            : m.processNumber,
        );
        return reloadAll();
      },
      onError: failed('Erro ao adicionar monitoramento'),
    }),
  );
  const refresh = useMutation(
    trpc.monitor.refresh.mutationOptions({
      onSuccess: (m) => {
        if (m.refresh.outcome === 'failed') toast.error('Não foi possível atualizar', m.refresh.message);
        else toast.success('Atualizado', m.refresh.message);
        return reload();
      },
      onError: failed('Não foi possível atualizar'),
    }),
  );
  const remove = useMutation(
    trpc.monitor.remove.mutationOptions({
      onSuccess: () => {
        toast.success('Removido');
        return reloadAll();
      },
      onError: failed('Não foi possível remover'),
    }),
  );
  const setDeadline = useMutation(
    trpc.monitor.setDeadline.mutationOptions({
      onSuccess: () => {
        toast.success('Prazo definido');
        return reloadAll();
      },
      onError: failed('Não foi possível definir o prazo'),
    }),
  );
  const clearDeadline = useMutation(
    trpc.monitor.clearDeadline.mutationOptions({
      onSuccess: () => {
        toast.success('Prazo removido');
        return reloadAll();
      },
      onError: failed('Não foi possível remover o prazo'),
    }),
  );
  const setStatus = useMutation(
    trpc.monitor.setStatus.mutationOptions({
      onSuccess: (m) => {
        toast.success(m.status === 'active' ? 'Monitoramento reativado' : 'Monitoramento arquivado');
        return reloadAll();
      },
      onError: failed('Não foi possível alterar a situação'),
    }),
  );

  return {
    list,
    monitors: list.data ?? ([] as MonitorDto[]),
    add: (input: MonitorAddInput) => add.mutateAsync(input),
    adding: add.isPending,
    refresh: (id: string) => refresh.mutate({ id }),
    refreshingId: refresh.isPending ? refresh.variables?.id : undefined,
    remove: (id: string) => remove.mutate({ id }),
    removingId: remove.isPending ? remove.variables?.id : undefined,
    setDeadline: (input: MonitorDeadlineInput) => setDeadline.mutateAsync(input),
    savingDeadline: setDeadline.isPending,
    clearDeadline: (id: string) => clearDeadline.mutateAsync({ id }),
    setStatus: (id: string, status: 'active' | 'archived') => setStatus.mutate({ id, status }),
  };
}
