import { adminLoginSchema } from '@lexato/schemas';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { messageFromResponse } from '../../lib/errors.ts';
import { WELCOME_FLAG } from './useAdminAuth.ts';

type LoginValues = { username: string; password: string };

export function useAdminLogin() {
  const [pending, setPending] = useState(false);
  const form = useForm<LoginValues>({
    initialValues: { username: '', password: '' },
    validate: schemaResolver(adminLoginSchema, { sync: true }),
  });

  const onSubmit = form.onSubmit(async (values) => {
    setPending(true);
    try {
      const res = await fetch('/api/auth/login', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(values),
      });
      if (!res.ok) {
        // Wrong credentials get the spec's fixed text; anything else (rate limit) says what happened.
        const message =
          res.status === 401 || res.status === 400
            ? 'Credenciais inválidas. Tente novamente.'
            : await messageFromResponse(res);
        notifications.show({ title: 'Erro no login', message, color: 'red' });
        setPending(false);
        return;
      }
      sessionStorage.setItem(WELCOME_FLAG, '1');
      window.location.assign('/admin');
    } catch {
      notifications.show({
        title: 'Erro no login',
        message: 'Credenciais inválidas. Tente novamente.',
        color: 'red',
      });
      setPending(false);
    }
  });

  return { form, pending, onSubmit };
}
