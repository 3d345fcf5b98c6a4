import { createFileRoute } from '@tanstack/react-router';
import { Placeholder } from '../../components/Placeholder.tsx';

export const Route = createFileRoute('/platform/validator')({
  component: () => <Placeholder title="Validator" />,
});
