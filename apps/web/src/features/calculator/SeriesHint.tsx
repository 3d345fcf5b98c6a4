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
  const semTr = !series.data.some((s) => s.serie === 'TR' && s.fim);
  return (
    <Text size="xs" c="dimmed" data-testid="series-hint">
      Séries disponíveis (Banco Central SGS): {partes.join(' · ')}.
      {semTr
        ? ' Sem a TR, a fase pré-judicial trabalhista (STF ADC 58/59: IPCA-E + TRD antes do ajuizamento) não é calculada: atualize as séries pelo Banco Central, importe a TR ou desmarque "Aplicar juros".'
        : ''}
    </Text>
  );
}
