import { Group, Stack, Text } from '@mantine/core';
import { dashboardMockup as d } from '../../content/landing.ts';
import { Icon } from './icons.tsx';
import classes from './Landing.module.css';

function Tile({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className={classes.mockupTile}>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fw={800} className={classes.mockupValue} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
      {detail && (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      )}
    </div>
  );
}

/** Static sample figures of the platform dashboard, not live data. */
export function DashboardMockup() {
  return (
    <figure
      className={classes.mockup}
      aria-label="Exemplo ilustrativo do painel da plataforma Lexato"
      data-testid="dashboard-mockup"
    >
      <Group justify="space-between" mb="md">
        <Text fw={700}>Painel do escritório</Text>
        <span className={classes.pill}>Exemplo ilustrativo</span>
      </Group>
      <div className={classes.tiles3}>
        <div className={classes.mockupTile}>
          <Text size="xs" c="dimmed" fw={500}>
            Processos ativos
          </Text>
          <Text fw={800} className={classes.mockupValue}>
            {d.activeCases.value}
          </Text>
          <Group gap={4} className={classes.trend}>
            <Icon name="trendUp" size={14} />
            <Text size="xs" fw={700} inherit>
              {d.activeCases.trend}
            </Text>
          </Group>
        </div>
        <Tile label="Prazos urgentes" value={d.urgentDeadlines.value} detail={d.urgentDeadlines.window} />
        <Tile label="Taxa de êxito" value={d.successRate} detail="últimos 12 meses" />
      </div>

      <div className={classes.mockupTile} style={{ marginTop: 10 }}>
        <Text size="xs" c="dimmed" fw={500} mb={6}>
          Análise preditiva por área
        </Text>
        <Stack gap={6}>
          {d.predictiveByArea.map((a) => (
            <div key={a.area}>
              <Group justify="space-between">
                <Text size="xs">{a.area}</Text>
                <Text size="xs" fw={700}>
                  {a.value}%
                </Text>
              </Group>
              <div className={classes.bar}>
                <div className={classes.barFill} style={{ width: `${a.value}%` }} />
              </div>
            </div>
          ))}
        </Stack>
      </div>

      <div className={classes.mockupTile} style={{ marginTop: 10 }}>
        <Text size="xs" c="dimmed" fw={500} mb={6}>
          Próximas audiências
        </Text>
        <Stack gap={6}>
          {d.hearings.map((h) => (
            <Group key={h.title} gap="sm" wrap="nowrap">
              <span className={classes.pill} style={{ minWidth: 64, textAlign: 'center' }}>
                {h.day} {h.month}
              </span>
              <Text size="xs" lineClamp={1}>
                {h.title}
              </Text>
            </Group>
          ))}
        </Stack>
      </div>

      <div className={classes.tiles3} style={{ marginTop: 10 }}>
        <Tile label="Honorários do mês" value={d.monthlyFees} />
        <Tile label="Horas faturadas" value={d.billedHours} />
        <Tile label="Documentos analisados por IA" value={d.documentsAnalysed} />
      </div>
    </figure>
  );
}
