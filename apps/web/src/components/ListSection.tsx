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
  /** Beside the count (an urgent-deadlines badge). */
  extra?: ReactNode;
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
  extra,
  children,
}: Props<T>) {
  return (
    <Stack gap="md">
      <Group gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Badge variant="light">{pluralize(items.length, noun[0], noun[1])}</Badge>
        {extra}
      </Group>
      {query.isPending ? (
        <Center py="xl">
          <Loader aria-label={loadingLabel} />
        </Center>
      ) : query.isError ? (
        <Alert color="red">
          {errorLabel}: {query.error?.message}
        </Alert>
      ) : items.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        children(items)
      )}
    </Stack>
  );
}
