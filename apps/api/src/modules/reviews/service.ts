/**
 * Reviews (issue 19): a contact through Cimenta is followed, `reviewInviteDays` later, by a mail
 * with a single-use link (job `review-invite`); the link proves the email and allows one review
 * of that company. The company answers once; anyone may report a review, which stays published
 * until a moderator decides.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  MSG,
  REVIEW_LINK_DAYS,
  REVIEW_MSG,
  type ReviewFields,
  reviewerName,
  type reportReviewSchema,
  type reviewFieldsSchema,
} from '@cimenta/shared';
import type { z } from 'zod';
import type { Config } from '../../infra/config';
import type { ImageStore } from '../../infra/images';
import type { Jobs, JobTypes } from '../../infra/jobs';
import type { Mailer } from '../../infra/mailer';
import { mailTemplates } from '../../infra/mail-templates';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { pageWindow, toPage } from '../../lib/pagination';
import type { CatalogService } from '../catalog/service';
import { presentReview } from './presenter';
import type { ReviewsRepo } from './repo';
import { isOwnCompany } from './self-review';

const DAY_MS = 24 * 3600 * 1000;
const PAGE_SIZE = 10;
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export function reviewsService(deps: {
  repo: ReviewsRepo;
  catalog: CatalogService;
  images: ImageStore;
  mailer: Mailer;
  jobs: Pick<Jobs, 'send'>;
  config: Pick<Config, 'publicUrl' | 'reviewInviteDays'>;
  companyIdOf: (userId: string) => Promise<string | undefined>;
}) {
  const { repo, catalog, images, mailer, config } = deps;

  /** A usable invitation for this token and its company, or the Spanish reason why not. */
  async function usable(token: string) {
    const inv = await repo.invitationByHash(hash(token));
    if (!inv || inv.expiresAt.getTime() < Date.now()) throw notFound(REVIEW_MSG.invalidLink);
    if (inv.usedAt) throw conflict(REVIEW_MSG.usedLink);
    const company = await repo.company(inv.companyId);
    if (!company) throw notFound(REVIEW_MSG.invalidLink);
    // Checked again here: the company's owner or domain may have changed since the mail.
    if (isOwnCompany(inv.email, company)) throw forbidden(REVIEW_MSG.ownCompany);
    if (await repo.reviewedBy(inv.companyId, inv.email)) throw conflict(REVIEW_MSG.alreadyReviewed);
    return { inv, company };
  }

  /** Stores the photos of a review; on any failure the ones already stored go. */
  async function savePhotos(companyId: string, list: ReviewFields['images']) {
    const urls: string[] = [];
    try {
      for (const img of list ?? []) urls.push((await images.save(img.content, 'photo', `companies/${companyId}/reviews`)).url);
    } catch (err) {
      for (const url of urls) await images.remove(url);
      throw err;
    }
    return urls;
  }

  return {
    /**
     * Queues the invitation of a contact's sender, or of a quote request's client once the company
     * answered it (in the contact's or the answer's transaction).
     */
    scheduleInvitation(source: JobTypes['review-invite'], opts: Parameters<Jobs['send']>[2] = {}) {
      const startAfter = config.reviewInviteDays > 0 ? new Date(Date.now() + config.reviewInviteDays * DAY_MS) : undefined;
      return deps.jobs.send('review-invite', source, { ...opts, startAfter });
    },

    /**
     * The `review-invite` job: one invitation per contact, none for the company's own people or a
     * second one per address and company (a client who both wrote and asked for a quote gets one).
     */
    async invite(source: JobTypes['review-invite']) {
      const contact =
        'contactId' in source ? await repo.contact(source.contactId) : await repo.quoteClient(source.requestId, source.companyId);
      if (!contact) return;
      const contactId = 'contactId' in source ? source.contactId : null;
      const company = await repo.company(contact.companyId);
      const email = contact.email.toLowerCase();
      if (!company || isOwnCompany(email, company)) return;
      if ((await repo.invited(company.id, email)) || (await repo.reviewedBy(company.id, email))) return;
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + REVIEW_LINK_DAYS * DAY_MS);
      const mail = {
        to: email,
        ...mailTemplates.reviewInvitation({
          name: contact.name,
          companyName: company.name,
          link: `${config.publicUrl}/valorar/${token}`,
          days: REVIEW_LINK_DAYS,
          rulesUrl: `${config.publicUrl}/normas-de-opiniones`,
        }),
      };
      await repo.addInvitation(
        { id: randomUUID(), companyId: company.id, contactId, email, name: contact.name, tokenHash: hash(token), expiresAt },
        (tx) => mailer.send(mail, { tx }),
      );
    },

    async invitation(token: string) {
      const { inv, company } = await usable(token);
      const works = (await catalog.activityResolver())(await repo.activityIdsOf(company.id));
      return {
        company: { id: company.id, name: company.name },
        author: reviewerName(inv.name),
        expiresAt: inv.expiresAt.toISOString(),
        works,
      };
    },

    async create(token: string, fields: z.output<typeof reviewFieldsSchema>) {
      const { inv, company } = await usable(token);
      if (!(await catalog.activityById(fields.work))) throw badRequest([{ field: 'Tipo de trabajo', message: MSG.unknownReference }]);
      const photos = await savePhotos(company.id, fields.images);
      const id = randomUUID();
      const result = await repo.insertReview(inv.id, {
        id,
        companyId: company.id,
        invitationId: inv.id,
        email: inv.email,
        author: reviewerName(inv.name),
        rating: fields.rating,
        quality: fields.quality,
        deadlines: fields.deadlines,
        price: fields.price,
        body: fields.text,
        activityId: fields.work,
        finished: fields.finished,
        images: photos,
      });
      if (result !== 'ok') {
        // Nothing was written: the photos stored for it go too.
        for (const url of photos) await images.remove(url);
        throw conflict(result === 'used' ? REVIEW_MSG.usedLink : REVIEW_MSG.alreadyReviewed);
      }
      const row = await repo.get(id);
      if (!row) throw notFound(REVIEW_MSG.reviewNotFound);
      return { message: REVIEW_MSG.published, review: presentReview(row) };
    },

    async ofCompany(companyId: string, page?: number) {
      const company = await repo.company(companyId);
      // A hidden company's reviews are out of the public reads too (issue 19).
      if (!company || company.hidden) throw notFound(MSG.companyNotFound);
      const w = pageWindow(page, PAGE_SIZE, PAGE_SIZE, PAGE_SIZE);
      const [rows, summary] = await Promise.all([repo.page(companyId, w.perPage, w.offset), repo.summary(companyId)]);
      return { ...toPage(rows.map(presentReview), summary.count, w.page, w.perPage), summary };
    },

    async answer(userId: string, id: string, text: string) {
      const row = await repo.get(id);
      if (!row) throw notFound(REVIEW_MSG.reviewNotFound);
      if ((await deps.companyIdOf(userId)) !== row.review.companyId) throw forbidden(REVIEW_MSG.notYourCompany);
      if (row.review.answer !== null || !(await repo.answer(id, text))) throw conflict(REVIEW_MSG.alreadyAnswered);
      const updated = await repo.get(id);
      if (!updated) throw notFound(REVIEW_MSG.reviewNotFound);
      return { message: REVIEW_MSG.answered, review: presentReview(updated) };
    },

    async report(id: string, r: z.output<typeof reportReviewSchema>) {
      if (!(await repo.get(id))) throw notFound(REVIEW_MSG.reviewNotFound);
      await repo.report({ reviewId: id, reason: r.reason, details: r.details || null });
      return { message: REVIEW_MSG.reported };
    },
  };
}
export type ReviewsService = ReturnType<typeof reviewsService>;
