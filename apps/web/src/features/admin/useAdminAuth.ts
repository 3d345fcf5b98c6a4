import type { AuthCheckDto } from '@lexato/schemas';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { apiFetch } from '../../lib/errors.ts';

export const AUTH_QUERY_KEY = ['admin', 'auth-check'] as const;
/** Set by the login page: the welcome toast shows once /admin has loaded (login is a full navigation). */
export const WELCOME_FLAG = 'lexato-admin-welcome';

/** The admin screen asks GET /api/auth/check first and sends visitors to /login. */
export function useAdminAuth() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const check = useQuery({
    queryKey: AUTH_QUERY_KEY,
    queryFn: () => apiFetch<AuthCheckDto>('/api/auth/check'),
  });
  const isAuthenticated = check.data?.isAuthenticated === true;

  useEffect(() => {
    if (check.isError || check.data?.isAuthenticated === false) {
      void navigate({ to: '/login', replace: true });
    }
  }, [check.isError, check.data, navigate]);

  useEffect(() => {
    if (!isAuthenticated || sessionStorage.getItem(WELCOME_FLAG) === null) return;
    sessionStorage.removeItem(WELCOME_FLAG);
    notifications.show({
      title: 'Login realizado!',
      message: 'Bem-vindo ao painel administrativo',
      color: 'green',
    });
  }, [isAuthenticated]);

  const logout = async () => {
    await fetch('/api/auth/logout', { method: 'POST', credentials: 'include' }).catch(() => undefined);
    // Nothing read under the admin session may outlive it.
    queryClient.clear();
    notifications.show({ message: 'Logout realizado', color: 'lexato' });
    await navigate({ to: '/login' });
  };

  return { isAuthenticated, isChecking: check.isPending, logout };
}
