import '../../lib/mantine-app.css';
import { Alert, Anchor, AppShell, Button, Center, Group, Loader, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, Navigate, Outlet, useNavigate } from '@tanstack/react-router';
import { useEffect, useSyncExternalStore } from 'react';
import { queryClient } from '../../lib/query-client.ts';
import { sessionExpiry, watchSessionExpiry } from '../../lib/session-expiry.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';

/** Every /platform/* screen but the login: checks the session first, redirects when it fails. */
export function PlatformLayout() {
  const me = useQuery(trpc.platformAuth.me.queryOptions());
  // Every call of the signed-in screens is watched for a lost session (401).
  useEffect(() => watchSessionExpiry(queryClient), []);
  const navigate = useNavigate();
  const logout = useMutation(
    trpc.platformAuth.logout.mutationOptions({
      onSuccess: async () => {
        queryClient.clear();
        toast.success('Logout realizado', 'Até logo!');
        await navigate({ to: '/' });
      },
      onError: () => toast.error('Erro', 'Erro ao fazer logout'),
    }),
  );

  if (me.isPending) {
    return (
      <Center mih="100vh" aria-busy="true">
        <Loader aria-label="Verificando sua sessão" />
      </Center>
    );
  }
  if (me.isError) return <Navigate to="/platform/login" replace />;

  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Text component={Link} to="/platform/dashboard" fw={800} fz="lg">
            Lexato
          </Text>
          <Group gap="sm">
            <Text size="sm" c="dimmed" visibleFrom="xs">
              {me.data.name}
            </Text>
            <Button
              variant="subtle"
              leftSection={<IconLogout size={16} />}
              onClick={() => logout.mutate()}
              loading={logout.isPending}
            >
              Sair
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <SessionExpiredNotice />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}

/**
 * Shown, above the screen and kept in view, once any call answered 401 (lib/session-expiry.ts):
 * the screen stays as it was (nothing typed is lost) and the link leads to the login. The cached
 * session goes first, or the login route would still see the old one and send the user back here.
 */
function SessionExpiredNotice() {
  const expired = useSyncExternalStore(sessionExpiry.subscribe, sessionExpiry.isExpired, () => false);
  const navigate = useNavigate();
  if (!expired) return null;
  return (
    <Alert
      color="red"
      variant="filled"
      role="alert"
      title="Sua sessão expirou. Faça login novamente"
      mb="md"
      style={{ position: 'sticky', top: 'calc(var(--app-shell-header-height) + 8px)', zIndex: 150 }}
    >
      <Anchor
        component={Link}
        to="/platform/login"
        c="inherit"
        fw={700}
        underline="always"
        onClick={(event) => {
          event.preventDefault();
          sessionExpiry.reset();
          queryClient.clear();
          void navigate({ to: '/platform/login' });
        }}
      >
        Fazer login
      </Anchor>
    </Alert>
  );
}
