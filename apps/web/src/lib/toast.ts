import { notifications, notificationsStore } from '@mantine/notifications';

let shown = 0;

/**
 * One toast at a time, and always the latest: it replaces whatever is on screen or waiting, so a
 * message never describes an earlier action (Mantine's `limit` alone queues the newer ones behind
 * the one shown, 5 s each).
 */
function show(color: 'teal' | 'red', title: string, message?: string) {
  shown += 1;
  const id = `toast-${shown}`;
  notifications.updateState(notificationsStore, () => [{ id, title, message, color }]);
  return id;
}

/** Toasts: destructive errors in red, successes in green (root config: 5 s, bottom right). */
export const toast = {
  success: (title: string, message?: string) => show('teal', title, message),
  error: (title: string, message?: string) => show('red', title, message),
  /** Removes what is shown: an old error must not outlive the success that answers it. */
  clear: () => notifications.clean(),
};
