import { createFileRoute, redirect } from '@tanstack/react-router';
import { PlatformLoginPage } from '../../features/platform/PlatformLoginPage.tsx';

export const Route = createFileRoute('/platform/login')({
  // Someone already signed in has nothing to do here: straight to the dashboard.
  // (The session module, with the tRPC client, loads here and not with the landing's bundle.)
  beforeLoad: async ({ context }) => {
    const { hasPlatformSession } = await import('../../lib/platform-session.ts');
    if (await hasPlatformSession(context.queryClient))
      throw redirect({ to: '/platform/dashboard', replace: true });
  },
  component: PlatformLoginPage,
});
