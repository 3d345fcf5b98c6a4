import { DEADLINE_CALENDAR_LABELS, MONITOR_PRIORITY_LABELS, type MonitorDto } from '@lexato/schemas';
import {
  Alert,
  Badge,
  Button,
  Card,
  Collapse,
  Group,
  List,
  Modal,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconAlertTriangle,
  IconArchive,
  IconCalendarEvent,
  IconRefresh,
  IconTrash,
} from '@tabler/icons-react';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import {
  businessDaysLeftLabel,
  collapseTrail,
  daysLeftLabel,
  isActive,
  latestMovements,
  PRIORITY_COLORS,
} from './monitorView.ts';

interface MonitorCardProps {
  monitor: MonitorDto;
  refreshing: boolean;
  removing: boolean;
  onRefresh: () => void;
  onRemove: () => void;
  onDeadline: () => void;
  onToggleStatus: () => void;
}

/** One monitored case: status, priority, alerts, deadline with its trail, 5 latest movements. */
export function MonitorCard({
  monitor: m,
  refreshing,
  removing,
  onRefresh,
  onRemove,
  onDeadline,
  onToggleStatus,
}: MonitorCardProps) {
  const [trailOpen, trail] = useDisclosure(false);
  const [confirmOpen, confirm] = useDisclosure(false);
  const movements = latestMovements(m.movements);
  const left = daysLeftLabel(m.daysLeft);
  const usefulLeft = businessDaysLeftLabel(m.businessDaysLeft);

  return (
    <Card withBorder radius="md" padding="lg" data-testid="monitor-card" aria-label={m.processTitle}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Title order={3} size="h5">
              {m.processTitle}
            </Title>
            <Text size="sm" c="dimmed" ff="monospace">
              {m.processNumber}
            </Text>
            <Text size="xs" c="dimmed">
              {m.tribunal}
              {m.court ? ` · ${m.court}` : ''}
            </Text>
          </div>
          <Group gap="xs">
            {m.urgent && (
              <Badge color="red" variant="filled" leftSection={<IconAlertTriangle size={12} />}>
                Urgente
              </Badge>
            )}
            <Badge color={isActive(m) ? 'green' : 'gray'} variant="light">
              {isActive(m) ? 'Ativo' : 'Inativo'}
            </Badge>
            <Badge color={PRIORITY_COLORS[m.priority]} variant="light">
              Prioridade {MONITOR_PRIORITY_LABELS[m.priority]}
            </Badge>
          </Group>
        </Group>

        <Group gap="lg" wrap="wrap">
          <Text size="sm">
            <Text span c="dimmed">
              Última verificação:{' '}
            </Text>
            {m.lastCheck ? formatDateTime(m.lastCheck) : 'nunca'}
          </Text>
          <Text size="sm">
            <Text span c="dimmed">
              Última movimentação:{' '}
            </Text>
            {m.lastMovement ? formatDate(m.lastMovement) : '—'}
          </Text>
        </Group>
        {m.lastRefresh && m.lastRefresh.status !== 'updated' && m.lastRefresh.status !== 'unchanged' && (
          <Text size="xs" c={m.lastRefresh.status === 'failed' ? 'red.4' : 'dimmed'}>
            {m.lastRefresh.message}
          </Text>
        )}

        {m.nextDeadline && m.deadlineDate ? (
          <Card withBorder radius="sm" padding="sm" bg={m.urgent ? 'rgba(250, 82, 82, 0.08)' : undefined}>
            <Group justify="space-between" wrap="wrap">
              <div>
                <Text fw={600} size="sm">
                  {m.deadlineDescription ?? 'Prazo'}: {formatDate(`${m.deadlineDate}T12:00:00-03:00`)}
                </Text>
                {m.deadlineRule && (
                  <Text size="xs" c="dimmed">
                    Calendário: {DEADLINE_CALENDAR_LABELS[m.deadlineRule.calendar]}
                  </Text>
                )}
                {left && (
                  <Text
                    size="sm"
                    c={m.urgent || (m.daysLeft ?? 0) < 0 ? 'red.4' : 'dimmed'}
                    data-testid="days-left"
                  >
                    {left}
                  </Text>
                )}
                {usefulLeft && (
                  <Text size="sm" c="dimmed" data-testid="business-days-left">
                    {usefulLeft}
                    {m.deadlineRule?.court ? ` no calendário do ${m.deadlineRule.court}` : ''}
                  </Text>
                )}
              </div>
              <Button variant="subtle" size="xs" onClick={trail.toggle} aria-expanded={trailOpen}>
                {trailOpen ? 'Ocultar' : 'Por que esta data?'}
              </Button>
            </Group>
            <Collapse expanded={trailOpen}>
              <Timeline mt="sm" bulletSize={10} lineWidth={1}>
                {collapseTrail(m.deadlineTrail).map((line) => (
                  <Timeline.Item key={line.key} title={line.when}>
                    <Text size="xs">{line.description}</Text>
                    <Text size="xs" c="dimmed">
                      {line.basis}
                    </Text>
                  </Timeline.Item>
                ))}
              </Timeline>
            </Collapse>
          </Card>
        ) : null}

        {m.alerts.length > 0 && (
          <Stack gap={6}>
            {m.alerts.slice(0, 5).map((a) => (
              <Alert
                key={`${a.type}-${a.date}-${a.title}-${a.message}`}
                color={a.priority === 'high' ? 'red' : a.priority === 'medium' ? 'yellow' : 'blue'}
                variant="light"
                title={a.title}
                p="xs"
              >
                <Text size="xs">{a.message}</Text>
              </Alert>
            ))}
          </Stack>
        )}

        <div>
          <Text fw={600} size="sm" mb={4}>
            Movimentações recentes
          </Text>
          {movements.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nenhuma movimentação registrada. Use “Atualizar” para consultar o DataJud.
            </Text>
          ) : (
            <List size="sm" spacing={4}>
              {movements.map((mv) => (
                <List.Item key={`${mv.date}-${mv.code}-${mv.description}`}>
                  <Text span size="xs" c="dimmed">
                    {formatDate(mv.date)} ·{' '}
                  </Text>
                  {mv.description}
                </List.Item>
              ))}
            </List>
          )}
        </div>

        <Group gap="xs" justify="flex-end" wrap="wrap">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconCalendarEvent size={14} />}
            onClick={onDeadline}
          >
            Prazo
          </Button>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconArchive size={14} />}
            onClick={onToggleStatus}
          >
            {isActive(m) ? 'Arquivar' : 'Reativar'}
          </Button>
          <Button size="xs" leftSection={<IconRefresh size={14} />} loading={refreshing} onClick={onRefresh}>
            Atualizar
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            leftSection={<IconTrash size={14} />}
            loading={removing}
            onClick={confirm.open}
          >
            Remover
          </Button>
        </Group>
      </Stack>
      <Modal opened={confirmOpen} onClose={confirm.close} title="Remover processo monitorado?">
        <Stack gap="md">
          <Text size="sm">
            {m.processTitle} ({m.processNumber}) deixará de ser acompanhado, com seu prazo e suas
            movimentações. Esta ação não pode ser desfeita.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={confirm.close}>
              Cancelar
            </Button>
            <Button
              color="red"
              onClick={() => {
                confirm.close();
                onRemove();
              }}
            >
              Remover
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
