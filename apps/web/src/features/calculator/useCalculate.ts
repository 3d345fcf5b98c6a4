import type { CalculationRequestInput } from '@lexato/schemas';
import { useMutation } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import type { RouterOutputs } from '../../lib/api-types.ts';
import { queryClient } from '../../lib/query-client.ts';
import { toast } from '../../lib/toast.ts';
import { trpc, trpcClient } from '../../lib/trpc.ts';

export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

/** What the screen keeps of calculations.create's result (REST's JSON has createdAt as a string). */
export type CalculationOutcome = Pick<
  RouterOutputs['calculations']['create'],
  'id' | 'type' | 'title' | 'results'
>;

/**
 * A failed call with its HTTP status, so 403 can read 'Você não tem permissão', and the facts a
 * refusal gives to act on (`details.ultimaDataCalculavel`: the last end date the series reach).
 */
export class CalculationCallError extends Error {
  readonly status: number;
  readonly details: Record<string, string> | null;
  constructor(status: number, message: string, details: Record<string, string> | null = null) {
    super(message);
    this.status = status;
    this.details = details;
  }
}

function detailsOf(value: unknown): Record<string, string> | null {
  if (!value || typeof value !== 'object') return null;
  const entries = Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string');
  return entries.length ? Object.fromEntries(entries) : null;
}

async function restError(res: Response): Promise<CalculationCallError> {
  const text = await res.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { message?: unknown; details?: unknown };
    if (typeof body.message === 'string' && body.message) {
      return new CalculationCallError(res.status, body.message, detailsOf(body.details));
    }
  } catch {
    // not JSON: the text itself, as messageFromResponse does
  }
  return new CalculationCallError(res.status, text || res.statusText || `Erro ${res.status}`);
}

/**
 * POST /api/platform/calculations: multipart with `data` and the file. Without a file
 * the same procedure is called over tRPC (batched with the rest of the screen's calls).
 */
async function send(request: CalculationRequestInput, file: File | null): Promise<CalculationOutcome> {
  if (!file) {
    try {
      return await trpcClient.calculations.create.mutate(request);
    } catch (error) {
      const status = error instanceof TRPCClientError ? Number(error.data?.httpStatus ?? 500) : 500;
      const details = error instanceof TRPCClientError ? detailsOf(error.data?.details) : null;
      throw new CalculationCallError(status, error instanceof Error ? error.message : '', details);
    }
  }
  const body = new FormData();
  body.append('data', JSON.stringify(request));
  body.append('file', file);
  const res = await fetch('/api/platform/calculations', { method: 'POST', body, credentials: 'include' });
  if (!res.ok) throw await restError(res);
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
      else if (status === 400 && error.message) toast.error('Não foi possível calcular', error.message);
      else toast.error('Erro ao calcular', 'Verifique os dados e tente novamente.');
    },
  });
}
