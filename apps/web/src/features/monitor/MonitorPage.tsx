import type { MonitorDeadlineInput, MonitorDto } from '@lexato/schemas';
import { Badge } from '@mantine/core';
import { useHead } from '@unhead/react';
import { useState } from 'react';
import { ListSection } from '../../components/ListSection.tsx';
import { pluralize } from '../../lib/format.ts';
import { ToolFrame } from '../platform/ToolFrame.tsx';
import { AddMonitorForm } from './AddMonitorForm.tsx';
import { DeadlineModal } from './DeadlineModal.tsx';
import { DeadlineMonth } from './DeadlineMonth.tsx';
import { MonitorCard } from './MonitorCard.tsx';
import { PublicationsPanel } from './PublicationsPanel.tsx';
import { useMonitors } from './useMonitors.ts';
import { usePublications } from './usePublications.ts';

/** Monitor: add form plus the list of monitored cases, each with refresh and delete. */
export function MonitorPage() {
  useHead({ title: 'Monitor — Lexato' });
  const api = useMonitors();
  const [deadlineOf, setDeadlineOf] = useState<MonitorDto | null>(null);
  // A deadline proposed by a DJEN publication: its availability date, and the publication to mark.
  const [fromPublication, setFromPublication] = useState<{ id: string; from: string } | undefined>();
  const publications = usePublications();
  const openDeadline = (m: MonitorDto | null, publication?: { id: string; from: string }) => {
    setFromPublication(publication);
    setDeadlineOf(m);
  };
  const saveDeadline = async (input: MonitorDeadlineInput) => {
    await api.setDeadline(input);
    if (fromPublication) await publications.setStatus(fromPublication.id, 'prazo-definido').catch(() => {});
  };
  const urgent = api.monitors.filter((m) => m.urgent).length;

  return (
    <ToolFrame title="Monitor" description="Acompanhamento de processos e prazos em dias úteis">
      <AddMonitorForm onAdd={api.add} adding={api.adding} />
      {api.monitors.some((m) => m.deadlineDate) && <DeadlineMonth monitors={api.monitors} />}
      <PublicationsPanel
        monitors={api.monitors}
        onPropose={(m, p) => openDeadline(m, { id: p.id, from: p.availableOn })}
      />
      <ListSection
        title="Processos monitorados"
        query={api.list}
        items={api.monitors}
        noun={['processo', 'processos']}
        loadingLabel="Carregando processos"
        errorLabel="Não foi possível carregar os processos"
        empty="Nenhum processo monitorado ainda. Adicione um pelo número CNJ."
        extra={
          urgent > 0 && <Badge color="red">{pluralize(urgent, 'prazo urgente', 'prazos urgentes')}</Badge>
        }
      >
        {(monitors) =>
          monitors.map((m) => (
            <MonitorCard
              key={m.id}
              monitor={m}
              refreshing={api.refreshingId === m.id}
              removing={api.removingId === m.id}
              onRefresh={() => api.refresh(m.id)}
              onRemove={() => api.remove(m.id)}
              onDeadline={() => openDeadline(m)}
              onToggleStatus={() => api.setStatus(m.id, m.status === 'active' ? 'archived' : 'active')}
            />
          ))
        }
      </ListSection>
      <DeadlineModal
        monitor={deadlineOf}
        onClose={() => openDeadline(null)}
        saving={api.savingDeadline}
        onSave={saveDeadline}
        preset={fromPublication}
        onClear={api.clearDeadline}
      />
    </ToolFrame>
  );
}
