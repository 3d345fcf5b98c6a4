// Deadlines per week for the next 8 weeks (São Paulo calendar weeks, Monday to Sunday), as bars:
// where the crowded weeks are, at a glance. Text alternative: a caption with the total and the
// busiest week, and a visually hidden table.
import '@mantine/charts/styles.css';
import type { DashboardStatsDto } from '@lexato/schemas';
import { BarChart } from '@mantine/charts';
import { Card, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { pluralize } from '../../lib/format.ts';

const dayMonth = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;
const weekLabel = (w: { weekStart: string; weekEnd: string }) =>
  `${dayMonth(w.weekStart)}–${dayMonth(w.weekEnd)}`;

export function DeadlinesChart({ weeks }: { weeks: DashboardStatsDto['deadlinesByWeek'] | undefined }) {
  if (!weeks || weeks.length === 0) return null;
  const data = weeks.map((w) => ({ semana: weekLabel(w), prazos: w.count }));
  const total = weeks.reduce((sum, w) => sum + w.count, 0);
  const busiest = weeks.reduce((a, b) => (b.count > a.count ? b : a));
  const caption =
    total === 0
      ? 'Nenhum prazo nas próximas 8 semanas.'
      : `${pluralize(total, 'prazo', 'prazos')} nas próximas 8 semanas; a semana com mais prazos é ${weekLabel(busiest)} (${busiest.count}).`;
  return (
    <Card withBorder radius="md" padding="lg" component="figure" m={0} data-testid="deadlines-chart">
      <Title order={2} size="h4" mb="sm">
        Prazos por semana
      </Title>
      {/* Inert: the drawing says nothing the caption and the table do not, and Chromium stopped the
          Tab key on the chart's unnamed SVG groups even without Recharts' keyboard layer. */}
      <div inert>
        <BarChart
          h={200}
          data={data}
          dataKey="semana"
          aria-hidden
          // Recharts' keyboard layer would make the hidden SVG a focus stop.
          barChartProps={{ accessibilityLayer: false }}
          withTooltip={false}
          series={[{ name: 'prazos', label: 'Prazos', color: 'blue.6' }]}
          yAxisProps={{ allowDecimals: false, width: 32 }}
          xAxisProps={{ interval: 'preserveStartEnd', tick: { fontSize: 11 } }}
        />
      </div>
      <Text component="figcaption" size="sm" c="dimmed" mt="xs">
        {caption} Semanas de segunda a domingo, horário de Brasília.
      </Text>
      <VisuallyHidden>
        <Table>
          <caption>Prazos por semana</caption>
          <thead>
            <tr>
              <th scope="col">Semana</th>
              <th scope="col">Prazos</th>
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={d.semana}>
                <th scope="row">{d.semana}</th>
                <td>{d.prazos}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </Card>
  );
}
