// The amount month by month (principal, corrected, with interest) as a line chart, for results that
// carry a month-by-month table (correção monetária, liquidação); nothing otherwise. Its text
// alternative is a caption with the first and last figures and a visually hidden table.
import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatBRL } from '../../lib/format.ts';
import { type CalcResultView, monthlyLines } from './resultLines.ts';

const monthLabel = (mes: string) => `${mes.slice(5, 7)}/${mes.slice(0, 4)}`;
const compactBRL = new Intl.NumberFormat('pt-BR', { notation: 'compact', maximumFractionDigits: 1 });

export function MonthlyChart({ result }: { result: CalcResultView }) {
  const mensal = monthlyLines(result);
  // Liquidação names its principal valorPrincipal; correção monetária, valorInicial.
  const figures: Record<string, unknown> = { ...result };
  const principal = [figures.valorPrincipal, figures.valorInicial].find(
    (v): v is number => typeof v === 'number',
  );
  const first = mensal[0];
  const last = mensal.at(-1);
  if (!first || !last || principal === undefined) return null;
  const data = mensal.map((l) => ({
    mes: monthLabel(l.mes),
    principal,
    corrigido: l.valorCorrigido,
    comJuros: l.valorAtualizado,
  }));
  const caption =
    `Evolução de ${monthLabel(first.mes)} a ${monthLabel(last.mes)}: principal ${formatBRL(principal)}, ` +
    `corrigido ${formatBRL(last.valorCorrigido)} e com juros ${formatBRL(last.valorAtualizado)} no último mês.`;
  return (
    <Stack gap={4} component="figure" m={0} data-testid="monthly-chart">
      <LineChart
        h={240}
        data={data}
        dataKey="mes"
        aria-hidden
        // The drawing is hidden from assistive technology (the caption and table say it all), so
        // Recharts' keyboard layer, which makes the SVG focusable, would be a hidden focus stop.
        lineChartProps={{ accessibilityLayer: false }}
        withDots={false}
        withLegend
        valueFormatter={formatBRL}
        yAxisProps={{ tickFormatter: (v: number) => `R$ ${compactBRL.format(v)}`, width: 72 }}
        series={[
          { name: 'principal', label: 'Principal', color: 'gray.6', strokeDasharray: '5 5' },
          { name: 'corrigido', label: 'Corrigido', color: 'blue.6' },
          { name: 'comJuros', label: 'Com juros', color: 'teal.6' },
        ]}
      />
      <Text component="figcaption" size="xs" c="dimmed">
        {caption}
      </Text>
      <VisuallyHidden>
        <Table>
          <caption>Valores mês a mês</caption>
          <thead>
            <tr>
              <th scope="col">Mês</th>
              <th scope="col">Principal</th>
              <th scope="col">Corrigido</th>
              <th scope="col">Com juros</th>
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={d.mes}>
                <th scope="row">{d.mes}</th>
                <td>{formatBRL(d.principal)}</td>
                <td>{formatBRL(d.corrigido)}</td>
                <td>{formatBRL(d.comJuros)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </Stack>
  );
}
