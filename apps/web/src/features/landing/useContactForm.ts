import { notifications } from '@mantine/notifications';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import type { ContactValues } from './contactValidation.ts';

// A form library would weigh more on the landing page than this one small form needs.
const loadValidation = () => import('./contactValidation.ts');

const EMPTY: ContactValues = { name: '', email: '', company: '', phone: '', message: '' };
type Field = keyof ContactValues;
const FIELDS: Field[] = ['name', 'email', 'company', 'phone', 'message'];

/** The landing's contact form: shared zod rules (@lexato/schemas contacts), plain REST call, toast and reset. */
export function useContactForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors(({ [name]: _cleared, ...rest }) => rest);
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { validateContact } = await loadValidation();
    const result = validateContact(values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = FIELDS.find((f) => result.errors[f]);
      if (first) (formRef.current?.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    setSending(true);
    // The honeypot field (ContactForm.tsx) is sent as found: empty unless a bot filled it in.
    const honeypot = formRef.current?.elements.namedItem('website');
    const website = honeypot instanceof HTMLInputElement ? honeypot.value : '';
    try {
      const res = await fetch('/api/contacts', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...result.data, website }),
      });
      if (!res.ok) throw new Error(res.statusText);
      notifications.show({
        title: 'Mensagem enviada!',
        message: 'Entraremos em contato em breve.',
        color: 'green',
      });
      setValues(EMPTY);
      setErrors({});
    } catch {
      notifications.show({ title: 'Erro ao enviar', message: 'Tente novamente mais tarde.', color: 'red' });
    } finally {
      setSending(false);
    }
  };

  return { field, formRef, sending, onSubmit, prefetch: () => void loadValidation() };
}
