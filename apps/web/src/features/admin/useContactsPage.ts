import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { RouterOutputs } from '../../lib/api-types.ts';
import { trpc } from '../../lib/trpc.ts';

/** A page's nextCursor, sent back to fetch the page after it. */
type Cursor = NonNullable<RouterOutputs['contacts']['list']['nextCursor']>;

export const PAGE_SIZES = ['25', '50', '100'] as const;

/**
 * One server page at a time (keyset cursor), so 10,000 contacts cost the same as 10. The
 * cursors of the pages already seen are kept to go back.
 */
export function useContactsPage(enabled: boolean) {
  const [pageSize, setPageSizeState] = useState(50);
  const [cursors, setCursors] = useState<(Cursor | undefined)[]>([undefined]);
  const page = cursors.length;
  const cursor = cursors[cursors.length - 1];

  const query = useQuery({
    ...trpc.contacts.list.queryOptions({ limit: pageSize, ...(cursor ? { cursor } : {}) }),
    enabled,
    placeholderData: keepPreviousData,
  });

  const total = query.data?.total ?? 0;
  const nextCursor = query.data?.nextCursor ?? null;

  return {
    query,
    items: query.data?.items ?? [],
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
    pageSize,
    setPageSize: (size: number) => {
      setPageSizeState(size);
      setCursors([undefined]);
    },
    hasNext: nextCursor !== null,
    hasPrevious: page > 1,
    next: () => nextCursor && setCursors((c) => [...c, nextCursor]),
    previous: () => setCursors((c) => (c.length > 1 ? c.slice(0, -1) : c)),
    first: () => setCursors([undefined]),
  };
}
