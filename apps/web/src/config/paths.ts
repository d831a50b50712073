import { PRIVACY_POLICY_PATH } from '@cimenta/shared/constants';
/** Every URL of the web app (SPEC §2). Build links only from here. */
export const paths = {
  home: '/',
  companies: '/companies',
  company: (id: string) => `/company/${encodeURIComponent(id)}`,
  signIn: '/sign-in',
  register: '/register',
  knowMe: '/know-me',
  comenzar: '/comenzar',
  accessibility: '/accesibilidad',
  /** The price guide (issue 20); its pages' paths come from the API (`PriceLink.path`). */
  prices: '/precios',
  recovery: (token: string) => `/users/account/recovery/${encodeURIComponent(token)}`,
  myProfile: '/my-profile',
  myProfileCompany: '/my-profile/company',
  myProfileActivities: '/my-profile/activities',
  myProfileNotifications: '/my-profile/notifications',
  myProfileProjects: '/my-profile/projects',
  myProfileReviews: '/my-profile/opiniones',
  myProfileCredentials: '/my-profile/credentials',
  myProfileStatistics: '/my-profile/estadisticas',
  /** The company's inbox (issue 20): contacts and quote requests received. */
  myProfileInbox: '/my-profile/solicitudes',
  myProfileInboxItem: (kind: 'contact' | 'quote', id: string) =>
    `/my-profile/solicitudes/${kind === 'contact' ? 'contactos' : 'presupuestos'}/${encodeURIComponent(id)}`,
  /** The page a review invitation links to (issue 19; the API builds the same URL). */
  review: (token: string) => `/valorar/${encodeURIComponent(token)}`,
  reviewRules: '/normas-de-opiniones',
  /** The client's links of a quote request (issue 20; the API builds the same URLs). */
  quoteConfirm: (token: string) => `/presupuestos/confirmar/${encodeURIComponent(token)}`,
  quoteFollow: (token: string) => `/presupuestos/seguimiento/${encodeURIComponent(token)}`,
  admin: '/admin',
  rwc: '/rwc',
  rwcStep: (n: 1 | 2 | 3 | number) => `/rwc/${String(n).padStart(2, '0')}`,
  legal: {
    privacy: PRIVACY_POLICY_PATH,
    notice: '/legal/aviso-legal.pdf',
    terms: '/legal/terminos-de-uso.pdf',
  },
} as const;

/** Route patterns for the router (same URLs, with parameters). */
export const routePatterns = {
  company: '/company/:id',
  review: '/valorar/:token',
  quoteConfirm: '/presupuestos/confirmar/:token',
  quoteFollow: '/presupuestos/seguimiento/:token',
  recovery: '/users/account/recovery/:token',
  /** Links mailed by an email change (API `POST /auth/email/confirm` and `/undo`). */
  emailConfirm: '/users/account/email/confirm/:token',
  emailUndo: '/users/account/email/undo/:token',
} as const;
