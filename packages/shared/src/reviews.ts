/**
 * Reviews (issue 19): only someone who contacted a company through Cimenta can write one, from a
 * single-use link mailed to them. Request schemas, what the API answers, and the texts.
 */
import { z } from 'zod';
import { cardActivitySchema, refSchema } from './entities';
import { LIMIT_MSG, MSG } from './messages';
import { idRef, requiredText } from './schemas';
import {
  REPORT_REASONS,
  type ReportReason,
  REVIEW_ANSWER_MAX,
  REVIEW_MSG,
  REVIEW_PHOTOS_MAX,
  REVIEW_REPORT_DETAILS_MAX,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
} from './texts-reviews';

const stars = z.coerce.number({ error: REVIEW_MSG.stars }).int(REVIEW_MSG.stars).min(1, REVIEW_MSG.stars).max(5, REVIEW_MSG.stars);

/** `YYYY-MM`, from 1990 to the current month (checked against the server's clock). */
const monthSchema = z
  .string({ error: MSG.required })
  .trim()
  .regex(/^(199\d|20\d\d)-(0[1-9]|1[0-2])$/, REVIEW_MSG.finishedFormat)
  .refine((m) => m <= new Date().toISOString().slice(0, 7), REVIEW_MSG.finishedInFuture);

const photoUpload = z.object({ content: z.string({ error: MSG.invalidImage }).max(8_000_000, MSG.imageTooBig) });

export const reviewFieldsSchema = z.object({
  rating: stars,
  quality: stars,
  deadlines: stars,
  price: stars,
  text: z
    .string({ error: MSG.required })
    .trim()
    .min(REVIEW_TEXT_MIN, LIMIT_MSG.tooShort(REVIEW_TEXT_MIN))
    .max(REVIEW_TEXT_MAX, LIMIT_MSG.tooLong(REVIEW_TEXT_MAX)),
  /** The kind of work: an activity of the catalogue (main or sub-activity). */
  work: idRef,
  finished: monthSchema,
  images: z.array(photoUpload).max(REVIEW_PHOTOS_MAX, LIMIT_MSG.tooMany(REVIEW_PHOTOS_MAX)).optional(),
});
export type ReviewFields = z.input<typeof reviewFieldsSchema>;

const tokenSchema = z.string({ error: REVIEW_MSG.invalidLink }).trim().min(1, REVIEW_MSG.invalidLink).max(200, REVIEW_MSG.invalidLink);
export const reviewTokenSchema = z.object({ token: tokenSchema });
export const createReviewSchema = z.object({ token: tokenSchema, review: reviewFieldsSchema });
export const answerReviewSchema = z.object({ answer: requiredText(REVIEW_ANSWER_MAX) });
export const reportReviewSchema = z.object({
  reason: z.enum(Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]], { error: MSG.invalidOption }),
  details: z
    .string({ error: MSG.invalidValue })
    .trim()
    .max(REVIEW_REPORT_DETAILS_MAX, LIMIT_MSG.tooLong(REVIEW_REPORT_DETAILS_MAX))
    .optional(),
});

// ── What the API answers ─────────────────────────────────────────────────────
const int = z.number().int();
const starValue = int.min(1).max(5);

/** A published review: the author as first name and initial, never the email. */
export const reviewSchema = z
  .object({
    id: z.uuid(),
    author: z.string(),
    rating: starValue,
    quality: starValue,
    deadlines: starValue,
    price: starValue,
    text: z.string(),
    work: refSchema,
    /** `YYYY-MM`. */
    finished: z.string(),
    images: z.array(z.string()),
    createdAt: z.string(),
    answer: z.object({ text: z.string(), at: z.string() }).nullable(),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof reviewSchema>;

/** Average stars (one decimal) and counts; null averages when there is no review. */
export const ratingSummarySchema = z
  .object({
    count: int.min(0),
    average: z.number().nullable(),
    quality: z.number().nullable(),
    deadlines: z.number().nullable(),
    price: z.number().nullable(),
  })
  .meta({ id: 'RatingSummary' });
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** What a review link opens: whose company, and how the review will be signed. */
export const reviewInvitationSchema = z.object({
  company: z.object({ id: z.uuid(), name: z.string() }),
  author: z.string(),
  expiresAt: z.string(),
  /** The company's activities: the kinds of work the form offers. */
  works: z.array(cardActivitySchema),
});
