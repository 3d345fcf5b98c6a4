import { createFileRoute } from '@tanstack/react-router';
import { Placeholder } from '../components/Placeholder.tsx';

export const Route = createFileRoute('/termos')({
  component: () => <Placeholder title="Termos de Uso" />,
});
