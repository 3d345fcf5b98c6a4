import type { AdminUserDto, CreateUserInput, UpdateUserInput } from '@lexato/schemas';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';

/** Platform accounts through the admin API (`/api/admin/users`; accounts are created by the admin only). */
export function useUsers(enabled: boolean) {
  const queryClient = useQueryClient();
  const list = useQuery({ ...trpc.adminUsers.list.queryOptions(), enabled });
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.adminUsers.list.queryKey() });
  const onError = (error: unknown) =>
    notifications.show({
      title: 'Não foi possível salvar a conta',
      message: errorMessage(error, 'Tente novamente.'),
      color: 'red',
    });

  const create = useMutation(
    trpc.adminUsers.create.mutationOptions({
      onSuccess: (user) => {
        notifications.show({
          title: 'Conta criada',
          message: `${user.name} já pode acessar a plataforma.`,
          color: 'green',
        });
        return refresh();
      },
      onError,
    }),
  );
  const update = useMutation(
    trpc.adminUsers.update.mutationOptions({
      onSuccess: (user) => {
        notifications.show({ title: 'Conta atualizada', message: user.name, color: 'green' });
        return refresh();
      },
      onError,
    }),
  );

  return {
    list,
    users: list.data ?? [],
    create: (input: CreateUserInput) => create.mutateAsync(input),
    update: (id: string, data: UpdateUserInput) => update.mutateAsync({ id, data }),
    saving: create.isPending || update.isPending,
  };
}

export type { AdminUserDto };
