import { createFileRoute } from '@tanstack/react-router';
import { SearchPage } from '../../../features/search/SearchPage.tsx';

export const Route = createFileRoute('/platform/_app/search')({ component: SearchPage });
