// The API's results as the web receives them, inferred from the router: each procedure's
// `.output()` schema (packages/schemas) is the one description of a response, so a screen never
// restates one. Over tRPC (superjson) dates arrive as Date; a REST call's JSON has ISO strings.
import type { AppRouter } from '@lexato/api';
import type { inferRouterOutputs } from '@trpc/server';

export type RouterOutputs = inferRouterOutputs<AppRouter>;
