import { createFileRoute } from '@tanstack/react-router';
import { MonitorPage } from '../../../features/monitor/MonitorPage.tsx';

export const Route = createFileRoute('/platform/_app/monitor')({ component: MonitorPage });
