import { RESULT_KIND_LABELS, type SearchResultDto } from '@lexato/schemas';
import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDate } from '../../lib/format.ts';
import { Highlighted } from './Highlighted.tsx';
import { officialLinkLabel, STATUS_LABELS } from './labels.ts';
import { SourceModal } from './SourceModal.tsx';

/** What the result is: an article of an act, a súmula, a tema — then the other kinds. */
export function kindLabel(r: Pick<SearchResultDto, 'kind' | 'act'>): string {
  if (r.kind === 'legislacao' && r.act) return 'Artigo';
  return RESULT_KIND_LABELS[r.kind];
}

/** Why a result ranked by text is here: the question's words it holds, and its index phrases. */
function WhyMatched({ result }: { result: SearchResultDto }) {
  if (result.match !== 'texto') return null;
  const words = result.matchedWords ?? [];
  const phrases = result.matchedPhrases ?? [];
  if (words.length === 0 && phrases.length === 0) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="why-matched">
      {words.length > 0 && <>Palavras encontradas: {words.join(', ')}.</>}
      {words.length > 0 && phrases.length > 0 && ' '}
      {phrases.length > 0 && <>Índice remissivo: {phrases.map((p) => `“${p}”`).join(', ')}.</>}
    </Text>
  );
}

/**
 * Results: title, kind and act, relevance (explained on the page), summary, court,
 * date, the full text on demand and the official page.
 */
export function ResultList({ results, offset = 0 }: { results: SearchResultDto[]; offset?: number }) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Stack gap="sm">
      {results.map((r, i) => (
        <Card key={`${r.kind}:${r.sourceId}`} withBorder radius="md" padding="md" data-testid="search-result">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Text fw={700}>
                {offset + i + 1}. {r.title}
              </Text>
              <Group gap="xs" mt={4}>
                <Badge variant="light" size="sm" data-testid="result-kind">
                  {kindLabel(r)}
                </Badge>
                {r.actName && (
                  <Badge variant="outline" size="sm">
                    {r.actName}
                  </Badge>
                )}
                {r.court && (
                  <Badge variant="outline" size="sm">
                    {r.court}
                  </Badge>
                )}
                {r.status && r.status !== 'vigente' && (
                  <Badge color="red" variant="light" size="sm">
                    {STATUS_LABELS[r.status] ?? r.status}
                  </Badge>
                )}
                {r.date && (
                  <Text size="xs" c="dimmed">
                    {formatDate(`${r.date}T12:00:00Z`)}
                  </Text>
                )}
                {r.reference && (
                  <Text size="xs" c="dimmed">
                    {r.reference}
                  </Text>
                )}
              </Group>
            </div>
            {r.match === 'citacao' || r.relevance === null ? (
              <Badge size="lg" color="teal" aria-label="Dispositivo citado na busca">
                Citado na busca
              </Badge>
            ) : (
              <Badge
                size="lg"
                variant={r.relevance >= 80 ? 'filled' : 'light'}
                aria-label={`Relevância relativa ${r.relevance} de 100`}
                title="Comparado ao melhor resultado desta busca (100)"
              >
                {r.relevance}
              </Badge>
            )}
          </Group>
          <Stack gap={4} mt="xs">
            <Highlighted summary={r.summary} />
            <WhyMatched result={r} />
            <Group gap="md">
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconFileText size={14} />}
                onClick={() => setOpen(r.sourceId)}
              >
                Ler texto integral
              </Button>
              {r.url && (
                <Anchor href={r.url} target="_blank" rel="noopener noreferrer" size="xs">
                  {officialLinkLabel(r.kind, r.court)}
                </Anchor>
              )}
            </Group>
          </Stack>
        </Card>
      ))}
      <SourceModal sourceId={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
