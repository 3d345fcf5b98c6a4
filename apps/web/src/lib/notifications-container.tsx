// Only imported lazily (lazy-notifications.tsx), so the container lands in its own chunk.
export { Notifications as default } from '@mantine/notifications';
