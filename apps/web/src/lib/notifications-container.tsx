// Only imported lazily (lazy-notifications.tsx), so the container and its styles land in their
// own chunk.
import './mantine-notifications.css';

export { Notifications as default } from '@mantine/notifications';
