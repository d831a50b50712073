/**
 * The texts of what a page rendered as islands (issue 21) loads first: the navigation bar, the
 * guided search's opening, the dialogs' close button and the company page's projects. Apart from texts-public.ts (12 KB, every
 * public screen), which spreads them in (`PUBLIC_TEXTS.nav`, `.close`, `.guided.opening`, `.company.project*`). Imported by its own path
 * (`@cimenta/shared/texts-shell`) where it counts: through the package's index the bundler puts the
 * index's every module in the chunk of the islands' shell (apps/web/vite.config.ts).
 */

export const NAV_TEXTS = {
  skip: 'Saltar al contenido',
  /** First breadcrumb of every page (JSON-LD). */
  home: 'Inicio',
  brandLabel: 'Cimenta, ir a la página de inicio',
  explore: 'Explorar empresas',
  knowMe: 'Conoce Cimenta',
  signIn: 'Inicia Sesión',
  freeTrial: 'Prueba gratis',
  myProfile: 'Mi Perfil',
  logout: 'Cerrar sesión',
  profileMenu: 'Menú de perfil',
  openMenu: 'Abrir menú',
  mainNav: 'Navegación principal',
  megaTypes: 'Tipo de empresa',
  megaActivities: 'Actividad',
  megaSubActivities: 'Subactividad',
  allTypes: 'Todas las empresas',
  allActivities: 'Todas',
  allSubActivities: 'Todas',
  megaPickType: 'Elige un tipo de empresa para ver sus actividades.',
  megaPickActivity: 'Elige una actividad para ver sus especialidades.',
  guidedBanner: '¿No sabes por dónde empezar? Te buscamos las empresas adecuadas en menos de 5 segundos.',
  guidedBannerShort: 'Empresas a tu medida en menos de 5 segundos.',
  guidedBannerButton: 'Sí, hazlo por mí',
  closeBanner: 'Cerrar aviso',
};

/** The dialogs' and drawers' close button (the theme's default). */
export const CLOSE_LABEL = 'Cerrar';

export const GUIDED_OPENING = 'Preparando la búsqueda guiada…';

/** The portfolio's photos and their lightbox (issue 22). */
export const PROJECT_TEXTS = {
  projectPhoto: (title: string, n: number, total: number) => (total > 1 ? `${title}, foto ${n} de ${total}` : title),
  projectOpen: (title: string, n: number, total: number) =>
    `Ampliar ${total > 1 ? `la foto ${n} de ${total} de` : 'la foto de'} «${title}»`,
  projectMorePhotos: (n: number) => `+${n}`,
  seeMore: 'Ver más',
  seeLess: 'Ver menos',
  projectYear: 'Año',
};

/** The company page's phone bar (and its header's button). */
export const QUICK_CONTACT_TEXTS = {
  quickActions: 'Contactar con la empresa',
  contactButton: 'Contactar',
  callButton: 'Llamar',
};
