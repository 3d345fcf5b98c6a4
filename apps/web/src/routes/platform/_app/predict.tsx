import { createFileRoute } from '@tanstack/react-router';
import { PredictPage } from '../../../features/predict/PredictPage.tsx';

export const Route = createFileRoute('/platform/_app/predict')({ component: PredictPage });
