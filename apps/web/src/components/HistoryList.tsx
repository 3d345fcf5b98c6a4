import { Card, Group, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './HistoryList.module.css';

export interface HistoryEntry {
  title: string;
  meta: ReactNode;
  badge: ReactNode;
  /** A control beside the row (a download), outside its button. */
  action?: ReactNode;
}

interface Props<T extends { id: string }> {
  heading: string;
  /** The list's accessible name. */
  label: string;
  empty: string;
  items: T[] | undefined;
  loading: boolean;
  selectedId: string | null | undefined;
  onSelect(id: string): void;
  entry(item: T): HistoryEntry;
}

/** A tool's saved records as a selectable list, with its loading and empty states. */
export function HistoryList<T extends { id: string }>({
  heading,
  label,
  empty,
  items,
  loading,
  selectedId,
  onSelect,
  entry,
}: Props<T>) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {heading}
        </Title>
        {loading ? (
          <>
            <Skeleton h={52} />
            <Skeleton h={52} />
          </>
        ) : !items || items.length === 0 ? (
          <Text c="dimmed" size="sm">
            {empty}
          </Text>
        ) : (
          <Stack gap={6} component="ul" className={classes.list} aria-label={label}>
            {items.map((item) => {
              const { title, meta, badge, action } = entry(item);
              return (
                <li key={item.id} className={action ? classes.withAction : undefined}>
                  <UnstyledButton
                    className={classes.item}
                    data-selected={item.id === selectedId || undefined}
                    aria-pressed={item.id === selectedId}
                    onClick={() => onSelect(item.id)}
                  >
                    <Group justify="space-between" wrap="nowrap" gap="sm">
                      <div style={{ minWidth: 0 }}>
                        <Text fw={600} truncate>
                          {title}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {meta}
                        </Text>
                      </div>
                      {badge}
                    </Group>
                  </UnstyledButton>
                  {action}
                </li>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
