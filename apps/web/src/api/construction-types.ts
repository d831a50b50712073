import { LOOKUP_PAGE_SIZE } from '@cimenta/shared';
import { queryOptions } from '@tanstack/react-query';
import { type CallInput, callApi, callKey } from '../lib/api-client';

const input: CallInput<'GET /constructiontypes'> = { query: { perPage: LOOKUP_PAGE_SIZE } };

export const getConstructionTypes = (signal?: AbortSignal) => callApi('GET /constructiontypes', input, { signal });

export const constructionTypesQueryOptions = () =>
  queryOptions({
    queryKey: callKey('GET /constructiontypes', input),
    queryFn: () => getConstructionTypes(),
    select: (page) => page.items,
    staleTime: 10 * 60_000,
  });
