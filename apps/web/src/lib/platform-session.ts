import type { MeDto } from '@lexato/schemas';
import type { QueryClient } from '@tanstack/react-query';
import { trpc } from './trpc.ts';

/**
 * The platform session as the route guards see it: the signed-in user, or null when there is no
 * valid session. Cached like any query (the login invalidates it), so a guard costs one call per
 * session, not one per screen.
 */
/** Whether the visitor is signed in, asked without a 401 (the login screen's question). */
export async function hasPlatformSession(queryClient: QueryClient): Promise<boolean> {
  try {
    // Asked afresh on each visit: a cached answer would outlive a login or a logout.
    const check = await queryClient.fetchQuery({ ...trpc.platformAuth.check.queryOptions(), staleTime: 0 });
    return check.isAuthenticated;
  } catch {
    return false;
  }
}

export async function platformUser(queryClient: QueryClient): Promise<MeDto | null> {
  try {
    return await queryClient.ensureQueryData(trpc.platformAuth.me.queryOptions());
  } catch {
    return null;
  }
}
