// Alias defined in vite.config.ts: the toast container without the package barrel.
declare module '@mantine/notifications/container' {
  export { Notifications } from '@mantine/notifications';
}
