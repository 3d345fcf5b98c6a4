import { pluralize, type ValidationDto } from '@lexato/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toastActionError, uploadFile } from '../../lib/action-errors.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';

/** The Validator screen's calls; the list reloads after each validation (no polling: results never go stale, lib/query-client.ts). */
export function useValidator() {
  const queryClient = useQueryClient();
  const history = useQuery(trpc.validator.list.queryOptions());
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const validate = useMutation(
    trpc.validator.validate.mutationOptions({
      onSuccess: (v: ValidationDto) => {
        toast.success(
          'Validação Concluída',
          v.reliabilityScore === null
            ? 'Sem citações para conferir'
            : `Confiabilidade ${v.reliabilityScore}% — ${pluralize(v.totalCitations, 'citação', 'citações')}`,
        );
        setSelectedId(v.id);
        return Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.validator.list.queryKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.dashboard.stats.queryKey() }),
        ]);
      },
      onError: (error) => toastActionError(error, 'Erro ao validar documento'),
    }),
  );

  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return uploadFile<{ title: string; content: string }>('/api/platform/upload/validator', form);
    },
    onSuccess: (r) => toast.success('Arquivo processado!', r.title),
    onError: (error) => toastActionError(error, 'Erro ao processar arquivo', 'Erro ao fazer upload'),
  });

  const remove = useMutation(
    trpc.validator.remove.mutationOptions({
      onSuccess: ({ id }) => {
        toast.success('Validação excluída');
        setSelectedId((current) => (current === id ? null : current));
        return Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.validator.list.queryKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.dashboard.stats.queryKey() }),
        ]);
      },
      onError: (error) => toastActionError(error, 'Não foi possível excluir a validação', 'Tente novamente.'),
    }),
  );

  const selected = history.data?.find((v) => v.id === selectedId) ?? history.data?.[0];
  return {
    history,
    selected,
    /** The validation the user made or opened (null until then, while the newest is shown). */
    chosenId: selectedId,
    select: setSelectedId,
    validate,
    upload,
    remove: (id: string) => remove.mutate({ id }),
    removingId: remove.isPending ? remove.variables?.id : undefined,
  };
}
