import { RESULT_KIND_LABELS, type SearchResultDto } from '@lexato/schemas';
import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { formatDate } from '../../lib/format.ts';
import { Highlighted } from './Highlighted.tsx';

/** Spec §3 results: title, relevance percent, summary, court, date (plus kind, reference, link). */
export function ResultList({ results, offset = 0 }: { results: SearchResultDto[]; offset?: number }) {
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
                <Badge variant="light" size="sm">
                  {RESULT_KIND_LABELS[r.kind]}
                </Badge>
                {r.court && (
                  <Badge variant="outline" size="sm">
                    {r.court}
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
            <Badge
              size="lg"
              variant={r.relevance >= 80 ? 'filled' : 'light'}
              aria-label={`Relevância ${r.relevance}%`}
            >
              {r.relevance}%
            </Badge>
          </Group>
          <Stack gap={4} mt="xs">
            <Highlighted summary={r.summary} />
            {r.url && (
              <Anchor href={r.url} target="_blank" rel="noopener noreferrer" size="xs">
                Ver texto oficial
              </Anchor>
            )}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
