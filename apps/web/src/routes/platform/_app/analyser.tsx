import { Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { ToolFrame } from '../../../features/platform/ToolFrame.tsx';

export const Route = createFileRoute('/platform/_app/analyser')({
  component: () => (
    <ToolFrame title="Analyser" description="Análise de contratos e petições">
      <Text c="dimmed">Esta ferramenta ainda está em construção.</Text>
    </ToolFrame>
  ),
});
