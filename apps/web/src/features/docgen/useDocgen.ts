import type { GeneratedDocumentSummaryDto, GenerateInput, TemplateCreateInput } from '@lexato/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toastActionError } from '../../lib/action-errors.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';

/** The DocGen screen's calls; each successful mutation reloads its list. */
export function useDocgen() {
  const queryClient = useQueryClient();
  const templates = useQuery(trpc.docgen.templates.queryOptions());
  const documents = useQuery(trpc.docgen.documents.queryOptions());

  const generate = useMutation(
    trpc.docgen.generate.mutationOptions({
      onSuccess: (doc) => {
        toast.success('Documento gerado!', doc.title);
        return queryClient.invalidateQueries({ queryKey: trpc.docgen.documents.queryKey() });
      },
      onError: (error) => toastActionError(error, 'Não foi possível gerar o documento', 'Tente novamente.'),
    }),
  );
  const createTemplate = useMutation(
    trpc.docgen.createTemplate.mutationOptions({
      onSuccess: (template) => {
        toast.success('Modelo criado', template.name);
        return queryClient.invalidateQueries({ queryKey: trpc.docgen.templates.queryKey() });
      },
      onError: (error) => toastActionError(error, 'Não foi possível criar o modelo', 'Tente novamente.'),
    }),
  );

  const remove = useMutation(
    trpc.docgen.deleteDocument.mutationOptions({
      onSuccess: () => {
        toast.success('Documento excluído');
        return queryClient.invalidateQueries({ queryKey: trpc.docgen.documents.queryKey() });
      },
      onError: (error) => toastActionError(error, 'Não foi possível excluir o documento', 'Tente novamente.'),
    }),
  );

  return {
    templates,
    templateList: templates.data ?? [],
    documents,
    documentList: documents.data ?? [],
    generate: (input: GenerateInput) => generate.mutateAsync(input),
    generating: generate.isPending,
    createTemplate: (input: TemplateCreateInput) => createTemplate.mutateAsync(input),
    creatingTemplate: createTemplate.isPending,
    remove: (id: string) => remove.mutate({ id }),
    removingId: remove.isPending ? remove.variables?.id : undefined,
  };
}

/** The download is a plain-text file named after the title. */
export function downloadText(fileName: string, content: string) {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/plain;charset=utf-8' }));
  clickDownload(url, fileName);
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A document the list only previews is downloaded whole from the server. */
export function downloadGenerated(doc: GeneratedDocumentSummaryDto, fileName: string) {
  if (!doc.contentTruncated) return downloadText(fileName, doc.content);
  clickDownload(`/api/platform/generated-documents/${doc.id}/txt`, fileName);
}

function clickDownload(href: string, fileName: string) {
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
}
