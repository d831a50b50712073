/** /my-profile/opiniones: the company's reviews, each answered once, publicly (issue 19). */
import { REVIEW_ANSWER_MAX, REVIEW_TEXTS, type Review } from '@cimenta/shared';
import { Button, Pagination, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useProfile } from '../../lib/session';
import { showSuccessToast } from '../../lib/toasts';
import { ReviewItem, useAnswerReview, useCompanyReviews } from '../reviews';
import { ScreenError, ScreenLoader } from './screen-loader';
import { SectionCard } from './section-card';

const T = REVIEW_TEXTS;

export function ReviewsScreen() {
  const companyId = useProfile().data?.company?.id ?? '';
  const [page, setPage] = useState(1);
  const reviews = useCompanyReviews(companyId, page);
  if (reviews.isError) return <ScreenError message={T.loadError} onRetry={() => void reviews.refetch()} />;
  if (!reviews.data) return <ScreenLoader />;
  const { items, pages } = reviews.data;
  return (
    <SectionCard title={T.profileTitle} intro={T.profileIntro}>
      {items.length === 0 && <Text c="dimmed">{T.none}</Text>}
      <Stack gap="md">
        {items.map((r) => (
          <Stack key={r.id} gap="xs">
            <ReviewItem review={r} />
            {!r.answer && <AnswerForm review={r} />}
          </Stack>
        ))}
      </Stack>
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
    </SectionCard>
  );
}

function AnswerForm({ review }: { review: Review }) {
  const [text, setText] = useState('');
  const answer = useAnswerReview();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    answer.mutate({ id: review.id, answer: text.trim() }, { onSuccess: (res) => showSuccessToast(res.message) });
  };
  return (
    <form onSubmit={submit} aria-label={T.answerFormLabel(review.author)}>
      <Stack gap="xs">
        <Textarea
          label={T.answerLabel}
          autosize
          minRows={2}
          maxLength={REVIEW_ANSWER_MAX}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <Button type="submit" loading={answer.isPending} disabled={!text.trim()} style={{ alignSelf: 'flex-end' }}>
          {T.answerSend}
        </Button>
      </Stack>
    </form>
  );
}
