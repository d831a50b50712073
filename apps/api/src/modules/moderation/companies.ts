/**
 * Moderators hide and show companies (issue 19). A hidden company (`companies.hidden_at`) is out
 * of every public read: the search read model does not load it (search/loader.ts), the sitemap and
 * the public detail skip it; its owner still sees and edits it. Each decision is recorded in
 * `moderation_decisions` with the hide/show itself, in one transaction.
 */
import { COMPANY_MODERATION_TEXTS as T, type companyDecisionSchema, MSG, type ModeratedCompany } from '@cimenta/shared';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import type { ModerationService } from './service';

const LIMIT = 30;

export function companyModerationRepo(db: Db) {
  const select = () =>
    db
      .select({
        id: t.companies.id,
        name: t.companies.name,
        fullName: t.companies.fullName,
        city: t.cities.name,
        province: t.provinces.name,
        hiddenAt: t.companies.hiddenAt,
      })
      .from(t.companies)
      .innerJoin(t.cities, eq(t.cities.id, t.companies.cityId))
      .innerJoin(t.provinces, eq(t.provinces.id, t.companies.provinceId));
  return {
    /** Companies whose name contains the words (accents and case aside); none: the hidden ones. */
    find(search: string | undefined) {
      const where = search
        ? sql`${t.companies.nameFolded} LIKE '%' || f_unaccent(lower(${search.replace(/[\\%_]/g, '\\$&')})) || '%'`
        : isNotNull(t.companies.hiddenAt);
      return select().where(where).orderBy(asc(t.companies.nameFolded), asc(t.companies.id)).limit(LIMIT);
    },
    async get(id: string) {
      const [row] = await select().where(eq(t.companies.id, id));
      return row;
    },
    /** Sets or clears `hidden_at` and records the decision, in one transaction; false when it already was so. */
    decide(id: string, hide: boolean, decision: Omit<typeof t.moderationDecisions.$inferInsert, 'id' | 'createdAt'>) {
      return db.transaction(async (tx) => {
        const done = await tx
          .update(t.companies)
          .set({ hiddenAt: hide ? sql`now()` : null })
          .where(and(eq(t.companies.id, id), hide ? isNull(t.companies.hiddenAt) : isNotNull(t.companies.hiddenAt)))
          .returning({ id: t.companies.id });
        if (!done.length) return false;
        await tx.insert(t.moderationDecisions).values(decision);
        return true;
      });
    },
  };
}

export function companyModerationService(deps: {
  repo: ReturnType<typeof companyModerationRepo>;
  moderation: Pick<ModerationService, 'moderator'>;
  /** The search read model: the change applied before the answer leaves. */
  changed: (ids: string[]) => Promise<void>;
}) {
  const { repo, moderation } = deps;
  const present = (r: NonNullable<Awaited<ReturnType<typeof repo.get>>>): ModeratedCompany => ({
    ...r,
    hiddenAt: r.hiddenAt?.toISOString() ?? null,
  });
  return {
    async find(userId: string, search?: string) {
      await moderation.moderator(userId);
      const q = search?.trim();
      return { items: (await repo.find(q && q.length >= 2 ? q : undefined)).map(present) };
    },
    async decide(userId: string, id: string, d: z.output<typeof companyDecisionSchema>) {
      const m = await moderation.moderator(userId);
      const company = await repo.get(id);
      if (!company) throw notFound(MSG.companyNotFound);
      const hide = d.action === 'hide';
      const done = await repo.decide(id, hide, {
        moderatorId: m.id,
        moderatorEmail: m.email,
        subjectType: 'company',
        subjectId: id,
        subjectLabel: `Empresa ${company.name} (${company.city})`,
        action: d.action,
        reason: d.reason || null,
      });
      if (!done) throw conflict(hide ? T.alreadyHidden : T.alreadyVisible);
      await deps.changed([id]);
      return { message: hide ? T.hiddenDone : T.shownDone };
    },
  };
}
