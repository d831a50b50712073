/** Company rules: search criteria, reference checks, ownership, the min>max messages, images. */
import {
  FIELD_LABELS,
  type ContactMessageInput,
  companyBaseSchema,
  type createCompanySchema,
  humanIssue,
  MSG,
  todayInSpain,
  type Company,
  type updateCompanySchema,
} from '@cimenta/shared';
import type { z } from 'zod';
import type { Config } from '../../infra/config';
import type { ImageShape, ImageStore } from '../../infra/images';
import type { Mailer } from '../../infra/mailer';
import { mailTemplates } from '../../infra/mail-templates';
import { badRequest, conflict, type FieldError, forbidden, notFound, validationErrors } from '../../lib/errors';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/client';
import type { CatalogService } from '../catalog/service';
import type { CredentialsService } from '../credentials/service';
import type { ReviewsService } from '../reviews/service';
import type { ProjectsService } from '../projects/service';
import type { ListQuery, SearchService } from '../search/service';
import { presentCompany } from './presenter';
import type { CompaniesRepo, CompanyLinks, CompanyWrite } from './repo';

/** Spanish field labels of the `{field, message}` errors (shared catalogue). */
const L = FIELD_LABELS as Record<string, string>;

type CreateInput = z.output<typeof createCompanySchema>;
type UpdateInput = z.output<typeof updateCompanySchema>;
type BaseInput = z.output<typeof companyBaseSchema>;

const IMAGE_COLUMNS = {
  Logo: { column: 'logoUrl', shape: 'square' },
  Photo: { column: 'photoUrl', shape: 'wide' },
  Picture: { column: 'pictureUrl', shape: 'square' },
} as const satisfies Record<string, { column: 'logoUrl' | 'photoUrl' | 'pictureUrl'; shape: ImageShape }>;

export type CompaniesDeps = {
  repo: CompaniesRepo;
  search: SearchService;
  projects: ProjectsService;
  catalog: CatalogService;
  images: ImageStore;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
  /** Schedules the review invitation of a contact (issue 19), in the contact's transaction. */
  reviews: Pick<ReviewsService, 'scheduleInvitation'>;
  /** The verified credentials of the page, and the private documents of a deleted company (issue 19). */
  credentials: Pick<CredentialsService, 'publicOf' | 'removeAllOf'>;
  /** The inbox's mail preferences (issue 20): a company that turned off new-contact mails reads them in its inbox. */
  mailPrefs: (companyId: string) => Promise<{ newContact: boolean }>;
};

/**
 * A cached detail keeps its credentials until the company changes: one that expired since is
 * dropped at read time (no write at midnight). The same object when none did, so the answer's
 * text stays cached (lib/contract-routes.ts).
 */
function withoutExpired(c: Company): Company {
  const today = todayInSpain();
  const current = c.credentials.filter((b) => b.expiresOn === null || b.expiresOn >= today);
  return current.length === c.credentials.length ? c : { ...c, credentials: current };
}

export function companiesService({
  repo,
  search,
  projects,
  catalog,
  images,
  mailer,
  config,
  reviews,
  credentials,
  mailPrefs,
}: CompaniesDeps) {
  async function checkReferences(c: BaseInput): Promise<void> {
    const errors: FieldError[] = [];
    const bad = (field: string) => errors.push({ field, message: MSG.unknownReference });
    if (!(await catalog.typeById(c.type))) bad(L.type);
    if (!(await catalog.employees()).some((e) => e.id === c.employees)) bad(L.employees);
    for (const id of c.activities) {
      const a = await catalog.activityById(id);
      if (!a || a.parentId === null) {
        bad(L.activities);
        break;
      }
    }
    const provinces = await catalog.provinces();
    if (c.cities.some((id) => !provinces.some((p) => p.id === id))) bad(L.cities);
    const buildings = await catalog.buildings();
    if (c.buildings?.some((id) => !buildings.some((b) => b.id === id))) bad(L.buildings);
    const constructions = await catalog.constructions();
    if (c.constructions?.some((id) => !constructions.some((b) => b.id === id))) bad(L.constructions);
    if (!provinces.some((p) => p.id === c.address.province)) bad(L.province);
    else {
      const cityProvince = await repo.cityProvince(c.address.city);
      if (cityProvince === undefined) bad(L.city);
      else if (cityProvince !== c.address.province) errors.push({ field: L.city, message: MSG.cityNotInProvince });
      if (c.address.zipcode.slice(0, 2) !== String(c.address.province).padStart(2, '0'))
        errors.push({ field: L.zipcode, message: MSG.invalidZip });
    }
    if (errors.length) throw badRequest(errors);
  }

  function columns(c: Partial<BaseInput>): Omit<CompanyWrite, 'id'> {
    const w: Omit<CompanyWrite, 'id'> = {};
    if (c.name !== undefined) w.name = c.name;
    if (c.fullName !== undefined || c.name !== undefined) w.fullName = c.fullName || c.name;
    if (c.type !== undefined) w.typeId = c.type;
    if (c.cif !== undefined) w.cif = c.cif;
    if (c.cnae !== undefined) w.cnae = c.cnae === null ? null : String(c.cnae);
    if (c.description !== undefined) w.description = c.description;
    if (c.address) {
      w.address = c.address.address;
      w.zipcode = c.address.zipcode;
      w.provinceId = c.address.province;
      w.cityId = c.address.city;
      w.country = 'España';
    }
    if (c.contact) {
      w.email = c.contact.email;
      w.phone = c.contact.phone;
      w.website = c.contact.website || null;
    }
    if (c.networks) {
      const url = (n: string) => c.networks?.find((x) => x.name === n)?.url || null;
      w.linkedin = url('linkedIn');
      w.instagram = url('instagram');
      w.facebook = url('facebook');
      if (url('web')) w.website = url('web');
    }
    if (c.area) {
      w.areaMin = c.area.min;
      w.areaMax = c.area.max;
    }
    if (c.budget) {
      w.budgetMin = c.budget.min;
      w.budgetMax = c.budget.max;
    }
    if (c.employees !== undefined) w.employeesId = c.employees;
    return w;
  }

  function links(c: Partial<BaseInput>): CompanyLinks {
    return {
      activityIds: c.activities ? [...new Set(c.activities)] : undefined,
      zoneIds: c.cities ? [...new Set(c.cities)] : undefined,
      buildingIds: c.buildings ? [...new Set(c.buildings)] : undefined,
      constructionIds: c.constructions ? [...new Set(c.constructions)] : undefined,
    };
  }

  /** Saves new images first, then the caller writes; old files go after the write. */
  async function storeImages(id: string, list: BaseInput['images']) {
    const set: Partial<Record<'logoUrl' | 'photoUrl' | 'pictureUrl', string>> = {};
    try {
      for (const img of list ?? []) {
        if (!img.content) continue;
        const spec = IMAGE_COLUMNS[img.type];
        set[spec.column] = (await images.save(img.content, spec.shape, `companies/${id}`)).url;
      }
    } catch (e) {
      // One image of the request is refused: the ones already stored for it go too.
      for (const url of Object.values(set)) await images.remove(url);
      throw e;
    }
    return set;
  }

  async function ownedCompany(userId: string, id: string) {
    const owner = await repo.ownerOf(id);
    if (!owner) throw notFound(MSG.companyNotFound);
    if (owner.ownerId !== userId) throw forbidden();
  }

  async function get(id: string) {
    const [row] = await repo.cards([id]);
    if (!row) throw notFound(MSG.companyNotFound);
    const [details, portfolio, badges] = await Promise.all([repo.details(id), projects.ofCompany(id), credentials.publicOf(id)]);
    return presentCompany(row, await catalog.activityResolver(), details, portfolio, badges);
  }

  /** The company as the public sees it: one a moderator hid answers 404 like a missing one (issue 19). */
  async function publicGet(id: string) {
    const company = await get(id);
    if (company.hidden) throw notFound(MSG.companyNotFound);
    return company;
  }

  return {
    get,
    /** The listing: served by the search read model (modules/search). */
    list: (q: ListQuery) => search.list(q),
    /** The public detail, from the search module's LRU of presented companies. */
    detail: async (id: string) => {
      const c = withoutExpired(await search.detail(id, publicGet));
      // Copied only for the few with the badge: the kept answer object keeps its written text (lib/contract-routes.ts).
      return search.fastReply(id) ? { ...c, fastReply: true } : c;
    },

    async create(userId: string, input: CreateInput) {
      if (await repo.idOfOwner(userId)) throw conflict(MSG.companyExists);
      if (await repo.exists(input.id)) throw conflict(MSG.companyIdTaken);
      await checkReferences(input);
      const imageCols = await storeImages(input.id, input.images);
      try {
        await repo.save({ id: input.id, ownerId: userId, ...columns(input), ...imageCols }, links(input), true);
      } catch (e) {
        // Nothing was written: the images stored for it go too.
        for (const url of Object.values(imageCols)) await images.remove(url);
        // Two creations at once by one user, or one id twice: the loser hears why.
        if (pgErrorCode(e) === UNIQUE_VIOLATION) throw conflict((await repo.idOfOwner(userId)) ? MSG.companyExists : MSG.companyIdTaken);
        throw e;
      }
      await search.changed([input.id]);
      return true as const;
    },

    async update(userId: string, id: string, patch: UpdateInput) {
      await ownedCompany(userId, id);
      const current = await get(id);
      const merged = {
        name: current.name,
        fullName: current.fullName,
        type: current.type.id,
        cif: current.cif,
        cnae: current.cnae?.id ?? null,
        description: current.description,
        contact: current.contact,
        networks: current.networks,
        area: current.area,
        budget: current.budget,
        employees: current.employees?.id,
        activities: current.activities.map((a) => a.id),
        cities: current.cities.map((c) => c.id),
        buildings: current.buildings.map((b) => b.id),
        constructions: current.constructions.map((b) => b.id),
        ...patch,
        address: {
          address: current.address.address,
          zipcode: current.address.zipcode,
          province: current.address.province.id,
          city: current.address.city.id,
          country: current.address.country,
          ...patch.address,
        },
        images: patch.images,
      };
      if (patch.contact) merged.contact = { ...current.contact, ...patch.contact } as typeof merged.contact;
      const parsed = companyBaseSchema.safeParse(merged, { error: humanIssue });
      if (!parsed.success) throw badRequest(validationErrors(parsed.error.issues));
      const full = parsed.data;
      await checkReferences(full);
      const imageCols = await storeImages(id, patch.images);
      // Only what the request named is written; address and contact are written whole once merged.
      const changed: Partial<BaseInput> = {};
      for (const key of Object.keys(patch) as (keyof BaseInput)[]) (changed as Record<string, unknown>)[key] = full[key];
      try {
        await repo.save({ id, ...columns(changed), ...imageCols }, links(changed), false);
      } catch (e) {
        for (const url of Object.values(imageCols)) await images.remove(url);
        throw e;
      }
      for (const img of patch.images ?? []) {
        if (img.content) await images.remove(current.images.find((x) => x.type === img.type)?.url);
      }
      await search.changed([id]);
      return get(id);
    },

    async deleteImage(userId: string, id: string, type: keyof typeof IMAGE_COLUMNS) {
      await ownedCompany(userId, id);
      const current = await get(id);
      await repo.setImage(id, IMAGE_COLUMNS[type].column, null);
      await search.changed([id]);
      await images.remove(current.images.find((x) => x.type === type)?.url);
      return get(id);
    },

    async deleteOwn(userId: string) {
      const id = await repo.idOfOwner(userId);
      if (!id) throw notFound(MSG.companyNotFound);
      const current = await get(id);
      await repo.remove(id);
      await search.changed([id]);
      for (const img of current.images) await images.remove(img.url);
      for (const p of current.projects) for (const url of p.images) await images.remove(url);
      // And anything else under its folder (a copy left by an interrupted write).
      await images.removeFolder(`companies/${id}`);
      await credentials.removeAllOf(id);
    },

    /**
     * Stores the message and queues its mail in one transaction: once this resolves (and the
     * sender is answered) both are in the database, and the queue delivers the mail even if SMTP
     * is down or this instance dies (infra/jobs.ts).
     */
    async contact(id: string, input: ContactMessageInput & { phone?: string }) {
      const company = await publicGet(id);
      const companyUrl = `${config.publicUrl}/company/${id}`;
      const mail = {
        to: company.contact.email,
        replyTo: input.email,
        ...mailTemplates.contact({
          companyName: company.name,
          name: input.name,
          email: input.email,
          phone: input.phone,
          message: input.message,
          companyUrl,
          profileUrl: `${config.publicUrl}/my-profile/company`,
        }),
      };
      // Issue 20: the sender keeps a copy (answers go to the company, not to us).
      const copy = {
        to: input.email,
        ...mailTemplates.contactCopy({ companyName: company.name, name: input.name, message: input.message, companyUrl }),
      };
      const { consent, ...message } = input;
      const wantsMail = (await mailPrefs(id)).newContact;
      // Stored, mailed to the company and to its sender, and, days later, to its sender with a
      // link to review it: all or nothing.
      await repo.addContact({ companyId: id, ...message, consentAt: consent ? new Date() : null }, async (tx, contactId) => {
        if (wantsMail) await mailer.send(mail, { tx });
        await mailer.send(copy, { tx });
        await reviews.scheduleInvitation({ contactId }, { tx });
      });
    },

    companyIdOf: (userId: string) => repo.idOfOwner(userId),
  };
}
export type CompaniesService = ReturnType<typeof companiesService>;
