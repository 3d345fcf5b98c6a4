import { createFileRoute, redirect } from '@tanstack/react-router';
import { PlatformLayout } from '../../features/platform/PlatformLayout.tsx';

export const Route = createFileRoute('/platform/_app')({
  // Every tool screen needs a session: without one, the login (before any screen code runs).
  // (The session module, with the tRPC client, loads here and not with the landing's bundle.)
  beforeLoad: async ({ context }) => {
    const { platformUser } = await import('../../lib/platform-session.ts');
    if (!(await platformUser(context.queryClient))) throw redirect({ to: '/platform/login', replace: true });
  },
  component: PlatformLayout,
});
