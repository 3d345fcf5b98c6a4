import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../features/legal/LegalPage.tsx';
import { lgpd } from '../features/legal/texts/lgpd.ts';

export const Route = createFileRoute('/lgpd')({
  component: () => <LegalPage doc={lgpd} />,
});
