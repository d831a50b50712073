/** The calls of quote requests (issue 20), spread into `contract` (contract.ts). */
import { z } from 'zod';
import { endpoint, intParam } from './contract-endpoint';
import { messageSchema } from './entities';
import {
  createQuoteRequestSchema,
  formTokenSchema,
  inboxContactSchema,
  inboxCountsSchema,
  inboxPageSchema,
  inboxQuerySchema,
  inboxQuoteSchema,
  inboxStatusBodySchema,
  conversationSchema,
  followCompanySchema,
  followReplySchema,
  followSchema,
  mailPrefsSchema,
  messageBodySchema,
  quoteConfirmedSchema,
  quoteTokenSchema,
} from './quotes';
import { uuidSchema } from './schemas';

const INBOX = 'Solicitudes recibidas';
const contactParams = z.object({ id: intParam.pipe(z.number()) });
const quoteParams = z.object({ id: uuidSchema });
const statusOk = z.object({ message: z.string(), status: inboxStatusBodySchema.shape.status });

const QUOTES = 'Solicitudes de presupuesto';

export const quoteCalls = {
  'GET /quotes/form-token': endpoint({
    tag: QUOTES,
    summary: 'Un token firmado con la hora en que se abrió el formulario (tiempo mínimo de relleno)',
    rateLimit: 'lookup',
    ok: formTokenSchema,
  }),
  'POST /quotes': endpoint({
    tag: QUOTES,
    summary: 'Pedir presupuesto a hasta 3 empresas; nadie lo recibe hasta que se confirme el correo',
    rateLimit: 'quote',
    uploads: true,
    body: createQuoteRequestSchema,
    ok: messageSchema,
    errors: [404],
  }),
  // Tokens travel in the body, never in a path or query that logs and Referer headers keep.
  'POST /quotes/confirm': endpoint({
    tag: QUOTES,
    summary: 'Confirmar el correo de una solicitud con el enlace de un solo uso: las empresas la reciben',
    rateLimit: 'recovery',
    body: quoteTokenSchema,
    ok: quoteConfirmedSchema,
    errors: [404, 409],
  }),
  // ── The company's inbox (issue 20): only its own company's items, 404 for anyone else's ──
  'GET /inbox': endpoint({
    tag: INBOX,
    summary:
      'Mensajes de contacto y solicitudes de presupuesto recibidos por mi empresa, los más recientes primero, con los totales por estado',
    auth: true,
    query: inboxQuerySchema,
    ok: inboxPageSchema,
    errors: [404],
  }),
  'GET /inbox/counts': endpoint({
    tag: INBOX,
    summary: 'Totales por estado (menú lateral)',
    auth: true,
    ok: inboxCountsSchema,
    errors: [404],
  }),
  'GET /inbox/contacts/:id': endpoint({
    tag: INBOX,
    summary: 'Un mensaje de contacto de mi empresa; si era nuevo pasa a visto',
    auth: true,
    params: contactParams,
    ok: inboxContactSchema,
    errors: [404],
  }),
  'GET /inbox/quotes/:id': endpoint({
    tag: INBOX,
    summary:
      'Una solicitud de presupuesto recibida por mi empresa (sin el correo del cliente; el teléfono solo si lo compartió); si era nueva pasa a vista',
    auth: true,
    params: quoteParams,
    ok: inboxQuoteSchema,
    errors: [404],
  }),
  'PUT /inbox/contacts/:id/status': endpoint({
    tag: INBOX,
    summary: 'Marcar un mensaje de contacto como nuevo, visto o archivado',
    auth: true,
    params: contactParams,
    body: inboxStatusBodySchema,
    ok: statusOk,
    errors: [404],
  }),
  'PUT /inbox/quotes/:id/status': endpoint({
    tag: INBOX,
    summary: 'Marcar una solicitud como nueva, vista o archivada',
    auth: true,
    params: quoteParams,
    body: inboxStatusBodySchema,
    ok: statusOk,
    errors: [404],
  }),
  'POST /inbox/quotes/:id/messages': endpoint({
    tag: INBOX,
    summary: 'Responder al cliente de una solicitud: le llega por correo con una dirección de respuesta propia de la conversación',
    auth: true,
    params: quoteParams,
    body: messageBodySchema,
    ok: messageSchema.extend(conversationSchema.shape),
    errors: [404],
  }),
  'GET /inbox/preferences': endpoint({
    tag: INBOX,
    summary: 'Qué correos envía la bandeja a mi empresa',
    auth: true,
    ok: mailPrefsSchema,
    errors: [404],
  }),
  'PUT /inbox/preferences': endpoint({
    tag: INBOX,
    summary: 'Guardar qué correos envía la bandeja a mi empresa',
    auth: true,
    body: mailPrefsSchema,
    ok: messageSchema.extend({ preferences: mailPrefsSchema }),
    errors: [404],
  }),
  // ── The client's follow link (no account): the token travels in the body ──
  'POST /quotes/follow': endpoint({
    tag: QUOTES,
    summary: 'La solicitud y sus conversaciones, con el enlace de seguimiento',
    rateLimit: 'recovery',
    body: quoteTokenSchema,
    ok: followSchema,
    errors: [404],
  }),
  'POST /quotes/follow/messages': endpoint({
    tag: QUOTES,
    summary: 'Contestar a una empresa desde el enlace de seguimiento',
    rateLimit: 'contact',
    body: followReplySchema,
    ok: messageSchema,
    errors: [404],
  }),
  'POST /quotes/follow/phone': endpoint({
    tag: QUOTES,
    summary: 'Mostrar mi teléfono a una empresa de la solicitud',
    rateLimit: 'contact',
    body: followCompanySchema,
    ok: messageSchema,
    errors: [404],
  }),
} as const;
