import type { BodyOf } from '@cimenta/shared/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { profileQueryOptions } from '../../../lib/session';

export const updateUser = (body: BodyOf<'PUT /users'>) => callApi('PUT /users', { body });

/** Puts the answered user into the profile at once, then reads the profile again. */
export function useUpdateUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: ({ user }) => {
      const { queryKey } = profileQueryOptions();
      qc.setQueryData(queryKey, (old) => (old ? { ...old, ...user } : old));
      return qc.invalidateQueries({ queryKey });
    },
  });
}
