import { createFileRoute } from '@tanstack/react-router';
import { AnalyserPage } from '../../../features/analyser/AnalyserPage.tsx';

export const Route = createFileRoute('/platform/_app/analyser')({ component: AnalyserPage });
