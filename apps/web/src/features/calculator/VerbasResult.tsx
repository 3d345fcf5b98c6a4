import { type Demonstrativo, type LinesTable, verbasBlock } from '@lexato/schemas';
import { Box, Stack, Table, Text, Title } from '@mantine/core';
import type { CalcResultView } from './resultLines.ts';

/**
 * A liquidação por verbas: the summary by verba with its totals (as PJe-Calc's 'Resumo'), then
 * the FGTS, INSS and IRRF demonstratives (one definition with the printed memo, @lexato/schemas).
 */
export function VerbasResult({ result }: { result: CalcResultView }) {
  const block = verbasBlock(result as unknown as Readonly<Record<string, unknown>>);
  if (!block) return null;
  return (
    <Stack gap="md">
      <Grid table={block.resumo} />
      {block.fgts && <Lines demonstrativo={block.fgts} />}
      {block.inss && <Grid table={block.inss} />}
      {block.irrf && <Lines demonstrativo={block.irrf} />}
    </Stack>
  );
}

function Grid({ table }: { table: LinesTable }) {
  const right = (i: number) => (i === 0 ? undefined : 'right');
  return (
    <div>
      <Title order={3} size="h5" mb="xs">
        {table.title}
      </Title>
      {/* A wide table scrolls in its own box on a phone, reachable by keyboard (tabIndex). */}
      <Box
        style={{ overflowX: 'auto' }}
        tabIndex={0}
        role="region"
        aria-label={`${table.title} (rolagem horizontal)`}
      >
        <Table
          withRowBorders
          verticalSpacing={4}
          aria-label={table.title}
          miw={table.header.length > 3 ? 360 : undefined}
        >
          <Table.Thead>
            <Table.Tr>
              {table.header.map((h, i) => (
                <Table.Th key={h} ta={right(i)}>
                  {h}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {table.rows.map((cells, r) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two verbas may share a description; the order is the request's
              <Table.Tr key={r}>
                {cells.map((c, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells of a row, fixed columns
                  <Table.Td key={i} ta={right(i)}>
                    {c}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
          {table.total && (
            <Table.Tfoot>
              <Table.Tr fw={700}>
                {table.total.map((c, i) =>
                  i === 0 ? (
                    <Table.Th key="label">{c}</Table.Th>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells of a row, fixed columns
                    <Table.Td key={i} ta="right">
                      {c}
                    </Table.Td>
                  ),
                )}
              </Table.Tr>
            </Table.Tfoot>
          )}
        </Table>
      </Box>
    </div>
  );
}

function Lines({ demonstrativo }: { demonstrativo: Demonstrativo }) {
  return (
    <div>
      <Title order={3} size="h5" mb="xs">
        {demonstrativo.title}
      </Title>
      <Table withRowBorders verticalSpacing={4} aria-label={demonstrativo.title}>
        <Table.Tbody>
          {demonstrativo.lines.map((l) => (
            <Table.Tr key={l.label} fw={l.emphasis ? 700 : undefined}>
              <Table.Td>{l.label}</Table.Td>
              <Table.Td ta="right">{l.value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {demonstrativo.note && (
        <Text size="xs" c="dimmed" mt={4}>
          {demonstrativo.note}
        </Text>
      )}
    </div>
  );
}
