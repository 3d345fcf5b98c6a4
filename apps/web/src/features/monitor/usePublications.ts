import type { MonitorOabInput } from '@lexato/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toastActionError } from '../../lib/action-errors.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';

/** The DJEN publications panel's calls: the list, a capture now, the OAB numbers, a status. */
export function usePublications() {
  const queryClient = useQueryClient();
  const list = useQuery(trpc.monitor.publications.queryOptions());
  const put = (data: Parameters<typeof queryClient.setQueryData>[1]) =>
    queryClient.setQueryData(trpc.monitor.publications.queryKey(), data as never);
  const failed = (title: string) => (error: unknown) => toastActionError(error, title, 'Tente novamente.');
  const capture = useMutation(
    trpc.monitor.capture.mutationOptions({
      onSuccess: (data) => {
        put(data);
        if (data.lastCapture?.status === 'failed')
          toast.error('Não foi possível buscar', data.lastCapture.message);
        else toast.success('Publicações buscadas', data.lastCapture?.message ?? '');
      },
      onError: failed('Não foi possível buscar'),
    }),
  );
  const setOab = useMutation(
    trpc.monitor.setOab.mutationOptions({
      onSuccess: (data) => {
        put(data);
        toast.success('Inscrições na OAB salvas');
      },
      onError: failed('Não foi possível salvar as inscrições'),
    }),
  );
  const setStatus = useMutation(
    trpc.monitor.setPublicationStatus.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.monitor.publications.queryKey() }),
      onError: failed('Não foi possível alterar a publicação'),
    }),
  );
  return {
    list,
    capture: () => capture.mutate(),
    capturing: capture.isPending,
    setOab: (numbers: MonitorOabInput['numbers']) => setOab.mutateAsync({ numbers }),
    savingOab: setOab.isPending,
    setStatus: (id: string, status: 'nova' | 'prazo-definido' | 'descartada') =>
      setStatus.mutateAsync({ id, status }),
  };
}
