import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../features/legal/LegalPage.tsx';
import { termos } from '../features/legal/texts/termos.ts';

export const Route = createFileRoute('/termos')({
  component: () => <LegalPage doc={termos} />,
});
