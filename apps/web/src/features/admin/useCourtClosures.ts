import type { CourtClosureFormInput } from '@lexato/schemas';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../lib/errors.ts';
import { pluralize } from '../../lib/format.ts';
import { trpc } from '../../lib/trpc.ts';

/** Court closures through the admin API (`/api/admin/court-closures`). */
export function useCourtClosures(enabled: boolean) {
  const queryClient = useQueryClient();
  const list = useQuery({ ...trpc.courtClosures.list.queryOptions(), enabled });
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.courtClosures.list.queryKey() });
  const onError = (error: unknown) =>
    notifications.show({
      title: 'Não foi possível salvar o fechamento',
      message: errorMessage(error, 'Tente novamente.'),
      color: 'red',
    });
  const recounted = (n: number) =>
    n
      ? `${pluralize(n, 'prazo recontado', 'prazos recontados')}; os usuários foram avisados.`
      : 'Nenhum prazo mudou.';

  const add = useMutation(
    trpc.courtClosures.add.mutationOptions({
      onSuccess: (r) => {
        notifications.show({ title: 'Fechamento incluído', message: recounted(r.recounted), color: 'green' });
        return refresh();
      },
      onError,
    }),
  );
  const remove = useMutation(
    trpc.courtClosures.remove.mutationOptions({
      onSuccess: (r) => {
        notifications.show({ title: 'Fechamento retirado', message: recounted(r.recounted), color: 'green' });
        return refresh();
      },
      onError,
    }),
  );

  return {
    list,
    closures: list.data ?? [],
    add: (input: CourtClosureFormInput) => add.mutateAsync(input),
    remove: (id: string) => remove.mutateAsync({ id }),
    saving: add.isPending || remove.isPending,
  };
}
