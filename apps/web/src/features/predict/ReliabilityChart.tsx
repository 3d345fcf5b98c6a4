// The reliability diagram of the user's recorded outcomes: per band of forecasts, the mean
// forecast (where a calibrated forecaster's outcomes would sit) against how often the outcome came
// true. Text alternative: a caption and a visually hidden table with the counts.
import '@mantine/charts/styles.css';
import type { PredictionCalibrationDto } from '@lexato/schemas';
import { LineChart } from '@mantine/charts';
import { Card, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { pluralize } from '../../lib/format.ts';
import { brierText } from './predictView.ts';

const pct = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
const percent = (v: number | null) => (v === null ? '—' : `${pct.format(v)}%`);

export function ReliabilityChart({ calibration }: { calibration: PredictionCalibrationDto }) {
  const data = calibration.reliability.map((b) => ({
    faixa: `${b.from}–${b.to}%`,
    previsto: b.meanForecast,
    observado: b.observedRate,
    count: b.count,
  }));
  return (
    <Card withBorder radius="md" padding="lg" component="figure" m={0} data-testid="reliability-chart">
      <Title order={2} size="h4" mb="sm">
        Calibração das predições
      </Title>
      <LineChart
        h={220}
        data={data}
        dataKey="faixa"
        aria-hidden
        // The drawing is hidden from assistive technology (the caption and table say it all), so
        // Recharts' keyboard layer, which makes the SVG focusable, would be a hidden focus stop.
        lineChartProps={{ accessibilityLayer: false }}
        connectNulls
        withLegend
        valueFormatter={(v) => `${pct.format(v)}%`}
        yAxisProps={{ domain: [0, 100], width: 40 }}
        series={[
          {
            name: 'previsto',
            label: 'Probabilidade prevista (média)',
            color: 'gray.6',
            strokeDasharray: '5 5',
          },
          { name: 'observado', label: 'Resultado observado', color: 'blue.6' },
        ]}
      />
      <Text component="figcaption" size="sm" c="dimmed" mt="xs">
        {pluralize(calibration.recordedOutcomes, 'resultado registrado', 'resultados registrados')}, agrupados
        por faixa de probabilidade prevista; quanto mais perto da linha tracejada, mais calibradas as
        predições. {calibration.brierScore === null ? '' : `${brierText(calibration.brierScore)}.`}
      </Text>
      <VisuallyHidden>
        <Table>
          <caption>Calibração por faixa de probabilidade</caption>
          <thead>
            <tr>
              <th scope="col">Faixa prevista</th>
              <th scope="col">Predições</th>
              <th scope="col">Previsto (média)</th>
              <th scope="col">Observado</th>
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={d.faixa}>
                <th scope="row">{d.faixa}</th>
                <td>{d.count}</td>
                <td>{percent(d.previsto)}</td>
                <td>{percent(d.observado)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </Card>
  );
}
