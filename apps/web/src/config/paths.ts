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
  recovery: (token: string) => `/users/account/recovery/${encodeURIComponent(token)}`,
  myProfile: '/my-profile',
  myProfileCompany: '/my-profile/company',
  myProfileActivities: '/my-profile/activities',
  myProfileNotifications: '/my-profile/notifications',
  myProfileProjects: '/my-profile/projects',
  rwc: '/rwc',
  rwcStep: (n: 1 | 2 | 3 | number) => `/rwc/${String(n).padStart(2, '0')}`,
  legal: {
    privacy: '/legal/politica-de-privacidad.pdf',
    notice: '/legal/aviso-legal.pdf',
    terms: '/legal/terminos-de-uso.pdf',
  },
} as const;

/** Route patterns for the router (same URLs, with parameters). */
export const routePatterns = {
  company: '/company/:id',
  recovery: '/users/account/recovery/:token',
  /** Links mailed by an email change (API `POST /auth/email/confirm` and `/undo`). */
  emailConfirm: '/users/account/email/confirm/:token',
  emailUndo: '/users/account/email/undo/:token',
} as const;
