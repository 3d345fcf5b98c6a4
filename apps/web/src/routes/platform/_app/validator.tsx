import { createFileRoute } from '@tanstack/react-router';
import { ValidatorPage } from '../../../features/validator/ValidatorPage.tsx';

export const Route = createFileRoute('/platform/_app/validator')({ component: ValidatorPage });
