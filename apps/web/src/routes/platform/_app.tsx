import { createFileRoute, redirect } from '@tanstack/react-router';
import { PlatformLayout } from '../../features/platform/PlatformLayout.tsx';
import { platformUser } from '../../lib/platform-session.ts';

export const Route = createFileRoute('/platform/_app')({
  // Every tool screen needs a session: without one, the login (before any screen code runs).
  beforeLoad: async ({ context }) => {
    if (!(await platformUser(context.queryClient))) throw redirect({ to: '/platform/login', replace: true });
  },
  component: PlatformLayout,
});
