import { type NotificationsProps, useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const Notifications = lazy(() => import('./notifications-container.tsx'));

/**
 * Mantine's toast container, loaded with the first toast: its portal and transition code
 * would otherwise weigh on every first page load, the landing page above all. Toasts shown
 * before it arrives wait in Mantine's store and appear as soon as it mounts.
 */
export function LazyNotifications(props: NotificationsProps) {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Notifications {...props} />
    </Suspense>
  ) : null;
}
