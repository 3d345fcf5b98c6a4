import { Stack, Table, Text, Title } from '@mantine/core';
import { formatBRL } from '../../lib/format.ts';
import type { CalcResultView } from './resultLines.ts';

type Liquidacao = Extract<CalcResultView, { type: 'liquidacao_sentenca' }>;
const mesBr = (mes: string) => `${mes.slice(5, 7)}/${mes.slice(0, 4)}`;

/**
 * A liquidação por verbas: the summary by verba with its totals (as PJe-Calc's 'Resumo'), then
 * the FGTS, INSS and IRRF demonstratives the engine returns.
 */
export function VerbasResult({ result }: { result: CalcResultView }) {
  if (result.type !== 'liquidacao_sentenca' || !result.verbas?.length) return null;
  const r: Liquidacao = result;
  const verbas = result.verbas;
  const soma = (k: 'principal' | 'correcao' | 'juros' | 'total') =>
    Math.round(verbas.reduce((s, v) => s + v[k] * 100, 0)) / 100;
  return (
    <Stack gap="md">
      <div>
        <Title order={3} size="h5" mb="xs">
          Resumo por verba
        </Title>
        <Table.ScrollContainer minWidth={360}>
          <Table withRowBorders verticalSpacing={4} aria-label="Resumo por verba">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Verba</Table.Th>
                <Table.Th ta="right">Principal</Table.Th>
                <Table.Th ta="right">Correção</Table.Th>
                <Table.Th ta="right">Juros</Table.Th>
                <Table.Th ta="right">Total</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {verbas.map((v, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: two verbas may share a description; the order is the request's
                <Table.Tr key={i}>
                  <Table.Td>{v.descricao}</Table.Td>
                  <Table.Td ta="right">{formatBRL(v.principal)}</Table.Td>
                  <Table.Td ta="right">{formatBRL(v.correcao)}</Table.Td>
                  <Table.Td ta="right">{formatBRL(v.juros)}</Table.Td>
                  <Table.Td ta="right">{formatBRL(v.total)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr fw={700}>
                <Table.Th>Total</Table.Th>
                <Table.Td ta="right">{formatBRL(soma('principal'))}</Table.Td>
                <Table.Td ta="right">{formatBRL(soma('correcao'))}</Table.Td>
                <Table.Td ta="right">{formatBRL(soma('juros'))}</Table.Td>
                <Table.Td ta="right">{formatBRL(soma('total'))}</Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      </div>
      {r.fgts && (
        <Demonstrativo
          title="Demonstrativo do FGTS (8%, Lei 8.036/1990 art. 15)"
          rows={[
            ['Depósitos devidos', r.fgts.deposito],
            ['Correção', r.fgts.correcao],
            ['Juros', r.fgts.juros],
            ['Total a depositar', r.fgts.total],
          ]}
        />
      )}
      {r.inssPorCompetencia && r.inssPorCompetencia.length > 0 && (
        <div>
          <Title order={3} size="h5" mb="xs">
            Demonstrativo do INSS por competência (Súmula 368 TST)
          </Title>
          <Table withRowBorders verticalSpacing={4} aria-label="Demonstrativo do INSS">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Competência</Table.Th>
                <Table.Th ta="right">Base</Table.Th>
                <Table.Th ta="right">INSS</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {r.inssPorCompetencia.map((c) => (
                <Table.Tr key={c.mes}>
                  <Table.Td>{mesBr(c.mes)}</Table.Td>
                  <Table.Td ta="right">{formatBRL(c.base)}</Table.Td>
                  <Table.Td ta="right">{formatBRL(c.inss)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
      {r.irrf && (
        <Demonstrativo
          title="Demonstrativo do IRRF (RRA, Lei 7.713/1988 art. 12-A)"
          rows={[
            ['Rendimentos tributáveis corrigidos', r.irrf.tributavelCorrigido],
            ['(−) INSS', r.irrf.inss],
            ['Base de cálculo', r.irrf.base],
            ['Meses a que se referem', r.irrf.meses, 'count'],
            ['IRRF', r.irrf.imposto],
          ]}
          note={r.irrf.tabela}
        />
      )}
    </Stack>
  );
}

function Demonstrativo({
  title,
  rows,
  note,
}: {
  title: string;
  rows: Array<[label: string, value: number, kind?: 'count']>;
  note?: string;
}) {
  return (
    <div>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      <Table withRowBorders verticalSpacing={4} aria-label={title}>
        <Table.Tbody>
          {rows.map(([label, value, kind]) => (
            <Table.Tr key={label}>
              <Table.Td>{label}</Table.Td>
              <Table.Td ta="right">{kind === 'count' ? String(value) : formatBRL(value)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {note && (
        <Text size="xs" c="dimmed" mt={4}>
          {note}
        </Text>
      )}
    </div>
  );
}
