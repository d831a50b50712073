/** Drizzle schema: one dialect, PostgreSQL (PGlite by default). Trust (reviews, credentials, moderation) is in schema-trust.ts. */
import { sql } from 'drizzle-orm';
import {
  check,
  bigserial,
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { now } from './schema-columns';

export * from './schema-trust';
export * from './schema-stats';
export * from './schema-quotes';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** A 64-bit transaction id (kept as text in JS). */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

// ── Reference data ──────────────────────────────────────────────────────────
export const companyTypes = pgTable('company_types', {
  id: integer().primaryKey(),
  name: text().notNull(),
  slug: text().notNull().unique(),
  /** The "fixed type" of SPEC.md §9: sees only the fixed main activities. */
  fixed: boolean().notNull().default(false),
  sort: integer().notNull().default(0),
});

export const activities = pgTable(
  'activities',
  {
    id: integer().primaryKey(),
    name: text().notNull(),
    parentId: integer('parent_id'),
    /** Main activities reserved to the fixed company type. */
    fixed: boolean().notNull().default(false),
    sort: integer().notNull().default(0),
  },
  (t) => [index('activities_parent_idx').on(t.parentId)],
);

export const communities = pgTable('communities', {
  id: integer().primaryKey(),
  name: text().notNull(),
});

export const provinces = pgTable(
  'provinces',
  {
    id: integer().primaryKey(),
    name: text().notNull(),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id),
  },
  (t) => [index('provinces_community_idx').on(t.communityId)],
);

export const cities = pgTable(
  'cities',
  {
    id: integer().primaryKey(),
    name: text().notNull(),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id),
    ine: text().notNull(),
  },
  (t) => [
    index('cities_province_idx').on(t.provinceId),
    index('cities_name_trgm_idx').using('gin', sql`f_unaccent(lower(${t.name})) gin_trgm_ops`),
  ],
);

export const employeeRanges = pgTable('employee_ranges', {
  id: integer().primaryKey(),
  label: text().notNull(),
  sort: integer().notNull().default(0),
});

export const buildingTypes = pgTable('building_types', {
  id: integer().primaryKey(),
  name: text().notNull(),
});

export const constructionTypes = pgTable('construction_types', {
  id: integer().primaryKey(),
  name: text().notNull(),
});

// ── Users and auth ──────────────────────────────────────────────────────────
export const users = pgTable('users', {
  id: uuid().primaryKey(),
  name: text().notNull(),
  lastname: text().notNull(),
  email: text().notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  roles: text().array().notNull().default(sql`ARRAY['ROLE_USER']::text[]`),
  /** When the user accepted the privacy policy at registration (issue 20); null for an API call that did not say. */
  consentAt: timestamp('consent_at', { withTimezone: true }),
  createdAt: now('created_at'),
  updatedAt: now('updated_at'),
});

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial().primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: now('created_at'),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: now('created_at'),
});

/**
 * Account email changes (issue 8): the new address takes effect only once confirmed by the link
 * mailed to it; the old address gets a notice with an undo link. Both tokens stored as SHA-256.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: serial().primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    confirmHash: text('confirm_hash').notNull().unique(),
    undoHash: text('undo_hash').notNull().unique(),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }).notNull(),
    undoExpiresAt: timestamp('undo_expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Undone by the owner, or replaced by a later request before it was confirmed. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: now('created_at'),
  },
  (t) => [index('email_changes_user_idx').on(t.userId)],
);

/** Failed logins per account (issue 8): kept in the database so several API processes agree. */
/**
 * Counters of the auth throttles (issue 23): failed password checks per account and per account
 * and source address, email changes per account and per address. The key column kept its first
 * name (`email`, when only logins were counted) to need no migration; `key` in code.
 */
export const loginThrottles = pgTable('login_throttles', {
  key: text('email').primaryKey(),
  failures: integer().notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  notifiedAt: timestamp('notified_at', { withTimezone: true }),
});

/**
 * Per-IP rate-limit counters shared by the instances of a fleet on PostgreSQL (infra/rate-limit-store.ts):
 * one row per key and window, counted up with one upsert; expired rows are reset in place.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  count: integer().notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

// ── Companies ───────────────────────────────────────────────────────────────
export const companies = pgTable(
  'companies',
  {
    id: uuid().primaryKey(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    name: text().notNull(),
    fullName: text('full_name').notNull(),
    typeId: integer('type_id')
      .notNull()
      .references(() => companyTypes.id),
    cif: text().notNull(),
    cnae: text(),
    description: text(),
    address: text().notNull(),
    zipcode: text().notNull(),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    country: text().notNull().default('España'),
    email: text().notNull(),
    phone: text().notNull(),
    website: text(),
    linkedin: text(),
    instagram: text(),
    facebook: text(),
    areaMin: integer('area_min').notNull().default(0),
    areaMax: integer('area_max').notNull().default(0),
    budgetMin: integer('budget_min').notNull().default(0),
    budgetMax: integer('budget_max').notNull().default(0),
    employeesId: integer('employees_id').references(() => employeeRanges.id),
    logoUrl: text('logo_url'),
    photoUrl: text('photo_url'),
    pictureUrl: text('picture_url'),
    /** Set when a moderator hides the company (issue 19): out of every public read, kept for its owner. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** Lower-case, unaccented name: compared and trigram-indexed without calling unaccent per row. */
    nameFolded: text('name_folded').generatedAlwaysAs(sql`f_unaccent(lower(name))`),
    /** Names of the company, its type, activities and place; kept by the service. */
    searchText: text('search_text').notNull().default(''),
    searchVector: tsvector('search_vector').generatedAlwaysAs(sql`to_tsvector('cimenta_es'::regconfig, search_text)`),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [
    uniqueIndex('companies_owner_idx').on(t.ownerId),
    index('companies_type_idx').on(t.typeId),
    index('companies_province_idx').on(t.provinceId),
    index('companies_created_idx').on(t.createdAt),
    index('companies_name_sort_idx').on(sql`lower(${t.name})`),
    index('companies_search_idx').using('gin', t.searchVector),
    index('companies_name_trgm_idx').using('gin', sql`${t.nameFolded} gin_trgm_ops`),
  ],
);

export const companyActivities = pgTable(
  'company_activities',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.activityId] }), index('company_activities_activity_idx').on(t.activityId)],
);

export const companyZones = pgTable(
  'company_zones',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.provinceId] }), index('company_zones_province_idx').on(t.provinceId)],
);

export const companyBuildings = pgTable(
  'company_buildings',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    buildingId: integer('building_id')
      .notNull()
      .references(() => buildingTypes.id),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.buildingId] }), index('company_buildings_b_idx').on(t.buildingId)],
);

export const companyConstructions = pgTable(
  'company_constructions',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    constructionId: integer('construction_id')
      .notNull()
      .references(() => constructionTypes.id),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.constructionId] }), index('company_constructions_c_idx').on(t.constructionId)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial().primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    message: text().notNull(),
    /** When the sender accepted the privacy policy (issue 20); null for an API call that did not say. */
    consentAt: timestamp('consent_at', { withTimezone: true }),
    /** nueva, vista, respondida, archivada: the company's inbox (issue 20). */
    status: text().notNull().default('nueva'),
    createdAt: now('created_at'),
  },
  (t) => [
    index('contact_messages_company_idx').on(t.companyId),
    check('contact_messages_status', sql`${t.status} IN ('nueva', 'vista', 'respondida', 'archivada')`),
  ],
);

export const projects = pgTable(
  'projects',
  {
    id: uuid().primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text(),
    provinceId: integer('province_id').references(() => provinces.id),
    /** The kind of work (issue 20, the price guide): a main activity or a sub-activity; null on older rows. */
    activityId: integer('activity_id').references(() => activities.id),
    year: integer(),
    buildingId: integer('building_id').references(() => buildingTypes.id),
    constructionId: integer('construction_id').references(() => constructionTypes.id),
    budget: integer(),
    area: integer(),
    images: text().array().notNull().default(sql`ARRAY[]::text[]`),
    createdAt: now('created_at'),
  },
  (t) => [index('projects_company_idx').on(t.companyId), index('projects_activity_idx').on(t.activityId)],
);

/**
 * Reviews (issue 19). A contact through Cimenta leads, days later, to an invitation mailed to the
 * sender: a single-use link (stored as SHA-256) that proves the email and expires after 60 days.
 */
/**
 * The change feed of the search read model (issue 10): one row per company written, filled by
 * triggers in the same transaction as the write (migration 0005), with the writing transaction's
 * id (migration 0006, issue 17). Every API process polls it (modules/search/feed.ts).
 */
export const companyChanges = pgTable(
  'company_changes',
  {
    seq: bigserial({ mode: 'number' }).primaryKey(),
    companyId: uuid('company_id').notNull(),
    changedAt: now('changed_at'),
    xid: xid8().notNull().default(sql`pg_current_xact_id()`),
  },
  (t) => [
    index('company_changes_changed_idx').on(t.changedAt),
    index('company_changes_xid_idx').on(t.xid),
    index('company_changes_company_idx').on(t.companyId),
  ],
);

/** One row: feed changes of transactions older than `xid` were pruned (modules/search/feed.ts). */
export const companyChangesPruned = pgTable(
  'company_changes_pruned',
  {
    id: integer().primaryKey().default(1),
    xid: xid8().notNull().default(sql`'0'`),
  },
  (t) => [check('company_changes_pruned_one', sql`${t.id} = 1`)],
);
