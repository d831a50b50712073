/**
 * Credentials (issue 19): what a company submits (CIF/NIF, liability insurance, REA registration,
 * professional association), what it, the moderators and visitors see of them. Texts and limits
 * are in texts-credentials.ts (zod-free).
 */
import { z } from 'zod';
import { LIMIT_MSG, MSG } from './messages';
import { requiredText } from './schemas';
import { DECISION_REASON_MAX } from './texts-reviews';
import { CREDENTIAL_DOC_MAX_CHARS, CREDENTIAL_KINDS, CREDENTIAL_MSG, INSURANCE_AMOUNT_MAX, todayInSpain } from './texts-credentials';

/** `YYYY-MM-DD`, a real day, today or later (in Spain). */
const expiryDate = z
  .string({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .regex(/^\d{4}-\d{2}-\d{2}$/, CREDENTIAL_MSG.dateFormat)
  .refine((d) => {
    const t = new Date(`${d}T00:00:00Z`);
    return !Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10) === d;
  }, CREDENTIAL_MSG.dateFormat)
  .refine((d) => d >= todayInSpain(), CREDENTIAL_MSG.expiryPast);
const optionalExpiry = z.preprocess((v) => (v === '' || v === null ? undefined : v), expiryDate.optional());

/** A data URL (`data:application/pdf;base64,…`); the server checks the bytes themselves. */
const documentUpload = z
  .string({ error: CREDENTIAL_MSG.documentRequired })
  .min(1, CREDENTIAL_MSG.documentRequired)
  .max(CREDENTIAL_DOC_MAX_CHARS, CREDENTIAL_MSG.documentTooBig);

export const submitCredentialSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('cif'), number: requiredText(20), document: documentUpload.optional() }),
    z.object({
      kind: z.literal('insurance'),
      insurer: requiredText(120),
      policy: requiredText(60),
      amount: z.coerce
        .number({ error: CREDENTIAL_MSG.amount })
        .int(CREDENTIAL_MSG.amount)
        .min(1, CREDENTIAL_MSG.amount)
        .max(INSURANCE_AMOUNT_MAX, CREDENTIAL_MSG.amount),
      expiresOn: expiryDate,
      document: documentUpload,
    }),
    z.object({ kind: z.literal('rea'), number: requiredText(40), expiresOn: optionalExpiry, document: documentUpload.optional() }),
    z.object({
      kind: z.literal('association'),
      name: requiredText(160),
      number: requiredText(40),
      expiresOn: optionalExpiry,
      document: documentUpload.optional(),
    }),
  ],
  { error: MSG.invalidOption },
);
export type SubmitCredential = z.input<typeof submitCredentialSchema>;

export const credentialDecisionSchema = z
  .object({
    action: z.enum(['approve', 'reject'], { error: MSG.invalidOption }),
    reason: z.string({ error: MSG.invalidValue }).trim().max(DECISION_REASON_MAX, LIMIT_MSG.tooLong(DECISION_REASON_MAX)).optional(),
  })
  .refine((d) => d.action !== 'reject' || !!d.reason, { message: CREDENTIAL_MSG.reasonRequired, path: ['reason'] });

// ── What the API answers ─────────────────────────────────────────────────────
const kindSchema = z.enum(CREDENTIAL_KINDS);

/** A credential as its company (and a moderator) sees it: every field it gave, and the decision. */
export const credentialSchema = z
  .object({
    id: z.uuid(),
    kind: kindSchema,
    label: z.string(),
    /** The fields given: number, insurer, policy, amount, name… */
    fields: z.record(z.string(), z.union([z.string(), z.number()])),
    expiresOn: z.string().nullable(),
    /** Past its expiry date (it no longer shows on the company page). */
    expired: z.boolean(),
    status: z.enum(['pending', 'verified', 'rejected']),
    reason: z.string().nullable(),
    document: z.object({ type: z.string(), size: z.number().int() }).nullable(),
    createdAt: z.string(),
    decidedAt: z.string().nullable(),
  })
  .meta({ id: 'Credential' });
export type Credential = z.infer<typeof credentialSchema>;

/** A pending credential for the moderators: the company, and the CIF/NIF check when it is one. */
export const pendingCredentialSchema = z
  .object({
    credential: credentialSchema,
    company: z.object({ id: z.uuid(), name: z.string(), cif: z.string() }),
    taxId: z.object({ kind: z.enum(['NIF', 'NIE', 'CIF']).nullable(), valid: z.boolean() }).nullable(),
  })
  .meta({ id: 'PendingCredential' });
export type PendingCredential = z.infer<typeof pendingCredentialSchema>;
