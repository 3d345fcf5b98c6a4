import { createFileRoute } from '@tanstack/react-router';
import { Placeholder } from '../../components/Placeholder.tsx';

export const Route = createFileRoute('/platform/search')({
  component: () => <Placeholder title="Search" />,
});
