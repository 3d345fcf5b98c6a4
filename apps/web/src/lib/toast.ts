import { notifications, notificationsStore } from '@mantine/notifications';

const TOAST_ID = 'toast';
const AUTO_CLOSE_MS = 5000;
let shown = 0;

/**
 * One toast at a time, and always the latest: it replaces whatever is on screen or waiting, so a
 * message never describes an earlier action (Mantine's `limit` alone queues the newer ones behind
 * the one shown, 5 s each).
 *
 * The toast keeps one id and is updated in place: a new id would let the replaced toast play its
 * exit transition beside the new one, two messages on screen for a moment. Mantine restarts the
 * close timer only when the duration changes, so it alternates by a millisecond to give every
 * message its full 5 s.
 */
function show(color: 'teal' | 'red', title: string, message?: string) {
  shown += 1;
  const autoClose = AUTO_CLOSE_MS + (shown % 2);
  notifications.updateState(notificationsStore, () => [{ id: TOAST_ID, title, message, color, autoClose }]);
  return TOAST_ID;
}

/** Toasts: destructive errors in red, successes in green (root config: 5 s, bottom right). */
export const toast = {
  success: (title: string, message?: string) => show('teal', title, message),
  error: (title: string, message?: string) => show('red', title, message),
  /** Removes what is shown: an old error must not outlive the success that answers it. */
  clear: () => notifications.clean(),
};
