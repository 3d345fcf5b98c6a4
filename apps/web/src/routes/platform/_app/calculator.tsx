import { Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { ToolFrame } from '../../../features/platform/ToolFrame.tsx';

export const Route = createFileRoute('/platform/_app/calculator')({
  component: () => (
    <ToolFrame title="Calculadora" description="Cálculos trabalhistas e tributários">
      <Text c="dimmed">Esta ferramenta ainda está em construção.</Text>
    </ToolFrame>
  ),
});
