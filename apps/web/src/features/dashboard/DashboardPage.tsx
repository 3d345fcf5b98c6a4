import { CASE_TYPE_LABELS, type CaseType } from '@lexato/schemas';
import {
  Alert,
  Badge,
  Card,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconAlarm, IconBriefcase, IconChartPie, IconClock, IconCoin, IconFiles } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useHead } from '@unhead/react';
import { formatBRL, pluralize } from '../../lib/format.ts';
import { trpc } from '../../lib/trpc.ts';
import { DeadlinesChart } from '../ChartsLazy.tsx';
import { PLATFORM_TOOLS } from '../platform/tools.ts';
import { probabilityBadgeVariant } from './probability.ts';
import { StatCard } from './StatCard.tsx';

const dayMonth = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: 'short',
});
const number = new Intl.NumberFormat('pt-BR');
const SKELETON_IDS = ['a', 'b', 'c', 'd', 'e', 'f'];

export function DashboardPage() {
  useHead({ title: 'Painel — Lexato' });
  const stats = useQuery(trpc.dashboard.stats.queryOptions());
  const me = useQuery(trpc.platformAuth.me.queryOptions());

  return (
    <Container size="lg" py="md">
      <Stack gap="lg">
        <div>
          <Title order={1}>Olá{me.data ? `, ${me.data.name.split(' ')[0]}` : ''}</Title>
          <Text c="dimmed">Visão geral dos seus processos, prazos e análises.</Text>
        </div>
        {me.data && !me.data.hasActiveContract && (
          <Alert color="yellow" title="Sua conta está sem contrato ativo" data-testid="no-contract-notice">
            Você pode consultar o que já registrou, mas criar, analisar, calcular, pesquisar e gerar
            documentos exige um contrato ativo. Fale com a equipe Lexato para ativá-lo.
          </Alert>
        )}
        {stats.isError && (
          <Alert color="red">Não foi possível carregar os indicadores. Recarregue a página.</Alert>
        )}
        {stats.isPending ? (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {SKELETON_IDS.map((id) => (
              <Skeleton key={id} h={110} radius="md" />
            ))}
          </SimpleGrid>
        ) : stats.data ? (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              <StatCard
                label="Processos ativos"
                value={stats.data.activeMonitors}
                hint={`${pluralize(stats.data.totalMonitors, 'processo monitorado', 'processos monitorados')} no total`}
                icon={<IconBriefcase size={22} />}
              />
              <StatCard
                label="Prazos urgentes (próximas 48 h)"
                value={stats.data.urgentDeadlines.length}
                hint={stats.data.urgentDeadlines[0]?.processTitle ?? 'Nenhum prazo nas próximas 48 horas'}
                icon={<IconAlarm size={22} />}
              />
              <StatCard
                label="Taxa de sucesso (últimos 12 meses)"
                value={stats.data.successRate === null ? '—' : `${stats.data.successRate}%`}
                hint={
                  stats.data.recordedOutcomes === 0
                    ? 'Registre o resultado real das suas predições para acompanhar'
                    : `Com base em ${pluralize(stats.data.recordedOutcomes, 'resultado registrado', 'resultados registrados')}`
                }
                icon={<IconChartPie size={22} />}
              />
              <StatCard
                label="Honorários estimados"
                value={formatBRL(stats.data.derived.monthlyFees)}
                hint="Ilustrativo, não é o seu faturamento: análises × R$ 850"
                icon={<IconCoin size={22} />}
              />
              <StatCard
                label="Horas faturáveis estimadas"
                value={`${number.format(stats.data.derived.billedHours)} h`}
                hint="Ilustrativo: análises × 12 h + pesquisas × 3 h"
                icon={<IconClock size={22} />}
              />
              <StatCard
                label="Documentos analisados"
                value={number.format(stats.data.derived.documentsAnalysed)}
                hint="Análises + validações"
                icon={<IconFiles size={22} />}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <Card withBorder radius="md" padding="lg">
                <Title order={2} size="h4" mb="sm">
                  Predições recentes
                </Title>
                {stats.data.recentPredictions.length === 0 ? (
                  <Text c="dimmed" size="sm">
                    Nenhuma predição ainda. Use o Predict para avaliar um caso.
                  </Text>
                ) : (
                  <Stack gap="xs">
                    {stats.data.recentPredictions.map((p) => (
                      <Group key={p.id} justify="space-between" wrap="nowrap">
                        <div>
                          <Text fw={600} size="sm">
                            {p.caseTitle}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {CASE_TYPE_LABELS[p.caseType as CaseType] ?? p.caseType}
                          </Text>
                        </div>
                        <Badge variant={probabilityBadgeVariant(p.probability)}>{p.probability}%</Badge>
                      </Group>
                    ))}
                  </Stack>
                )}
              </Card>
              <Card withBorder radius="md" padding="lg">
                <Title order={2} size="h4" mb="sm">
                  Próximos prazos e audiências
                </Title>
                {stats.data.upcomingHearings.length === 0 ? (
                  <Text c="dimmed" size="sm">
                    Nenhum prazo cadastrado. Acompanhe processos no Monitor.
                  </Text>
                ) : (
                  <Stack gap="xs">
                    {stats.data.upcomingHearings.map((h) => (
                      <Group key={h.id} wrap="nowrap" gap="md">
                        <Badge size="lg" variant="light" miw={76}>
                          {dayMonth.format(new Date(h.nextDeadline))}
                        </Badge>
                        <div>
                          <Text fw={600} size="sm">
                            {h.processTitle}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {h.processNumber}
                          </Text>
                        </div>
                      </Group>
                    ))}
                  </Stack>
                )}
              </Card>
            </SimpleGrid>
            <DeadlinesChart weeks={stats.data.deadlinesByWeek} />
          </>
        ) : null}
        <div>
          <Title order={2} size="h3" mb="sm">
            Ferramentas
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {PLATFORM_TOOLS.map((tool) => (
              <UnstyledButton key={tool.to} component={Link} to={tool.to}>
                <Card withBorder radius="md" padding="md" h="100%">
                  <tool.icon size={26} aria-hidden />
                  <Text fw={700} mt="xs">
                    {tool.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {tool.description}
                  </Text>
                </Card>
              </UnstyledButton>
            ))}
          </SimpleGrid>
        </div>
      </Stack>
    </Container>
  );
}
