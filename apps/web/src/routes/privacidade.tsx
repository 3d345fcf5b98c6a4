import { createFileRoute } from '@tanstack/react-router';
import { Placeholder } from '../components/Placeholder.tsx';

export const Route = createFileRoute('/privacidade')({
  component: () => <Placeholder title="Política de Privacidade" />,
});
