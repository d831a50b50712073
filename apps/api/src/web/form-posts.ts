/**
 * Forms the browser posts itself (issue 22): before the scripts have run (a slow phone tapping
 * "Enviar mensaje" early) or without JavaScript. With scripts, the same forms call the JSON API
 * and never reach these routes.
 *
 * `POST /company/:id/contacto` (a form body): the same validation, rate limit and service as
 * `POST /api/v1/companies/:id/contact`. Sent → 303 to the company page marked
 * `?contacto=enviado`, which shows the confirmation (server-rendered; nothing personal in the
 * URL, and a reload does not send it twice). Refused → an HTML page with the reasons and the
 * form filled in with what was typed, answered with the error's status (400, 404, 429), never 200.
 */
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  CONTACT_PHONE_MAX,
  CONSENT_TEXTS,
  CONTACT_SENT_PARAM,
  CONTACT_SENT_VALUE,
  contactFormAction,
  contactFormSchema,
  EMAIL_MAX,
  humanIssue,
  MSG,
  PRIVACY_POLICY_PATH as PRIVACY_PATH,
  PRODUCT_NAME,
  PUBLIC_TEXTS,
  uuidSchema,
} from '@cimenta/shared';
import formBody from '@fastify/formbody';
import escapeHtml from 'escape-html';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { nulPath } from '../lib/contract-routes';
import { type FieldError, HttpError, zodFieldErrors } from '../lib/errors';
import { RATE_LIMITS } from '../infra/rate-limits';

const T = PUBLIC_TEXTS.company;
const FORM_BODY_LIMIT = 64 * 1024;

type Values = { name: string; email: string; phone: string; message: string; consent: boolean };
const EMPTY: Values = { name: '', email: '', phone: '', message: '', consent: false };

/** The fields as strings, and the consent box as ticked or not, whatever was posted (a repeated field keeps its first value). */
function valuesOf(body: unknown): Values {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const one = (v: unknown) => (Array.isArray(v) ? String(v[0] ?? '') : typeof v === 'string' ? v : '');
  return { name: one(b.name), email: one(b.email), phone: one(b.phone), message: one(b.message), consent: one(b.consent) !== '' };
}

export async function registerFormPosts(app: FastifyInstance) {
  await app.register(async (scope) => {
    // Form bodies are parsed in this scope only; the API keeps JSON.
    await scope.register(formBody, { bodyLimit: FORM_BODY_LIMIT });

    // Errors of this scope (rate limit, a body too large or not a form) answer a page, not JSON.
    scope.setErrorHandler((err: { statusCode?: number; errors?: unknown }, req, reply) => {
      const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
      if (status === 500) req.log.error({ err }, 'form post failed');
      const message = status === 429 ? MSG.tooManyRequests : status === 500 ? MSG.serverError : MSG.invalidBody;
      const id = (req.params as { id?: string } | undefined)?.id ?? '';
      return sendPage(reply, status, contactErrorPage({ id, companyName: null, errors: [message], values: valuesOf(req.body) }));
    });

    scope.post<{ Params: { id: string } }>(
      '/company/:id/contacto',
      // An HTML form's target, not an API operation: out of the OpenAPI document.
      { config: { rateLimit: RATE_LIMITS.contact }, bodyLimit: FORM_BODY_LIMIT, schema: { hide: true } },
      async (req, reply) => {
        const { id } = req.params;
        const values = valuesOf(req.body);
        const { companies } = app.services;
        if (!uuidSchema.safeParse(id).success) {
          return sendPage(reply, 404, contactErrorPage({ id, companyName: null, errors: [MSG.companyNotFound], values }));
        }
        let companyName: string;
        try {
          companyName = (await companies.detail(id)).name;
        } catch (err) {
          if (err instanceof HttpError && err.status === 404) {
            return sendPage(reply, 404, contactErrorPage({ id, companyName: null, errors: [MSG.companyNotFound], values }));
          }
          throw err;
        }
        const nul = nulPath(values);
        const parsed = contactFormSchema.safeParse(values, { error: humanIssue });
        if (nul || !parsed.success) {
          const fieldErrors: FieldError[] = nul
            ? zodFieldErrors([{ path: nul, message: MSG.nulCharacter }])
            : zodFieldErrors(parsed.error?.issues ?? []);
          const errors = fieldErrors.map((e) => `${e.field}: ${e.message}`);
          return sendPage(reply, 400, contactErrorPage({ id, companyName, errors, values }));
        }
        await companies.contact(id, { ...parsed.data, phone: parsed.data.phone || undefined });
        const back = `/company/${encodeURIComponent(id)}?${CONTACT_SENT_PARAM}=${CONTACT_SENT_VALUE}#contacto`;
        return reply.header('cache-control', 'no-store').redirect(back, 303);
      },
    );
  });
}

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('content-language', 'es')
    .type('text/html; charset=utf-8')
    .send(html);
}

/** The refusal: what went wrong, and the form again with what was typed (nothing is lost). */
function contactErrorPage(o: { id: string; companyName: string | null; errors: string[]; values: Values }): string {
  const e = escapeHtml;
  const v = o.values ?? EMPTY;
  const backHref = o.companyName ? `/company/${encodeURIComponent(o.id)}` : '/companies';
  const backText = o.companyName ? T.contactBack(o.companyName) : T.notFoundButton;
  const form = o.companyName
    ? `<form method="post" action="${e(contactFormAction(o.id))}">
  <h2>${e(T.contactTitle)}</h2>
  <label for="name">${e(T.contactName)} *</label>
  <input id="name" name="name" autocomplete="name" required maxlength="${CONTACT_NAME_MAX}" value="${e(v.name)}">
  <label for="email">${e(T.contactEmail)} *</label>
  <input id="email" name="email" type="email" autocomplete="email" required maxlength="${EMAIL_MAX}" value="${e(v.email)}">
  <label for="phone">${e(T.contactPhone)}</label>
  <input id="phone" name="phone" type="tel" autocomplete="tel" maxlength="${CONTACT_PHONE_MAX}" value="${e(v.phone)}">
  <label for="message">${e(T.contactMessage)} *</label>
  <textarea id="message" name="message" rows="6" required maxlength="${CONTACT_MESSAGE_MAX}">${e(v.message)}</textarea>
  <label class="consent"><input type="checkbox" name="consent" required${v.consent ? ' checked' : ''}> ${e(CONSENT_TEXTS.before)}<a href="${e(PRIVACY_PATH)}">${e(CONSENT_TEXTS.link)}</a>${e(CONSENT_TEXTS.after + T.consentPurpose)}</label>
  <button type="submit">${e(T.contactSubmit)}</button>
</form>`
    : '';
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(T.contactErrorTitle)} · ${e(PRODUCT_NAME)}</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;color:#1a1b1e;background:#f8f9fa;line-height:1.5}
main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem 3rem}
.brand{font-weight:700;color:#1864ab;text-decoration:none}
.errors{background:#fff5f5;border:1px solid #c92a2a;border-radius:8px;padding:.75rem 1rem;color:#a51111}
form{background:#fff;border:1px solid #dee2e6;border-radius:12px;padding:1rem;margin-top:1.5rem;display:grid;gap:.35rem}
label{font-weight:600;margin-top:.5rem}
.consent{font-weight:400}
input,textarea{font:inherit;padding:.5rem;border:1px solid #868e96;border-radius:6px}
button{font:inherit;font-weight:600;margin-top:1rem;padding:.6rem 1rem;border:0;border-radius:6px;background:#1864ab;color:#fff;cursor:pointer}
:focus-visible{outline:3px solid #1971c2;outline-offset:2px}
a{color:#1864ab}
</style>
</head>
<body>
<header><main style="padding-bottom:0"><a class="brand" href="/">${e(PRODUCT_NAME)}</a></main></header>
<main>
<h1>${e(T.contactErrorTitle)}</h1>
<div class="errors" role="alert"><p>${e(o.companyName ? T.contactErrorText : T.notFoundText)}</p><ul>${o.errors.map((x) => `<li>${e(x)}</li>`).join('')}</ul></div>
${form}
<p><a href="${e(backHref)}">${e(backText)}</a></p>
</main>
</body>
</html>`;
}
