import type { MonitorDto } from '@lexato/schemas';
import { Alert, Badge, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useHead } from '@unhead/react';
import { useState } from 'react';
import { pluralize } from '../../lib/format.ts';
import { ToolFrame } from '../platform/ToolFrame.tsx';
import { AddMonitorForm } from './AddMonitorForm.tsx';
import { DeadlineModal } from './DeadlineModal.tsx';
import { DeadlineMonth } from './DeadlineMonth.tsx';
import { MonitorCard } from './MonitorCard.tsx';
import { useMonitors } from './useMonitors.ts';

/** Monitor: add form plus the list of monitored cases, each with refresh and delete. */
export function MonitorPage() {
  useHead({ title: 'Monitor — Lexato' });
  const api = useMonitors();
  const [deadlineOf, setDeadlineOf] = useState<MonitorDto | null>(null);
  const urgent = api.monitors.filter((m) => m.urgent).length;

  return (
    <ToolFrame title="Monitor" description="Acompanhamento de processos e prazos em dias úteis">
      <AddMonitorForm onAdd={api.add} adding={api.adding} />
      {api.monitors.some((m) => m.deadlineDate) && <DeadlineMonth monitors={api.monitors} />}
      <Stack gap="md">
        <Group gap="sm">
          <Title order={2} size="h4">
            Processos monitorados
          </Title>
          <Badge variant="light">{pluralize(api.monitors.length, 'processo', 'processos')}</Badge>
          {urgent > 0 && <Badge color="red">{pluralize(urgent, 'prazo urgente', 'prazos urgentes')}</Badge>}
        </Group>
        {api.list.isPending ? (
          <Center py="xl">
            <Loader aria-label="Carregando processos" />
          </Center>
        ) : api.list.isError ? (
          <Alert color="red">Não foi possível carregar os processos: {api.list.error.message}</Alert>
        ) : api.monitors.length === 0 ? (
          <Text c="dimmed">Nenhum processo monitorado ainda. Adicione um pelo número CNJ.</Text>
        ) : (
          api.monitors.map((m) => (
            <MonitorCard
              key={m.id}
              monitor={m}
              refreshing={api.refreshingId === m.id}
              removing={api.removingId === m.id}
              onRefresh={() => api.refresh(m.id)}
              onRemove={() => api.remove(m.id)}
              onDeadline={() => setDeadlineOf(m)}
              onToggleStatus={() => api.setStatus(m.id, m.status === 'active' ? 'archived' : 'active')}
            />
          ))
        )}
      </Stack>
      <DeadlineModal
        monitor={deadlineOf}
        onClose={() => setDeadlineOf(null)}
        saving={api.savingDeadline}
        onSave={api.setDeadline}
        onClear={api.clearDeadline}
      />
    </ToolFrame>
  );
}
