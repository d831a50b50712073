/** The moderators' "Empresas" calls (issue 19): find a company, hide it (with a reason) or show it again. Each answers 403 to anyone else. */
import { z } from 'zod';
import { endpoint } from './contract-endpoint';
import { messageSchema } from './entities';
import { LIMIT_MSG, MSG } from './messages';
import { uuidSchema } from './schemas';
import { DECISION_REASON_MAX } from './texts-reviews';
import { COMPANY_MODERATION_TEXTS } from './texts-company-moderation';

const ADMIN = 'Moderación';

export const companyDecisionSchema = z
  .object({
    action: z.enum(['hide', 'show'], { error: MSG.invalidOption }),
    reason: z.string({ error: MSG.invalidValue }).trim().max(DECISION_REASON_MAX, LIMIT_MSG.tooLong(DECISION_REASON_MAX)).optional(),
  })
  .refine((d) => d.action !== 'hide' || !!d.reason, { message: COMPANY_MODERATION_TEXTS.reasonRequired, path: ['reason'] });
export type CompanyDecision = z.input<typeof companyDecisionSchema>;

export const moderatedCompanySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    fullName: z.string(),
    city: z.string(),
    province: z.string(),
    /** When a moderator hid it; null: visible. */
    hiddenAt: z.string().nullable(),
  })
  .meta({ id: 'ModeratedCompany' });
export type ModeratedCompany = z.infer<typeof moderatedCompanySchema>;

export const adminCompanyCalls = {
  'GET /admin/companies': endpoint({
    tag: ADMIN,
    summary: 'Empresas por nombre (visibles y ocultas), para ocultarlas o volver a mostrarlas',
    auth: true,
    query: z.object({ search: z.string().trim().max(100, MSG.invalidQuery).optional() }),
    ok: z.object({ items: z.array(moderatedCompanySchema) }),
    errors: [403],
  }),
  'POST /admin/companies/:id/decision': endpoint({
    tag: ADMIN,
    summary: 'Ocultar una empresa de toda lectura pública (con un motivo) o volver a mostrarla',
    auth: true,
    params: z.object({ id: uuidSchema }),
    body: companyDecisionSchema,
    ok: messageSchema,
    errors: [403, 404, 409],
  }),
} as const;
