import { notifications } from '@mantine/notifications';
import { showErrorToast, showSuccessToast } from '../../lib/toasts';

// One toast per message; a success closes the form's error toasts (lib/toasts.ts).
export const toastSuccess = (message: string) => showSuccessToast(message);
export const toastError = showErrorToast;
export const toastInfo = (message: string) => notifications.show({ id: `info:${message}`, color: 'blue', message });
