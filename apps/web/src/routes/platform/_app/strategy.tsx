import { createFileRoute } from '@tanstack/react-router';
import { StrategyPage } from '../../../features/strategy/StrategyPage.tsx';

export const Route = createFileRoute('/platform/_app/strategy')({ component: StrategyPage });
