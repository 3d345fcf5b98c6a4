import { notifications } from '@mantine/notifications';

/** Spec §8 toasts: destructive errors in red, successes in green; one at a time (root config). */
export const toast = {
  success: (title: string, message?: string) => notifications.show({ title, message, color: 'teal' }),
  error: (title: string, message?: string) => notifications.show({ title, message, color: 'red' }),
};
