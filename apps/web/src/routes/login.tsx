import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../features/admin/LoginPage.tsx';

export const Route = createFileRoute('/login')({
  component: LoginPage,
});
