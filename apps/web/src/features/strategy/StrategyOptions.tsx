import { type StrategyDto, strategyColor } from '@lexato/schemas';
import { Accordion, Badge, Group, List, Stack, Table, Text } from '@mantine/core';
import stacked from '../../components/StackedTable.module.css';
import { formatBRL } from '../../lib/format.ts';

/** The ranked routes with pros, cons and the basis of each range; the matrix; exclusions; litigate × settle. */
export function StrategyOptions({ strategy: s }: { strategy: StrategyDto }) {
  const matrix = s.comparisonMatrix;
  const lvs = matrix?.litigateVsSettle ?? null;
  return (
    <Stack gap="md">
      <Accordion variant="separated" defaultValue={s.strategies[0]?.key ?? null}>
        {s.strategies.map((o, i) => (
          <Accordion.Item key={o.key} value={o.key}>
            <Accordion.Control>
              <Group justify="space-between" wrap="nowrap" pr="sm">
                <Text fw={600} size="sm">
                  {i + 1}. {o.name}
                </Text>
                <Badge color={strategyColor(o.successProbability)}>{o.successProbability}%</Badge>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="xs">
                <Text size="sm">{o.description}</Text>
                <Text size="xs" c="dimmed">
                  Base legal: {o.legalBasis}
                </Text>
                <Text size="sm">
                  Custo: {o.estimatedCost}{' '}
                  <Text span size="xs" c="dimmed">
                    ({o.cost.basis})
                  </Text>
                </Text>
                <Text size="sm">
                  Tempo: {o.estimatedTime}{' '}
                  <Text span size="xs" c="dimmed">
                    ({o.time.basis})
                  </Text>
                </Text>
                <Text size="xs" c="dimmed">
                  Probabilidade: {o.probabilityBasis}
                </Text>
                <Group align="flex-start" grow>
                  <div>
                    <Text size="sm" fw={600} c="green.4">
                      Prós
                    </Text>
                    <List size="sm">
                      {o.pros.map((p) => (
                        <List.Item key={p}>{p}</List.Item>
                      ))}
                    </List>
                  </div>
                  <div>
                    <Text size="sm" fw={600} c="red.4">
                      Contras e condições
                    </Text>
                    <List size="sm">
                      {o.cons.map((c) => (
                        <List.Item key={c}>{c}</List.Item>
                      ))}
                    </List>
                  </div>
                </Group>
                <Text size="xs" c="dimmed">
                  Ordenação: {o.rankingReasons.join(' · ')}
                </Text>
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>

      {matrix && (
        <Table.ScrollContainer minWidth={640} className={stacked.container}>
          <Table withTableBorder striped fz="sm" aria-label="Matriz comparativa" className={stacked.stacked}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Via</Table.Th>
                {matrix.criteria.map((c) => (
                  <Table.Th key={c}>{c}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {matrix.rows.map((r) => (
                <Table.Tr key={r.key}>
                  <Table.Td data-label="Via" fw={600}>
                    {r.strategy}
                  </Table.Td>
                  {r.values.map((v, i) => (
                    <Table.Td key={`${r.key}-${matrix.criteria[i] ?? i}`} data-label={matrix.criteria[i]}>
                      {v}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      {matrix && matrix.excludedRoutes.length > 0 && (
        <div>
          <Text fw={600} size="sm">
            Vias não cabíveis neste caso
          </Text>
          <List size="sm" spacing={2}>
            {matrix.excludedRoutes.map((e) => (
              <List.Item key={e.key}>
                <Text span fw={600}>
                  {e.name}:
                </Text>{' '}
                {e.reason}
              </List.Item>
            ))}
          </List>
        </div>
      )}

      {matrix?.disputedAmount ? (
        <Text size="sm" aria-label="Valor usado">
          {`Valor usado: ${formatBRL(matrix.disputedAmount.value)} — ${
            matrix.disputedAmount.source === 'informado'
              ? 'informado no formulário'
              : `extraído da descrição ${matrix.disputedAmount.evidence} (${matrix.disputedAmount.reason})`
          }.`}
        </Text>
      ) : (
        matrix && (
          <Text size="sm" c="dimmed">
            Valor usado: nenhum — informe o valor em disputa para comparar litigar e fazer acordo.
          </Text>
        )
      )}

      {lvs && (
        <div>
          <Text fw={600} size="sm">
            {`Litigar × acordo (valor em discussão ${formatBRL(lvs.claimValue)} ${lvs.claimEvidence}, probabilidade ${lvs.probability}%)`}
          </Text>
          <Table.ScrollContainer minWidth={640} className={stacked.container}>
            <Table withTableBorder fz="sm" aria-label="Litigar ou fazer acordo" className={stacked.stacked}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Via</Table.Th>
                  <Table.Th>Custas</Table.Th>
                  <Table.Th>Risco de sucumbência</Table.Th>
                  <Table.Th>Tempo (meses)</Table.Th>
                  <Table.Th>Juros no período</Table.Th>
                  <Table.Th>Valor esperado líquido</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lvs.rows.map((r) => (
                  <Table.Tr key={r.route}>
                    <Table.Td data-label="Via" fw={600}>
                      {r.route}
                    </Table.Td>
                    <Table.Td data-label="Custas" title={r.courtCostsBasis}>
                      {formatBRL(r.courtCosts)}
                    </Table.Td>
                    <Table.Td data-label="Risco de sucumbência" title={r.feeRiskBasis}>
                      {formatBRL(r.feeRisk)}
                    </Table.Td>
                    <Table.Td data-label="Tempo (meses)">{r.months.toLocaleString('pt-BR')}</Table.Td>
                    <Table.Td data-label="Juros no período" title={r.interestBasis}>
                      {formatBRL(r.interest)}
                    </Table.Td>
                    <Table.Td data-label="Valor esperado líquido" fw={700}>
                      {formatBRL(r.expectedNet)}
                    </Table.Td>
                  </Table.Tr>
                ))}
                <Table.Tr>
                  <Table.Td data-label="Via" fw={600}>
                    Acordo agora
                  </Table.Td>
                  <Table.Td data-label="Custas">{formatBRL(0)}</Table.Td>
                  <Table.Td data-label="Risco de sucumbência">{formatBRL(0)}</Table.Td>
                  <Table.Td data-label="Tempo (meses)">0</Table.Td>
                  <Table.Td data-label="Juros no período">{formatBRL(0)}</Table.Td>
                  <Table.Td data-label="Valor esperado líquido" fw={700}>
                    a partir de {formatBRL(lvs.breakEvenSettlement)}
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Text size="xs" c="dimmed" mt={4}>
            {lvs.note} Fundamentos:{' '}
            {lvs.rows.map((r) => `${r.route}: ${r.courtCostsBasis}; ${r.feeRiskBasis}`).join(' | ')}. Juros:{' '}
            {lvs.rows[0]?.interestBasis}.
          </Text>
        </div>
      )}
      {matrix && matrix.linkedFindings.length > 0 && (
        <List size="sm">
          {matrix.linkedFindings.map((f) => (
            <List.Item key={f}>{f}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
