import { createFileRoute } from '@tanstack/react-router';
import { CalculatorPage } from '../../../features/calculator/CalculatorPage.tsx';

export const Route = createFileRoute('/platform/_app/calculator')({ component: CalculatorPage });
