import { createRouter, type RouterHistory, RouterProvider } from '@tanstack/react-router';
import type { Unhead } from '@unhead/react/client';
import { StrictMode } from 'react';
import { browserHead } from './lib/head.ts';
import { queryClient } from './lib/query-client.ts';
import { routeTree } from './routeTree.gen.ts';

/**
 * The app's router. In the browser it takes the history and origin from `window`; the prerender
 * (entry-prerender.tsx), which has no `window`, gives a memory history, the site's origin and a
 * server head that collects the page's head tags.
 */
export function createAppRouter(prerender?: { history: RouterHistory; origin: string; head: Unhead }) {
  return createRouter({
    routeTree,
    context: { queryClient, head: prerender?.head ?? browserHead },
    defaultPreload: 'intent',
    // Restoring scroll positions needs the browser; it does not change what renders.
    scrollRestoration: !prerender,
    ...(prerender ? { history: prerender.history, origin: prerender.origin } : {}),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

/** The whole React tree, the same in the browser and in the prerender (hydration needs both alike). */
export function App({ router }: { router: AppRouter }) {
  return (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
}
