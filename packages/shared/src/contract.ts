/**
 * Every call of `/api/v1`, declared once: the key is `METHOD /path` (Fastify's `:param` syntax),
 * the value its schemas. The API registers, validates, serialises and documents each call from
 * here (apps/api/src/lib/contract-routes.ts); the web client is typed from it without importing
 * any of it at run time (apps/web/src/lib/api-client.ts), so the key string is all it sends.
 */
import { z } from 'zod';
import { boolParam, endpoint, intParam } from './contract-endpoint';
import { adminCalls } from './contract-admin';
import { adminCompanyCalls } from './contract-admin-companies';
import { credentialCalls } from './contract-credentials';
import { priceCalls } from './contract-prices';
import { quoteCalls } from './contract-quotes';
import { reviewCalls } from './contract-reviews';
import { statisticsCalls } from './contract-statistics';
import {
  activitySchema,
  citySchema,
  companyCardSchema,
  companySchema,
  companyTypeSchema,
  employeeRangeSchema,
  facetsSchema,
  messageSchema,
  pageSchema,
  projectSchema,
  provinceSchema,
  RELAXABLE,
  refSchema,
  searchInfoSchema,
  suggestionSchema,
  tokenPairSchema,
  userSchema,
} from './entities';
import { landingLinkSchema, landingPageSchema } from './landing';
import { MSG } from './messages';
import { ORDERS } from './query';
import {
  changePasswordSchema,
  contactCompanySchema,
  createCompanySchema,
  createProjectSchema,
  emailTokenSchema,
  loginSchema,
  refreshSchema,
  registerUserSchema,
  resetCheckSchema,
  resetRequestSchema,
  resetUpdateSchema,
  updateCompanySchema,
  updateProjectSchema,
  updateUserSchema,
  uuidSchema,
} from './schemas';

/** `search` (bracketed `[key:value]` list or plain text), `page`, `perPage` of every lookup. */
export const listQuerySchema = z.object({
  search: z.string().max(1000, MSG.invalidQuery).optional(),
  page: intParam,
  perPage: intParam,
});
export const companiesQuerySchema = z.object({
  search: z.string().max(500, MSG.invalidQuery).optional(),
  filter: z.string().max(5000, MSG.invalidQuery).optional(),
  order: z.enum(ORDERS, { error: MSG.invalidOption }).optional(),
  page: intParam,
  perPage: intParam,
  cityName: z.string().max(100, MSG.invalidQuery).optional(),
  /** Answer `facets` too (issue 10). */
  facets: boolParam,
  /** Search the text exactly as typed: no typo correction (the way back from "Mostrando resultados de …"). */
  literal: boolParam,
  /** Guided search: when nothing matches, drop criteria in `RELAXABLE` order until something does. */
  relax: boolParam,
});
/** A listing page, with what the server made of the text, the facets and the dropped criteria when asked. */
const companyListSchema = pageSchema(companyCardSchema).extend({
  facets: facetsSchema.optional(),
  search: searchInfoSchema.optional(),
  relaxed: z.array(z.enum(RELAXABLE)).optional(),
});
const idParams = z.object({ id: uuidSchema });
const page = pageSchema;

const CATALOG = 'Catálogos';
const COMPANIES = 'Empresas';
const USERS = 'Usuarios';
const AUTH = 'Autenticación';
const PROJECTS = 'Proyectos';
const LANDING = 'Páginas de servicio';

export const contract = {
  // ── Catalogues ──
  'GET /companytypes': endpoint({ tag: CATALOG, summary: 'Tipos de empresa', query: listQuerySchema, ok: page(companyTypeSchema) }),
  'GET /employees': endpoint({
    tag: CATALOG,
    summary: 'Rangos de empleados (id y label)',
    query: listQuerySchema,
    ok: page(employeeRangeSchema),
  }),
  'GET /buildings': endpoint({ tag: CATALOG, summary: 'Tipos de edificio', query: listQuerySchema, ok: page(refSchema) }),
  'GET /constructiontypes': endpoint({ tag: CATALOG, summary: 'Tipos de construcción', query: listQuerySchema, ok: page(refSchema) }),
  'GET /activities': endpoint({
    tag: CATALOG,
    summary: 'Actividades principales (por defecto) o subactividades de una actividad',
    query: listQuerySchema.extend({ main: boolParam, companyType: intParam, type: intParam, parent: intParam }),
    ok: page(activitySchema),
  }),
  'GET /provinces': endpoint({
    tag: CATALOG,
    summary: 'Provincias con su comunidad autónoma',
    query: listQuerySchema.extend({ community: intParam, main: boolParam }),
    ok: page(provinceSchema),
  }),
  'GET /cities': endpoint({
    tag: CATALOG,
    summary: 'Municipios: búsqueda por nombre y por provincia',
    query: listQuerySchema.extend({ province: intParam }),
    ok: page(citySchema),
    rateLimit: 'lookup',
  }),

  // ── Companies ──
  'GET /companies': endpoint({
    tag: COMPANIES,
    summary: 'Listado con búsqueda de texto, filtros, orden y paginación',
    query: companiesQuerySchema,
    ok: companyListSchema,
  }),
  'GET /suggest': endpoint({
    tag: COMPANIES,
    summary: 'Sugerencias del buscador «¿Qué necesitas?»: actividades, sinónimos de oficios, empresas, provincias y municipios',
    query: z.object({ q: z.string().max(100, MSG.invalidQuery).optional() }),
    ok: z.object({ items: z.array(suggestionSchema) }),
  }),
  'GET /companies/:id': endpoint({
    tag: COMPANIES,
    summary: 'Ficha de una empresa',
    params: idParams,
    ok: companySchema,
    errors: [404],
  }),
  'POST /companies': endpoint({
    tag: COMPANIES,
    summary: 'Registrar la empresa del usuario',
    auth: true,
    uploads: true,
    body: createCompanySchema,
    ok: z.literal(true),
    errors: [409],
  }),
  'PUT /companies/:id': endpoint({
    tag: COMPANIES,
    summary: 'Editar la empresa (solo los campos cambiados)',
    auth: true,
    uploads: true,
    params: idParams,
    body: updateCompanySchema,
    ok: z.object({ message: z.string(), company: companySchema }),
    errors: [403, 404],
  }),
  'DELETE /companies/:id/logo': endpoint({
    tag: COMPANIES,
    summary: 'Borrar el logo',
    auth: true,
    params: idParams,
    ok: z.object({ message: z.string(), company: companySchema }),
    errors: [403, 404],
  }),
  'DELETE /companies/:id/photo': endpoint({
    tag: COMPANIES,
    summary: 'Borrar la foto de portada',
    auth: true,
    params: idParams,
    ok: z.object({ message: z.string(), company: companySchema }),
    errors: [403, 404],
  }),
  'DELETE /companies/:id/picture': endpoint({
    tag: COMPANIES,
    summary: 'Borrar la imagen del listado',
    auth: true,
    params: idParams,
    ok: z.object({ message: z.string(), company: companySchema }),
    errors: [403, 404],
  }),
  'DELETE /company': endpoint({ tag: COMPANIES, summary: 'Borrar la empresa del usuario', auth: true, ok: messageSchema, errors: [404] }),
  'POST /companies/:id/contact': endpoint({
    tag: COMPANIES,
    summary: 'Enviar un mensaje a la empresa',
    rateLimit: 'contact',
    params: idParams,
    body: contactCompanySchema,
    ok: messageSchema,
    errors: [404],
  }),

  // ── Users ──
  'POST /users': endpoint({
    tag: USERS,
    summary: 'Registrar un administrador (inicia su sesión)',
    rateLimit: 'register',
    body: registerUserSchema,
    ok: tokenPairSchema,
    errors: [409],
  }),
  'GET /users': endpoint({ tag: USERS, summary: 'Perfil del usuario con su empresa', auth: true, ok: userSchema }),
  'PUT /users': endpoint({
    tag: USERS,
    summary:
      'Actualizar nombre y apellidos; un correo distinto pide la contraseña actual (`password`) y solo cambia al confirmarlo con el enlace enviado a la nueva dirección',
    auth: true,
    body: updateUserSchema,
    ok: z.object({ message: z.string(), user: userSchema }),
    errors: [409],
  }),
  'PUT /users/password': endpoint({
    tag: USERS,
    summary: 'Cambiar la contraseña',
    auth: true,
    body: changePasswordSchema,
    ok: messageSchema,
  }),

  // ── Auth ──
  'POST /auth/login': endpoint({
    tag: AUTH,
    summary: 'Iniciar sesión',
    rateLimit: 'login',
    body: loginSchema,
    ok: tokenPairSchema,
    // A wrong password answers 401 {code, message}.
    errors: [401],
  }),
  'POST /auth/token/refresh': endpoint({
    tag: AUTH,
    summary: 'Renovar el token (rotación)',
    rateLimit: 'refresh',
    body: refreshSchema,
    ok: tokenPairSchema,
    errors: [401],
  }),
  'POST /auth/logout': endpoint({
    tag: AUTH,
    summary: 'Cerrar sesión: revoca el token de refresco y su familia',
    rateLimit: 'refresh',
    body: refreshSchema,
    ok: messageSchema,
  }),
  'POST /auth/password/reset': endpoint({
    tag: AUTH,
    summary: 'Pedir el enlace de recuperación',
    rateLimit: 'recovery',
    body: resetRequestSchema,
    ok: messageSchema,
  }),
  'POST /auth/password/check': endpoint({
    tag: AUTH,
    summary: 'Comprobar si un enlace de recuperación sigue valiendo (sin gastarlo)',
    rateLimit: 'recovery',
    body: resetCheckSchema,
    ok: z.object({ valid: z.literal(true) }),
  }),
  'POST /auth/password/update': endpoint({
    tag: AUTH,
    summary: 'Fijar la contraseña con el enlace',
    rateLimit: 'recovery',
    body: resetUpdateSchema,
    ok: messageSchema,
  }),

  'POST /auth/email/confirm': endpoint({
    tag: AUTH,
    summary: 'Confirmar el nuevo correo con el enlace enviado a esa dirección',
    rateLimit: 'recovery',
    body: emailTokenSchema,
    ok: messageSchema,
    errors: [409],
  }),
  'POST /auth/email/undo': endpoint({
    tag: AUTH,
    summary: 'Deshacer un cambio de correo con el enlace enviado a la dirección anterior (cierra todas las sesiones)',
    rateLimit: 'recovery',
    body: emailTokenSchema,
    ok: messageSchema,
    errors: [409],
  }),

  // ── Projects ──
  'GET /projects': endpoint({ tag: PROJECTS, summary: 'Proyectos de mi empresa', auth: true, ok: page(projectSchema) }),
  'POST /projects': endpoint({
    tag: PROJECTS,
    summary: 'Añadir un proyecto',
    auth: true,
    uploads: true,
    body: createProjectSchema,
    ok: projectSchema,
    errors: [404, 409],
  }),
  'PATCH /projects/:id': endpoint({
    tag: PROJECTS,
    summary: 'Editar un proyecto',
    auth: true,
    uploads: true,
    params: idParams,
    body: updateProjectSchema,
    ok: projectSchema,
    errors: [404],
  }),
  'DELETE /projects/:id': endpoint({
    tag: PROJECTS,
    summary: 'Borrar un proyecto',
    auth: true,
    params: idParams,
    ok: messageSchema,
    errors: [404],
  }),
  // ── Landing (issue 9): a company type or main activity in a province; paths in slugs.ts ──
  'GET /landing': endpoint({
    tag: LANDING,
    summary:
      'Páginas de servicio con al menos una empresa (filtrables por tipo de página, servicio y provincia; `limit`: las que más empresas tienen)',
    query: z.object({
      kind: z.string().max(100, MSG.invalidQuery).optional(),
      service: z.string().max(100, MSG.invalidQuery).optional(),
      province: z.string().max(100, MSG.invalidQuery).optional(),
      limit: intParam,
    }),
    ok: z.object({ items: z.array(landingLinkSchema) }),
  }),
  'GET /landing/:kind/:service/:province': endpoint({
    tag: LANDING,
    summary:
      'Una página de servicio: `empresas/{tipo}/{provincia}` o `servicios/{actividad principal}/{provincia}`; 404 si no existe o no tiene empresas',
    params: z.object({
      kind: z.string().max(100, MSG.invalidQuery),
      service: z.string().max(100, MSG.invalidQuery),
      province: z.string().max(100, MSG.invalidQuery),
    }),
    query: z.object({ page: intParam }),
    ok: landingPageSchema,
    errors: [404],
  }),
  // ── Reviews (issue 19): contract-reviews.ts ──
  ...reviewCalls,
  // ── Price guide (issue 20): contract-prices.ts ──
  ...priceCalls,
  // ── Quote requests (issue 20): contract-quotes.ts ──
  ...quoteCalls,
  ...adminCalls,
  ...adminCompanyCalls,
  ...credentialCalls,
  ...statisticsCalls,
} as const;

export type Contract = typeof contract;
export type CallKey = keyof Contract;

type Schema<E, K extends 'params' | 'query' | 'body'> = E extends { [P in K]: infer S extends z.ZodType } ? S : never;
/** What a client sends: the schemas' input types. */
export type ParamsOf<K extends CallKey> = z.input<Schema<Contract[K], 'params'>>;
export type QueryOf<K extends CallKey> = z.input<Schema<Contract[K], 'query'>>;
export type BodyOf<K extends CallKey> = z.input<Schema<Contract[K], 'body'>>;
/** What the server's handler receives: the schemas' output types. */
export type ParsedParams<K extends CallKey> = z.output<Schema<Contract[K], 'params'>>;
export type ParsedQuery<K extends CallKey> = z.output<Schema<Contract[K], 'query'>>;
export type ParsedBody<K extends CallKey> = z.output<Schema<Contract[K], 'body'>>;
/** The 200 answer. */
export type ResponseOf<K extends CallKey> = z.output<Contract[K]['ok']>;
export type NeedsAuth<K extends CallKey> = Contract[K] extends { auth: true } ? true : false;

/** `'GET /companies/:id'` → `['GET', '/companies/:id']`. */
export function splitCallKey(key: string): { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; path: string } {
  const i = key.indexOf(' ');
  return { method: key.slice(0, i) as 'GET', path: key.slice(i + 1) };
}
