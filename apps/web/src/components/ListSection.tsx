import { Alert, Badge, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { pluralize } from '../lib/format.ts';

interface Props<T> {
  title: string;
  /** The query behind the list: its loading and error states are the section's. */
  query: { isPending: boolean; isError: boolean; error: { message: string } | null };
  items: readonly T[];
  /** The count's words, singular and plural ('documento', 'documentos'). */
  noun: [string, string];
  /** What is loading, for the spinner's name ('Carregando documentos'). */
  loadingLabel: string;
  /** The start of the error line ('Não foi possível carregar os documentos'). */
  errorLabel: string;
  empty: string;
  /** The count when `items` is one page of more (the contacts' total); `items.length` otherwise. */
  count?: number;
  /** Names the count's badge for tests that read it ('contacts-count'). */
  countTestId?: string;
  /** Beside the count (an urgent-deadlines badge). */
  extra?: ReactNode;
  /** At the header's far end (a "Nova conta" button, a refetch spinner). */
  action?: ReactNode;
  /** Between the header and the list (what the list holds, the form that adds to it). */
  intro?: ReactNode;
  /** 'admin': the back office's panels, a larger header and the empty text centred. */
  variant?: 'platform' | 'admin';
  children(items: readonly T[]): ReactNode;
}

/**
 * A screen's list of saved records, the one way: title with its count, then a spinner while
 * loading, the error, the empty text or the items.
 */
export function ListSection<T>({
  title,
  query,
  items,
  noun,
  loadingLabel,
  errorLabel,
  empty,
  count = items.length,
  countTestId,
  extra,
  action,
  intro,
  variant = 'platform',
  children,
}: Props<T>) {
  const admin = variant === 'admin';
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={2} {...(admin ? { fz: 'xl' } : { size: 'h4' })}>
            {title}
          </Title>
          <Badge variant="light" size={admin ? 'lg' : 'md'} data-testid={countTestId}>
            {pluralize(count, noun[0], noun[1])}
          </Badge>
          {extra}
        </Group>
        {action}
      </Group>
      {intro}
      {query.isPending ? (
        <Center py="xl">
          <Loader aria-label={loadingLabel} />
        </Center>
      ) : query.isError ? (
        <Alert color="red">
          {errorLabel}: {query.error?.message}
        </Alert>
      ) : count === 0 ? (
        admin ? (
          <Center py={48}>
            <Text c="dimmed" fz="lg">
              {empty}
            </Text>
          </Center>
        ) : (
          <Text c="dimmed">{empty}</Text>
        )
      ) : (
        children(items)
      )}
    </Stack>
  );
}
