import { notifications } from '@mantine/notifications';

/** Toasts: destructive errors in red, successes in green; one at a time (root config). */
export const toast = {
  success: (title: string, message?: string) => notifications.show({ title, message, color: 'teal' }),
  error: (title: string, message?: string) => notifications.show({ title, message, color: 'red' }),
  /** Removes what is shown and queued: an old error must not outlive the success that answers it. */
  clear: () => notifications.clean(),
};
