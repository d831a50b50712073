/**
 * Quote requests (issue 20). A client picks up to 3 visible companies and sends one request;
 * it waits, with nobody told, until the client confirms the email by a signed single-use link.
 * Then each company gets a mail (through the durable mail queue, in the confirmation's
 * transaction) and the client a mail listing them with a signed follow link. Anti-spam: a
 * honeypot, a signed form token with its issue time (a minimum time to fill the form), and the
 * per-address and per-email limits of the route.
 */
import { randomUUID } from 'node:crypto';
import {
  FIELD_LABELS,
  formatBudgetRange,
  MSG,
  QUOTE_CONFIRM_DAYS,
  QUOTE_MSG,
  QUOTE_STARTS,
  type createQuoteRequestSchema,
} from '@cimenta/shared';
import type { z } from 'zod';
import type { Config } from '../../infra/config';
import type { Mailer } from '../../infra/mailer';
import { badRequest, conflict, type FieldError, notFound } from '../../lib/errors';
import type { SignedTokens } from '../../lib/signed';
import type { CatalogService } from '../catalog/service';
import { quoteMails, type QuoteSummary } from './mails';
import { MAIL_LINK_DAYS, PAGE_LINK_DAYS, type QuotePhotos } from './photos';
import type { QuoteRequestRow, QuotesRepo } from './repo';

type CreateInput = z.output<typeof createQuoteRequestSchema>;

const DAY_MS = 24 * 3600 * 1000;
/** A form left open longer than this must be reloaded. */
const FORM_MAX_AGE_MS = DAY_MS;
const L = FIELD_LABELS as Record<string, string>;
/** Requests purged per round (their photo folders are removed one by one). */
const PURGE_BATCH = 100;
/** Past the link's lifetime by this margin, so no link signed a moment after its request still works. */
const PURGE_MARGIN_MS = 3600 * 1000;
const PURPOSE = { form: 'quote-form', confirm: 'quote-confirm', follow: 'quote-follow' } as const;

export function quotesService(deps: {
  repo: QuotesRepo;
  catalog: CatalogService;
  /** The private photos and their signed links (photos.ts). */
  photos: QuotePhotos;
  mailer: Mailer;
  signed: SignedTokens;
  config: Pick<Config, 'publicUrl' | 'quoteMinFillMs'>;
  /** The company's inbox mail preferences: a company that turned off new-request mails still gets the request in its inbox. */
  prefs: (companyId: string) => Promise<{ newRequest: boolean }>;
  /** The read model is told which companies received a request (their "Responde rápido" moves). */
  changed?: (companyIds: string[]) => Promise<void> | void;
}) {
  const { repo, catalog, photos, mailer, signed, config } = deps;

  function checkFormToken(token: string, now: number) {
    const [issued] = signed.verify(PURPOSE.form, token, 1) ?? [];
    const at = Number(issued);
    if (!issued || !Number.isSafeInteger(at) || now - at > FORM_MAX_AGE_MS || at > now) throw badRequest(QUOTE_MSG.formExpired);
    if (now - at < config.quoteMinFillMs) throw badRequest(QUOTE_MSG.tooFast);
  }

  /** The catalogue references of the request, with a field error for each wrong one. */
  async function checkReferences(input: CreateInput) {
    const errors: FieldError[] = [];
    if (!(await catalog.typeById(input.type))) errors.push({ field: L.type, message: MSG.unknownReference });
    const activity = await catalog.activityById(input.activity);
    if (!activity) errors.push({ field: L.activity, message: MSG.unknownReference });
    else if (activity.parentId !== null) errors.push({ field: L.activity, message: QUOTE_MSG.activityNotMain });
    let sub: typeof activity;
    if (input.subActivity !== undefined) {
      sub = await catalog.activityById(input.subActivity);
      if (!sub) errors.push({ field: L.subActivity, message: MSG.unknownReference });
      else if (sub.parentId !== input.activity) errors.push({ field: L.subActivity, message: QUOTE_MSG.subActivityNotOfActivity });
    }
    const place = await repo.place(input.city);
    if (!(await catalog.provinceById(input.province))) errors.push({ field: L.province, message: MSG.unknownReference });
    else if (!place) errors.push({ field: L.city, message: MSG.unknownReference });
    else if (place.provinceId !== input.province) errors.push({ field: L.city, message: MSG.cityNotInProvince });
    if (errors.length) throw badRequest(errors);
  }

  /** Picked companies must exist and be visible (a moderator may have hidden one). */
  async function pickable(ids: string[]) {
    const found = await repo.companies(ids);
    if (found.length !== ids.length || found.some((c) => c.hidden)) {
      throw badRequest([{ field: L.companies, message: QUOTE_MSG.companyUnavailable }]);
    }
    // In the order the client picked them.
    return ids.map((id) => found.find((c) => c.id === id) as (typeof found)[number]);
  }

  async function savePhotos(requestId: string, list: CreateInput['images']) {
    const urls: string[] = [];
    try {
      for (const img of list ?? []) urls.push(await photos.save(img.content, requestId));
    } catch (err) {
      for (const url of urls) await photos.remove(url);
      throw err;
    }
    return urls;
  }

  /** What a request asks for, in words; its photos as links for a page, or for a mail (`forMail`). */
  async function summary(r: QuoteRequestRow, forMail = false): Promise<QuoteSummary> {
    const [activity, sub, place] = await Promise.all([
      catalog.activityById(r.activityId),
      r.subActivityId ? catalog.activityById(r.subActivityId) : undefined,
      repo.place(r.cityId),
    ]);
    return {
      work: [activity?.name, sub?.name].filter(Boolean).join(' · '),
      place: place ? `${place.city} (${place.province})` : '',
      budget: r.budgetMax !== null ? formatBudgetRange({ min: r.budgetMin, max: r.budgetMax }) : undefined,
      area: r.area ?? undefined,
      start: QUOTE_STARTS[r.start as keyof typeof QUOTE_STARTS] ?? r.start,
      description: r.description,
      photos: r.images.map((u) => (forMail ? photos.link(u, MAIL_LINK_DAYS, true) : photos.link(u, PAGE_LINK_DAYS))),
    };
  }

  const followToken = (id: string) => signed.sign(PURPOSE.follow, [id]);

  return {
    /** What a request asks for, in words, with its photos' links for a page (the inbox, the follow page). */
    describe: (r: QuoteRequestRow) => summary(r),

    /** A photo of a request by its signed link; 404 once the link has expired or was never signed. */
    async photo(token: string) {
      const object = await photos.open(token);
      if (!object) throw notFound(QUOTE_MSG.invalidLink);
      return object;
    },

    /** The request id of a follow link's token; 404 when it is not one. */
    async followed(token: string) {
      const [id] = signed.verify(PURPOSE.follow, token, 1) ?? [];
      const request = id ? await repo.get(id) : undefined;
      if (!request?.confirmedAt) throw notFound(QUOTE_MSG.invalidLink);
      return request;
    },
    followUrl: (id: string) => `${config.publicUrl}/presupuestos/seguimiento/${followToken(id)}`,

    /** The form's token: its issue time, signed. */
    formToken(now = Date.now()) {
      return signed.sign(PURPOSE.form, [String(now)]);
    },

    /** Stores a pending request and mails its client the confirmation link; no company hears of it yet. */
    async create(input: CreateInput) {
      // A bot fills every field it sees, the hidden one too.
      if (input.website?.trim()) throw badRequest(QUOTE_MSG.rejected);
      const now = Date.now();
      checkFormToken(input.formToken, now);
      await checkReferences(input);
      const companies = await pickable(input.companies);
      const id = randomUUID();
      const saved = await savePhotos(id, input.images);
      const token = signed.sign(PURPOSE.confirm, [id, String(now + QUOTE_CONFIRM_DAYS * DAY_MS)]);
      const mail = {
        to: input.email,
        ...quoteMails.confirm({
          name: input.name,
          companies: companies.map((c) => c.name),
          link: `${config.publicUrl}/presupuestos/confirmar/${token}`,
          days: QUOTE_CONFIRM_DAYS,
        }),
      };
      try {
        await repo.create(
          {
            id,
            companyTypeId: input.type,
            activityId: input.activity,
            subActivityId: input.subActivity ?? null,
            provinceId: input.province,
            cityId: input.city,
            budgetMin: input.budget?.min ?? null,
            budgetMax: input.budget?.max ?? null,
            area: input.area ?? null,
            start: input.start,
            description: input.description,
            images: saved,
            name: input.name,
            email: input.email,
            phone: input.phone?.trim() || null,
            consentAt: new Date(now),
          },
          companies.map((c) => c.id),
          (tx) => mailer.send(mail, { tx }),
        );
      } catch (err) {
        for (const url of saved) await photos.remove(url);
        throw err;
      }
      return { message: QUOTE_MSG.pendingConfirmation };
    },

    /** The confirmation link: once, within its days; the visible picked companies receive the request. */
    async confirm(token: string) {
      const [id, expires] = signed.verify(PURPOSE.confirm, token, 2) ?? [];
      if (!id || !expires || Number(expires) < Date.now()) throw notFound(QUOTE_MSG.invalidLink);
      const request = await repo.get(id);
      if (!request) throw notFound(QUOTE_MSG.invalidLink);
      if (request.confirmedAt) throw conflict(QUOTE_MSG.alreadyConfirmed);
      const companies = (await repo.companiesOf(id)).filter((c) => !c.hidden);
      if (!companies.length) throw conflict(QUOTE_MSG.companyUnavailable);
      const about = await summary(request, true);
      const follow = followToken(id);
      const inboxUrl = `${config.publicUrl}/my-profile/solicitudes`;
      // Read before the transaction (PGlite has one connection: no other query while it is open).
      const wants = new Set<string>();
      for (const c of companies) if ((await deps.prefs(c.id)).newRequest) wants.add(c.id);
      const sent = await repo.confirm(
        id,
        companies.map((c) => c.id),
        async (tx) => {
          for (const c of companies) {
            if (!wants.has(c.id)) continue;
            await mailer.send(
              { to: c.email, ...quoteMails.toCompany({ companyName: c.name, clientName: request.name, summary: about, inboxUrl }) },
              { tx },
            );
          }
          await mailer.send(
            {
              to: request.email,
              ...quoteMails.confirmed({
                name: request.name,
                companies: companies.map((c) => ({ name: c.name, url: `${config.publicUrl}/company/${c.id}` })),
                followUrl: `${config.publicUrl}/presupuestos/seguimiento/${follow}`,
              }),
            },
            { tx },
          );
        },
      );
      if (!sent) throw conflict(QUOTE_MSG.alreadyConfirmed);
      // The companies' "Responde rápido" is read again (statistics/sources.ts).
      await deps.changed?.(companies.map((c) => c.id));
      return { message: QUOTE_MSG.confirmed, companies: companies.map((c) => ({ id: c.id, name: c.name })), follow };
    },

    /**
     * The daily `quote-purge` job: deletes the requests whose email was never confirmed within the
     * link's lifetime (nobody received them; the link no longer works), with their photos. Photos
     * first: a run that fails half way leaves rows to find again, never files without a row.
     * Answers how many requests went.
     */
    async purgePending(now = Date.now()): Promise<number> {
      const before = new Date(now - QUOTE_CONFIRM_DAYS * DAY_MS - PURGE_MARGIN_MS);
      let purged = 0;
      for (;;) {
        const ids = await repo.pendingBefore(before, PURGE_BATCH);
        for (const id of ids) await photos.removeAllOf(id);
        purged += await repo.deletePending(ids, before);
        if (ids.length < PURGE_BATCH) return purged;
      }
    },
  };
}
