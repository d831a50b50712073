/**
 * The toast container, loaded with the first toast (providers.tsx). Imported lazily through this
 * module rather than as `import('@mantine/notifications')`: a dynamic import of the package itself
 * asks for its whole namespace, and since the entry already imports the package (for
 * `notifications.show`), the bundler would put every export, the container and its transitions
 * included, in the first load. Through a module that names only `Notifications`, the container
 * goes to a chunk of its own.
 */
export { Notifications } from '@mantine/notifications';
