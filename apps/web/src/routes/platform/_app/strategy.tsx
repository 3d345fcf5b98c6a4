import { Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { ToolFrame } from '../../../features/platform/ToolFrame.tsx';

export const Route = createFileRoute('/platform/_app/strategy')({
  component: () => (
    <ToolFrame title="Strategy" description="Estratégias de resolução de conflitos">
      <Text c="dimmed">Esta ferramenta ainda está em construção.</Text>
    </ToolFrame>
  ),
});
