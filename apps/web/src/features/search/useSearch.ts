import type { SearchDto, SearchInput } from '@lexato/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { toastActionError } from '../../lib/action-errors.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { resultRange } from './searchView.ts';

/** The Search screen's calls: run a search (the current one is kept for paging), history, courts, acts. */
export function useSearch() {
  const queryClient = useQueryClient();
  const [historyPage, setHistoryPage] = useState(1);
  const history = useQuery({
    ...trpc.search.history.queryOptions({ page: historyPage }),
    placeholderData: keepPreviousData,
  });
  const courts = useQuery(trpc.search.courts.queryOptions());
  const acts = useQuery(trpc.search.acts.queryOptions());
  /** The search on screen; `call` tells one answer from the next, even for the same query. */
  const [current, setCurrent] = useState<{ input: SearchInput; result: SearchDto; call: number } | null>(
    null,
  );

  // Only the latest search may show its results and its toast: an earlier one answering late
  // would put another query's count on screen.
  const latest = useRef(0);
  const run = useMutation(
    trpc.search.run.mutationOptions({
      onMutate: () => {
        latest.current += 1;
        return latest.current;
      },
      onSuccess: (result, input, call) => {
        if (call !== latest.current) return;
        setCurrent({ input, result, call });
        toast.success(
          'Pesquisa concluída!',
          `${resultRange(result.page, result.pageSize, result.results.length, result.resultCount)} para “${input.query}”`,
        );
        return Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.search.history.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.dashboard.stats.queryKey() }),
        ]);
      },
      onError: (error, _input, call) => {
        if (call === latest.current)
          toastActionError(error, 'Não foi possível realizar a pesquisa', 'Tente novamente.');
      },
    }),
  );

  return {
    history,
    searches: history.data?.items ?? [],
    /** Every search the user made, not only the page shown. */
    historyTotal: history.data?.total ?? 0,
    historyPages: history.data ? Math.max(1, Math.ceil(history.data.total / history.data.pageSize)) : 1,
    historyPage,
    setHistoryPage,
    courts: courts.data ?? [],
    acts: acts.data ?? [],
    current,
    search: (input: SearchInput) => run.mutateAsync(input),
    goToPage: (page: number) => {
      if (current) void run.mutateAsync({ ...current.input, page }).catch(() => {});
    },
    pending: run.isPending,
  };
}
