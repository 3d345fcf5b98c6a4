import { MantineProvider } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useLocation } from '@tanstack/react-router';
import type { Unhead } from '@unhead/react/client';
import { UnheadProvider } from '@unhead/react/client';
import { NotFoundPage } from '../components/NotFoundPage.tsx';
import { LazyNotifications } from '../lib/lazy-notifications.tsx';
import { colorSchemeManager, theme } from '../lib/theme.ts';

export interface RouterContext {
  queryClient: QueryClient;
  /** Where useHead calls write: the document in the browser, landing.html at build time. */
  head: Unhead;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  const { queryClient, head } = Route.useRouteContext();
  // The platform is always dark (its screens are designed for it); the public site follows the visitor's choice.
  const inPlatform = useLocation({ select: (l) => l.pathname.startsWith('/platform') });
  return (
    <UnheadProvider head={head}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider
          theme={theme}
          colorSchemeManager={colorSchemeManager}
          defaultColorScheme="light"
          {...(inPlatform ? { forceColorScheme: 'dark' as const } : {})}
        >
          {/* No exit transition: the toast a newer one replaces leaves at once, never two on screen. */}
          <LazyNotifications
            limit={1}
            autoClose={5000}
            transitionDuration={0}
            position="bottom-right"
            containerWidth={420}
          />
          <Outlet />
        </MantineProvider>
      </QueryClientProvider>
    </UnheadProvider>
  );
}
