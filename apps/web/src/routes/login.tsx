import { createFileRoute } from '@tanstack/react-router';
import { Placeholder } from '../components/Placeholder.tsx';

export const Route = createFileRoute('/login')({
  component: () => <Placeholder title="Acesso administrativo" />,
});
