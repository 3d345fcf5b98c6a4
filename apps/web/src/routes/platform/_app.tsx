import { createFileRoute } from '@tanstack/react-router';
import { PlatformLayout } from '../../features/platform/PlatformLayout.tsx';

export const Route = createFileRoute('/platform/_app')({ component: PlatformLayout });
