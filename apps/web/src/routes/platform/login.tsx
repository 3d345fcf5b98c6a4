import { createFileRoute, redirect } from '@tanstack/react-router';
import { PlatformLoginPage } from '../../features/platform/PlatformLoginPage.tsx';
import { platformUser } from '../../lib/platform-session.ts';

export const Route = createFileRoute('/platform/login')({
  // Someone already signed in has nothing to do here: straight to the dashboard.
  beforeLoad: async ({ context }) => {
    if (await platformUser(context.queryClient)) throw redirect({ to: '/platform/dashboard', replace: true });
  },
  component: PlatformLoginPage,
});
