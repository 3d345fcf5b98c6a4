import type { DocumentTypeValue } from '@lexato/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toastActionError, uploadFile } from '../../lib/action-errors.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';

/** The Analyser screen's calls and selection; every successful mutation reloads its list (no polling: results never go stale, lib/query-client.ts). */
export function useAnalyser() {
  const queryClient = useQueryClient();
  const documents = useQuery(trpc.analyser.documents.queryOptions());
  const analyses = useQuery(trpc.analyser.analyses.queryOptions());
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const reloadDocuments = () =>
    queryClient.invalidateQueries({ queryKey: trpc.analyser.documents.queryKey() });
  const reloadAnalyses = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.analyser.analyses.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.dashboard.stats.queryKey() }),
    ]);

  const create = useMutation(
    trpc.analyser.createDocument.mutationOptions({
      onSuccess: (doc) => {
        toast.success('Documento criado', doc.title);
        setSelectedId(doc.id);
        return reloadDocuments();
      },
      // The product spec titles a refused create 'Você não tem permissão' (403, no contract); what
      // the form can check is shown under its field before the call (DocumentForm).
      onError: (error) => toastActionError(error, 'Não foi possível criar o documento', 'Tente novamente.'),
    }),
  );

  const upload = useMutation({
    mutationFn: ({ file, docType }: { file: File; docType: DocumentTypeValue }) => {
      const form = new FormData();
      form.append('docType', docType);
      form.append('file', file);
      return uploadFile<{ id: string; title: string }>('/api/platform/upload/document', form);
    },
    onSuccess: (doc) => {
      toast.success('Arquivo processado!', doc.title);
      setSelectedId(doc.id);
      return reloadDocuments();
    },
    onError: (error) => toastActionError(error, 'Erro ao processar arquivo', 'Erro ao fazer upload'),
  });

  const analyze = useMutation(
    trpc.analyser.analyze.mutationOptions({
      onSuccess: (result) => {
        toast.success('Análise concluída!', result.aiNotice ?? `Pontuação ${result.score}/100`);
        return Promise.all([reloadDocuments(), reloadAnalyses()]);
      },
      onError: (error) => toastActionError(error, 'Não foi possível analisar o documento'),
    }),
  );

  // Deleting a document takes its analyses with it (ON DELETE CASCADE), so both lists reload.
  const remove = useMutation(
    trpc.analyser.deleteDocument.mutationOptions({
      onSuccess: ({ id }) => {
        toast.success('Documento excluído');
        setSelectedId((current) => (current === id ? null : current));
        return Promise.all([reloadDocuments(), reloadAnalyses()]);
      },
      onError: (error) => toastActionError(error, 'Não foi possível excluir o documento', 'Tente novamente.'),
    }),
  );

  return {
    documents,
    analyses,
    selectedId,
    select: setSelectedId,
    create,
    upload,
    analyze,
    remove: (id: string) => remove.mutate({ id }),
    removingId: remove.isPending ? remove.variables?.id : undefined,
  };
}
