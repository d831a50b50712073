/** Moderation (issue 19): what moderators (users with the `ROLE_ADMIN` role) see and decide. */
import { z } from 'zod';
import { LIMIT_MSG, MSG } from './messages';
import { reviewSchema } from './reviews';
import { DECISION_REASON_MAX, MODERATION_MSG } from './texts-reviews';

export const reviewDecisionSchema = z
  .object({
    action: z.enum(['keep', 'remove'], { error: MSG.invalidOption }),
    reason: z.string({ error: MSG.invalidValue }).trim().max(DECISION_REASON_MAX, LIMIT_MSG.tooLong(DECISION_REASON_MAX)).optional(),
  })
  .refine((d) => d.action !== 'remove' || !!d.reason, { message: MODERATION_MSG.reasonRequired, path: ['reason'] });

const reportSchema = z.object({ id: z.number().int(), reason: z.string(), details: z.string().nullable(), createdAt: z.string() });

/** A review with pending reports, and the company it is about. */
export const reportedReviewSchema = z
  .object({ review: reviewSchema, company: z.object({ id: z.uuid(), name: z.string() }), reports: z.array(reportSchema) })
  .meta({ id: 'ReportedReview' });
export type ReportedReview = z.infer<typeof reportedReviewSchema>;

export const decisionSchema = z
  .object({
    id: z.number().int(),
    moderator: z.string(),
    subjectType: z.enum(['review', 'credential', 'company']),
    subjectId: z.string(),
    subjectLabel: z.string(),
    action: z.enum(['keep', 'remove', 'approve', 'reject', 'hide', 'show']),
    reason: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'ModerationDecision' });
export type Decision = z.infer<typeof decisionSchema>;
