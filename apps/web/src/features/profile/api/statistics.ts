/** The company's weekly statistics (contract-statistics.ts). */
import { useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '../../../lib/api-client';

export function useStatistics() {
  return useQuery({ queryKey: callKey('GET /my-profile/statistics'), queryFn: () => callApi('GET /my-profile/statistics', {}) });
}
