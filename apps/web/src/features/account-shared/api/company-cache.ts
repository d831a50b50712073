import type { Company } from '@cimenta/shared';
import type { QueryClient } from '@tanstack/react-query';
import { callKey } from '../../../lib/api-client';
import { profileQueryOptions } from '../../../lib/session';

/**
 * After a write to the user's company: the answered company goes into the profile at once, and
 * everything that shows it is read again — the profile, the public list and the company's page.
 */
export function companyChanged(qc: QueryClient, company?: Company) {
  const { queryKey } = profileQueryOptions();
  if (company) qc.setQueryData(queryKey, (old) => (old ? { ...old, company } : old));
  return Promise.all([
    qc.invalidateQueries({ queryKey }),
    qc.invalidateQueries({ queryKey: callKey('GET /companies') }),
    qc.invalidateQueries({ queryKey: callKey('GET /companies/:id') }),
  ]);
}
