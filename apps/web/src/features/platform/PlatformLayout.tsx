import '../../lib/mantine-app.css';
import { AppShell, Button, Center, Group, Loader, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, Navigate, Outlet, useNavigate } from '@tanstack/react-router';
import { queryClient } from '../../lib/query-client.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';

/** Every /platform/* screen but the login: checks the session first, redirects when it fails. */
export function PlatformLayout() {
  const me = useQuery(trpc.platformAuth.me.queryOptions());
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
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
