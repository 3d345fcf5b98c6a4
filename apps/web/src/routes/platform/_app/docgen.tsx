import { createFileRoute } from '@tanstack/react-router';
import { DocgenPage } from '../../../features/docgen/DocgenPage.tsx';

export const Route = createFileRoute('/platform/_app/docgen')({ component: DocgenPage });
