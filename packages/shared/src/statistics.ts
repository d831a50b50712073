/**
 * The company's statistics (issue 20): per week for the last 12 weeks, its audience (profile
 * views, appearances in results) and what it received and answered. Texts are in
 * texts-statistics.ts (zod-free).
 */
import { z } from 'zod';

const count = z.number().int().min(0);

export const statisticsWeekSchema = z.object({
  /** The week's Monday, `YYYY-MM-DD` (Spain's calendar). */
  week: z.string(),
  /** Distinct visitors who opened the company's page (one a day each). */
  views: count,
  /** Distinct visitors who saw its card on a results, landing or home page (one a day each). */
  appearances: count,
  contacts: count,
  requests: count,
  /** Contacts and requests received that week that have an answer. */
  answers: count,
  /** Median hours from reception to the first answer; null without answers. */
  medianAnswerHours: z.number().min(0).nullable(),
});

export const statisticsSchema = z.object({
  /** Oldest first, the current week last. */
  weeks: z.array(statisticsWeekSchema),
  /** Whether the company shows "Responde rápido" (the read model's rule). */
  fastReply: z.boolean(),
});
export type StatisticsWeek = z.infer<typeof statisticsWeekSchema>;
export type Statistics = z.infer<typeof statisticsSchema>;
