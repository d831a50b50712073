/**
 * Trust (issue 19): review invitations, reviews and their reports, company credentials and the
 * moderators' decisions. Re-exported by schema.ts (drizzle-kit reads that file).
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { activities, companies, contactMessages, users } from './schema';
import { now } from './schema-columns';

export const reviewInvitations = pgTable(
  'review_invitations',
  {
    id: uuid().primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** One invitation per contact. */
    contactId: integer('contact_id')
      .unique()
      .references(() => contactMessages.id, { onDelete: 'set null' }),
    email: text().notNull(),
    name: text().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: now('created_at'),
  },
  (t) => [index('review_invitations_company_email_idx').on(t.companyId, t.email)],
);

/** A published (or removed by a moderator) review; the email stays private, `author` is "Lucía M.". */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid().primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    invitationId: uuid('invitation_id')
      .notNull()
      .unique()
      .references(() => reviewInvitations.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    author: text().notNull(),
    rating: integer().notNull(),
    quality: integer().notNull(),
    deadlines: integer().notNull(),
    price: integer().notNull(),
    body: text().notNull(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id),
    /** The first day of the month the work ended. */
    finished: text().notNull(),
    images: text().array().notNull().default(sql`ARRAY[]::text[]`),
    answer: text(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** `published` or `removed` (by a moderator, with a reason). */
    status: text().notNull().default('published'),
    createdAt: now('created_at'),
  },
  (t) => [
    index('reviews_company_created_idx').on(t.companyId, t.createdAt),
    uniqueIndex('reviews_company_email_idx').on(t.companyId, t.email),
    check(
      'reviews_stars',
      sql`${t.rating} BETWEEN 1 AND 5 AND ${t.quality} BETWEEN 1 AND 5 AND ${t.deadlines} BETWEEN 1 AND 5 AND ${t.price} BETWEEN 1 AND 5`,
    ),
  ],
);

/** A report of a review; the review stays visible until a moderator decides. */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: serial().primaryKey(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reason: text().notNull(),
    details: text(),
    createdAt: now('created_at'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('review_reports_review_idx').on(t.reviewId)],
);

/**
 * Every moderation decision (issue 19): who decided, when, on what, what and why. Kept when the
 * moderator's account or the subject is deleted (the ids stay as text).
 */
export const moderationDecisions = pgTable(
  'moderation_decisions',
  {
    id: serial().primaryKey(),
    moderatorId: uuid('moderator_id').references(() => users.id, { onDelete: 'set null' }),
    moderatorEmail: text('moderator_email').notNull(),
    /** `review`, `credential` or `company`. */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    /** What the subject was, in a line, at the time (a review's author and company…). */
    subjectLabel: text('subject_label').notNull(),
    /** `keep`, `remove`, `approve`, `reject`, `hide`, `show`. */
    action: text().notNull(),
    reason: text(),
    createdAt: now('created_at'),
  },
  (t) => [index('moderation_decisions_created_idx').on(t.createdAt)],
);

/**
 * A credential a company submits (issue 19): `cif`, `insurance`, `rea` or `association`, with its
 * fields in `data` (insurer, policy number, amount covered; a registration or membership number;
 * an association's name), an optional expiry date and an optional private document (a storage key
 * outside the public uploads, served only to the company and moderators). A moderator verifies or
 * rejects it; a verified one shows as a badge until `expires_on`. Written rows feed the search
 * read model (migration 0009's triggers).
 */
export const companyCredentials = pgTable(
  'company_credentials',
  {
    id: uuid().primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    data: jsonb().$type<Record<string, string | number>>().notNull().default(sql`'{}'::jsonb`),
    expiresOn: date('expires_on'),
    /** Private storage key of the PDF or image; its MIME type and size in bytes. */
    documentKey: text('document_key'),
    documentType: text('document_type'),
    documentSize: integer('document_size'),
    /** `pending`, `verified` or `rejected` (with `reason`). */
    status: text().notNull().default('pending'),
    reason: text(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the "caduca en 30 días" mail was queued, so it goes once per expiry date. */
    expiryMailedAt: timestamp('expiry_mailed_at', { withTimezone: true }),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [
    index('company_credentials_company_idx').on(t.companyId),
    index('company_credentials_status_idx').on(t.status, t.createdAt),
    index('company_credentials_expiry_idx').on(t.expiresOn),
    check('company_credentials_kind', sql`${t.kind} IN ('cif', 'insurance', 'rea', 'association')`),
    check('company_credentials_status', sql`${t.status} IN ('pending', 'verified', 'rejected')`),
  ],
);
