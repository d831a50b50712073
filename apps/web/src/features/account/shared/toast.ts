import { notifications } from '@mantine/notifications';

export const toastSuccess = (message: string) => notifications.show({ color: 'green', title: 'Hecho', message });
export const toastError = (message: string) => notifications.show({ color: 'red', title: 'Error', message });
