/** The review calls (contract-reviews.ts) as queries and mutations; one cache key per call and input. */
import type { BodyOf } from '@cimenta/shared/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, callKey } from '../../lib/api-client';

const listInput = (id: string, page: number) => ({ params: { id }, query: page > 1 ? { page } : {} });

export const companyReviewsQueryOptions = (companyId: string, page = 1) =>
  queryOptions({
    queryKey: callKey('GET /companies/:id/reviews', listInput(companyId, page)),
    queryFn: ({ signal }) => callApi('GET /companies/:id/reviews', listInput(companyId, page), { signal }),
    placeholderData: keepPreviousData,
  });

/** Waits for a company id (an account screen reads it from the profile). */
export function useCompanyReviews(companyId: string, page = 1) {
  return useQuery({ ...companyReviewsQueryOptions(companyId, page), enabled: Boolean(companyId) });
}

/** What a mailed link opens: a read, sent as POST so the token stays out of URLs and logs. */
export function useReviewInvitation(token: string) {
  return useQuery({
    queryKey: ['review-invitation', token],
    queryFn: () => callApi('POST /reviews/invitation', { body: { token } }),
    retry: false,
    meta: { silent: true },
  });
}

export type ReviewBody = BodyOf<'POST /reviews'>;

export function useCreateReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBody) => callApi('POST /reviews', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['GET /companies/:id/reviews'] }),
  });
}

export function useAnswerReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: string }) =>
      callApi('PUT /reviews/:id/answer', { params: { id }, body: { answer } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['GET /companies/:id/reviews'] }),
  });
}

export function useReportReview() {
  return useMutation({
    mutationFn: ({ id, ...body }: BodyOf<'POST /reviews/:id/reports'> & { id: string }) =>
      callApi('POST /reviews/:id/reports', { params: { id }, body }),
  });
}
