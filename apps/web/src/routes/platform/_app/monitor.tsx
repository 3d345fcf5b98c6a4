import { Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { ToolFrame } from '../../../features/platform/ToolFrame.tsx';

export const Route = createFileRoute('/platform/_app/monitor')({
  component: () => (
    <ToolFrame title="Monitor" description="Acompanhamento de processos e prazos">
      <Text c="dimmed">Esta ferramenta ainda está em construção.</Text>
    </ToolFrame>
  ),
});
