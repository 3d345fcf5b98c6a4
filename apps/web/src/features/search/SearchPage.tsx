import {
  Accordion,
  Alert,
  Badge,
  Card,
  Center,
  Group,
  Loader,
  Pagination,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useHead } from '@unhead/react';
import { formatDateTime, pluralize } from '../../lib/format.ts';
import { ToolFrame } from '../platform/ToolFrame.tsx';
import { ResultList } from './ResultList.tsx';
import { SearchForm } from './SearchForm.tsx';
import { useSearch } from './useSearch.ts';

/** Spec §2 Search: query form and filters, the current results, and the history of searches. */
export function SearchPage() {
  useHead({ title: 'Search — Lexato' });
  const api = useSearch();
  const current = api.current?.result;
  const pages = current ? Math.min(100, Math.ceil(current.resultCount / current.pageSize)) : 0;

  return (
    <ToolFrame
      title="Search"
      description="Pesquisa em legislação, súmulas, jurisprudência e nos seus documentos"
    >
      <SearchForm courts={api.courts} pending={api.pending} onSubmit={api.search} />
      {current && (
        <Stack gap="sm" data-testid="current-search">
          <Group gap="sm">
            <Title order={2} size="h4">
              Resultados para “{current.query}”
            </Title>
            <Badge variant="light">{pluralize(current.resultCount, 'resultado', 'resultados')}</Badge>
          </Group>
          {current.answer && (
            <Alert
              color="blue"
              icon={<IconSparkles size={18} />}
              title="Resposta (citando os resultados abaixo)"
            >
              {current.answer.text}
            </Alert>
          )}
          {current.suggestion ? (
            <Alert color="yellow" title="Nenhum resultado encontrado">
              {current.suggestion}
            </Alert>
          ) : (
            <ResultList results={current.results} offset={(current.page - 1) * current.pageSize} />
          )}
          {pages > 1 && (
            <Center>
              <Pagination total={pages} value={current.page} onChange={api.goToPage} disabled={api.pending} />
            </Center>
          )}
        </Stack>
      )}
      <Stack gap="md">
        <Group gap="sm">
          <Title order={2} size="h4">
            Histórico de pesquisas
          </Title>
          <Badge variant="light">{pluralize(api.searches.length, 'pesquisa', 'pesquisas')}</Badge>
        </Group>
        {api.history.isPending ? (
          <Center py="xl">
            <Loader aria-label="Carregando pesquisas" />
          </Center>
        ) : api.history.isError ? (
          <Alert color="red">Não foi possível carregar o histórico: {api.history.error.message}</Alert>
        ) : api.searches.length === 0 ? (
          <Text c="dimmed">Nenhuma pesquisa ainda. Faça sua primeira consulta acima.</Text>
        ) : (
          <Card withBorder radius="md" padding={0}>
            <Accordion variant="default" data-testid="search-history">
              {api.searches.map((s) => (
                <Accordion.Item key={s.id} value={s.id}>
                  <Accordion.Control>
                    <Group justify="space-between" wrap="nowrap" pr="sm">
                      <div>
                        <Text fw={600}>{s.query}</Text>
                        <Text size="xs" c="dimmed">
                          {formatDateTime(s.createdAt)}
                        </Text>
                      </div>
                      <Badge variant="outline">{pluralize(s.resultCount, 'resultado', 'resultados')}</Badge>
                    </Group>
                  </Accordion.Control>
                  <Accordion.Panel>
                    {s.results.length === 0 ? (
                      <Text size="sm" c="dimmed">
                        {s.suggestion}
                      </Text>
                    ) : (
                      <ResultList results={s.results} />
                    )}
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </Card>
        )}
      </Stack>
    </ToolFrame>
  );
}
