import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../features/legal/LegalPage.tsx';
import { privacidade } from '../features/legal/texts/privacidade.ts';

export const Route = createFileRoute('/privacidade')({
  component: () => <LegalPage doc={privacidade} />,
});
