import type { MonitorDto, MonitorOabInput, MonitorPublicationDto } from '@lexato/schemas';
import { Alert, Badge, Button, Card, Group, Spoiler, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatDateTime, formatIsoDateBr } from '../../lib/format.ts';
import { parseOabList } from './monitorView.ts';
import { usePublications } from './usePublications.ts';

/**
 * The user's OAB numbers, one form; keyed by the saved list, so a list saved (here or elsewhere)
 * starts it again from what the server holds.
 */
function OabForm({
  saved,
  save,
  saving,
}: {
  saved: string;
  save: (numbers: MonitorOabInput['numbers']) => Promise<void>;
  saving: boolean;
}) {
  // validate says what is wrong with the text; the submit gets the numbers read from it.
  const form = useForm({
    initialValues: { oab: saved },
    validate: { oab: (text: string) => parseOabList(text).error ?? null },
    transformValues: ({ oab }) => parseOabList(oab).numbers,
  });
  return (
    <form
      onSubmit={form.onSubmit(save)}
      noValidate
      style={{
        flex: 1,
        minWidth: 220,
        display: 'flex',
        gap: 'var(--mantine-spacing-md)',
        alignItems: 'flex-end',
        flexWrap: 'wrap',
      }}
    >
      <TextInput
        label="Inscrições na OAB"
        description="Número/UF, separadas por vírgula (ex.: 123456/SP, 98765/RJ)"
        {...form.getInputProps('oab')}
        style={{ flex: 1, minWidth: 220 }}
      />
      <Button type="submit" variant="light" loading={saving}>
        Salvar inscrições
      </Button>
    </form>
  );
}

const STATUS_LABELS: Record<MonitorPublicationDto['status'], string> = {
  nova: 'Nova',
  'prazo-definido': 'Prazo definido',
  descartada: 'Descartada',
};

/**
 * Publications captured from the DJEN by the user's OAB numbers and monitored cases; one that
 * belongs to a monitored case proposes the deadline it starts (the user gives the days).
 */
export function PublicationsPanel({
  monitors,
  onPropose,
}: {
  monitors: MonitorDto[];
  onPropose: (monitor: MonitorDto, publication: MonitorPublicationDto) => void;
}) {
  const api = usePublications();
  const data = api.list.data;
  const saved = data?.oabNumbers.map((o) => `${o.number}/${o.uf}`).join(', ') ?? '';
  const saveOab = async (numbers: MonitorOabInput['numbers']) => {
    await api.setOab(numbers).catch(() => {});
  };

  return (
    <Card withBorder radius="md" padding="lg" data-testid="publications">
      <Title order={2} size="h4" mb="sm">
        Publicações do DJEN
      </Title>
      {!data ? null : !data.enabled ? (
        <Alert color="gray" variant="light">
          {data.message}
        </Alert>
      ) : (
        <Stack gap="sm">
          <Group align="flex-end" wrap="wrap">
            <OabForm key={saved} saved={saved} save={saveOab} saving={api.savingOab} />
            <Button onClick={api.capture} loading={api.capturing}>
              Buscar publicações agora
            </Button>
          </Group>
          {data.lastCapture && (
            <Text
              size="xs"
              c={
                data.lastCapture.status === 'failed' || data.lastCapture.status === 'full'
                  ? 'red.4'
                  : 'dimmed'
              }
            >
              Última busca em {formatDateTime(data.lastCapture.at)}: {data.lastCapture.message}
            </Text>
          )}
          {data.items.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nenhuma publicação capturada.
            </Text>
          ) : (
            data.items.map((p) => {
              const monitor = p.monitorId ? monitors.find((m) => m.id === p.monitorId) : undefined;
              return (
                <Card key={p.id} withBorder radius="sm" padding="sm" data-testid="publication">
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <Text size="sm" fw={600}>
                      {formatIsoDateBr(p.availableOn)} · {p.tribunal} · {p.kind || 'Comunicação'}
                    </Text>
                    <Badge variant="light" color={p.status === 'nova' ? 'blue' : 'gray'}>
                      {STATUS_LABELS[p.status]}
                    </Badge>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {p.processNumber}
                    {p.organ ? ` — ${p.organ}` : ''}
                    {p.recipients.length ? ` — ${p.recipients.map((r) => r.name).join(', ')}` : ''}
                  </Text>
                  {p.proposal && (
                    <Text size="xs" c="dimmed">
                      Publicação considerada em {formatIsoDateBr(p.proposal.publishedOn)} (primeiro dia útil
                      seguinte à disponibilização no calendário do {p.proposal.court}; CPC, art. 224, § 2º)
                    </Text>
                  )}
                  <Spoiler maxHeight={44} showLabel="Ver texto" hideLabel="Ocultar">
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                      {p.text}
                    </Text>
                  </Spoiler>
                  {p.status === 'nova' && (
                    <Group gap="xs" mt={6}>
                      {monitor && p.proposal ? (
                        <Button size="xs" onClick={() => onPropose(monitor, p)}>
                          Definir prazo a partir desta publicação
                        </Button>
                      ) : (
                        <Text size="xs" c="dimmed">
                          Processo não monitorado: adicione-o para contar o prazo.
                        </Text>
                      )}
                      <Button
                        size="xs"
                        variant="subtle"
                        onClick={() => api.setStatus(p.id, 'descartada').catch(() => {})}
                      >
                        Descartar
                      </Button>
                    </Group>
                  )}
                </Card>
              );
            })
          )}
        </Stack>
      )}
    </Card>
  );
}
