import { readableMemoText } from '@lexato/schemas';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc.ts';

const mesBr = (mes: string) => `${mes.slice(5, 7)}/${mes.slice(0, 4)}`;

/**
 * Under the correction and settlement forms: how far each index series reaches and when it was
 * fetched, so a user sees before calculating which end dates can be computed.
 */
export function SeriesHint() {
  const series = useQuery(trpc.calculations.series.queryOptions());
  if (!series.data) return null;
  const partes = series.data.map((s) =>
    s.fim ? `${readableMemoText(s.serie)} até ${mesBr(s.fim)}` : `${readableMemoText(s.serie)} não carregada`,
  );
  return (
    <Text size="xs" c="dimmed" data-testid="series-hint">
      Séries disponíveis (Banco Central SGS): {partes.join(' · ')}.
    </Text>
  );
}
