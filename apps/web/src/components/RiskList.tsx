import { Badge, Group, Stack, Text } from '@mantine/core';

export interface Risk {
  type: string;
  level: 'baixo' | 'médio' | 'alto';
  description: string;
}

const LEVEL_COLOR = { alto: 'red', médio: 'yellow', baixo: 'gray' } as const;

/** Risks of a prediction or a strategy, each with its level badge. */
export function RiskList({ risks }: { risks: Risk[] }) {
  return (
    <Stack gap={4}>
      {risks.map((r) => (
        <Group key={r.description} gap="xs" wrap="nowrap" align="flex-start">
          <Badge color={LEVEL_COLOR[r.level]} variant="light" miw={64}>
            {r.level}
          </Badge>
          <Text size="sm">
            <Text span fw={600}>
              {r.type}:
            </Text>{' '}
            {r.description}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
