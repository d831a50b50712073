/** Review rows → the `Review` shape of @cimenta/shared (no email: the author is "Lucía M."). */
import type { Review } from '@cimenta/shared';
import type { ReviewRow } from './repo';

export function presentReview({ review: r, workName }: ReviewRow): Review {
  return {
    id: r.id,
    author: r.author,
    rating: r.rating,
    quality: r.quality,
    deadlines: r.deadlines,
    price: r.price,
    text: r.body,
    work: { id: r.activityId, name: workName },
    finished: r.finished,
    images: r.images,
    createdAt: r.createdAt.toISOString(),
    answer: r.answer && r.answeredAt ? { text: r.answer, at: r.answeredAt.toISOString() } : null,
  };
}
