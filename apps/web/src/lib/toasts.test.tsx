/** Issue 22: one toast per message; a form's error toasts close on its success and on a page change. */
import { notificationsStore } from '@mantine/notifications';
import { describe, expect, it } from 'vitest';
import { closeErrorToasts, showErrorToast, showSessionToast, showSuccessToast } from './toasts';

const messages = () => notificationsStore.getState().notifications.map((n) => String(n.message));

describe('toasts', () => {
  it('shows one toast per message, however often it is raised', () => {
    showErrorToast('Revisa los campos marcados');
    showErrorToast('Revisa los campos marcados');
    showErrorToast('Revisa los campos marcados');
    expect(messages()).toEqual(['Revisa los campos marcados']);
  });

  it('a success closes the error toasts, not the session ones', () => {
    showErrorToast('Revisa los campos marcados');
    showSessionToast('Ha expirado la sesión');
    showSuccessToast('Compañia registrada con exito');
    expect(messages()).toEqual(['Ha expirado la sesión', 'Compañia registrada con exito']);
    closeErrorToasts();
    expect(messages()).toHaveLength(2);
  });
});
