/**
 * Moderation (issue 19): only users with `ROLE_ADMIN` (checked in the database on every call, so a
 * revoked role takes effect at once) see reported reviews and decide; every decision is recorded
 * and the author of a removed review gets the reason by mail. Companies can't remove reviews.
 */
import { ADMIN_ROLE, MODERATION_MSG, REVIEW_MSG, type Decision, type reviewDecisionSchema } from '@cimenta/shared';
import type { z } from 'zod';
import type { Mailer } from '../../infra/mailer';
import { mailTemplates } from '../../infra/mail-templates';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { pageWindow, toPage } from '../../lib/pagination';
import { presentReview } from '../reviews/presenter';
import type { DecisionRow, ModerationRepo } from './repo';

const PAGE = 30;

const presentDecision = (d: DecisionRow): Decision => ({
  id: d.id,
  moderator: d.moderatorEmail,
  subjectType: d.subjectType as Decision['subjectType'],
  subjectId: d.subjectId,
  subjectLabel: d.subjectLabel,
  action: d.action as Decision['action'],
  reason: d.reason,
  createdAt: d.createdAt.toISOString(),
});

export type ModerationService = ReturnType<typeof moderationService>;

export function moderationService(deps: { repo: ModerationRepo; mailer: Mailer; publicUrl: string }) {
  const { repo, mailer } = deps;

  async function moderator(userId: string) {
    const m = await repo.moderator(userId);
    if (!m?.roles.includes(ADMIN_ROLE)) throw forbidden(MODERATION_MSG.notAdmin);
    return { id: userId, email: m.email };
  }

  return {
    /** The moderator's id and email; 403 for anyone without the role. */
    moderator,
    async reports(userId: string) {
      await moderator(userId);
      const pending = await repo.pendingReports(50);
      const rows = new Map((await repo.reviews(pending.map((p) => p.reviewId))).map((r) => [r.review.id, r]));
      const items = [];
      for (const p of pending) {
        const row = rows.get(p.reviewId);
        if (!row) continue;
        items.push({
          review: presentReview(row),
          company: { id: row.review.companyId, name: row.companyName },
          reports: p.reports.map((r) => ({ id: r.id, reason: r.reason, details: r.details, createdAt: r.createdAt.toISOString() })),
        });
      }
      return { items };
    },

    async decideReview(userId: string, reviewId: string, d: z.output<typeof reviewDecisionSchema>) {
      const m = await moderator(userId);
      const [row] = await repo.reviews([reviewId]);
      if (!row) throw notFound(REVIEW_MSG.reviewNotFound);
      const remove = d.action === 'remove';
      const mail = {
        to: row.review.email,
        ...mailTemplates.reviewRemoved({
          author: row.review.author,
          companyName: row.companyName,
          reason: d.reason ?? '',
          rulesUrl: `${deps.publicUrl}/normas-de-opiniones`,
        }),
      };
      const done = await repo.decideReview(
        reviewId,
        remove,
        {
          moderatorId: m.id,
          moderatorEmail: m.email,
          subjectType: 'review',
          subjectId: reviewId,
          subjectLabel: `Opinión de ${row.review.author} sobre ${row.companyName}`,
          action: d.action,
          reason: d.reason || null,
        },
        async (tx) => {
          if (remove) await mailer.send(mail, { tx });
        },
      );
      if (!done) throw conflict(MODERATION_MSG.nothingPending);
      return { message: MODERATION_MSG.decided };
    },

    async decisions(userId: string, page?: number) {
      await moderator(userId);
      const w = pageWindow(page, PAGE, PAGE, PAGE);
      const { rows, total } = await repo.decisions(w.perPage, w.offset);
      return toPage(rows.map(presentDecision), total, w.page, w.perPage);
    },
  };
}
