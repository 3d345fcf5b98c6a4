import { createFileRoute } from '@tanstack/react-router';
import { Placeholder } from '../components/Placeholder.tsx';

export const Route = createFileRoute('/admin')({
  component: () => <Placeholder title="Painel administrativo" />,
});
