import type { CalculationRequestInput, CalculationType } from '@lexato/schemas';
import { useMutation } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { messageFromResponse } from '../../lib/errors.ts';
import { queryClient } from '../../lib/query-client.ts';
import { toast } from '../../lib/toast.ts';
import { trpc, trpcClient } from '../../lib/trpc.ts';
import type { CalcResultView } from './resultLines.ts';

export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

export interface CalculationOutcome {
  id: string;
  type: CalculationType;
  title: string;
  results: CalcResultView;
}

/** A failed call with its HTTP status, so 403 can read 'Você não tem permissão'. */
export class CalculationCallError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/**
 * Spec §7 POST /api/platform/calculations: multipart with `data` and the file. Without a file
 * the same procedure is called over tRPC (batched with the rest of the screen's calls).
 */
async function send(request: CalculationRequestInput, file: File | null): Promise<CalculationOutcome> {
  if (!file) {
    try {
      return await trpcClient.calculations.create.mutate(request);
    } catch (error) {
      const status = error instanceof TRPCClientError ? Number(error.data?.httpStatus ?? 500) : 500;
      throw new CalculationCallError(status, error instanceof Error ? error.message : '');
    }
  }
  const body = new FormData();
  body.append('data', JSON.stringify(request));
  body.append('file', file);
  const res = await fetch('/api/platform/calculations', { method: 'POST', body, credentials: 'include' });
  if (!res.ok) throw new CalculationCallError(res.status, await messageFromResponse(res));
  return (await res.json()) as CalculationOutcome;
}

export function useCalculate(onResult: (outcome: CalculationOutcome) => void) {
  return useMutation({
    mutationFn: ({ request, file }: { request: CalculationRequestInput; file: File | null }) =>
      send(request, file),
    onSuccess: async (outcome) => {
      onResult(outcome);
      toast.success('Cálculo realizado com sucesso!');
      await queryClient.invalidateQueries({ queryKey: trpc.calculations.list.queryKey() });
    },
    onError: (error) => {
      const status = error instanceof CalculationCallError ? error.status : 0;
      if (status === 403) toast.error('Você não tem permissão', error.message);
      else if (status === 413) toast.error('Arquivo muito grande', 'O arquivo deve ter no máximo 10MB');
      else toast.error('Erro ao calcular', 'Verifique os dados e tente novamente.');
    },
  });
}
