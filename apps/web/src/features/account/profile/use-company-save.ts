import { type Company, MSG } from '@cimenta/shared';
import { useCallback } from 'react';
import { useRefreshProfile } from '../api/account';
import { toastSuccess } from '../shared/toast';

/**
 * Runs a company change (edit, image upload or delete), toasts the server's message and puts the
 * answered company into the profile. Failures are already toasted by the HTTP client.
 */
export function useCompanySave() {
  const refresh = useRefreshProfile();
  return useCallback(
    async (call: () => Promise<{ message?: string; company: Company }>, fallback: string = MSG.changesSaved) => {
      try {
        const res = await call();
        toastSuccess(res.message || fallback);
        await refresh({ company: res.company });
      } catch {
        // Toasted by the client.
      }
    },
    [refresh],
  );
}
