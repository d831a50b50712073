/**
 * Quote requests (issue 20): the request a client sends to up to 3 companies, and what the API
 * answers about it. Limits and texts are in texts-quotes.ts.
 */
import { z } from 'zod';
import { intParam } from './contract-endpoint';
import { pageSchema } from './entities';
import { CONTACT_NAME_MAX, CONTACT_PHONE_MAX } from './limits';
import { LIMIT_MSG, MSG } from './messages';
import { budgetRangeSchema, emailSchema, idRef, optionalText, requiredConsent, requiredText, uuidSchema } from './schemas';
import {
  CONVERSATION_MESSAGE_MAX,
  INBOX_SETTABLE,
  INBOX_STATUSES,
  QUOTE_DESCRIPTION_MAX,
  QUOTE_DESCRIPTION_MIN,
  QUOTE_MSG,
  QUOTE_PHOTOS_MAX,
  QUOTE_STARTS,
  type QuoteStart,
} from './texts-quotes';
import { QUOTE_COMPANIES_MAX } from './texts-quote-entry';

const photoUpload = z.object({ content: z.string({ error: MSG.invalidImage }).max(8_000_000, MSG.imageTooBig) });
const signedToken = z.string({ error: QUOTE_MSG.invalidLink }).trim().min(1, QUOTE_MSG.invalidLink).max(300, QUOTE_MSG.invalidLink);

/** What the client fills in (the form's own schema; the API's body adds the anti-spam fields). */
export const quoteRequestFieldsSchema = z.object({
  companies: z
    .array(uuidSchema, { error: QUOTE_MSG.companiesRequired })
    .min(1, QUOTE_MSG.companiesRequired)
    .max(100, QUOTE_MSG.companiesMax)
    // A refinement, so its own words reach the client (the parse's messages word `max`).
    .refine((ids) => ids.length <= QUOTE_COMPANIES_MAX, QUOTE_MSG.companiesMax)
    .refine((ids) => new Set(ids).size === ids.length, QUOTE_MSG.companiesRepeated),
  /** The kind of work: company type, main activity and, optionally, one of its sub-activities. */
  type: idRef,
  activity: idRef,
  subActivity: idRef.optional(),
  province: idRef,
  city: idRef,
  budget: budgetRangeSchema.optional(),
  /** Square metres. */
  area: z.coerce
    .number({ error: MSG.notANumber })
    .int(MSG.notAWholeNumber)
    .min(1, LIMIT_MSG.tooSmall(1))
    .max(1_000_000, LIMIT_MSG.tooBig(1_000_000))
    .optional(),
  start: z.enum(Object.keys(QUOTE_STARTS) as [QuoteStart, ...QuoteStart[]], { error: MSG.invalidOption }),
  description: z
    .string({ error: MSG.required })
    .trim()
    .min(QUOTE_DESCRIPTION_MIN, LIMIT_MSG.tooShort(QUOTE_DESCRIPTION_MIN))
    .max(QUOTE_DESCRIPTION_MAX, LIMIT_MSG.tooLong(QUOTE_DESCRIPTION_MAX)),
  images: z.array(photoUpload).max(QUOTE_PHOTOS_MAX, LIMIT_MSG.tooMany(QUOTE_PHOTOS_MAX)).optional(),
  name: requiredText(CONTACT_NAME_MAX),
  email: emailSchema,
  phone: optionalText(CONTACT_PHONE_MAX).optional(),
  consent: requiredConsent,
});
export type QuoteRequestFields = z.input<typeof quoteRequestFieldsSchema>;

/** `POST /quotes`: the fields, an empty honeypot (`website`) and the form's signed token. */
export const createQuoteRequestSchema = quoteRequestFieldsSchema.extend({
  /** Hidden from people; a bot that fills it is refused. */
  website: z.string({ error: MSG.invalidValue }).max(500).optional(),
  /** From `GET /quotes/form-token` when the form opened: proves it was not sent too fast. */
  formToken: z.string({ error: QUOTE_MSG.formExpired }).min(1, QUOTE_MSG.formExpired).max(300, QUOTE_MSG.formExpired),
});
export type CreateQuoteRequestInput = z.input<typeof createQuoteRequestSchema>;

export const quoteTokenSchema = z.object({ token: signedToken });

// ── What the API answers ─────────────────────────────────────────────────────
export const formTokenSchema = z.object({ token: z.string() });
export const quoteConfirmedSchema = z.object({
  message: z.string(),
  companies: z.array(z.object({ id: z.uuid(), name: z.string() })),
  /** The follow link's token (also mailed): the client reads the request and its answers with it. */
  follow: z.string(),
});

// ── The company's inbox ──────────────────────────────────────────────────────
/** One message of the relayed conversation between a client and a company. */
export const conversationMessageSchema = z.object({
  id: z.number().int(),
  author: z.enum(['company', 'client']),
  body: z.string(),
  via: z.enum(['web', 'mail']),
  createdAt: z.string(),
});
const inboxStatus = z.enum(INBOX_STATUSES);
export const inboxQuerySchema = z.object({
  status: z.enum(INBOX_STATUSES, { error: MSG.invalidOption }).optional(),
  page: intParam,
});
export const inboxStatusBodySchema = z.object({ status: z.enum(INBOX_SETTABLE, { error: MSG.invalidOption }) });
export const inboxItemSchema = z.object({
  kind: z.enum(['contact', 'quote']),
  /** A contact's number or a request's UUID, as text. */
  id: z.string(),
  name: z.string(),
  /** The start of the message or of the request's description. */
  summary: z.string(),
  status: inboxStatus,
  receivedAt: z.string(),
});
export const inboxCountsSchema = z.object({
  nueva: z.number().int(),
  vista: z.number().int(),
  respondida: z.number().int(),
  archivada: z.number().int(),
});
export const inboxPageSchema = pageSchema(inboxItemSchema).extend({ counts: inboxCountsSchema });
export const inboxContactSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  status: inboxStatus,
  receivedAt: z.string(),
});
/** What a request says, as the company's inbox and the client's follow page both show it. */
const quoteSummarySchema = z.object({
  name: z.string(),
  work: z.string(),
  place: z.string(),
  budget: z.string().nullable(),
  area: z.number().int().nullable(),
  start: z.string(),
  description: z.string(),
  photos: z.array(z.string()),
});
export const inboxQuoteSchema = quoteSummarySchema.extend({
  id: z.string(),
  /** Null until the client shares it. */
  phone: z.string().nullable(),
  /** How many companies received the same request (this one included). */
  companies: z.number().int(),
  status: inboxStatus,
  receivedAt: z.string(),
  /** The conversation with the client, oldest first. */
  messages: z.array(conversationMessageSchema),
});
export type InboxItem = z.output<typeof inboxItemSchema>;
export type InboxContact = z.output<typeof inboxContactSchema>;
export type InboxQuote = z.output<typeof inboxQuoteSchema>;

// ── The relayed conversation and the inbox's mail preferences ────────────────
export type ConversationMessage = z.output<typeof conversationMessageSchema>;
export const messageBodySchema = z.object({ body: requiredText(CONVERSATION_MESSAGE_MAX) });
export const conversationSchema = z.object({ messages: z.array(conversationMessageSchema) });
export const followReplySchema = z.object({ token: signedToken, company: uuidSchema, body: requiredText(CONVERSATION_MESSAGE_MAX) });
export const followCompanySchema = z.object({ token: signedToken, company: uuidSchema });
/** What the client reads from the follow link: the request and one conversation per company. */
export const followSchema = quoteSummarySchema.extend({
  createdAt: z.string(),
  hasPhone: z.boolean(),
  companies: z.array(z.object({ id: z.uuid(), name: z.string(), phoneShared: z.boolean(), messages: z.array(conversationMessageSchema) })),
});
export type FollowView = z.output<typeof followSchema>;
export const mailPrefsSchema = z.object({
  newContact: z.boolean({ error: MSG.invalidValue }),
  newRequest: z.boolean({ error: MSG.invalidValue }),
  newMessage: z.boolean({ error: MSG.invalidValue }),
  weeklySummary: z.boolean({ error: MSG.invalidValue }),
});
export type MailPrefs = z.output<typeof mailPrefsSchema>;
