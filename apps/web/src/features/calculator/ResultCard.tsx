import { type CalculationType, readableMemoText } from '@lexato/schemas';
import { Alert, Button, Card, Group, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { IconListDetails, IconTable } from '@tabler/icons-react';
import { type Ref, useState } from 'react';
import { PdfDownloadButton } from '../../components/PdfDownloadButton.tsx';
import { formatBRL } from '../../lib/format.ts';
import { MonthlyChart } from '../ChartsLazy.tsx';
import { tabFor } from './fields.ts';
import {
  type CalcResultView,
  formatPercent,
  type LinhaMensal,
  type MemoriaPasso,
  monthlyLines,
  resultLines,
  warningsOf,
} from './resultLines.ts';
import { VerbasResult } from './VerbasResult.tsx';

const factor = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 6, maximumFractionDigits: 6 });

/** The result of the active tab: its lines, then the memo and the month-by-month table on demand. */
export function ResultCard({
  type,
  title,
  result,
  id,
  revealRef,
}: {
  type: CalculationType;
  title: string;
  result: CalcResultView;
  /** The stored calculation, for its PDF memo. */
  id?: string;
  /** Brings the card into view with focus once it is shown (lib/use-reveal.ts). */
  revealRef?: Ref<HTMLElement>;
}) {
  const [showMemo, setShowMemo] = useState(false);
  const [showMonths, setShowMonths] = useState(false);
  const lines = resultLines(type, result);
  const mensal = monthlyLines(result);

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      ref={revealRef}
      tabIndex={-1}
      aria-label={`Resultado — ${tabFor(type).label}`}
    >
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            Resultado
          </Title>
          <Text size="sm" c="dimmed">
            {title}
            {result.referenceDate
              ? ` · tabelas de ${result.referenceDate.split('-').reverse().join('/')}`
              : ''}
          </Text>
        </div>
        {warningsOf(result).map((aviso) => (
          <Alert key={aviso} color="yellow" title="Atenção">
            {readableMemoText(aviso)}
          </Alert>
        ))}
        <Table withRowBorders verticalSpacing={6}>
          <Table.Tbody>
            {lines.map((line) => (
              <Table.Tr key={line.label}>
                <Table.Td>
                  <Text size="sm" fw={line.emphasis ? 700 : 400}>
                    {line.label}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm" fw={line.emphasis ? 700 : 500} c={line.emphasis ? 'teal.4' : undefined}>
                    {line.value}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <VerbasResult result={result} />
        <MonthlyChart result={result} />
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconListDetails size={16} />}
            onClick={() => setShowMemo((v) => !v)}
            aria-expanded={showMemo}
          >
            {showMemo ? 'Ocultar memória de cálculo' : 'Memória de cálculo'}
          </Button>
          {mensal.length > 0 && (
            <Button
              variant="light"
              leftSection={<IconTable size={16} />}
              onClick={() => setShowMonths((v) => !v)}
              aria-expanded={showMonths}
            >
              {showMonths ? 'Ocultar evolução mês a mês' : 'Evolução mês a mês'}
            </Button>
          )}
        </Group>
        {id && (
          <PdfDownloadButton
            href={`/api/platform/calculations/${id}/pdf`}
            title={`Memória de cálculo — ${title}`}
          />
        )}
        {showMemo && <MemoTable memoria={result.memoria ?? []} />}
        {showMonths && <MonthlyTable mensal={mensal} />}
      </Stack>
    </Card>
  );
}

function MemoTable({ memoria }: { memoria: MemoriaPasso[] }) {
  return (
    <ScrollArea.Autosize mah={480}>
      <Table striped verticalSpacing={6} aria-label="Memória de cálculo">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Passo</Table.Th>
            <Table.Th ta="right">Valor</Table.Th>
            <Table.Th>Base legal</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {memoria.map((m, i) => (
            // The memo is an ordered list of steps; the same text may repeat.
            // biome-ignore lint/suspicious/noArrayIndexKey: steps have no id and never reorder
            <Table.Tr key={i}>
              <Table.Td>
                <Text size="xs">{readableMemoText(m.passo)}</Text>
              </Table.Td>
              <Table.Td ta="right">
                <Text size="xs">{m.valor === undefined ? '' : formatBRL(m.valor)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="xs" c="dimmed">
                  {readableMemoText(m.base)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}

function MonthlyTable({ mensal }: { mensal: LinhaMensal[] }) {
  return (
    <ScrollArea.Autosize mah={480}>
      <Table striped verticalSpacing={4} aria-label="Evolução mês a mês">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Mês</Table.Th>
            <Table.Th>Regime</Table.Th>
            <Table.Th>Índice</Table.Th>
            <Table.Th ta="right">Taxa</Table.Th>
            <Table.Th ta="right">Juros</Table.Th>
            <Table.Th ta="right">Fator acumulado</Table.Th>
            <Table.Th ta="right">Valor atualizado</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {mensal.map((l) => (
            <Table.Tr key={`${l.mes}-${l.de ?? ''}`}>
              <Table.Td>
                {l.mes.split('-').reverse().join('/')}
                {l.dias !== undefined && l.dias !== l.diasNoMes && l.de && l.ate
                  ? ` (dias ${Number(l.de.slice(8, 10))}–${Number(l.ate.slice(8, 10))} de ${l.diasNoMes})`
                  : ''}
              </Table.Td>
              <Table.Td>
                <Text size="xs" title={l.base}>
                  {l.regime}
                </Text>
              </Table.Td>
              <Table.Td>{l.indice}</Table.Td>
              <Table.Td ta="right">{formatPercent(l.taxaPercentual)}</Table.Td>
              <Table.Td ta="right">{formatPercent(l.jurosPercentual)}</Table.Td>
              <Table.Td ta="right">{factor.format(l.fatorAcumulado)}</Table.Td>
              <Table.Td ta="right">{formatBRL(l.valorAtualizado)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
