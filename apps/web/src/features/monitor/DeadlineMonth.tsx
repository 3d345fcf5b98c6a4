import type { MonitorDto } from '@lexato/schemas';
import { ActionIcon, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { formatIsoDateBr } from '../../lib/format.ts';
import {
  businessDaysLeftLabel,
  daysLeftLabel,
  deadlinesOfMonth,
  monthCells,
  shiftMonth,
} from './monitorView.ts';

const WEEKDAYS = ['D', 'S', 'T', 'Q', 'Q', 'S', 'S'];
const monthName = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Today's month in Brasília ('YYYY-MM'), where the courts' days are counted. */
function currentMonth(): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  return parts.slice(0, 7);
}

/** The month's deadlines: a calendar with the due days marked and the list a lawyer works from. */
export function DeadlineMonth({ monitors }: { monitors: MonitorDto[] }) {
  const [month, setMonth] = useState(currentMonth);
  const due = deadlinesOfMonth(monitors, month);
  const byDay = new Map<string, number>();
  for (const m of due) if (m.deadlineDate) byDay.set(m.deadlineDate, (byDay.get(m.deadlineDate) ?? 0) + 1);
  const label = monthName.format(new Date(`${month}-15T12:00:00Z`));

  return (
    <Card withBorder radius="md" padding="lg" data-testid="deadline-month">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          Prazos do mês
        </Title>
        <Group gap={4}>
          <ActionIcon
            variant="subtle"
            aria-label="Mês anterior"
            onClick={() => setMonth(shiftMonth(month, -1))}
          >
            <IconChevronLeft size={16} />
          </ActionIcon>
          <Text fw={600} size="sm" miw={130} ta="center" aria-live="polite">
            {label}
          </Text>
          <ActionIcon
            variant="subtle"
            aria-label="Próximo mês"
            onClick={() => setMonth(shiftMonth(month, 1))}
          >
            <IconChevronRight size={16} />
          </ActionIcon>
        </Group>
      </Group>
      <SimpleGrid cols={7} spacing={2} verticalSpacing={2} aria-hidden="true">
        {WEEKDAYS.map((d, i) => (
          <Text key={`${d}-${i.toString()}`} size="xs" c="dimmed" ta="center">
            {d}
          </Text>
        ))}
        {monthCells(month).map((day, i) =>
          day ? (
            <Stack key={day} gap={0} align="center" py={2}>
              <Text size="xs">{Number(day.slice(8, 10))}</Text>
              {byDay.get(day) ? (
                <Badge size="xs" color="red" variant="filled">
                  {byDay.get(day)}
                </Badge>
              ) : null}
            </Stack>
          ) : (
            <span key={`empty-${i.toString()}`} />
          ),
        )}
      </SimpleGrid>
      <Stack gap={6} mt="sm">
        {due.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nenhum prazo neste mês.
          </Text>
        ) : (
          due.map((m) => (
            <Group key={m.id} gap="xs" wrap="wrap" data-testid="month-deadline">
              <Text size="sm" fw={600}>
                {m.deadlineDate ? formatIsoDateBr(m.deadlineDate) : ''}
              </Text>
              <Text size="sm">
                {m.deadlineDescription ?? 'Prazo'} — {m.processTitle} ({m.tribunal})
              </Text>
              <Text size="xs" c={m.urgent ? 'red.4' : 'dimmed'}>
                {[daysLeftLabel(m.daysLeft), businessDaysLeftLabel(m.businessDaysLeft)]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </Group>
          ))
        )}
      </Stack>
    </Card>
  );
}
