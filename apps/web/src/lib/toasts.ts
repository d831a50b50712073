/**
 * Toasts with the rules of issue 22: one toast per message (the same error shown again is not
 * stacked: its id is the message), and a form's error toasts close when it succeeds or the page
 * changes (a stale "El usuario o la contraseña es incorrecta." beside Mi Perfil). Session toasts
 * ("Ha expirado la sesión") are not form errors: they come with the move to the sign-in page.
 * The named close button and readable text of every toast come from the theme (app/theme.ts).
 */
import { notifications, notificationsStore } from '@mantine/notifications';

const ERROR = 'error:';

export function showErrorToast(message: string): void {
  notifications.show({ id: `${ERROR}${message}`, color: 'red', title: 'Error', message });
}

export function showSessionToast(message: string): void {
  notifications.show({ id: `session:${message}`, color: 'red', title: 'Sesión', message });
}

/** Closes every form error toast on screen or queued; does nothing (no store update) when there is none. */
export function closeErrorToasts(): void {
  const { notifications: shown, queue } = notificationsStore.getState();
  for (const n of [...shown, ...queue]) if (n.id?.startsWith(ERROR)) notifications.hide(n.id);
}

/** A success closes the errors it answers. */
export function showSuccessToast(message: string, title = 'Hecho'): void {
  closeErrorToasts();
  notifications.show({ id: `ok:${message}`, color: 'green', title, message });
}
