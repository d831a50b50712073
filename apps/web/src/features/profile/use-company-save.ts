import { MSG } from '@cimenta/shared';
import { settle } from '../../lib/settle';
import { toastSuccess } from '../account-shared';

/**
 * Waits for a company change (edit, image upload or delete) and toasts the server's message; the
 * mutation has put the answered company into the profile. A failure is toasted by the mutation cache.
 */
export async function saveCompany(call: Promise<{ message?: string }>, fallback: string = MSG.changesSaved): Promise<void> {
  const res = await settle(call);
  if (res.ok) toastSuccess(res.data.message || fallback);
}
