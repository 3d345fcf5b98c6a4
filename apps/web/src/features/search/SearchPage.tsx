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
import { useReveal } from '../../lib/use-reveal.ts';
import { ToolFrame } from '../platform/ToolFrame.tsx';
import { ResultList } from './ResultList.tsx';
import { SearchForm } from './SearchForm.tsx';
import { resultRange } from './searchView.ts';
import { useSearch } from './useSearch.ts';

/** What the figure beside each result means (a relevance figure only with its meaning). */
function RelevanceNote() {
  return (
    <Text size="xs" c="dimmed" data-testid="relevance-note">
      O número à direita de cada resultado é a relevância relativa: quanto o texto se aproxima das palavras da
      consulta, comparado ao melhor resultado desta busca (100). Não é uma probabilidade de acerto. Contam o
      texto do artigo, os títulos e capítulos acima dele e os assuntos do índice remissivo do Lexato (visíveis
      no texto integral). “Citado na busca” marca o dispositivo que a consulta cita pelo número. Com pesos
      iguais, a legislação e a jurisprudência vêm antes dos seus documentos.
    </Text>
  );
}

/** Search: query form and filters, the current results, and the history of searches. */
export function SearchPage() {
  useHead({ title: 'Search — Lexato' });
  const api = useSearch();
  const current = api.current?.result;
  const revealRef = useReveal<HTMLDivElement>(api.current?.call);
  const pages = current ? Math.min(100, Math.ceil(current.resultCount / current.pageSize)) : 0;

  return (
    <ToolFrame
      title="Search"
      description="Pesquisa nos artigos das leis da base, súmulas do STF e do STJ, temas repetitivos do STJ e nos seus documentos"
    >
      <SearchForm courts={api.courts} acts={api.acts} pending={api.pending} onSubmit={api.search} />
      {api.pending && !current && (
        <Center py="md">
          <Loader aria-label="Pesquisando" />
        </Center>
      )}
      {current && (
        <Stack gap="sm" data-testid="current-search" ref={revealRef} tabIndex={-1}>
          <Group gap="sm">
            <Title order={2} size="h4">
              Resultados para “{current.query}”
            </Title>
            <Badge variant="light" data-testid="search-result-count">
              {resultRange(current.page, current.pageSize, current.results.length, current.resultCount)}
            </Badge>
          </Group>
          {current.provision && (
            <Alert
              color={current.provision.found ? 'teal' : 'yellow'}
              title={
                current.provision.found
                  ? `${current.provision.citation}: encontrado na base`
                  : `${current.provision.citation}: não está na base`
              }
              data-testid="search-provision"
            >
              {current.provision.message}
            </Alert>
          )}
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
            <>
              <RelevanceNote />
              <ResultList results={current.results} offset={(current.page - 1) * current.pageSize} />
            </>
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
          <Badge variant="light" data-testid="search-history-total">
            {pluralize(api.historyTotal, 'pesquisa', 'pesquisas')}
          </Badge>
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
                      <Stack gap="xs">
                        <RelevanceNote />
                        <ResultList results={s.results} />
                      </Stack>
                    )}
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </Card>
        )}
        {api.historyPages > 1 && (
          <Center>
            <Pagination
              total={api.historyPages}
              value={api.historyPage}
              onChange={api.setHistoryPage}
              aria-label="Páginas do histórico de pesquisas"
            />
          </Center>
        )}
      </Stack>
    </ToolFrame>
  );
}
