import { ACCOUNT_TEXTS } from '@cimenta/shared';
import { notifications } from '@mantine/notifications';

// Mantine's toast has an unnamed close button and a dimmed description below 4.5:1 (axe
// button-name, color-contrast); the account toasts name the button and use the text colour.
const a11y = {
  closeButtonProps: { 'aria-label': ACCOUNT_TEXTS.common.close },
  styles: { description: { color: 'var(--mantine-color-text)' } },
};

export const toastSuccess = (message: string) => notifications.show({ color: 'green', title: 'Hecho', message, ...a11y });
export const toastError = (message: string) => notifications.show({ color: 'red', title: 'Error', message, ...a11y });
export const toastInfo = (message: string) => notifications.show({ color: 'blue', message, ...a11y });
