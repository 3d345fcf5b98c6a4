import { createFileRoute } from '@tanstack/react-router';
import { PlatformLoginPage } from '../../features/platform/PlatformLoginPage.tsx';

export const Route = createFileRoute('/platform/login')({ component: PlatformLoginPage });
