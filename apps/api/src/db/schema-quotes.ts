/**
 * Quote requests (issue 20). Re-exported by schema.ts (drizzle-kit reads that file).
 * A request waits with `confirmed_at` null until its client confirms the email; only then do its
 * companies (`quote_request_companies`, at most 3) receive it.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { activities, cities, companies, companyTypes, provinces } from './schema';
import { now } from './schema-columns';

export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: uuid().primaryKey(),
    companyTypeId: integer('company_type_id')
      .notNull()
      .references(() => companyTypes.id),
    /** A main activity. */
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id),
    /** One of its sub-activities, when the client named one. */
    subActivityId: integer('sub_activity_id').references(() => activities.id),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    budgetMin: integer('budget_min'),
    budgetMax: integer('budget_max'),
    area: integer(),
    start: text().notNull(),
    description: text().notNull(),
    /** Photo URLs in the image store (`quotes/<id>/…`). */
    images: text().array().notNull().default(sql`ARRAY[]::text[]`),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    /** When the client accepted the privacy policy: required. */
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    /** Set once, by the confirmation link; null while pending. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: now('created_at'),
  },
  // The daily purge looks for pending requests older than the confirmation link (modules/quotes).
  (t) => [index('quote_requests_pending_idx').on(t.createdAt).where(sql`${t.confirmedAt} IS NULL`)],
);

/** One picked company of a request: what lands in its inbox, with the inbox's state. */
export const quoteRequestCompanies = pgTable(
  'quote_request_companies',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** nueva, vista, respondida, archivada (the company's inbox). */
    status: text().notNull().default('nueva'),
    /** Set when the company received it (the confirmation); null while the request is pending. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When the client chose to show this company their phone; null: hidden. */
    phoneSharedAt: timestamp('phone_shared_at', { withTimezone: true }),
    /** The conversation's relayed address: `r+<reply_token>@<INBOUND_DOMAIN>` (random, 80 bits, hex). */
    replyToken: text('reply_token').unique(),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.companyId] }),
    index('quote_request_companies_company_idx').on(t.companyId, t.status),
    check('quote_request_companies_status', sql`${t.status} IN ('nueva', 'vista', 'respondida', 'archivada')`),
  ],
);

/** The relayed conversation between a client and one company about a request. */
export const quoteMessages = pgTable(
  'quote_messages',
  {
    id: serial().primaryKey(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** `company` or `client`. */
    author: text().notNull(),
    body: text().notNull(),
    /** `web` (the inbox or the follow page) or `mail` (a reply to the relayed address). */
    via: text().notNull().default('web'),
    createdAt: now('created_at'),
  },
  (t) => [
    index('quote_messages_conversation_idx').on(t.requestId, t.companyId, t.id),
    check('quote_messages_author', sql`${t.author} IN ('company', 'client')`),
  ],
);

/** Which mails the company's inbox sends it (issue 20); no row: all on. */
export const companyMailPrefs = pgTable('company_mail_prefs', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  newContact: boolean('new_contact').notNull().default(true),
  newRequest: boolean('new_request').notNull().default(true),
  newMessage: boolean('new_message').notNull().default(true),
  weeklySummary: boolean('weekly_summary').notNull().default(true),
});

/**
 * The weekly summaries sent (issue 20): one row per company and week (its Monday, Spain's
 * calendar), inserted in the transaction that queues the mail. The primary key is the claim that
 * makes the weekly job send once per company and week whatever the instances running it.
 */
export const companyWeeklySummaries = pgTable(
  'company_weekly_summaries',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    week: date().notNull(),
    sentAt: now('sent_at'),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.week] })],
);
