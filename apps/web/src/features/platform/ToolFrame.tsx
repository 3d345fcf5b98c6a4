import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { trpc } from '../../lib/trpc.ts';

/** The common frame of every tool screen: title, description, back to the dashboard. */
export function ToolFrame({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const me = useQuery(trpc.platformAuth.me.queryOptions());
  return (
    <Container size="lg" py="md">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Title order={1}>{title}</Title>
            <Text c="dimmed">{description}</Text>
          </div>
          <Button
            component={Link}
            to="/platform/dashboard"
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
          >
            Voltar ao Dashboard
          </Button>
        </Group>
        {me.data && !me.data.hasActiveContract && (
          <Alert color="yellow" icon={<IconLock size={18} />} title="Conta sem contrato ativo">
            Você pode consultar seu histórico, mas novas análises e cálculos exigem um contrato ativo. Fale
            com nossa equipe comercial.
          </Alert>
        )}
        {children}
      </Stack>
    </Container>
  );
}
