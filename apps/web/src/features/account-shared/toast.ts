import { notifications } from '@mantine/notifications';

// The named close button and readable text of every toast come from the theme (app/theme.ts).
export const toastSuccess = (message: string) => notifications.show({ color: 'green', title: 'Hecho', message });
export const toastError = (message: string) => notifications.show({ color: 'red', title: 'Error', message });
export const toastInfo = (message: string) => notifications.show({ color: 'blue', message });
